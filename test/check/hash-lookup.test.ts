import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HashLookup } from '../../src/check/hash-lookup.js';

const MAX_HASH = 2 ** 52 - 1;
// Hashes of every size: a float64's low word has more trailing zeros the smaller its integer is.
const hash = fc.oneof(
  fc.integer({ min: 0, max: MAX_HASH }),
  fc.integer({ min: 0, max: 1000 }),
  fc.constantFrom(0, 1, 2 ** 32 - 1, 2 ** 32, 2 ** 51, MAX_HASH, 2 ** 52),
);

describe('HashLookup', () => {
  it('finds exactly the indexes whose hash a Set of the same hashes has', () => {
    fc.assert(
      fc.property(fc.array(hash, { maxLength: 200 }), fc.array(hash, { maxLength: 400 }), (set, scanned) => {
        const expected = new Set(set);
        const want = scanned.flatMap((h, i) => (expected.has(h) ? [i] : []));
        expect([...new HashLookup(set).matchingIndexes(Float64Array.from(scanned))]).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a view into a larger buffer at its own offset', () => {
    const all = Float64Array.of(7, 2 ** 40 + 3, 9, 2 ** 40 + 3);
    const lookup = new HashLookup([2 ** 40 + 3, 9]);
    expect([...lookup.matchingIndexes(all.subarray(1))]).toEqual([0, 1, 2]);
    // More matches than the first buffer's 1,024.
    const many = new Float64Array(5000).fill(9);
    expect(lookup.matchingIndexes(many).length).toBe(5000);
    expect(new HashLookup([]).matchingIndexes(all).length).toBe(0);
  });
});
