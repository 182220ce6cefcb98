// C-style preprocessor lines: kept directives (#define, #if...) become one `#name` token with the rest of the
// line lexed as code; every other directive (#include, #pragma, #region...) is boilerplate and dropped whole.
import { IDENT_PART } from './char-class.js';
import type { LexState } from './lex-state.js';

const BACKSLASH = 92;

/** Scans the directive whose `#` is at `pos`, the first non-blank character of a line. */
export function scanDirective(s: LexState): boolean {
  const { text } = s;
  const start = s.pos;
  let p = start + 1;
  while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9) p++;
  const nameStart = p;
  while (p < text.length && (s.classAt(p) & IDENT_PART) !== 0) p++;
  const id = s.spec.directives?.get(text.slice(nameStart, p));
  if (id === undefined) {
    skipLine(s);
    return true;
  }
  s.pos = p;
  s.emitFrom(id, start);
  return true;
}

/** Moves to the line break that ends the directive, through backslash-continued lines. */
function skipLine(s: LexState): void {
  const { text } = s;
  for (;;) {
    const nl = text.indexOf('\n', s.pos);
    if (nl === -1) {
      s.pos = text.length;
      return;
    }
    let before = nl - 1;
    if (text.charCodeAt(before) === 13) before--;
    s.pos = nl;
    if (before < 0 || text.charCodeAt(before) !== BACKSLASH) return;
    s.newline();
  }
}
