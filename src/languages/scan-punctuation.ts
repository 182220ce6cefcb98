// Scans what is neither word, number, comment nor literal: operators by longest match (kept or dropped per
// the spec), bracket bookkeeping, the `;` that ends a dropped statement, the `}` that ends embedded code,
// regex literals and JSX elements.
import type { OperatorEntry } from './compile-spec.js';
import { endStatementAtSemicolon, keepUnendedStatement } from './drop-statement.js';
import type { LexState } from './lex-state.js';
import { resumeJsx, scanJsx, startsJsx } from './scan-jsx.js';
import { resumeLiteral } from './scan-literal.js';
import { scanNumber } from './scan-number.js';
import { scanRegex } from './scan-regex.js';

const SLASH = 47;
const LESS = 60;
const DOT = 46;
const BACKSLASH = 92;
const LBRACE = 123;
const RBRACE = 125;
const SEMICOLON = 59;

/** Scans the symbol `c` at `pos`. */
export function scanPunctuation(s: LexState, c: number): void {
  if (c === RBRACE && s.frames.length > 0 && closeFrame(s)) return;
  if (c === SLASH && s.spec.regexLiterals && s.regexAllowed) return scanRegex(s);
  if (c === LESS && s.spec.jsxNotTagNames !== undefined && s.regexAllowed && startsJsx(s)) return scanJsx(s);
  const next = s.text.charCodeAt(s.pos + 1);
  if (c === DOT && next >= 48 && next <= 57) return scanNumber(s);
  if (c === BACKSLASH && spliceLine(s)) return;
  scanOperator(s, c);
}

function scanOperator(s: LexState, c: number): void {
  const start = s.pos;
  const op = matchOperator(s, start);
  if (op === undefined) {
    s.pos++;
    return;
  }
  s.pos += op.text.length;
  if (!op.drop) s.emitFrom(op.id, start);
  s.regexAllowed = op.regexAfter;
  if (op.text.length !== 1) return;
  trackBracket(s, c);
  if (c === SEMICOLON && s.pending !== undefined) endStatementAtSemicolon(s);
}

/** The operator at `at`, the longest that matches; undefined if none does. */
export function matchOperator(s: LexState, at: number): OperatorEntry | undefined {
  const { text } = s;
  const candidates = s.spec.operators[text.charCodeAt(at)];
  if (candidates === undefined) return undefined;
  const second = text.charCodeAt(at + 1);
  for (const op of candidates) {
    const length = op.text.length;
    if (length === 1) return op;
    if (op.second === second && (length === 2 || text.startsWith(op.text, at))) return op;
  }
  return undefined;
}

function trackBracket(s: LexState, c: number): void {
  if (c === 40 || c === 91 || c === LBRACE) {
    s.depth++;
    if (c === LBRACE && s.frames.length > 0) s.frames[s.frames.length - 1]!.braces++;
  } else if ((c === 41 || c === 93 || c === RBRACE) && s.depth > 0) {
    s.depth--;
    if (s.pending !== undefined) keepUnendedStatement(s);
  }
}

/** The `}` ends the innermost embedded code (true), or closes a brace opened inside it (false). */
function closeFrame(s: LexState): boolean {
  const top = s.frames[s.frames.length - 1];
  if (top === undefined) return false;
  if (top.braces > 0) {
    top.braces--;
    return false;
  }
  s.frames.pop();
  s.pos++;
  if (top.kind === 'literal') resumeLiteral(s, top);
  else resumeJsx(s, top.jsx);
  return true;
}

/** A backslash before a line break joins the lines (C macros, Python). */
function spliceLine(s: LexState): boolean {
  let p = s.pos + 1;
  if (s.text.charCodeAt(p) === 13) p++;
  if (s.text.charCodeAt(p) !== 10) return false;
  s.pos = p;
  s.newline();
  return true;
}
