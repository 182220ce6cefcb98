// A running maximum or minimum read in one form, for Java and C++ before their statements are outlined
// (normalize-statements.ts): `if (v > best) best = v;` (or `best < v`, `>=`, braces) as the call it stands
// for, `best = Math.max(best, v);` (C++'s `max`, `std::` already dropped), and a call with its arguments
// the other way round (`max(v, best)`) as that one; `min` for `<`. The two keep the same value, "replace
// with Math.max" is one click in an IDE, and an LLM asked to rewrite a copy swaps one for the other. The
// call is the form read, not the `if`, which writes the value twice: there a value spelled another way (a
// cast as `static_cast`) would differ twice. Only a whole statement: an `if` without `else` whose branch
// is that one assignment to a name, the value the same tokens in the condition and the branch; a call
// assigned to a name that is one of its two arguments. The value is free of calls, assignments and steps
// (the `if` evaluates it twice). Added tokens take the span of the `if`. Returns the tokens it is given when
// nothing is rewritten.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { normalIds } from './normal-tokens.js';
import { compoundAssign, incDec, statementFollows, tok } from './statement-tokens.js';
import { argumentsOf, closerOf, emitRewrites, type Piece, type Rewrite } from './token-rewrites.js';

export type MinMaxDialect = 'java' | 'cpp';

const IDENTIFIER = normalIds.identifier;
const MAX = tokenId('max');
const MIN = tokenId('min');
const MATH = tokenId('Math');
const AT_LEAST = tokenId('>=');
const AT_MOST = tokenId('<=');

interface Tokens {
  readonly ids: Uint32Array;
  readonly spellings: Uint32Array;
  readonly dialect: MinMaxDialect;
}

/** `tokens` with their running maxima and minima read as calls, in new arrays; `tokens` when none is. */
export function readMinMaxAsCalls(sequence: TokenSequence, dialect: MinMaxDialect): TokenSequence {
  const { ids, spans, spellings } = sequence;
  if (spellings === undefined) return sequence;
  const tokens: Tokens = { ids, spellings, dialect };
  const rewrites: Rewrite[] = [];
  for (let t = 1; t + 3 < ids.length; t++) {
    const id = ids[t];
    if ((id !== tok.if && id !== IDENTIFIER) || !statementFollows.has(ids[t - 1]!)) continue;
    const rewrite = id === tok.if ? ifAt(tokens, t) : callAt(tokens, t);
    if (rewrite === undefined) continue;
    rewrites.push(rewrite);
    t = rewrite.end - 1;
  }
  return rewrites.length === 0 ? sequence : emitRewrites({ ids, spans, spellings }, rewrites, false);
}

/** `if ( v > x ) x = v ;` at `at` (or `{ x = v ; }`) as `x = max ( x , v ) ;`; undefined otherwise. */
function ifAt(tokens: Tokens, at: number): Rewrite | undefined {
  const { ids, spellings } = tokens;
  if (ids[at + 1] !== tok.openParen) return undefined;
  const close = closerOf(ids, at + 1);
  if (close < 0) return undefined;
  const braced = ids[close + 1] === tok.openBrace;
  const target = braced ? close + 2 : close + 1;
  if (ids[target] !== IDENTIFIER || ids[target + 1] !== tok.assign) return undefined;
  const value = { start: target + 2, end: target + 2 + (close - at - 4) };
  const semicolon = value.end;
  const end = braced ? semicolon + 1 : semicolon;
  if (
    ids[semicolon] !== tok.semicolon ||
    (braced && ids[end] !== tok.closeBrace) ||
    ids[end + 1] === tok.else
  )
    return undefined;
  // The condition: the value and the target either side of one comparison.
  const first = { start: at + 2, end: at + 2 + (value.end - value.start) };
  const name = (t: number) => ids[t] === IDENTIFIER && spellings[t] === spellings[target];
  let spelling: number | undefined;
  if (sameTokens(tokens, first, value) && name(first.end + 1)) spelling = largerWhen(ids[first.end]!, true);
  else if (name(at + 2) && sameTokens(tokens, { start: at + 4, end: close }, value))
    spelling = largerWhen(ids[at + 3]!, false);
  if (spelling === undefined || !isPlain(ids, value) || name(value.start)) return undefined;
  return { start: at, end: end + 1, pieces: callPieces(tokens, at, target, value, spelling) };
}

/** Whether `v op x` (`valueFirst`) or `x op v` assigns v to x for a maximum (MAX) or a minimum (MIN). */
function largerWhen(op: number, valueFirst: boolean): number | undefined {
  const greater = op === tok.greater || op === AT_LEAST;
  const less = op === tok.less || op === AT_MOST;
  if (!greater && !less) return undefined;
  return greater === valueFirst ? MAX : MIN;
}

/** `x = max ( v , x ) ;` at `at` as `x = max ( x , v ) ;`; undefined when it is no such call or is already so. */
function callAt(tokens: Tokens, at: number): Rewrite | undefined {
  const { ids, spellings, dialect } = tokens;
  if (ids[at + 1] !== tok.assign) return undefined;
  const callee = dialect === 'java' ? at + 4 : at + 2;
  if (dialect === 'java' && (spellings[at + 2] !== MATH || ids[at + 3] !== tok.dot)) return undefined;
  const spelling = spellings[callee];
  if (
    ids[callee] !== IDENTIFIER ||
    (spelling !== MAX && spelling !== MIN) ||
    ids[callee + 1] !== tok.openParen
  )
    return undefined;
  const close = closerOf(ids, callee + 1);
  if (close < 0 || ids[close + 1] !== tok.semicolon) return undefined;
  const args = argumentsOf(ids, callee + 2, close);
  const isTarget = (arg: TokenRange | undefined) =>
    arg !== undefined &&
    arg.end === arg.start + 1 &&
    ids[arg.start] === IDENTIFIER &&
    spellings[arg.start] === spellings[at];
  if (args.length !== 2 || isTarget(args[0]) || !isTarget(args[1])) return undefined;
  return { start: at, end: close + 2, pieces: callPieces(tokens, at, at, args[0]!, spelling) };
}

/** `x = max ( x , v ) ;` (Java's `Math . max`), its names and value copied from `target` and `value`. */
function callPieces(
  tokens: Tokens,
  spanOf: number,
  target: number,
  value: TokenRange,
  spelling: number,
): Piece[] {
  const mark = (id: number): Piece => ({ id, spanOf });
  const name = (named: number): Piece => ({ id: IDENTIFIER, spanOf, spelling: named });
  const callee = tokens.dialect === 'java' ? [name(MATH), mark(tok.dot), name(spelling)] : [name(spelling)];
  const x = { start: target, end: target + 1 };
  return [
    x,
    mark(tok.assign),
    ...callee,
    mark(tok.openParen),
    x,
    mark(tok.comma),
    value,
    mark(tok.closeParen),
    mark(tok.semicolon),
  ];
}

/** Whether tokens `x` and `y` are the same tokens, spelled the same. */
function sameTokens(tokens: Tokens, x: TokenRange, y: TokenRange): boolean {
  const { ids, spellings } = tokens;
  if (x.end - x.start !== y.end - y.start || x.end <= x.start) return false;
  for (let i = 0; i < x.end - x.start; i++)
    if (ids[x.start + i] !== ids[y.start + i] || spellings[x.start + i] !== spellings[y.start + i])
      return false;
  return true;
}

/** Whether tokens `range` compute a value without a call, an assignment or a step: safe to read twice. */
function isPlain(ids: Uint32Array, range: TokenRange): boolean {
  for (let t = range.start; t < range.end; t++) {
    const id = ids[t]!;
    if (id === tok.assign || compoundAssign.has(id) || incDec.has(id) || id === tok.new) return false;
    // A `(` after a name, a bracket or a template's `>` calls; one after an operator only groups.
    const before = ids[t - 1]!;
    const calls = before === IDENTIFIER || before === tok.closeBracket || before === tok.greater;
    if (id === tok.openParen && t > range.start && calls) return false;
  }
  return true;
}
