// The union of token ranges: what a pair's fragments cover (pair-scores.ts), and what a front end leaves out
// when several of its rewrites drop overlapping ranges (languages/outline-inlined.ts). Pure.
import type { TokenRange } from './types.js';

/** The union of half-open ranges, sorted and disjoint. */
export function unionOf(ranges: readonly TokenRange[]): TokenRange[] {
  const sorted = [...ranges].sort((x, y) => x.start - y.start || x.end - y.end);
  const union: { start: number; end: number }[] = [];
  for (const range of sorted) {
    const last = union[union.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else union.push({ start: range.start, end: range.end });
  }
  return union;
}
