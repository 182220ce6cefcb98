// Where a fragment on a snapshot's side must be cut so that its lines show only its own code, as
// check/fragment-pieces.ts cuts the side whose tokens are at hand: a front end moved code (an inlined method
// is read at its call), so a range's least and greatest lines can enclose code it does not hold. A snapshot
// keeps only its stored k-grams' lines (snapshot-token-lines.ts says what they tell), so here:
// - a line holds the range's code when it is the first or last line of a stored k-gram that lies in the
//   range, or the line a token of the range is placed on;
// - a line holds code from outside the range when it is the first or last line of a stored k-gram of the same
//   file that lies wholly outside it;
// - a gap line is one that holds code from outside and, as far as is known, none of the range's, between the
//   range's first and last lines. Tokens are grouped by how many gap lines lie above the lines they may stand
//   on. A token that may stand on either side of a gap line, or that no stored k-gram holds, has no known
//   line: it goes with the placed token before it (the first ones, with the first placed), and its group's
//   lines take in only those it is sure to reach (snapshot-line-range.ts). But a stored k-gram that runs
//   across a gap line (its first and last lines on either side) and would go whole to one group is cut at
//   its middle, the half away from where its tokens took their number going to the other side: where in it
//   the code moved is not known, and held whole by one piece it would stretch that piece over the gap.
// What can and cannot be known. Stored whole (window W = 1), every k-gram is stored and nearly every token
// placed on its line: the cuts are close to compare's, but a token right at a move that only k-grams running
// across it hold goes with the token before it. Stored sparsely (W > 1), about 2 / (W + 1) of the k-grams are stored: code between the
// pieces is seen only where a stored k-gram lies wholly within it (a method of fewer than about W + k tokens
// may have none); a token between stored k-grams more than k tokens apart has no known line; and a token
// that one stored k-gram alone holds is known only to stand within its lines, so where that k-gram runs
// across the move, the piece that holds it spans the gap.
import type { LineRange, TokenRange } from '../engine/types.js';
import { snapshotLineRange } from './snapshot-line-range.js';
import {
  kGramsWithin,
  storedKGramsOf,
  tokenPlaces,
  UNPLACED,
  type StoredKGrams,
  type TokenPlaces,
} from './snapshot-token-lines.js';
import type { Snapshot } from './types.js';

/**
 * Per token of `range` of file `fileIndex`, the number of gap lines above the lines it stands on (see the
 * header): tokens with the same number can be shown as one line range. Undefined when there is no gap line.
 */
export function snapshotLineStretches(
  snapshot: Snapshot,
  fileIndex: number,
  range: TokenRange,
): Uint32Array | undefined {
  if (range.end <= range.start) return undefined;
  const kgrams = storedKGramsOf(snapshot, fileIndex);
  const own = new Set<number>();
  const within = kGramsWithin(kgrams, range);
  for (let i = within.start; i < within.end; i++) {
    own.add(kgrams.lineStarts[i]!);
    own.add(kgrams.lineEnds[i]! - 1);
  }
  const foreign = foreignLines(kgrams, range, snapshotLineRange(snapshot, fileIndex, range));
  if (!foreign.some((line) => !own.has(line))) return undefined;
  const places = tokenPlaces(kgrams, range);
  for (let o = 0; o < places.low.length; o++)
    if (places.high[o] === places.low[o]! + 1) own.add(places.low[o]!);
  const gaps = foreign.filter((line) => !own.has(line));
  if (gaps.length === 0) return undefined;
  const assigned = placedStretches(places, gaps);
  if (assigned === undefined) return undefined;
  cutAcrossMoves(assigned, { kgrams, range, gaps });
  const { stretch } = assigned;
  return stretch.every((value) => value === stretch[0]) ? undefined : stretch;
}

// The first and last lines of the file's stored k-grams wholly outside `range` that lie strictly inside
// `lines`, ascending.
function foreignLines(kgrams: StoredKGrams, range: TokenRange, lines: LineRange): number[] {
  const { positions, lineStarts, lineEnds, k } = kgrams;
  const found = new Set<number>();
  for (let i = 0; i < positions.length; i++) {
    if (positions[i]! + k > range.start && positions[i]! < range.end) continue;
    for (const line of [lineStarts[i]!, lineEnds[i]! - 1])
      if (line > lines.start && line < lines.end - 1) found.add(line);
  }
  return [...found].sort((x, y) => x - y);
}

/** Per token, its number of gap lines above it, and 1 where it is placed clear of every gap line. */
interface Assigned {
  readonly stretch: Uint32Array;
  readonly placed: Uint8Array;
  /** The first placed token. */
  readonly first: number;
}

// Each token's number of gap lines above it; a token with none of its own (no place, or a gap line among its
// lines) takes the one of the placed token before it (before the first, after it). Undefined when no token
// is placed.
function placedStretches(places: TokenPlaces, gaps: readonly number[]): Assigned | undefined {
  const { low, high } = places;
  const stretch = new Uint32Array(low.length);
  const placed = new Uint8Array(low.length);
  let first = -1;
  for (let o = 0; o < low.length; o++) {
    const above = high[o] === UNPLACED ? -1 : countBelow(gaps, low[o]!);
    if (above >= 0 && countBelow(gaps, high[o]!) === above) {
      placed[o] = 1;
      if (first < 0) first = o;
    }
    stretch[o] = placed[o] === 1 || first < 0 ? above : stretch[o - 1]!;
  }
  if (first < 0) return undefined;
  stretch.fill(stretch[first]!, 0, first);
  return { stretch, placed, first };
}

// A stored k-gram in the range whose first and last lines lie on either side of a gap line runs across
// moved code. Where its tokens all took one number, where it crosses is not known: it is cut at its middle,
// so that no piece holds it whole (its lines would span the gap). The half away from the placed token its
// tokens took their number from goes to the other side, with the unplaced tokens beyond it that took
// theirs the same way.
function cutAcrossMoves(
  { stretch, placed, first }: Assigned,
  { kgrams, range, gaps }: { kgrams: StoredKGrams; range: TokenRange; gaps: readonly number[] },
): void {
  const { positions, lineStarts, lineEnds, k } = kgrams;
  const within = kGramsWithin(kgrams, range);
  for (let i = within.start; i < within.end; i++) {
    const sides = [countBelow(gaps, lineStarts[i]!), countBelow(gaps, lineEnds[i]! - 1)];
    const from = positions[i]! - range.start;
    const here = stretch[from]!;
    if (sides[0] === sides[1] || !sides.includes(here)) continue;
    if (stretch.subarray(from, from + k).some((value) => value !== here)) continue;
    const far = sides[0] === here ? sides[1]! : sides[0]!;
    const middle = from + (k >> 1);
    if (first < middle) for (let o = middle; o < stretch.length && placed[o] === 0; o++) stretch[o] = far;
    else for (let o = middle - 1; o >= 0 && placed[o] === 0; o--) stretch[o] = far;
  }
}

// How many of `sorted` are below `value`.
function countBelow(sorted: readonly number[], value: number): number {
  let lowIndex = 0;
  let highIndex = sorted.length;
  while (lowIndex < highIndex) {
    const middle = (lowIndex + highIndex) >>> 1;
    if (sorted[middle]! < value) lowIndex = middle + 1;
    else highIndex = middle;
  }
  return lowIndex;
}
