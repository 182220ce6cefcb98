// The one place where 0-based half-open line ranges become the 1-based inclusive lines people read.
import type { LineRange } from '../check/types.js';

/** "12–30" or "12" for a one-line range. */
export function renderLines(range: LineRange): string {
  const first = range.start + 1;
  const last = Math.max(first, range.end);
  return first === last ? `${first}` : `${first}–${last}`;
}

/** First and last 1-based line, for annotations. */
export function toHumanLines(range: LineRange): { startLine: number; endLine: number } {
  const startLine = range.start + 1;
  return { startLine, endLine: Math.max(startLine, range.end) };
}

/** "lines 12–30", or "line 12" for a one-line range. */
export function renderLineSpan(range: LineRange): string {
  const text = renderLines(range);
  return text.includes('–') ? `lines ${text}` : `line ${text}`;
}
