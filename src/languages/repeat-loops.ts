// Loops that only repeat their body a number of times, read in one form, for the C-family front ends before
// their statements are outlined (normalize-statements.ts): `while (n--) S` (C and C++'s test-case loop),
// `while (n-- > 0) S` (Java's), `while (n > 0) { n--; S }`, a counted loop up whose counter the body never
// names (`for (int i = 0; i < n; i++) S`, or from 1 to `<= n`, or the `while` such a `for` stands for:
// `int i = 0; while (i < n) { S i++; }`) all read as `while (n --) S`, and one down (`for (int i = n; i > 0;
// i--) S`, or from `n - 1` to `>= 0`) as `int i = n; while (i --) S`. They run S as many times, and which
// one a solution uses says nothing about where it came from: an LLM asked to make a copy look different swaps
// one for another (contest code reads its test cases in each).
// Only where that is sure: a counter spelled nowhere in the body but its update, declared in the loop's
// header or among the plain statements before it, or else not read after the loop; a count that is one
// operand (a name or a literal, then `.name`s and a `()`) none of whose names the body spells (it may not
// change while the loop runs). Runs after the increments and comparisons are in one form (`i += 1` is
// `i++`, `n > i` is `i < n`). Kept tokens keep their spans and spellings; the `while` takes the loop
// keyword's span, the `--` the update's.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { normalIds } from './normal-tokens.js';
import { bareControl, headedControl, memberAccess, tok, typeStarts } from './statement-tokens.js';
import {
  closerOf,
  emitRewrites,
  isCloser,
  isOpener,
  outsideBrackets,
  statementAt,
  type Piece,
  type Rewrite,
} from './token-rewrites.js';

const PLUS_PLUS = tokenId('++');
const MINUS_MINUS = tokenId('--');
const LESS_EQUAL = tokenId('<=');
const GREATER_EQUAL = tokenId('>=');
const NOT_EQUAL = tokenId('!=');
const MINUS = tokenId('-');
const [ZERO, ONE] = [tokenId('0'), tokenId('1')];

/** Each comparison as it reads with its sides swapped, for one with the counter on its right. */
const FLIPPED = new Map([
  [tok.less, tok.greater],
  [tok.greater, tok.less],
  [LESS_EQUAL, GREATER_EQUAL],
  [GREATER_EQUAL, LESS_EQUAL],
  [NOT_EQUAL, NOT_EQUAL],
]);

type Arrays = Required<TokenSequence>;

/** A loop's parts: its keyword at `at`, its header's `)` at `close`, its condition and its body. */
interface Loop {
  readonly at: number;
  readonly close: number;
  readonly condition: TokenRange;
  readonly body: TokenRange;
}

/** A counter: its name's spelling, the `++` or `--` that steps it, and the loop's condition. */
interface Counter {
  readonly spelling: number;
  readonly step: number;
  readonly condition: TokenRange;
}

/**
 * How a loop reads as `while (count --)`: its keyword and header are replaced by `before` (a declaration
 * that stays), the `while` and the count's pieces; `replaced`, its other rewrites, drop its counter's update
 * statement in the body, its declaration before the loop, or that declaration's `- 1`.
 */
interface Repeat {
  readonly before: readonly Piece[];
  readonly count: readonly Piece[];
  readonly replaced: readonly Rewrite[];
}

/** `tokens` with their repeat loops read as `while (n --)`, in lent arrays if any was (else `tokens`). */
export function readRepeatLoops(tokens: TokenSequence): TokenSequence {
  const { ids, spans, spellings } = tokens;
  if (spellings === undefined) return tokens;
  const arrays = { ids, spans, spellings };
  const rewrites: Rewrite[] = [];
  // From loop keyword to loop keyword, found by indexOf: most of a file's tokens are no loop's.
  const next = { for: ids.indexOf(tok.for), while: ids.indexOf(tok.while) };
  for (let at = loopKeyword(ids, next, 0); at !== -1; at = loopKeyword(ids, next, at + 1)) {
    const id = ids[at]!;
    if (ids[at + 1] !== tok.openParen) continue;
    const close = closerOf(ids, at + 1);
    const body = close < 0 ? undefined : statementAt(ids, close + 1);
    if (body === undefined) continue;
    const loop = { at, close, condition: { start: at + 2, end: close }, body };
    const repeat = id === tok.for ? forRepeat(arrays, loop) : whileRepeat(arrays, loop);
    if (repeat === undefined) continue;
    const header = [{ id: tok.while, spanOf: at }, { start: at + 1, end: at + 2 }, ...repeat.count];
    const pieces = [...repeat.before, ...header, { start: close, end: close + 1 }];
    rewrites.push({ start: at, end: close + 1, pieces });
    rewrites.push(...repeat.replaced);
    // Past the header only: the body may hold a loop of its own.
    at = close;
  }
  if (rewrites.length === 0) return tokens;
  // A declaration dropped comes before its loop, an update statement after the loops in its body.
  rewrites.sort((x, y) => x.start - y.start);
  // Lent: rewrites of tokens a lent rewrite wrote go to the other arrays (token-rewrites.ts).
  return emitRewrites(arrays, rewrites);
}

// The first `for` or `while` at `from` or after; `next` keeps where each was last found (-1: no more).
function loopKeyword(ids: Uint32Array, next: { for: number; while: number }, from: number): number {
  if (next.for !== -1 && next.for < from) next.for = ids.indexOf(tok.for, from);
  if (next.while !== -1 && next.while < from) next.while = ids.indexOf(tok.while, from);
  if (next.for === -1) return next.while;
  return next.while === -1 ? next.for : Math.min(next.for, next.while);
}

// A counted `for`, up or down, and `for (; c;)` as the `while (c)` it is.
function forRepeat(tokens: Arrays, loop: Loop): Repeat | undefined {
  const { ids } = tokens;
  const parts = headerParts(ids, loop.condition.start, loop.close);
  if (parts === undefined) return undefined;
  const [init, condition, update] = parts;
  if (init.start === init.end && update.start === update.end)
    return whileRepeat(tokens, { ...loop, condition });
  // The update, as increments are read: `i ++` or `i --`.
  const spelling = spellingAt(tokens, update.start);
  if (update.end - update.start !== 2 || spelling === undefined) return undefined;
  const counter = { spelling, step: update.start + 1, condition };
  const start = initOf(tokens, init, spelling);
  if (start === undefined) return undefined;
  if (ids[counter.step] === PLUS_PLUS) {
    // The counter goes with the loop: it may not be read after it.
    if (!start.declares && readAfter(tokens, loop.body.end, spelling)) return undefined;
    const count = countUp(tokens, counter, start.value, [loop.body]);
    return count && { before: [], count, replaced: [] };
  }
  // Down: the counter's start stays, as its declaration before the `while` (the header's first `;` ends it).
  const value = startDown(tokens, counter, start.value, [loop.body]);
  if (value === undefined) return undefined;
  const name = { start: update.start, end: update.start + 1 };
  const declaration = [
    { start: init.start, end: value.end },
    { start: init.end, end: init.end + 1 },
  ];
  const step = { start: counter.step, end: counter.step + 1 };
  return { before: declaration, count: [name, step], replaced: [] };
}

// `while (n -- > 0)` (or `!= 0`) as `while (n --)`; `while (n > 0) { n --; S }` (or the `n --;` last in the
// block) as `while (n --) { S }`; and a counter declared before the loop, compared in its condition and
// updated last in its body, as in the `while` a counted `for` stands for.
function whileRepeat(tokens: Arrays, loop: Loop): Repeat | undefined {
  const { ids } = tokens;
  const { start, end } = loop.condition;
  if (end - start === 4 && ids[start] === tok.identifier && ids[start + 1] === MINUS_MINUS) {
    const compared = ids[start + 2] === tok.greater || ids[start + 2] === NOT_EQUAL;
    if (!compared || literalOf(tokens, { start: start + 3, end }) !== ZERO) return undefined;
    return { before: [], count: [{ start, end: start + 2 }], replaced: [] };
  }
  if (end - start < 3) return undefined;
  // The counter is the name on one side of the condition that the body updates, first or last.
  for (const side of [start, end - 1]) {
    const spelling = spellingAt(tokens, side);
    const update = spelling === undefined ? undefined : updateAtEdge(tokens, loop.body, spelling);
    if (spelling === undefined || update === undefined) continue;
    const counter = { spelling, step: update.start + 1, condition: loop.condition };
    const rest = [
      { start: loop.body.start, end: update.start },
      { start: update.end, end: loop.body.end },
    ];
    const found =
      ids[counter.step] === PLUS_PLUS
        ? declaredUp(tokens, counter, loop, rest)
        : (declaredDown(tokens, counter, loop, rest) ?? downToZero(tokens, counter, rest));
    return found && { ...found, replaced: [...found.replaced, update] };
  }
  return undefined;
}

// `T i = 0; while (i < n) { S i++; }`, the counter declared before the loop: `while (n --) { S }`.
function declaredUp(
  tokens: Arrays,
  counter: Counter,
  loop: Loop,
  rest: readonly TokenRange[],
): Repeat | undefined {
  const declared = declarationBefore(tokens, loop, counter.spelling);
  const count = declared && countUp(tokens, counter, declared.value, rest);
  return count && { before: [], count, replaced: [{ ...declared.statement, pieces: [] }] };
}

// `T i = n - 1; while (i >= 0) { S i--; }`: `T i = n; while (i --) { S }` (as its `for` reads).
function declaredDown(
  tokens: Arrays,
  counter: Counter,
  loop: Loop,
  rest: readonly TokenRange[],
): Repeat | undefined {
  const compared = comparisonOf(tokens, counter.condition, counter.spelling);
  if (compared?.operator !== GREATER_EQUAL || literalOf(tokens, compared.other) !== ZERO) return undefined;
  const declared = declarationBefore(tokens, loop, counter.spelling);
  const value = declared === undefined ? undefined : startDown(tokens, counter, declared.value, rest);
  if (declared === undefined || value === undefined) return undefined;
  const name = { start: compared.name, end: compared.name + 1 };
  const lessOne = { start: value.end, end: declared.value.end };
  return {
    before: [],
    count: [name, { id: MINUS_MINUS, spanOf: counter.step }],
    replaced: [{ ...lessOne, pieces: [] }],
  };
}

// `while (n > 0)` (`!= 0`, `>= 1`) of a name the body decrements and reads nowhere else: `while (n --)`.
function downToZero(tokens: Arrays, counter: Counter, rest: readonly TokenRange[]): Repeat | undefined {
  const compared = comparisonOf(tokens, counter.condition, counter.spelling);
  if (compared === undefined || !downToOne(tokens, compared)) return undefined;
  if (rest.some((range) => spells(tokens, range, counter.spelling))) return undefined;
  const name = { start: compared.name, end: compared.name + 1 };
  return { before: [], count: [name, { id: MINUS_MINUS, spanOf: counter.step }], replaced: [] };
}

// A counter up from `start` (`0` below the count, `1` to it), compared in its condition: the count it stands
// for, when the body (`rest`, without the counter's update) spells neither it nor the count's names.
function countUp(
  tokens: Arrays,
  counter: Counter,
  start: TokenRange,
  rest: readonly TokenRange[],
): Piece[] | undefined {
  const compared = comparisonOf(tokens, counter.condition, counter.spelling);
  if (compared === undefined) return undefined;
  const { operator, other } = compared;
  const from = literalOf(tokens, start);
  const up =
    (from === ZERO && (operator === tok.less || operator === NOT_EQUAL)) ||
    (from === ONE && operator === LESS_EQUAL);
  if (!up || !isOperand(tokens.ids, other) || !unread(tokens, counter.spelling, other, rest))
    return undefined;
  return [other, { id: MINUS_MINUS, spanOf: counter.step }];
}

// A counter down from `start` to `> 0` (`>= 1`, `!= 0`), or from `n - 1` to `>= 0`: the start it counts
// down from (`n` for the second), when the body spells neither the counter nor the start's names.
function startDown(
  tokens: Arrays,
  counter: Counter,
  start: TokenRange,
  rest: readonly TokenRange[],
): TokenRange | undefined {
  const compared = comparisonOf(tokens, counter.condition, counter.spelling);
  if (compared === undefined) return undefined;
  const toZero = compared.operator === GREATER_EQUAL && literalOf(tokens, compared.other) === ZERO;
  const value = downToOne(tokens, compared) ? start : toZero ? lessOne(tokens, start) : undefined;
  if (value === undefined || !isOperand(tokens.ids, value)) return undefined;
  return unread(tokens, counter.spelling, value, rest) ? value : undefined;
}

// Whether a comparison, the counter on its left, holds down to 1 and no further: `> 0`, `!= 0` or `>= 1`.
function downToOne(tokens: Arrays, compared: { operator: number; other: TokenRange }): boolean {
  const to = literalOf(tokens, compared.other);
  const { operator } = compared;
  return (
    (to === ZERO && (operator === tok.greater || operator === NOT_EQUAL)) ||
    (to === ONE && operator === GREATER_EQUAL)
  );
}

// Whether `rest` spells neither the counter nor any name of `count` (which may then not change in it).
function unread(tokens: Arrays, counter: number, count: TokenRange, rest: readonly TokenRange[]): boolean {
  return rest.every((range) => !spells(tokens, range, counter) && !spellsAnyOf(tokens, range, count));
}

// The counter's start, `T i = v` (T one or two words) or `i = v` over `range`: whether it declares the
// counter, and `v`; undefined when `range` is neither.
function initOf(
  tokens: Arrays,
  range: TokenRange,
  counter: number,
): { declares: boolean; value: TokenRange } | undefined {
  const { ids } = tokens;
  const assign = range.start + ids.subarray(range.start, range.end).indexOf(tok.assign);
  const name = assign - 1;
  if (assign < range.start || name - range.start > 2 || !isName(tokens, name, counter)) return undefined;
  for (let t = range.start; t < name; t++) if (!typeStarts.has(ids[t]!)) return undefined;
  return { declares: name > range.start, value: { start: assign + 1, end: range.end } };
}

// The declaration `T i = v;` of the counter among the plain statements before the loop in its block (none
// between them names the counter), when the counter is not read after the loop: the statement and `v`.
function declarationBefore(
  tokens: Arrays,
  loop: Loop,
  counter: number,
): { statement: TokenRange; value: TokenRange } | undefined {
  const { ids } = tokens;
  if (readAfter(tokens, loop.body.end, counter)) return undefined;
  let end = loop.at;
  while (ids[end - 1] === tok.semicolon) {
    let start = end - 1;
    for (let depth = 0; start > 0; start--) {
      const id = ids[start - 1]!;
      if (isCloser(id)) depth++;
      else if (isOpener(id) && depth-- === 0) break;
      else if (depth === 0 && (id === tok.semicolon || id === tok.closeBrace)) break;
    }
    // A control statement's end (`if (c) x = 1;`) is not a plain statement's.
    if (headedControl.has(ids[start]!) || bareControl.has(ids[start]!)) return undefined;
    const statement = { start, end };
    const init = initOf(tokens, { start, end: end - 1 }, counter);
    if (init !== undefined) return init.declares ? { statement, value: init.value } : undefined;
    if (spells(tokens, statement, counter)) return undefined;
    end = start;
  }
  return undefined;
}

// Whether a name spelled `spelling` is read after token `end` in the block around it, before it is stored
// to again: a later loop may reuse the counter's name (`i = 0;`, `for (int i = …`).
function readAfter(tokens: Arrays, end: number, spelling: number): boolean {
  const { ids } = tokens;
  let depth = 0;
  for (let t = end; t < ids.length; t++) {
    const id = ids[t]!;
    if (isOpener(id)) depth++;
    else if (isCloser(id) && --depth < 0) return false;
    else if (isName(tokens, t, spelling)) return !(ids[t + 1] === tok.assign && isStatementStart(ids, t));
  }
  return false;
}

// Whether the name at `t` starts a statement or a `for`'s init, or is the name a declaration there declares
// (`int i`, `size_t i`).
function isStatementStart(ids: Uint32Array, t: number): boolean {
  let u = t;
  while (u > 0 && t - u < 2 && typeStarts.has(ids[u - 1]!)) u--;
  const before = ids[u - 1];
  return (
    before === tok.semicolon ||
    before === tok.openBrace ||
    before === tok.closeBrace ||
    before === tok.openParen
  );
}

// The spelling of the name at `t`, or undefined when no name stands there.
function spellingAt(tokens: Arrays, t: number): number | undefined {
  return tokens.ids[t] === tok.identifier ? tokens.spellings[t] : undefined;
}

// The statement `i ++;` or `i --;` first or last in the block `body`, dropped, or the body itself, read as
// the empty block (so that `{ n--; }` and `n--;` read alike); undefined when neither.
function updateAtEdge(tokens: Arrays, body: TokenRange, name: number): Rewrite | undefined {
  const { ids } = tokens;
  const isStep = (t: number) =>
    isName(tokens, t, name) &&
    (ids[t + 1] === MINUS_MINUS || ids[t + 1] === PLUS_PLUS) &&
    ids[t + 2] === tok.semicolon;
  if (ids[body.start] !== tok.openBrace) {
    if (body.end - body.start !== 3 || !isStep(body.start)) return undefined;
    const braces = [
      { id: tok.openBrace, spanOf: body.start },
      { id: tok.closeBrace, spanOf: body.end - 1 },
    ];
    return { ...body, pieces: braces };
  }
  if (body.end - body.start < 5) return undefined;
  if (isStep(body.start + 1)) return { start: body.start + 1, end: body.start + 4, pieces: [] };
  // Last: after the end of a statement of the block's own (not inside a bracket of it).
  const last = body.end - 4;
  const before = ids[last - 1];
  if (isStep(last) && (before === tok.semicolon || before === tok.closeBrace || before === tok.openBrace))
    return { start: last, end: last + 3, pieces: [] };
  return undefined;
}

// A `for` header's three parts between its brackets [from, close), split at its two top-level `;`.
function headerParts(
  ids: Uint32Array,
  from: number,
  close: number,
): [TokenRange, TokenRange, TokenRange] | undefined {
  const first = outsideBrackets(ids, tok.semicolon, from, close);
  const second = first < 0 ? -1 : outsideBrackets(ids, tok.semicolon, first + 1, close);
  if (second < 0 || outsideBrackets(ids, tok.semicolon, second + 1, close) >= 0) return undefined;
  return [
    { start: from, end: first },
    { start: first + 1, end: second },
    { start: second + 1, end: close },
  ];
}

// The comparison `range` is, with the name spelled `spelling` alone on one side: the name's position, the
// operator as it reads with the name on its left, and the other side; undefined when it is no such one.
function comparisonOf(
  tokens: Arrays,
  range: TokenRange,
  spelling: number,
): { name: number; operator: number; other: TokenRange } | undefined {
  const { ids } = tokens;
  if (range.end - range.start < 3) return undefined;
  if (isName(tokens, range.start, spelling) && FLIPPED.has(ids[range.start + 1]!))
    return {
      name: range.start,
      operator: ids[range.start + 1]!,
      other: { start: range.start + 2, end: range.end },
    };
  const last = range.end - 1;
  const flipped = FLIPPED.get(ids[last - 1]!);
  if (isName(tokens, last, spelling) && flipped !== undefined)
    return { name: last, operator: flipped, other: { start: range.start, end: last - 1 } };
  return undefined;
}

// The spelling of the one literal `range` is, or undefined.
function literalOf(tokens: Arrays, range: TokenRange): number | undefined {
  if (range.end - range.start !== 1 || tokens.ids[range.start] !== normalIds.number) return undefined;
  return tokens.spellings[range.start];
}

// `range` without a last `- 1`, or undefined when it does not end so.
function lessOne(tokens: Arrays, range: TokenRange): TokenRange | undefined {
  const end = range.end - 2;
  const one = literalOf(tokens, { start: end + 1, end: range.end });
  return end > range.start && tokens.ids[end] === MINUS && one === ONE
    ? { start: range.start, end }
    : undefined;
}

// One operand: a name or a literal, then `.name`s (`->`, `::`), then an empty call `()` at most.
function isOperand(ids: Uint32Array, range: TokenRange): boolean {
  let end = range.end;
  if (end - range.start >= 3 && ids[end - 2] === tok.openParen && ids[end - 1] === tok.closeParen) end -= 2;
  if (end <= range.start || (end - range.start) % 2 === 0) return false;
  const first = ids[range.start];
  if (first !== tok.identifier && (first !== normalIds.number || end - range.start > 1)) return false;
  for (let t = range.start + 1; t < end; t += 2)
    if (!memberAccess.has(ids[t]!) || ids[t + 1] !== tok.identifier) return false;
  return true;
}

function isName(tokens: Arrays, t: number, spelling: number): boolean {
  return tokens.ids[t] === tok.identifier && tokens.spellings[t] === spelling;
}

// Whether a name spelled `spelling` stands in `range`.
function spells(tokens: Arrays, range: TokenRange, spelling: number): boolean {
  for (let t = range.start; t < range.end; t++) if (isName(tokens, t, spelling)) return true;
  return false;
}

// Whether any name of `names` (a range of tokens) stands in `range`.
function spellsAnyOf(tokens: Arrays, range: TokenRange, names: TokenRange): boolean {
  for (let t = names.start; t < names.end; t++)
    if (tokens.ids[t] === tok.identifier && spells(tokens, range, tokens.spellings[t]!)) return true;
  return false;
}
