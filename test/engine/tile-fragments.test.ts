import { describe, expect, it } from 'vitest';
import type { Fragment } from '../../src/engine/corpus.js';
import { tileFragments } from '../../src/engine/tile-fragments.js';

const fragment = (a: [number, number], b: [number, number]): Fragment => ({
  a: { start: a[0], end: a[1] },
  b: { start: b[0], end: b[1] },
  fingerprints: 1,
});
const spans = (fragments: readonly Fragment[]) => fragments.map((f) => [f.a, f.b]);

describe('tileFragments', () => {
  it('trims a fragment to the part no longer one took, on either side', () => {
    const tiled = tileFragments(
      [
        { fileA: 0, fileB: 1, fragments: [fragment([0, 100], [0, 100])] },
        { fileA: 0, fileB: 2, fragments: [fragment([90, 150], [0, 60])] },
      ],
      5,
    );
    expect(tiled.map((f) => spans(f.fragments))).toEqual([
      [
        [
          { start: 0, end: 100 },
          { start: 0, end: 100 },
        ],
      ],
      [
        [
          { start: 100, end: 150 },
          { start: 10, end: 60 },
        ],
      ],
    ]);
  });

  it('trims a fragment whose sides differ in length instead of dropping it', () => {
    // 60 tokens in a against 66 in b (matches chained across a small shift); its first 20 in a
    // are taken: what is left maps onto b in proportion, never reaching back into taken tokens.
    const tiled = tileFragments(
      [
        { fileA: 0, fileB: 1, fragments: [fragment([0, 100], [0, 100])] },
        { fileA: 0, fileB: 2, fragments: [fragment([80, 140], [0, 66])] },
      ],
      5,
    );
    expect(spans(tiled[1]!.fragments)).toEqual([
      [
        { start: 100, end: 140 },
        { start: 22, end: 66 },
      ],
    ]);
  });

  it('drops what is left when it is shorter than the minimum', () => {
    const tiled = tileFragments(
      [
        { fileA: 0, fileB: 1, fragments: [fragment([0, 100], [0, 100])] },
        { fileA: 0, fileB: 2, fragments: [fragment([96, 130], [0, 34])] },
      ],
      5,
    );
    expect(tiled.map((f) => f.fileB)).toEqual([1, 2]);
    const narrow = tileFragments(
      [
        { fileA: 0, fileB: 1, fragments: [fragment([0, 100], [0, 100])] },
        { fileA: 0, fileB: 2, fragments: [fragment([70, 104], [0, 34])] },
      ],
      5,
    );
    expect(narrow.map((f) => f.fileB)).toEqual([1]);
  });
});
