// A statement that picks one of two values with a conditional read as the `if` it stands for, for the
// C-family front ends before their statements are outlined (normalize-statements.ts): `x = c ? a : b;` as
// `if (c) x = a; else x = b;`, `return c ? a : b;` as `if (c) return a; else return b;`, and
// `f(c ? a : b);` as `if (c) f(a); else f(b);`; a chain (`x = c ? a : d ? b : e;`) as an `else if` chain.
// Rewriting one form as the other is what an IDE's "replace if with conditional" does, and what a copy asked
// to look different gets, while a program's choice between them is style: the two run alike.
// The `if` is the form read, not the conditional: code inserted into a branch of the `if`, which the dead
// statements' pass leaves out later (dead-statements.ts), would keep it from reading as a conditional, and
// the copy's tokens would differ where they agreed before (bench:disguise `insert` lost AUC that way).
// Only where the conditional is the whole value of a statement: an assignment's (to a name, an element or a
// field), a declaration's of one name (`int x = c ? a : b;` as `int x; if (c) x = a; else x = b;`), a
// `return`'s, or a call's one argument; its condition loses the brackets around it, which the
// `if` form's own brackets stand for. Moved tokens keep their spans and spellings; the added `if`, brackets
// and `;` take the span of the `?`, the `else` that of the `:`. Returns the tokens it is given when nothing
// is rewritten.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { IdTable } from './id-table.js';
import { normalIds } from './normal-tokens.js';
import { compoundAssign, tok, typeStarts, typeTails } from './statement-tokens.js';
import { closerOf, emitRewrites, type Piece, type Rewrite } from './token-rewrites.js';

const QUESTION = tokenId('?');
const THIS = tokenId('this');
/** What a statement follows. */
const STATEMENT_BEFORE = IdTable.of([';', '{', '}', ')', 'else', 'do'].map((text) => tokenId(text)));
/** What a statement in a block follows: no bracket inside a statement is one of these. */
const BLOCK_STATEMENT_BEFORE = IdTable.of([';', '{', '}'].map((text) => tokenId(text)));

/** One statement that gives a value: `x = v;`, `return v;` or `f(v);`. */
interface ValueStatement {
  /** A declaration's type and name (`int x`), which stand first with a `;`; absent for other statements. */
  readonly declaration?: TokenRange | undefined;
  /** `x =`, `return` or `f (`. */
  readonly head: TokenRange;
  readonly value: TokenRange;
  /** A call's `)`, or -1. */
  readonly close: number;
  /** The `;`. */
  readonly semicolon: number;
}

/**
 * `tokens` with its statements of a conditional value read as `if`s, in arrays valid until the next file's
 * (token-rewrites.ts); `tokens` when none is.
 */
export function readConditionalsAsIfs(tokens: TokenSequence): TokenSequence {
  const { ids, spans, spellings } = tokens;
  if (spellings === undefined) return tokens;
  let first = 0;
  while (first < ids.length && ids[first] !== QUESTION) first++;
  if (first === ids.length) return tokens;
  const rewrites: Rewrite[] = [];
  // Statements are looked at from the one before the first `?`: most files have none.
  let at = first;
  while (at > 0 && !BLOCK_STATEMENT_BEFORE.has(ids[at - 1]!)) at--;
  for (; at < ids.length; at++) {
    if (at > 0 && !STATEMENT_BEFORE.has(ids[at - 1]!)) continue;
    const statement = valueStatementAt(ids, at);
    if (statement === undefined) continue;
    const pieces = asIf(ids, statement, statement.value);
    const { declaration } = statement;
    // `int x = c ? a : b;` as `int x; if (c) x = a; else x = b;`.
    if (pieces !== undefined && declaration !== undefined)
      pieces.unshift(declaration, { id: tok.semicolon, spanOf: declaration.end });
    if (pieces !== undefined) rewrites.push({ start: at, end: statement.semicolon + 1, pieces });
    at = statement.semicolon;
  }
  return rewrites.length === 0 ? tokens : emitRewrites({ ids, spans, spellings }, rewrites);
}

// `if ( c ) head a tail ; else head b tail ;` for the statement whose value is `value`, a chain of
// conditionals as `else if`s; undefined when the value is no conditional.
function asIf(ids: Uint32Array, statement: ValueStatement, value: TokenRange): Piece[] | undefined {
  const parts = conditionalParts(ids, value);
  if (parts === undefined) return undefined;
  const { head, close, semicolon } = statement;
  const { question, colon } = parts;
  const branch = (chosen: TokenRange): Piece[] => {
    const pieces: Piece[] = [head, chosen];
    if (close >= 0) pieces.push({ start: close, end: close + 1 });
    pieces.push({ start: semicolon, end: semicolon + 1 });
    return pieces;
  };
  const other = { start: colon + 1, end: value.end };
  return [
    { id: tok.if, spanOf: question },
    { id: tok.openParen, spanOf: question },
    unbracketed(ids, { start: value.start, end: question }),
    { id: tok.closeParen, spanOf: question },
    ...branch({ start: question + 1, end: colon }),
    { id: tok.else, spanOf: colon },
    ...(asIf(ids, statement, other) ?? branch(other)),
  ];
}

// The `?` and its `:` when `value` is one conditional outside brackets; undefined otherwise.
function conditionalParts(
  ids: Uint32Array,
  value: TokenRange,
): { question: number; colon: number } | undefined {
  let depth = 0;
  let question = -1;
  let nested = 0;
  for (let t = value.start; t < value.end; t++) {
    const id = ids[t]!;
    if (id === tok.openParen || id === tok.openBracket) depth++;
    else if (id === tok.closeParen || id === tok.closeBracket) depth--;
    else if (depth > 0) continue;
    // A lambda's arrow (`x -> c ? a : b`): the conditional is its body, not the value's. C++'s `p->x` goes
    // with it, a condition rarely written that way.
    else if (id === tok.arrow) return undefined;
    else if (id === QUESTION) {
      if (question < 0) question = t;
      else nested++;
    } else if (id === tok.colon && question >= 0) {
      if (nested === 0)
        return question > value.start && t > question + 1 && t + 1 < value.end
          ? { question, colon: t }
          : undefined;
      nested--;
    }
  }
  return undefined;
}

// `range` without the brackets around all of it, if it has them.
function unbracketed(ids: Uint32Array, range: TokenRange): TokenRange {
  const { start, end } = range;
  if (ids[start] === tok.openParen && closerOf(ids, start) === end - 1)
    return { start: start + 1, end: end - 1 };
  return range;
}

// The value statement starting at `at`, or undefined.
function valueStatementAt(ids: Uint32Array, at: number): ValueStatement | undefined {
  if (ids[at] === tok.return) return plainValue(ids, { start: at, end: at + 1 });
  const target = targetEnd(ids, at);
  if (target === undefined || ids[target] === normalIds.identifier) return declarationAt(ids, at);
  const next = ids[target]!;
  if (next === tok.assign || compoundAssign.has(next)) return plainValue(ids, { start: at, end: target + 1 });
  if (next !== tok.openParen) return undefined;
  const close = closerOf(ids, target);
  if (close < 0 || ids[close + 1] !== tok.semicolon) return undefined;
  const value = { start: target + 1, end: close };
  if (value.start === value.end || !isPlainValue(ids, value)) return undefined;
  return { head: { start: at, end: target + 1 }, value, close, semicolon: close + 1 };
}

// `T x = v;`, a type of one or more words then one name, as a value statement of `x = v;`; or undefined.
function declarationAt(ids: Uint32Array, at: number): ValueStatement | undefined {
  if (!typeStarts.has(ids[at]!)) return undefined;
  let name = at + 1;
  while (name < ids.length && ids[name + 1] !== tok.assign) {
    if (!typeTails.has(ids[name]!)) return undefined;
    name++;
  }
  if (ids[name] !== normalIds.identifier) return undefined;
  const statement = plainValue(ids, { start: name, end: name + 2 });
  return statement && { ...statement, declaration: { start: at, end: name + 1 } };
}

// `return v;` or `x = v;` with its head taken: the value up to the `;`.
function plainValue(ids: Uint32Array, head: TokenRange): ValueStatement | undefined {
  const semicolon = statementEnd(ids, head.end);
  if (semicolon === undefined || semicolon === head.end) return undefined;
  const value = { start: head.end, end: semicolon };
  if (!isPlainValue(ids, value)) return undefined;
  return { head, value, close: -1, semicolon };
}

// The end of a target such as `x`, `a[i]`, `p.next.value`, `this->n` starting at `at` (or of a callee's name):
// the token after it; undefined when `at` starts no such thing.
function targetEnd(ids: Uint32Array, at: number): number | undefined {
  if (ids[at] !== normalIds.identifier && ids[at] !== THIS) return undefined;
  let t = at + 1;
  for (;;) {
    const id = ids[t];
    if (id === tok.openBracket) {
      const close = closerOf(ids, t);
      if (close < 0) return undefined;
      t = close + 1;
    } else if ((id === tok.dot || id === tok.arrow) && ids[t + 1] === normalIds.identifier) t += 2;
    else return t;
  }
}

// The `;` ending the statement whose rest starts at `from`, brackets jumped over; undefined at a block.
function statementEnd(ids: Uint32Array, from: number): number | undefined {
  let depth = 0;
  for (let t = from; t < ids.length; t++) {
    const id = ids[t]!;
    if (id === tok.semicolon && depth === 0) return t;
    if (id === tok.openBrace || id === tok.closeBrace) return undefined;
    if (id === tok.openParen || id === tok.openBracket) depth++;
    else if (id === tok.closeParen || id === tok.closeBracket) depth--;
  }
  return undefined;
}

// Whether `range` holds one value: no assignment or `,` outside its brackets, and no block.
function isPlainValue(ids: Uint32Array, range: TokenRange): boolean {
  let depth = 0;
  for (let t = range.start; t < range.end; t++) {
    const id = ids[t]!;
    if (id === tok.openBrace || id === tok.closeBrace) return false;
    if (id === tok.openParen || id === tok.openBracket) depth++;
    else if (id === tok.closeParen || id === tok.closeBracket) depth--;
    else if (depth === 0 && (id === tok.assign || id === tok.comma || compoundAssign.has(id))) return false;
  }
  return true;
}
