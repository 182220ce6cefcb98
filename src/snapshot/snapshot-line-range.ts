// Token ranges of a snapshot file → lines, through its fingerprints' stored line ranges (a snapshot has no
// token spans; what those tell is in snapshot-token-lines.ts). A range's lines are those it is sure to
// touch, when some are: from the least first line to the greatest last line of the stored k-grams that lie
// in it; when none is sure, the lines its tokens may stand on, which its own lines overlap. A
// fragment on the snapshot side starts at a stored k-gram and ends where one ends, so those hold its first
// and last tokens and every token a stored k-gram holds. A range cut inside a k-gram (starter code trimmed
// off, a fragment cut into pieces) has tokens at that end that no k-gram in it holds. They add what is sure
// of them: the lines each stands within, and the first (or last) line of a k-gram cut there when every
// token of it that can stand on that line is in the range. A k-gram running across the cut, into code a
// front end moved there, so no longer stretches the range over that code (before format 6 the lines of the
// k-gram at each end were taken whole).
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
  const reach = { start: Infinity, end: -1 };
  for (let i = within.start; i < within.end; i++) {
    reach.start = Math.min(reach.start, lineStarts[i]!);
    reach.end = Math.max(reach.end, lineEnds[i]!);
  }
  const held =
    within.end > within.start
      ? { start: positions[within.start]!, end: positions[within.end - 1]! + k }
      : { start: range.end, end: range.end };
  for (const ends of [
    { start: range.start, end: held.start },
    { start: Math.max(range.start, held.end), end: range.end },
  ]) {
    if (ends.end > ends.start) reachAtEnd(kgrams, { ends, range }, reach);
  }
  if (reach.end < 0) return linesAround(kgrams, range);
  // No line is sure when the only tokens placed could each stand on several (code a front end moved): all
  // that is sure is a line at or above `start` and one at or below `end - 1`, so the lines between are shown,
  // which the range's own lines overlap. Showing one end alone could point at none of its code.
  if (reach.end <= reach.start) return { start: reach.end - 1, end: reach.start + 1 };
  return reach;
}

// Widens `reach` by what is sure of tokens `ends` of `range`, which no stored k-gram in the range holds: a
// k-gram that holds some of them has a token on its first line, which is in the range when every token of
// it that can stand there is (the same for its last line); and each token stands within its place.
function reachAtEnd(
  kgrams: StoredKGrams,
  { ends, range }: { ends: TokenRange; range: TokenRange },
  reach: { start: number; end: number },
): void {
  const { positions, lineStarts, lineEnds, k } = kgrams;
  const span = { start: Math.max(0, ends.start - k + 1), end: Math.min(kgrams.tokens, ends.end + k - 1) };
  const { low, high } = tokenPlaces(kgrams, span);
  const inRange = (t: number) => t >= range.start && t < range.end;
  // A token its k-grams leave no line (snapshot-token-lines.ts) could stand on any.
  const unknown = (t: number) => high[t - span.start] === UNPLACED;
  // Not the k-grams before the one at or before the range's start, nor after the first reaching its end:
  // those hold no token of it that these do not.
  const around = kGramsAround(kgrams, range);
  for (let i = Math.max(around.first, firstPositionFrom(positions, span.start)); i <= around.last; i++) {
    const kgram = { start: positions[i]!, end: positions[i]! + k };
    if (kgram.start >= ends.end) break;
    const onFirst = (t: number) => unknown(t) || low[t - span.start] === lineStarts[i];
    const onLast = (t: number) => unknown(t) || high[t - span.start] === lineEnds[i];
    if (allInRange(kgram, onFirst, inRange)) widen(reach, lineStarts[i]!);
    if (allInRange(kgram, onLast, inRange)) widen(reach, lineEnds[i]! - 1);
  }
  for (let t = ends.start; t < ends.end; t++) {
    if (unknown(t)) continue;
    // A token on a line in [low, high): the range reaches up to high - 1 and down to low at least.
    reach.start = Math.min(reach.start, high[t - span.start]! - 1);
    reach.end = Math.max(reach.end, low[t - span.start]! + 1);
  }
}

// Whether some token of `kgram` can stand on the line asked about, and every one that can is in the range.
function allInRange(
  kgram: TokenRange,
  can: (t: number) => boolean,
  inRange: (t: number) => boolean,
): boolean {
  let found = false;
  for (let t = kgram.start; t < kgram.end; t++) {
    if (!can(t)) continue;
    if (!inRange(t)) return false;
    found = true;
  }
  return found;
}

function widen(reach: { start: number; end: number }, line: number): void {
  reach.start = Math.min(reach.start, line);
  reach.end = Math.max(reach.end, line + 1);
}

// What the range got before format 6 kept each k-gram's true lines: from the least first line of the stored
// k-grams from the one at or before its start on, to the greatest last line of those up to the first that
// reaches its end. Nothing better is known of tokens that no stored k-gram places.
function linesAround(kgrams: StoredKGrams, range: TokenRange): LineRange {
  const { positions, lineStarts, lineEnds } = kgrams;
  const { first, last } = kGramsAround(kgrams, range);
  let start = Infinity;
  for (let i = first; i < positions.length; i++) start = Math.min(start, lineStarts[i]!);
  let end = -1;
  for (let i = 0; i <= last; i++) end = Math.max(end, lineEnds[i]!);
  return { start, end: Math.max(end, start + 1) };
}

// The stored k-gram at or before the range's start (else the first), and the first whose k-gram reaches its
// end (else the last): every line shown of the range lies within what those and the ones between allow.
function kGramsAround(kgrams: StoredKGrams, range: TokenRange): { first: number; last: number } {
  const { positions, k } = kgrams;
  return {
    first: Math.max(0, firstPositionFrom(positions, range.start + 1) - 1),
    last: Math.min(positions.length - 1, firstPositionFrom(positions, range.end - k)),
  };
}
