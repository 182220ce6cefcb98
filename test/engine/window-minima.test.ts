// The fingerprints a sparser window keeps, told from a denser window's alone, are exactly the least hashes of
// the sparser windows over every k-gram.
import { describe, expect, it } from 'vitest';
import { windowMinima } from '../../src/engine/window-minima.js';

const UNKNOWN = 2 ** 52;

// Positions 0 … n − 1 whose hash is the least of some `window` consecutive ones (ties: every equal one).
function leastOfSomeWindow(hashes: readonly number[], window: number): Set<number> {
  const kept = new Set<number>();
  for (let start = 0; start + window <= hashes.length; start++) {
    const least = Math.min(...hashes.slice(start, start + window));
    for (let p = start; p < start + window; p++) if (hashes[p] === least) kept.add(p);
  }
  return kept;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('windowMinima', () => {
  it('keeps of a denser sample exactly the least hashes of the sparser windows', () => {
    const next = random(7);
    for (let round = 0; round < 200; round++) {
      const n = 5 + Math.floor(next() * 120);
      // Few distinct values, so ties (a repeated k-gram) come up too.
      const all = Array.from({ length: n }, () => Math.floor(next() * (round % 2 ? 1000 : 12)));
      const dense = 1 + Math.floor(next() * 6);
      const sparse = dense + Math.floor(next() * 12);
      const stored = [...leastOfSomeWindow(all, dense)].sort((x, y) => x - y);
      const fingerprints = {
        hashes: Float64Array.from(stored, (p) => all[p]!),
        positions: Uint32Array.from(stored),
      };
      const run = { from: 0, to: stored.length, first: 0, last: n - 1 };
      const kept = windowMinima(fingerprints, run, sparse, UNKNOWN).map((i) => stored[i]!);
      expect(new Set(kept)).toEqual(leastOfSomeWindow(all, sparse));
    }
  });

  it('trusts no window that holds fingerprints not at hand', () => {
    const fingerprints = {
      hashes: Float64Array.from([5, UNKNOWN, 9, 3, 8]),
      positions: Uint32Array.from([0, 1, 2, 3, 4]),
    };
    const run = { from: 0, to: 5, first: 0, last: 4 };
    // Windows of 2: [0,1] and [1,2] hold the unknown one; [2,3] and [3,4] keep 3.
    expect(windowMinima(fingerprints, run, 2, UNKNOWN)).toEqual([3]);
  });
});
