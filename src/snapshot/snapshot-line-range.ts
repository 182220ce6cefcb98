// Token ranges of a snapshot file → lines, through its fingerprints' stored line ranges (a snapshot has no
// token spans). A fragment on the snapshot side starts at a fingerprint and ends where one's k-gram ends,
// so its lines are exact; a range cut inside a k-gram (starter code trimmed off) gets that k-gram's lines.
import type { LineRange, TokenRange } from '../engine/types.js';
import type { Snapshot } from './types.js';

/** The lines of tokens `range` of file `fileIndex`, from the fingerprints that cover its ends. */
export function snapshotLineRange(snapshot: Snapshot, fileIndex: number, range: TokenRange): LineRange {
  const { start, end } = snapshot.files[fileIndex]!.fingerprints;
  const { positions, lineStarts, lineEnds } = snapshot.fingerprints;
  if (end <= start || range.end <= range.start) return { start: 0, end: 0 };
  const first = Math.max(start, firstAbove(positions, start, end, range.start) - 1);
  const last = Math.min(end - 1, firstAbove(positions, start, end, range.end - snapshot.params.k - 1));
  return { start: lineStarts[first]!, end: Math.max(lineEnds[last]!, lineStarts[first]! + 1) };
}

// The first index in [from, to) whose position is above `value` (`to` if none).
function firstAbove(positions: Uint32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (positions[middle]! > value) high = middle;
    else low = middle + 1;
  }
  return low;
}
