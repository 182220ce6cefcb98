// Where a statement that the statement outline reads ends (statement-outline.ts): a plain statement at its
// `;`, a `case` label at its `:`, a preprocessor line at the line's end. Reads brackets and a few token ids
// only; walks no body.
import { bareControl, directives, headedControl, tok } from './statement-tokens.js';

/** Tokens whose brackets `match` pairs, and the line each starts on. */
export interface StatementText {
  readonly ids: Uint32Array;
  readonly match: Int32Array;
  readonly lineOf: (t: number) => number;
}

/**
 * The end (after its `;`) of the plain statement at `p`, or -1 if none starts there: a control keyword, a
 * block, a label, or a `{` that opens a body rather than a value (`= {1, 2}`, `new T() { … }`, `-> { … }`).
 */
export function plainStatementEnd(w: StatementText, p: number, end: number, afterControl = false): number {
  const first = w.ids[p]!;
  if (!afterControl && (headedControl.has(first) || bareControl.has(first))) return -1;
  if (first === tok.openBrace || first === tok.case || first === tok.default || directives.has(first))
    return -1;
  if (first === tok.identifier && w.ids[p + 1] === tok.colon) return -1;
  let valued = false;
  for (let q = p; q < end; q++) {
    const id = w.ids[q]!;
    if (id === tok.semicolon) return q + 1;
    if (id === tok.assign || id === tok.new || id === tok.arrow || id === tok.comma) valued = true;
    if (id === tok.openBrace && !valued) return -1;
    if (id === tok.openParen || id === tok.openBracket || id === tok.openBrace) q = w.match[q]!;
  }
  return -1;
}

/** The end of the `case …` or `default` label at `p`: after its `:` (or `->`), or at a `{` or `;`. */
export function labelEnd(w: StatementText, p: number, end: number): number {
  for (let q = p + 1; q < end; q++) {
    const id = w.ids[q]!;
    if (id === tok.colon || id === tok.arrow) return q + 1;
    if (id === tok.openParen || id === tok.openBracket) q = w.match[q]!;
    if (id === tok.openBrace || id === tok.semicolon) return q;
  }
  return end;
}

/** The end of the preprocessor line at `p`: the first token on a later line, or a brace. */
export function lineEnd(w: StatementText, p: number, end: number): number {
  const line = w.lineOf(p);
  let q = p + 1;
  while (q < end && w.lineOf(q) === line && w.ids[q] !== tok.openBrace && w.ids[q] !== tok.closeBrace) q++;
  return q;
}
