// Fragments without tokens to check them by: side b stores a sparser winnowing (a snapshot's), side a the
// usual one, and runs are matches at one offset whose fingerprints are consecutive in b.
import { describe, expect, it } from 'vitest';
import { buildFragments } from '../../src/engine/fragments.js';
import { hashKgrams } from '../../src/engine/kgram-hashes.js';
import type { FileFingerprints } from '../../src/engine/types.js';
import { winnow } from '../../src/engine/winnow.js';

const k = 5;
const w = 4;
const W = 12;

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const fingerprints = (tokens: number[], window: number) =>
  winnow(hashKgrams(Uint32Array.from(tokens), k), window);

// Every (i, j) with equal hashes, sorted by i then j, as the engine hands them over.
function shared(a: FileFingerprints, b: FileFingerprints) {
  const indexesA: number[] = [];
  const indexesB: number[] = [];
  for (let i = 0; i < a.hashes.length; i++)
    for (let j = 0; j < b.hashes.length; j++)
      if (a.hashes[i] === b.hashes[j]) {
        indexesA.push(i);
        indexesB.push(j);
      }
  return { indexesA, indexesB };
}

function fragmentsOf(a: number[], b: number[]) {
  const fa = fingerprints(a, w);
  const fb = fingerprints(b, W);
  return buildFragments({
    a: { fingerprints: fa },
    b: { fingerprints: fb, sparseWindow: W },
    k,
    ...shared(fa, fb),
  });
}

describe('buildFragments against a sparser side without tokens', () => {
  const copied = range(1000, 1200);
  const b = [...range(0, 50), ...copied, ...range(2000, 2050)];

  it("finds a copy as one run, inside it and short of its ends by less than b's window", () => {
    const a = [...range(5000, 5030), ...copied, ...range(6000, 6030)];
    const fragments = fragmentsOf(a, b);
    expect(fragments).toHaveLength(1);
    const [fragment] = fragments;
    expect(fragment!.b.start - fragment!.a.start).toBe(50 - 30);
    expect(fragment!.a.start).toBeGreaterThanOrEqual(30);
    expect(fragment!.a.start - 30).toBeLessThan(W);
    expect(fragment!.a.end).toBeLessThanOrEqual(230);
    expect(230 - fragment!.a.end).toBeLessThan(W);
    expect(fragment!.fingerprints).toBeGreaterThan(copied.length / W);
  });

  it('keeps two copies at different offsets apart, however close', () => {
    const a = [...copied.slice(0, 100), ...range(7000, 7003), ...copied.slice(100)];
    const fragments = fragmentsOf(a, b);
    expect(fragments.length).toBeGreaterThanOrEqual(2);
    for (const fragment of fragments) {
      const offset = fragment.b.start - fragment.a.start;
      expect([50, 50 - 3]).toContain(offset);
      if (offset === 50) expect(fragment.a.end).toBeLessThanOrEqual(100);
      else expect(fragment.a.start).toBeGreaterThanOrEqual(103);
    }
  });

  it('ends a run where one of b’s fingerprints found no match, even at the same offset', () => {
    // The same offset on both sides of a change long enough to change one of b's stored k-grams.
    const changed = [...copied];
    for (let t = 95; t < 95 + 2 * W + k; t++) changed[t] = 9000 + t;
    const fragments = fragmentsOf(changed, copied);
    expect(fragments.length).toBe(2);
    expect(fragments[0]!.a.end).toBeLessThanOrEqual(95);
    expect(fragments[1]!.a.start).toBeGreaterThanOrEqual(95 + 2 * W + k);
  });
});

describe('buildFragments between two files stored with one window, without tokens', () => {
  // Two snapshot files of one window (a course compared from its snapshot alone) hold the same winnowing:
  // their runs must not depend on which of them is a, so both sides' stored fingerprints inside a run match.
  const copied = range(1000, 1200);
  const stored = (tokens: number[]) => ({ fingerprints: fingerprints(tokens, W), sparseWindow: W });
  const between = (x: number[], y: number[]) => {
    const [sx, sy] = [stored(x), stored(y)];
    return buildFragments({ a: sx, b: sy, k, ...shared(sx.fingerprints, sy.fingerprints) });
  };
  const swapped = (fragments: ReturnType<typeof between>) =>
    fragments
      .map(({ a, b, fingerprints }) => ({ a: b, b: a, fingerprints }))
      .sort((x, y) => x.a.start - y.a.start);
  const spans = (fragments: ReturnType<typeof between>) =>
    fragments.map(({ a, b, fingerprints }) => ({ a, b, fingerprints }));

  it('finds the same runs whichever file is a, around an edit of one token anywhere', () => {
    for (let at = 10; at < 190; at++) {
      const edited = [...copied];
      edited[at] = 9000 + at;
      expect(spans(between(copied, edited)), `edit at ${at}`).toEqual(swapped(between(edited, copied)));
    }
  });
});
