// Scans the inside of a string-like literal up to its closing text, through escapes, line breaks and
// interpolations; stops at an interpolation so that the embedded code is lexed as code.
import { IDENT_START } from './char-class.js';
import type { CompiledLiteral } from './compile-literals.js';
import type { LexState } from './lex-state.js';
import { normalIds } from './normal-tokens.js';

/** How a literal's body scan stopped. */
export type BodyEnd = 'closed' | 'interpolation' | 'unterminated';

const NEWLINE = 10;
const RETURN = 13;
const BACKSLASH = 92;
const DOLLAR = 36;
const LBRACE = 123;

/** Scans from `pos` to just after `close`, or to the embedded code after an interpolation's opening. */
export function scanLiteralBody(s: LexState, literal: CompiledLiteral, close: string): BodyEnd {
  const { text } = s;
  const n = text.length;
  const quote = close.charCodeAt(0);
  const interpolates = literal.interpolation !== 'none';
  while (s.pos < n) {
    const c = text.charCodeAt(s.pos);
    if (c === quote && text.startsWith(close, s.pos)) {
      if (literal.escape === 'doubled' && text.charCodeAt(s.pos + 1) === quote) s.pos += 2;
      else {
        s.pos += close.length;
        return 'closed';
      }
    } else if (c === NEWLINE) {
      if (!literal.multiline) return 'unterminated';
      s.newline();
    } else if (c === BACKSLASH && literal.escape === 'backslash') {
      skipEscape(s);
    } else if (interpolates && (c === DOLLAR || c === LBRACE)) {
      if (interpolation(s, literal, c)) return 'interpolation';
    } else s.pos++;
  }
  return 'unterminated';
}

function skipEscape(s: LexState): void {
  s.pos++;
  const c = s.text.charCodeAt(s.pos);
  if (c === RETURN && s.text.charCodeAt(s.pos + 1) === NEWLINE) s.pos++;
  if (s.text.charCodeAt(s.pos) === NEWLINE) s.newline();
  else if (s.pos < s.text.length) s.pos++;
}

/** Steps over an interpolation's opening (true) or over a character that is not one (false). */
function interpolation(s: LexState, literal: CompiledLiteral, c: number): boolean {
  const next = s.text.charCodeAt(s.pos + 1);
  if (literal.interpolation === 'brace') {
    if (c !== LBRACE) s.pos++;
    else if (next === LBRACE) s.pos += 2;
    else {
      s.pos++;
      return true;
    }
    return false;
  }
  if (c === DOLLAR && next === LBRACE) {
    s.pos += 2;
    return true;
  }
  if (c === DOLLAR && literal.interpolation === 'dollar' && (s.classAt(s.pos + 1) & IDENT_START) !== 0) {
    const start = s.pos + 1;
    s.pos = s.wordEnd(start + 1);
    s.emitFrom(normalIds.identifier, start);
    return false;
  }
  s.pos++;
  return false;
}
