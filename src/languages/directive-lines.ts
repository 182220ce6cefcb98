// Where a C preprocessor line's tokens end. The lexer keeps `#define`, `#if` and the like as one `#name` token
// followed by the rest of the line lexed as code, so the line's extent is read off the tokens' lines and the
// backslashes that continue it (unused-definitions.ts, expand-macros.ts).
import type { TokenSequence } from '../engine/types.js';
import { startsOfLines } from './line-starts.js';

const BACKSLASH = 92;

/**
 * What directiveEnd needs of `text`: where its lines start, or undefined when no line of it ends in a
 * backslash (most files: a scan for the pair instead of a list of every line).
 */
export function continuedLines(text: string): readonly number[] | undefined {
  return text.includes('\\\n') || text.includes('\\\r\n') ? startsOfLines(text) : undefined;
}

/**
 * Past the last token of the preprocessor line whose `#name` is token `at`: its line and the lines a
 * backslash continues it to. `lines` is continuedLines(text) or startsOfLines(text).
 */
export function directiveEnd(
  tokens: Pick<TokenSequence, 'ids' | 'spans'>,
  at: number,
  text: string,
  lines: readonly number[] | undefined,
): number {
  const { ids, spans } = tokens;
  let last = spans[4 * at]!;
  if (lines !== undefined) while (endsWithBackslash(text, lines, last)) last++;
  let end = at + 1;
  while (end < ids.length && spans[4 * end]! <= last) end++;
  return end;
}

function endsWithBackslash(text: string, lineStarts: readonly number[], line: number): boolean {
  const next = lineStarts[line + 1];
  if (next === undefined) return false;
  let before = next - 2;
  if (text.charCodeAt(before) === 13) before--;
  return before >= 0 && text.charCodeAt(before) === BACKSLASH;
}
