// Python's layout as tokens: `$indent` and `$dedent` (zero-width, at the start of the line) from comparing a
// logical line's indentation with the enclosing levels, so any consistent indentation width lexes the same.
import type { LexState } from './lex-state.js';
import { normalIds } from './normal-tokens.js';

const TAB = 9;
const FORM_FEED = 12;

/** Emits the indentation tokens of the logical line whose first non-blank character is at `pos`. */
export function indentLine(s: LexState): void {
  const width = indentWidth(s.text, s.lineStart, s.pos);
  const levels = s.indents;
  let top = levels[levels.length - 1] ?? 0;
  while (width < top && levels.length > 1) {
    levels.pop();
    s.out.push(normalIds.dedent, s.line, 0, s.line, 0);
    top = levels[levels.length - 1] ?? 0;
  }
  if (width > top) {
    levels.push(width);
    s.out.push(normalIds.indent, s.line, 0, s.line, 0);
  }
  s.lineTokens = s.out.length;
}

/** Closes every open indentation level at the end of the file. */
export function closeIndentation(s: LexState): void {
  const column = s.pos - s.lineStart;
  while (s.indents.length > 1) {
    s.indents.pop();
    s.out.push(normalIds.dedent, s.line, column, s.line, column);
  }
}

/** Columns of indentation, with tabs to the next multiple of 8 as Python counts them. */
function indentWidth(text: string, from: number, to: number): number {
  let width = 0;
  for (let p = from; p < to; p++) {
    const c = text.charCodeAt(p);
    if (c === TAB) width = (width >> 3) * 8 + 8;
    else if (c === FORM_FEED) width = 0;
    else width++;
  }
  return width;
}
