import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashKgrams } from '../../src/engine/kgram-hashes.js';
import { winnow } from '../../src/engine/winnow.js';

const selected = (hashes: number[], w: number) => {
  const result = winnow(Float64Array.from(hashes), w);
  return Array.from(result.hashes, (hash, i) => [hash, result.positions[i]]);
};

// A deterministic pseudo-random hash stream (no Math.random: failures must replay).
function randomHashes(count: number, seed: number): number[] {
  let state = seed >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  });
}

describe('winnow', () => {
  it("selects the paper's fingerprints for its worked example (w = 4)", () => {
    const hashes = [77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98];
    expect(selected(hashes, 4)).toEqual([
      [17, 3],
      [17, 6],
      [8, 8],
      [39, 11],
      [17, 15],
    ]);
  });

  it('keeps a density close to 2 / (w + 1) on random hashes', () => {
    for (const w of [4, 8, 17, 40]) {
      const density = winnow(Float64Array.from(randomHashes(200_000, w)), w).hashes.length / 200_000;
      expect(Math.abs(density - 2 / (w + 1))).toBeLessThan(0.1 * (2 / (w + 1)));
    }
  });

  it('keeps about 1/w of a run of one repeated k-gram (robust tie-breaking)', () => {
    const w = 10;
    const density = winnow(new Float64Array(10_000).fill(5), w).hashes.length / 10_000;
    expect(density).toBeCloseTo(1 / w, 2);
  });

  it('gets the minimum of a sequence shorter than one window, and nothing from nothing', () => {
    expect(selected([9, 3, 7], 5)).toEqual([[3, 1]]);
    expect(selected([], 5)).toEqual([]);
  });

  it('never leaves a gap wider than w between kept positions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 12 }),
        (hashes, w) => {
          const { positions } = winnow(Float64Array.from(hashes), w);
          if (hashes.length >= w) {
            expect(positions[0]).toBeLessThan(w);
            expect(hashes.length - 1 - positions[positions.length - 1]!).toBeLessThan(w);
          }
          for (let i = 1; i < positions.length; i++)
            expect(positions[i]! - positions[i - 1]!).toBeLessThanOrEqual(w);
        },
      ),
    );
  });
});

describe('winnow from one call to the next', () => {
  it('picks the same fingerprints for a file whatever was winnowed before it', () => {
    const long = Float64Array.from(randomHashes(50_000, 7));
    const short = Float64Array.from(randomHashes(300, 9));
    const alone = selected(Array.from(short), 8);
    const first = winnow(short, 8);
    winnow(long, 8);
    expect(selected(Array.from(short), 8)).toEqual(alone);
    // What it returned before is its own: the next call does not write over it.
    expect(Array.from(first.positions)).toEqual(alone.map(([, position]) => position));
  });
});

describe('hashKgrams', () => {
  it('gives no hash for input shorter than k and one per k-gram otherwise', () => {
    expect(hashKgrams(Uint32Array.from([1, 2, 3]), 4).length).toBe(0);
    expect(hashKgrams(Uint32Array.from([1, 2, 3, 4, 5]), 4).length).toBe(2);
  });

  it('writes into a scratch array long enough, and returns a view of just the hashes', () => {
    const ids = Uint32Array.from([5, 1, 4, 1, 5, 9, 2, 6]);
    const fresh = Array.from(hashKgrams(ids, 3));
    const scratch = new Float64Array(20).fill(-1);
    const into = hashKgrams(ids, 3, scratch);
    expect(Array.from(into)).toEqual(fresh);
    expect(into.buffer).toBe(scratch.buffer);
    expect(Array.from(hashKgrams(ids, 3, new Float64Array(2)))).toEqual(fresh);
  });

  it('rolls to the same hash as hashing each k-gram on its own', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 10 }),
        (ids, k) => {
          const rolled = Array.from(hashKgrams(Uint32Array.from(ids), k));
          const direct = rolled.map((_, i) => hashKgrams(Uint32Array.from(ids.slice(i, i + k)), k)[0]);
          expect(rolled).toEqual(direct);
          for (const hash of rolled)
            expect(Number.isSafeInteger(hash) && hash >= 0 && hash < 2 ** 52).toBe(true);
        },
      ),
    );
  });
});
