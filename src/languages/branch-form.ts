// An `if` read in one form where an IDE's "invert if", "remove redundant else" or "simplify if" turn it into
// another, for the C-family front ends before their statements are outlined (normalize-statements.ts):
// - `if (a != b) X else Y` as `if (a == b) Y else X` (`!c` as `c`, `a >= b` as `a < b`, `a <= b` as `a > b`);
// - `if (c) { …; return x; } else Y` as `if (c) { …; return x; } Y`: after a jump the `else` changes nothing;
// - `if (a != b) { …; return x; } REST`, where REST, the rest of the block, ends with a jump too, as
//   `if (a == b) { REST } …; return x;`;
// - a guard clause and the nested `if` it stands for, at the end of a loop's body (or a function's, with
//   `return;`): `if (!c) continue; REST` as `if (c) { REST } continue;`, and `if (!c) { S }` as
//   `if (c) continue; S`. The outline leaves out a `continue;` ending a loop's body (statement-outline.ts);
// - `if (c) return true; else return false;` (the `else` left out or not) as `return c;`, `if (c) x = true;
//   else x = false;` as `x = c;`, and the other way round with `!c`, as "simplify if" gives;
// - an endless loop whose body starts by breaking on a condition, `while (true) { if (c) break; … }` (or
//   `for (;;)`), as the loop on its negation, `while (!c) { … }`, the negation written out: a comparison's
//   operator flipped, `!` before a name or call, and `&&` for `||` between operands (not both at once).
// Each is one click in an IDE, and an LLM asked to make a copy look different inverts conditions, turns
// nested code into guard clauses and moves a loop's condition into its body unasked; the forms run alike.
// The form read is the one whose condition is not negated, the one without an `else` after a jump, the
// condition returned or assigned, and the loop with its condition in its header.
// Only what is sure from brackets: a condition that is one comparison (no `&&`, `||`, `?`, bitwise
// operators or assignment outside brackets) or a `!` before a name, a call chain or a bracketed whole;
// branches that are a block or a plain statement, not another control statement; no link of an `else if`
// chain swapped (which one would depend on where the chain was cut); for a form that drops an `else` or
// moves the rest of a block, an `if` that is a statement of its block, and a rest without labels, `case`s
// or preprocessor lines. An `if` inside a rewritten one is read by another pass, at most four. Moved tokens
// keep their spans and spellings; an added `{` `}` takes the span of the first and last token of the rest,
// `==` that of the `!=`, an added `continue ;` that of the `if`. Returns the tokens it is given when
// nothing is rewritten.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { IdTable } from './id-table.js';
import { normalIds } from './normal-tokens.js';
import {
  bareControl,
  compoundAssign,
  directives,
  headedControl,
  leavesBlock,
  memberAccess,
  plainValues,
  tok,
} from './statement-tokens.js';
import {
  closerOf,
  emitRewrites,
  isCloser,
  isOpener,
  openerOf,
  type Piece,
  type Rewrite,
} from './token-rewrites.js';
import { wordList } from './word-list.js';

const ids = (words: string): IdTable => IdTable.of(wordList(words).map(tokenId));

const NOT = tokenId('!');
/** A negated comparison and the one it negates. */
const NEGATED = new Map([
  [tokenId('!='), tokenId('==')],
  [tokenId('>='), tokenId('<')],
  [tokenId('<='), tokenId('>')],
]);
/** Each comparison and its negation. */
const FLIPPED = new Map([
  ...NEGATED,
  ...[...NEGATED].map(([negated, positive]) => [positive, negated] as const),
]);
/** `&&` and `||`, each with the other: a negation joins its negated operands with the other. */
const DUAL = new Map([
  [tokenId('&&'), tokenId('||')],
  [tokenId('||'), tokenId('&&')],
]);
const BREAK = tokenId('break');
const ONE = tokenId('1');
const COMPARISONS = ids('== != < > <= >=');
/** Outside brackets, these make a condition more than one comparison, or one whose negation is unsure. */
const NOT_ONE_COMPARISON = IdTable.of([
  ...wordList('&& || ? : = , & | ^ ; instanceof').map(tokenId),
  ...compoundAssign,
]);
/** What a statement of a block follows. */
const IN_BLOCK_AFTER = ids('; { } :');
/** What a value of a `!` starts with. */
const PRIMARIES = IdTable.of([...plainValues, tokenId('this')]);
/** The most passes over a file: one per depth of nested `if`s read. */
const PASSES = 4;

/**
 * `tokens` (with braces) with their `if`s read in one form. With `lend`, in arrays valid until the next
 * file's rewrites on this thread (token-rewrites.ts), which must not be `tokens`' own; `tokens` when
 * nothing is rewritten.
 */
export function readBranchesInForm(tokens: TokenSequence, lend: boolean): TokenSequence {
  let current = tokens;
  for (let pass = 0; pass < PASSES; pass++) {
    const { ids, spans, spellings } = current;
    if (spellings === undefined) return current;
    const rewrites: Rewrite[] = [];
    // Another pass only reads what this one could not: an `if` inside a rewrite, or one rewritten into a
    // form read again (an `else` dropped before a negated condition's rest).
    let again = false;
    // An `if` after an `else` this pass drops is a statement of the block, as the next pass would see it.
    let dropped = -1;
    // Every form starts at an `if` or at the header of an endless loop right before one: the `if`s are
    // found by the typed array's own search, faster than a loop over every token.
    let done = 0;
    for (let t = ids.indexOf(tok.if); t >= 0; t = ids.indexOf(tok.if, t + 1)) {
      const loop = t > 0 && ids[t - 1] === tok.openBrace ? endlessLoopBefore(ids, spellings, t - 1) : -1;
      const rewrite =
        (loop >= done ? guardedLoopAt(ids, t - 1, loop) : undefined) ??
        ifAt(ids, spellings, t, t - 1 === dropped);
      if (rewrite === undefined) continue;
      if (rewrite.pieces.length === 0) dropped = rewrite.start;
      rewrites.push(rewrite);
      again ||= rewrite.again || ids.subarray(t + 1, rewrite.end).includes(tok.if);
      done = rewrite.end;
      t = rewrite.end - 1;
    }
    if (rewrites.length === 0) return current;
    // Only the first pass may lend: a later one reads the arrays the first lent.
    current = emitRewrites({ ids, spans, spellings }, rewrites, lend && pass === 0);
    if (!again) return current;
  }
  return current;
}

/** A rewrite of an `if`; `again` when what it gives may be read again. */
interface IfRewrite extends Rewrite {
  readonly again?: boolean;
}

/** The rewrite of the `if` at `at`, if it is in one of the forms read as another; undefined otherwise. */
function ifAt(
  ids: Uint32Array,
  spellings: Uint32Array,
  at: number,
  afterDroppedElse: boolean,
): IfRewrite | undefined {
  if (ids[at + 1] !== tok.openParen) return undefined;
  const close = closerOf(ids, at + 1);
  if (close < 0) return undefined;
  const then = branchAt(ids, close + 1);
  if (then === undefined) return undefined;
  const condition = { start: at + 2, end: close };
  const inBlock = afterDroppedElse || (at > 0 && IN_BLOCK_AFTER.has(ids[at - 1]!));
  const truth = truthTakenAt(ids, spellings, at, then, inBlock);
  if (truth !== undefined) return truth;
  const negation = negationOf(ids, condition);
  const again = negation !== undefined && negatedAgain(ids, negation);
  const head = (): Piece[] => [{ start: at, end: at + 2 }, ...negation!, { start: close, end: close + 1 }];
  if (ids[then.end] === tok.else) {
    const other = branchAt(ids, then.end + 1);
    const elseToken = { start: then.end, end: then.end + 1 };
    // Not a link of an `else if` chain: which link is swapped would depend on where the chain was cut.
    const chained = ids[at - 1] === tok.else && !afterDroppedElse;
    if (negation !== undefined && other !== undefined && !chained) {
      const swapped = inBlock && endsWithJump(ids, other) ? [other, then] : [other, elseToken, then];
      return { start: at, end: other.end, pieces: [...head(), ...swapped], again };
    }
    if (inBlock && endsWithJump(ids, then))
      return { start: then.end, end: then.end + 1, pieces: [], again: negation !== undefined };
    return undefined;
  }
  if (negation === undefined || !inBlock) return undefined;
  const inner = ids[then.start] === tok.openBrace ? { start: then.start + 1, end: then.end - 1 } : then;
  const blockEnd = restOfBlock(ids, then.end);
  if (blockEnd < 0) return undefined;
  if (!endsWithJump(ids, then)) {
    // `if (!c) { … } }` ending a loop's body as `if (c) continue; … }`, the guard form.
    const jump = blockEnd === then.end ? endingJump(ids, at, blockEnd) : undefined;
    if (jump === undefined) return undefined;
    const added: Piece[] = [
      { id: jump, spanOf: at },
      { id: tok.semicolon, spanOf: at },
    ];
    return { start: at, end: then.end, pieces: [...head(), ...added, inner], again };
  }
  if (blockEnd === then.end) return undefined;
  const rest = { start: then.end, end: blockEnd };
  if (!lastIsJump(ids, rest) && !isOnly(ids, inner, endingJump(ids, at, blockEnd))) return undefined;
  const pieces: Piece[] = [
    ...head(),
    { id: tok.openBrace, spanOf: rest.start },
    rest,
    { id: tok.closeBrace, spanOf: rest.end - 1 },
    inner,
  ];
  return { start: at, end: blockEnd, pieces, again };
}

/**
 * `if (c) return true; else return false;` (either branch braced, the `else` left out when the `if` is a
 * statement of its block: `inBlock`) at `at`, whose branch `then` is, as `return c;`, and
 * `if (c) x = true; else x = false;` as `x = c;`; the other way round with the condition negated (written
 * out where negatedCondition can, else `!( c )`): what "simplify if" gives. Undefined otherwise.
 */
function truthTakenAt(
  ids: Uint32Array,
  spellings: Uint32Array,
  at: number,
  then: TokenRange,
  inBlock: boolean,
): IfRewrite | undefined {
  const first = truthTaken(ids, then.start);
  if (first === undefined || first.end !== then.end) return undefined;
  const hasElse = ids[then.end] === tok.else;
  // Without an `else`, only a return: an assignment in the branch would be overwritten by the next.
  if (!hasElse && (!inBlock || ids[first.head.start] !== tok.return)) return undefined;
  const second = truthTaken(ids, hasElse ? then.end + 1 : then.end);
  if (second === undefined || ids[second.value] === ids[first.value]) return undefined;
  const sameHead =
    second.head.end - second.head.start === first.head.end - first.head.start &&
    ids[second.head.start] === ids[first.head.start] &&
    spellings[second.head.start] === spellings[first.head.start];
  if (!sameHead) return undefined;
  const close = then.start - 1;
  const condition = { start: at + 2, end: close };
  const value: Piece[] =
    ids[first.value] === tok.true
      ? [condition]
      : (negatedCondition(ids, condition) ?? [
          { id: NOT, spanOf: at + 1 },
          { start: at + 1, end: close + 1 },
        ]);
  const semicolon = first.value + 1;
  return {
    start: at,
    end: second.end,
    pieces: [first.head, ...value, { start: semicolon, end: semicolon + 1 }],
  };
}

/**
 * `return true;`, `return false;`, `x = true;` or `x = false;` at `p`, or the same in braces: its `return`
 * or `x =`, where its `true` or `false` is, and its end; undefined for any other statement.
 */
function truthTaken(
  ids: Uint32Array,
  p: number,
): { head: TokenRange; value: number; end: number } | undefined {
  const braced = ids[p] === tok.openBrace;
  const at = braced ? p + 1 : p;
  const assigns = ids[at] === normalIds.identifier && ids[at + 1] === tok.assign;
  if (!assigns && ids[at] !== tok.return) return undefined;
  const value = assigns ? at + 2 : at + 1;
  const truth = ids[value];
  if ((truth !== tok.true && truth !== tok.false) || ids[value + 1] !== tok.semicolon) return undefined;
  if (braced && ids[value + 2] !== tok.closeBrace) return undefined;
  return { head: { start: at, end: value }, value, end: braced ? value + 3 : value + 2 };
}

/** The `while` of `while (true) {` (or `while (1)`) or the `for` of `for (;;) {` opening at `open`, or -1. */
function endlessLoopBefore(ids: Uint32Array, spellings: Uint32Array, open: number): number {
  if (ids[open - 1] !== tok.closeParen) return -1;
  const value = ids[open - 2];
  const endlessWhile =
    ids[open - 4] === tok.while &&
    ids[open - 3] === tok.openParen &&
    (value === tok.true || (value === normalIds.number && spellings[open - 2] === ONE));
  if (endlessWhile) return open - 4;
  const endlessFor =
    ids[open - 5] === tok.for &&
    ids[open - 4] === tok.openParen &&
    ids[open - 3] === tok.semicolon &&
    value === tok.semicolon;
  return endlessFor ? open - 5 : -1;
}

/**
 * The endless loop at `at` whose body opens at `open` with `if (c) break;` as `while (!c) {`, the negation
 * written out (`i >= n || a[i] == 0` as `i < n && a[i] != 0`); undefined when the body starts otherwise.
 */
function guardedLoopAt(ids: Uint32Array, open: number, at: number): IfRewrite | undefined {
  if (ids[open + 2] !== tok.openParen) return undefined;
  const close = closerOf(ids, open + 2);
  if (close < 0) return undefined;
  const braced = ids[close + 1] === tok.openBrace;
  const jump = braced ? close + 2 : close + 1;
  if (ids[jump] !== BREAK || ids[jump + 1] !== tok.semicolon || (braced && ids[jump + 2] !== tok.closeBrace))
    return undefined;
  const condition = negatedCondition(ids, { start: open + 3, end: close });
  if (condition === undefined) return undefined;
  const pieces: Piece[] = [
    { id: tok.while, spanOf: at },
    { id: tok.openParen, spanOf: at + 1 },
    ...condition,
    { id: tok.closeParen, spanOf: open - 1 },
    { start: open, end: open + 1 },
  ];
  return { start: at, end: braced ? jump + 3 : jump + 2, pieces };
}

/**
 * The condition `range` negated, as pieces: a negated one as its positive (negationOf), one comparison with
 * its operator flipped, a name or call chain after a `!`, and operands joined by one of `&&` and `||` each
 * negated and joined by the other; undefined for anything else.
 */
function negatedCondition(ids: Uint32Array, range: TokenRange): Piece[] | undefined {
  const joins: number[] = [];
  for (let t = range.start; t < range.end; t++) {
    const id = ids[t]!;
    if (isOpener(id)) {
      t = closerOf(ids, t);
      if (t < 0 || t >= range.end) return undefined;
    } else if (DUAL.has(id)) {
      if (joins.length > 0 && ids[joins[0]!] !== id) return undefined;
      joins.push(t);
    }
  }
  const pieces: Piece[] = [];
  let start = range.start;
  for (const end of [...joins, range.end]) {
    const operand = negatedOperand(ids, { start, end });
    if (operand === undefined) return undefined;
    if (start > range.start) pieces.push({ id: DUAL.get(ids[start - 1]!)!, spanOf: start - 1 });
    pieces.push(...operand);
    start = end + 1;
  }
  return pieces;
}

/** One operand of a condition negated (negatedCondition); undefined when it is no comparison or chain. */
function negatedOperand(ids: Uint32Array, range: TokenRange): Piece[] | undefined {
  const { start, end } = range;
  if (end <= start) return undefined;
  const positive = negationOf(ids, range);
  if (positive !== undefined) return positive;
  const comparison = comparisonIn(ids, range);
  const flipped = comparison < 0 ? undefined : FLIPPED.get(ids[comparison]!);
  if (flipped !== undefined)
    return [
      { start, end: comparison },
      { id: flipped, spanOf: comparison },
      { start: comparison + 1, end },
    ];
  return comparison === -1 && chainEnd(ids, start, end) === end
    ? [{ id: NOT, spanOf: start }, range]
    : undefined;
}

/**
 * The condition `range` as the pieces of its negation, if it is negated: one comparison by `!=`, `>=` or
 * `<=`, or a `!` before a name, a call chain or a bracketed whole; undefined otherwise.
 */
function negationOf(ids: Uint32Array, range: TokenRange): Piece[] | undefined {
  const { start, end } = range;
  if (ids[start] === NOT) {
    if (ids[start + 1] === tok.openParen && closerOf(ids, start + 1) === end - 1)
      return [{ start: start + 2, end: end - 1 }];
    return chainEnd(ids, start + 1, end) === end ? [{ start: start + 1, end }] : undefined;
  }
  return negatedComparison(ids, range);
}

/** Whether the condition read for `negation` (negationOf) is negated again: `!(a >= b)`, `!!x`. */
function negatedAgain(ids: Uint32Array, negation: readonly Piece[]): boolean {
  const [first] = negation;
  return (
    negation.length === 1 && first !== undefined && !('id' in first) && negationOf(ids, first) !== undefined
  );
}

/** `range` as the pieces of its negation if it is one comparison by `!=`, `>=` or `<=`; else undefined. */
function negatedComparison(ids: Uint32Array, range: TokenRange): Piece[] | undefined {
  const comparison = comparisonIn(ids, range);
  const positive = comparison < 0 ? undefined : NEGATED.get(ids[comparison]!);
  if (positive === undefined) return undefined;
  return [
    { start: range.start, end: comparison },
    { id: positive, spanOf: comparison },
    { start: comparison + 1, end: range.end },
  ];
}

/**
 * The one comparison outside brackets of the condition `range`, with something either side of it; -1 when
 * it has none, -2 when it has more than one, or another operator that would take part in its negation.
 */
function comparisonIn(ids: Uint32Array, range: TokenRange): number {
  const { start, end } = range;
  let comparison = -1;
  for (let t = start; t < end; t++) {
    const id = ids[t]!;
    if (isOpener(id)) {
      t = closerOf(ids, t);
      if (t < 0 || t >= end) return -2;
    } else if (NOT_ONE_COMPARISON.has(id)) return -2;
    else if (COMPARISONS.has(id)) {
      if (comparison >= 0) return -2;
      comparison = t;
    }
  }
  return comparison === start || comparison === end - 1 ? -2 : comparison;
}

/** Where a name, literal or `this` at `from` and the members, calls and elements after it end; -1 if none. */
function chainEnd(ids: Uint32Array, from: number, end: number): number {
  if (!PRIMARIES.has(ids[from]!)) return -1;
  let t = from + 1;
  while (t < end) {
    const id = ids[t]!;
    if (memberAccess.has(id) && ids[t + 1] === normalIds.identifier) t += 2;
    else if (id === tok.openParen || id === tok.openBracket) {
      const close = closerOf(ids, t);
      if (close < 0) return -1;
      t = close + 1;
    } else return t;
  }
  return t;
}

/** The branch at `p`: a block, or a plain statement through its `;`; undefined for anything else. */
function branchAt(ids: Uint32Array, p: number): TokenRange | undefined {
  const id = ids[p];
  if (id === undefined) return undefined;
  if (id === tok.openBrace) {
    const close = closerOf(ids, p);
    return close < 0 ? undefined : { start: p, end: close + 1 };
  }
  if (headedControl.has(id) || bareControl.has(id) || id === tok.case || id === tok.default) return undefined;
  const end = plainEnd(ids, p);
  return end < 0 ? undefined : { start: p, end };
}

/** Where the plain statement at `p` ends (after its `;`), brackets skipped; -1 if a block ends first. */
function plainEnd(ids: Uint32Array, p: number): number {
  for (let t = p; t < ids.length; t++) {
    const id = ids[t]!;
    if (id === tok.semicolon) return t + 1;
    if (isOpener(id)) {
      t = closerOf(ids, t);
      if (t < 0) return -1;
    } else if (isCloser(id)) return -1;
    else if (directives.has(id)) return -1;
  }
  return -1;
}

/** Whether the branch `range` (a block or a plain statement) ends with a `return`, `break`, `throw`… */
function endsWithJump(ids: Uint32Array, range: TokenRange): boolean {
  if (ids[range.start] !== tok.openBrace) return leavesBlock.has(ids[range.start]!);
  return lastIsJump(ids, { start: range.start + 1, end: range.end - 1 });
}

/** Whether the last statement of the statements `range` is a jump standing alone: `…; return x; }`. */
function lastIsJump(ids: Uint32Array, range: TokenRange): boolean {
  const { start, end } = range;
  if (end - start < 2 || ids[end - 1] !== tok.semicolon) return false;
  for (let t = end - 2; t >= start && ids[t] !== tok.semicolon; t--) {
    if (!leavesBlock.has(ids[t]!)) continue;
    const alone = t === start || IN_BLOCK_AFTER.has(ids[t - 1]!);
    return alone && plainEnd(ids, t) === end;
  }
  return false;
}

/**
 * The `}` of the block the statements from `from` are in, the rest of the block between: -1 when the rest
 * holds a label, a `case`, a preprocessor line, or the block does not close.
 */
function restOfBlock(ids: Uint32Array, from: number): number {
  for (let t = from; t < ids.length; t++) {
    const id = ids[t]!;
    if (id === tok.closeBrace) return t;
    if (isOpener(id)) {
      t = closerOf(ids, t);
      if (t < 0) return -1;
    } else if (isCloser(id)) return -1;
    else if (id === tok.case || id === tok.default || directives.has(id)) return -1;
    else if (id === normalIds.identifier && ids[t + 1] === tok.colon) return -1;
  }
  return -1;
}

/** Whether the statements `range` are only `jump ;`. */
function isOnly(ids: Uint32Array, range: TokenRange, jump: number | undefined): boolean {
  return jump !== undefined && range.end === range.start + 2 && ids[range.start] === jump;
}

/**
 * The jump the end of the block closing at `blockEnd`, which holds the statement at `at`, makes: `continue`
 * for a loop's body, `return` for a function's (the body after `name ( … )`); undefined for any other.
 */
function endingJump(ids: Uint32Array, at: number, blockEnd: number): number | undefined {
  const open = openerOf(ids, at, tok.openBrace);
  if (open < 1 || closerOf(ids, open) !== blockEnd) return undefined;
  const before = ids[open - 1];
  if (before === tok.do) return tok.continue;
  if (before !== tok.closeParen) return undefined;
  const named = openerOf(ids, open - 1, tok.openParen) - 1;
  const keyword = ids[named];
  if (keyword === tok.for || keyword === tok.while) return tok.continue;
  return named >= 1 && keyword === normalIds.identifier && ids[named - 1] !== tok.dot
    ? tok.return
    : undefined;
}
