// Scans an identifier or keyword: keywords keep their text (or fold or drop, per the spec), every other name
// becomes `$id`. A word directly followed by a quote may be a literal's prefix (r"...", u8"...", b'x'); a
// keyword may start a statement dropped whole (`import`) or be dropped with the operator after it (`this.`).
import { PREFIX_FOLLOW } from './char-class.js';
import { beginStatement } from './drop-statement.js';
import type { LexState } from './lex-state.js';
import { normalIds } from './normal-tokens.js';
import { openLiteral } from './scan-literal.js';
import { matchOperator } from './scan-punctuation.js';

/** Scans the word at `pos`, whose first character is an identifier start. */
export function scanWord(s: LexState): void {
  const { text, spec } = s;
  const start = s.pos;
  const end = s.wordEndHashed(start);
  if (spec.wordLiterals.size > 0 && (s.classAt(end) & PREFIX_FOLLOW) !== 0) {
    const rules = spec.wordLiterals.get(text.slice(start, end));
    if (rules !== undefined && openLiteral(s, start, end, rules)) return;
  }
  s.pos = end;
  const entry = spec.words.find(text, start, end, s.wordHash);
  if (entry === undefined) {
    s.emitWord(normalIds.identifier, start);
    s.regexAllowed = false;
    return;
  }
  s.regexAllowed = entry.regexAfter;
  if (entry.qualifies !== undefined && dropQualifier(s, entry.qualifies)) return;
  if (entry.statement !== undefined) beginStatement(s, entry.statement);
  if (entry.drop) return;
  // A merged word's id is `$numtype`, which has no spelling. Only on one line: `#define ll long long` ends
  // at its line's end, and the `int` that starts the next line is a type of its own.
  if (entry.merge && s.out.lastId() === entry.id && s.out.lastEndLine() === s.line)
    s.out.setEnd(s.out.length - 1, s.line, end - s.lineStart, 0);
  else s.emitWord(entry.id, start);
}

/** Drops the word just scanned and the operator right after it, if that is one of `operators` (`this.`). */
function dropQualifier(s: LexState, operators: readonly string[]): boolean {
  const op = matchOperator(s, s.pos);
  if (op === undefined || !operators.includes(op.text)) return false;
  s.pos += op.text.length;
  s.regexAllowed = op.regexAfter;
  return true;
}
