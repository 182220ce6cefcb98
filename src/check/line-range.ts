// Token ranges to line ranges, through a file's token lines or a snapshot's stored fingerprints.
import { firstLineOf, lastLineOf, type TokenLines } from '../engine/token-lines.js';
import type { LineRange, TokenRange } from '../engine/types.js';
import { snapshotLineRange } from '../snapshot/snapshot-line-range.js';
import { snapshotLineStretches } from '../snapshot/snapshot-line-stretches.js';
import type { Snapshot } from '../snapshot/types.js';
import { lineStretches, type PieceLocator } from './fragment-pieces.js';

/** A file's path and how to find its tokens' lines (to-pair-result.ts FileLocator). */
type Located = PieceLocator & { readonly path: string };

/** A file whose tokens' lines are at hand: a fragment's lines show only its own code (fragment-pieces.ts). */
export function tokenLinesLocator(path: string, lines: TokenLines): Located {
  return {
    path,
    lineRange: (range) => toLineRange(lines, range),
    stretches: (range) => lineStretches(lines, range),
  };
}

/**
 * A file of a snapshot, which keeps only its stored fingerprints' lines: a fragment's lines show its own code
 * as far as those tell (snapshot/snapshot-line-stretches.ts says what they cannot).
 */
export function snapshotFileLocator(snapshot: Snapshot, fileIndex: number): Located {
  return {
    path: snapshot.files[fileIndex]!.path,
    lineRange: (range) => snapshotLineRange(snapshot, fileIndex, range),
    stretches: (range) => snapshotLineStretches(snapshot, fileIndex, range),
  };
}

/** The lines a token range touches: from its tokens' first start line to their last end line. */
export function toLineRange(lines: TokenLines, range: TokenRange): LineRange {
  if (range.end <= range.start) return { start: 0, end: 0 };
  return {
    start: firstLineOf(lines, range.start, range.end),
    end: lastLineOf(lines, range.start, range.end) + 1,
  };
}

/** How many lines the union of `ranges` covers. */
export function countLines(ranges: readonly LineRange[]): number {
  const sorted = [...ranges].sort((x, y) => x.start - y.start);
  let count = 0;
  let reached = 0;
  for (const range of sorted) {
    const start = Math.max(range.start, reached);
    if (range.end > start) count += range.end - start;
    reached = Math.max(reached, range.end);
  }
  return count;
}
