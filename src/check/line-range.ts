// Token ranges to line ranges, through a file's token lines.
import { firstLineOf, lastLineOf, type TokenLines } from '../engine/token-lines.js';
import type { LineRange, TokenRange } from '../engine/types.js';

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
