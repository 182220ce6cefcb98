// Statements dropped whole (LexerSpec.droppedStatements: imports, package declarations): whether one starts
// at a keyword, and cutting its tokens back out once its end is seen. One whose end never comes is kept.
import { IDENT_START, SPACE } from './char-class.js';
import type { CompiledStatement } from './compile-spec.js';
import type { LexState, PendingStatement } from './lex-state.js';

/** Starts dropping `rule`'s statement if the keyword just scanned (ending at `pos`) starts one. */
export function beginStatement(s: LexState, rule: CompiledStatement): void {
  if (s.pending !== undefined || s.out.length !== s.lineTokens) return;
  if (s.frames.length > 0 || s.depth > rule.maxDepth) return;
  const next = nextToken(s);
  if (rule.before !== undefined && !rule.before.includes(next)) return;
  if (rule.notBefore.includes(next)) return;
  s.pending = { mark: s.out.length, depth: s.depth, endsAtLine: rule.endsAtLine };
}

/** A `;` was just scanned: it ends the pending statement if it is at the statement's own depth. */
export function endStatementAtSemicolon(s: LexState): void {
  const pending = s.pending;
  if (pending !== undefined && s.depth === pending.depth) drop(s, pending);
}

/** A line (or the file) ends: that ends a pending line statement, unless brackets opened in it are open. */
export function endStatementAtLine(s: LexState): void {
  const pending = s.pending;
  if (pending !== undefined && pending.endsAtLine && s.depth === pending.depth) drop(s, pending);
}

/** A bracket open before the pending statement began was closed: it had no end, so its tokens stay. */
export function keepUnendedStatement(s: LexState): void {
  if (s.pending !== undefined && s.depth < s.pending.depth) s.pending = undefined;
}

function drop(s: LexState, pending: PendingStatement): void {
  s.out.truncate(pending.mark);
  s.lineTokens = pending.mark;
  s.pending = undefined;
}

/** The word, or else the one character, after blanks at `pos`: '' at the end of the text. */
function nextToken(s: LexState): string {
  let p = s.pos;
  while ((s.classAt(p) & SPACE) !== 0) p++;
  if ((s.classAt(p) & IDENT_START) !== 0) return s.text.slice(p, s.wordEnd(p));
  return s.text.charAt(p);
}
