// The generic table-driven lexer: scans a file once by character code and, configured by a language's
// compiled spec, emits normalized tokens with spans. Never throws and always advances, whatever the input.
import type { TokenSequence } from '../engine/types.js';
import { charClass, COMMENT, DIGIT, IDENT_START, LITERAL, NEWLINE, SPACE } from './char-class.js';
import type { CompiledSpec } from './compile-spec.js';
import { endStatementAtLine } from './drop-statement.js';
import { closeIndentation, indentLine } from './indentation.js';
import { LexState } from './lex-state.js';
import type { Lending } from './token-buffer.js';
import { scanDirective } from './scan-directive.js';
import { scanSymbolLiteral } from './scan-literal.js';
import { scanNumber } from './scan-number.js';
import { scanPunctuation } from './scan-punctuation.js';
import { scanWord } from './scan-word.js';
import { skipComment } from './skip-comment.js';

const HASH = 35;

/** Tokenizes `text` by `spec`, with the arrays `lend` says as views valid only until the next lexing. */
export function lex(text: string, spec: CompiledSpec, lend: Lending = 'none'): TokenSequence {
  const s = new LexState(text, spec);
  const n = text.length;
  skipShebang(s);
  while (s.pos < n) {
    const before = s.pos;
    step(s);
    if (s.pos === before) s.pos++;
  }
  if (s.pending !== undefined) endStatementAtLine(s);
  if (spec.indentation) closeIndentation(s);
  return s.finish(lend);
}

/** `#!/usr/bin/env node` on the first line is for the shell (but `#![attr]` is Rust). */
function skipShebang(s: LexState): void {
  if (!s.text.startsWith('#!') || s.text.charCodeAt(2) === 91) return;
  const nl = s.text.indexOf('\n');
  s.pos = nl === -1 ? s.text.length : nl;
}

function step(s: LexState): void {
  const c = s.text.charCodeAt(s.pos);
  const cls = charClass(s.spec.classes, c);
  if (cls & SPACE) s.pos = spaceEnd(s, s.pos + 1);
  else if (cls & NEWLINE) endLine(s);
  else if (s.atLineStart && beginLine(s, c)) return;
  else if (cls & IDENT_START) scanWord(s);
  else if (cls & DIGIT) scanNumber(s);
  else if ((cls & COMMENT) !== 0 && skipComment(s)) return;
  else if ((cls & LITERAL) !== 0 && scanSymbolLiteral(s, c)) return;
  else scanPunctuation(s, c);
}

// A run of blanks (indentation) is passed in one step: nothing in it changes the lexer's state.
function spaceEnd(s: LexState, from: number): number {
  const { text } = s;
  const classes = s.spec.classes;
  let p = from;
  while (p < text.length && (charClass(classes, text.charCodeAt(p)) & SPACE) !== 0) p++;
  return p;
}

function endLine(s: LexState): void {
  s.newline();
  const frames = s.frames;
  // A single-line literal cannot go on past the line: drop its unfinished embedded code (recovery).
  while (frames.length > 0) {
    const top = frames[frames.length - 1];
    if (top === undefined || top.kind !== 'literal' || top.literal.multiline) break;
    frames.pop();
  }
  if (s.pending !== undefined) endStatementAtLine(s);
  if (!s.spec.indentation) s.lineTokens = s.out.length;
  if (s.spec.lineStartHook) s.atLineStart = !s.spec.indentation || (s.depth === 0 && frames.length === 0);
}

/** The first non-blank character of a line: a preprocessor directive, or Python's indentation. */
function beginLine(s: LexState, c: number): boolean {
  s.atLineStart = false;
  if (s.spec.directives !== undefined && c === HASH) return scanDirective(s);
  if (s.spec.indentation) {
    if (c === HASH) s.atLineStart = true;
    else indentLine(s);
  }
  return false;
}
