// A snapshot's lines of a token range, from its stored k-grams' own lines (they go back where a front end
// moved code): a fragment stored whole gets its tokens' lines, as compare's side does; moved code gets its
// own lines, not those of the code around it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLineRange } from '../../src/check/line-range.js';
import { toTokenLines } from '../../src/engine/token-lines.js';
import { snapshotLineRange } from '../../src/snapshot/snapshot-line-range.js';
import { spansOf, storedFileSnapshot } from './snapshot-arbitrary.js';

const K = 3;
const every = (tokens: number) => Array.from({ length: tokens - K + 1 }, (_, p) => p);
const onLines = (...lines: number[]) => lines.map((line) => [line, false] as const);

describe('snapshotLineRange', () => {
  it('gives a fragment stored whole, from a k-gram to the end of another, the lines of its tokens', () => {
    const cases = fc.array(fc.nat(12), { minLength: K, maxLength: 30 }).chain((lines) =>
      fc.tuple(fc.nat(lines.length - K), fc.nat(lines.length - K)).map(([x, y]) => ({
        tokens: lines.map((line) => [line, false] as const),
        range: { start: Math.min(x, y), end: Math.max(x, y) + K },
      })),
    );
    fc.assert(
      fc.property(cases, ({ tokens, range }) => {
        const snapshot = storedFileSnapshot(tokens, every(tokens.length), K);
        expect(snapshotLineRange(snapshot, 0, range)).toEqual(
          toLineRange(toTokenLines(spansOf(tokens)), range),
        );
      }),
      { numRuns: 500 },
    );
  });

  // Lines 20 to 22, then a body read at its call on line 22 (lines 2 to 4), then lines 23 and 24.
  const inlined = onLines(20, 21, 22, 2, 3, 4, 23, 24);

  it('gives a body read at its call its own lines, not the lines around the call', () => {
    const snapshot = storedFileSnapshot(inlined, every(inlined.length), K);
    expect(snapshotLineRange(snapshot, 0, { start: 3, end: 6 })).toEqual({ start: 2, end: 5 });
    expect(snapshotLineRange(snapshot, 0, { start: 0, end: 8 })).toEqual({ start: 2, end: 25 });
  });

  it('gives a range cut inside k-grams the lines its tokens are sure to stand on', () => {
    // Tokens 4 and 5 lie in no k-gram of their own; the k-grams that hold them place them on lines 3 and 4.
    const whole = storedFileSnapshot(inlined, every(inlined.length), K);
    expect(snapshotLineRange(whole, 0, { start: 4, end: 6 })).toEqual({ start: 3, end: 5 });
    // Stored sparsely: tokens 1 and 2 are held by k-gram 0 alone, somewhere on its lines 20 to 22.
    const sparse = storedFileSnapshot(inlined, [0, 3, 5], K);
    expect(snapshotLineRange(sparse, 0, { start: 3, end: 6 })).toEqual({ start: 2, end: 5 });
    expect(snapshotLineRange(sparse, 0, { start: 1, end: 6 })).toEqual({ start: 2, end: 21 });
  });

  it("counts a k-gram's first line where every token of it that can stand there is in the range", () => {
    // Lines 20 to 22 (a call), then two tokens of a body on line 2; stored sparsely, k-gram 2 (lines 22, 2
    // and 2) alone holds tokens 3 and 4: each somewhere on lines 2 to 22, and one of them on line 2.
    const snapshot = storedFileSnapshot(onLines(20, 21, 22, 2, 2, 23), [0, 2], K);
    expect(snapshotLineRange(snapshot, 0, { start: 3, end: 5 })).toEqual({ start: 2, end: 3 });
    // Token 4 alone may be the one on line 2 or not: no line is sure, so it gets every line it may stand on.
    // One of them alone could be none of its own: it stands on line 2, and line 22 was shown before.
    expect(snapshotLineRange(snapshot, 0, { start: 4, end: 5 })).toEqual({ start: 2, end: 23 });
  });
});
