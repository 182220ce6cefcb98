// Scans a JavaScript regular expression literal (`/ab+c/gi`, with classes and escapes) as one `$regex` token;
// the caller decides from the previous token that a `/` here starts one rather than divides.
import { IDENT_PART } from './char-class.js';
import type { LexState } from './lex-state.js';
import { normalIds } from './normal-tokens.js';

const NEWLINE = 10;
const SLASH = 47;
const BACKSLASH = 92;
const LBRACKET = 91;
const RBRACKET = 93;

/** Scans the regex whose opening `/` is at `pos`; an unterminated one ends at the line's end. */
export function scanRegex(s: LexState): void {
  const { text } = s;
  const start = s.pos;
  const n = text.length;
  let p = start + 1;
  let inClass = false;
  while (p < n) {
    const c = text.charCodeAt(p);
    if (c === NEWLINE) break;
    if (c === BACKSLASH && text.charCodeAt(p + 1) !== NEWLINE) p++;
    else if (c === LBRACKET) inClass = true;
    else if (c === RBRACKET) inClass = false;
    else if (c === SLASH && !inClass) {
      p++;
      while (p < n && (s.classAt(p) & IDENT_PART) !== 0) p++;
      break;
    }
    p++;
  }
  s.pos = Math.min(p, n);
  s.emitFrom(normalIds.regex, start);
  s.regexAllowed = false;
}
