// Token ranges of a snapshot file → lines, through its fingerprints' stored line ranges (a snapshot has no
// token spans; what those tell is in snapshot-token-lines.ts). A range's lines are those it is sure to
// touch: from the least first line to the greatest last line of the stored k-grams that lie in it. A
// fragment on the snapshot side starts at a stored k-gram and ends where one ends, so those hold its first
// and last tokens and every token a stored k-gram holds. A range cut inside a k-gram (starter code trimmed
// off, a fragment cut into pieces) has tokens at that end that no k-gram in it holds: each adds the lines it
// is sure to stand within, so that a k-gram running across the cut, into code a front end moved there, does
// not stretch the range over it (before format 6 that k-gram's lines were taken whole).
import { firstPositionFrom } from '../engine/first-position-from.js';
import type { LineRange, TokenRange } from '../engine/types.js';
import {
  kGramsWithin,
  storedKGramsOf,
  tokenPlaces,
  UNPLACED,
  type StoredKGrams,
} from './snapshot-token-lines.js';
import type { Snapshot } from './types.js';

/**
 * The lines tokens `range` of file `fileIndex` stand on, as far as its stored fingerprints tell (see the
 * header). A range none of whose tokens they place gets the lines it got before they were kept as they are.
 */
export function snapshotLineRange(snapshot: Snapshot, fileIndex: number, range: TokenRange): LineRange {
  const kgrams = storedKGramsOf(snapshot, fileIndex);
  if (kgrams.positions.length === 0 || range.end <= range.start) return { start: 0, end: 0 };
  const { positions, lineStarts, lineEnds, k } = kgrams;
  const within = kGramsWithin(kgrams, range);
  let start = Infinity;
  let end = -1;
  for (let i = within.start; i < within.end; i++) {
    start = Math.min(start, lineStarts[i]!);
    end = Math.max(end, lineEnds[i]!);
  }
  const held =
    within.end > within.start
      ? { start: positions[within.start]!, end: positions[within.end - 1]! + k }
      : { start: range.end, end: range.end };
  for (const ends of [
    { start: range.start, end: held.start },
    { start: Math.max(range.start, held.end), end: range.end },
  ]) {
    if (ends.end <= ends.start) continue;
    const { low, high } = tokenPlaces(kgrams, ends);
    for (let o = 0; o < low.length; o++) {
      if (high[o] === UNPLACED) continue;
      // A token on a line in [low, high): the range reaches up to high - 1 and down to low at least.
      start = Math.min(start, high[o]! - 1);
      end = Math.max(end, low[o]! + 1);
    }
  }
  if (end < 0) return linesAround(kgrams, range);
  return { start, end: Math.max(end, start + 1) };
}

// What the range got before format 6 kept each k-gram's true lines: from the least first line of the stored
// k-grams from the one at or before its start on, to the greatest last line of those up to the first that
// reaches its end. Nothing better is known of tokens that no stored k-gram places.
function linesAround(kgrams: StoredKGrams, range: TokenRange): LineRange {
  const { positions, lineStarts, lineEnds, k } = kgrams;
  const first = Math.max(0, firstPositionFrom(positions, range.start + 1) - 1);
  const last = Math.min(positions.length - 1, firstPositionFrom(positions, range.end - k));
  let start = Infinity;
  for (let i = first; i < positions.length; i++) start = Math.min(start, lineStarts[i]!);
  let end = -1;
  for (let i = 0; i <= last; i++) end = Math.max(end, lineEnds[i]!);
  return { start, end: Math.max(end, start + 1) };
}
