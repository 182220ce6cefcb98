// Where a snapshot's side of a fragment is cut (snapshot-line-stretches.ts), on a file whose front end read a
// body at its call: stored whole, or sparsely with a stored k-gram that runs across the move.
import { describe, expect, it } from 'vitest';
import { fragmentPieces } from '../../src/check/fragment-pieces.js';
import { snapshotFileLocator } from '../../src/check/line-range.js';
import { snapshotLineRange } from '../../src/snapshot/snapshot-line-range.js';
import { snapshotLineStretches } from '../../src/snapshot/snapshot-line-stretches.js';
import { storedFileSnapshot } from './snapshot-arbitrary.js';

const K = 3;
// Tokens 0-2 on lines 10-12 (code outside the fragment), 3-5 on lines 20-22 (the call), 6-8 on lines 2-4
// (the body, written far above its call), 9-11 on lines 23-25.
const FILE = [10, 11, 12, 20, 21, 22, 2, 3, 4, 23, 24, 25].map((line) => [line, false] as const);
const FRAGMENT = { start: 3, end: 12 };

function piecesOf(positions: readonly number[]) {
  const snapshot = storedFileSnapshot(FILE, positions, K);
  const locator = snapshotFileLocator(snapshot, 0);
  const pieces = fragmentPieces(FRAGMENT, FRAGMENT, { a: locator, b: locator });
  return {
    whole: snapshotLineRange(snapshot, 0, FRAGMENT),
    stretches: snapshotLineStretches(snapshot, 0, FRAGMENT),
    shown: pieces.map((piece) => [piece.b.lines, piece.b.tokens]),
  };
}

describe('snapshotLineStretches', () => {
  // Lines 10 and 12 are known to hold code from outside (a stored k-gram's first and last): two gap lines.
  it('cuts the body from the code around its call, leaving out the lines between, stored whole', () => {
    expect(piecesOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({
      whole: { start: 2, end: 26 },
      stretches: Uint32Array.of(2, 2, 2, 0, 0, 0, 2, 2, 2),
      shown: [
        [
          { start: 20, end: 26 },
          { start: 3, end: 12 },
        ],
        [
          { start: 2, end: 5 },
          { start: 6, end: 9 },
        ],
      ],
    });
  });

  it('cuts it stored sparsely, inside a stored k-gram that runs across the move, showing what is sure', () => {
    // k-gram 5 (lines 22, 2 and 3) alone holds tokens 6 and 7: somewhere on lines 2 to 22, one of them on 2.
    expect(piecesOf([0, 3, 5, 9])).toEqual({
      whole: { start: 2, end: 26 },
      stretches: Uint32Array.of(2, 2, 2, 0, 0, 0, 2, 2, 2),
      shown: [
        [
          { start: 20, end: 26 },
          { start: 3, end: 12 },
        ],
        [
          { start: 2, end: 3 },
          { start: 6, end: 9 },
        ],
      ],
    });
  });

  it('finds nothing to cut where no stored k-gram shows code between', () => {
    // The k-grams of lines 10 to 12 are not stored: nothing is known to stand there.
    expect(piecesOf([3, 5, 9]).stretches).toBeUndefined();
  });
});
