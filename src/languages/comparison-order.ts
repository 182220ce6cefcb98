// Comparisons in one canonical form, for the C-family front ends before their statements are outlined
// (normalize-statements.ts), so a copy whose comparisons an IDE's "flip comparison" or an obfuscator turned
// around (`i < n` → `n > i`, `x == 0` → `0 == x`) gives its original's tokens again. The two sides are put
// in one order by their folded tokens (the longer first, then by id), the operator turned with them (`<` ↔
// `>`, `<=` ↔ `>=`); sides alike in their folded tokens (`i`, `n`) are put so the operator reads `<` or `<=`.
// Ordering by the sides, not by the operator, keeps apart nothing that was alike: `x > 30` and `x < 18.5`
// keep one shape, as they had before (reading every `>` as a `<` with its sides swapped lost IR-Plag AUC:
// it gave those two different shapes). Only where both sides are simple operands (a name or a literal, then
// `.name`, `->name` and `[…]` any number of times, nothing called or changed inside) and the comparison
// stands alone between its neighbours, so that the sides are whole and nothing is evaluated in another
// order. A `,` does not count as a neighbour before it: in `Map<K, V> m;` the `V > m` is no comparison.
// Moved tokens keep their own spans and spellings. Rewrites the arrays it is given, in place.
import { tokenId } from '../engine/token-id.js';
import type { TokenSequence } from '../engine/types.js';
import { IdTable } from './id-table.js';
import { compoundAssign, incDec, plainValues, tok } from './statement-tokens.js';

const LESS = tok.less;
const GREATER = tok.greater;
const LESS_EQUAL = tokenId('<=');
const GREATER_EQUAL = tokenId('>=');
const EQUAL = tokenId('==');
const NOT_EQUAL = tokenId('!=');
const BEFORE = IdTable.of(['(', '&&', '||', ';', '?', ':', '=', 'return'].map((text) => tokenId(text)));
const AFTER = IdTable.of([')', '&&', '||', ';', '?', ':', ','].map((text) => tokenId(text)));

/** Puts the comparisons of `tokens` in canonical form, rewriting its arrays in place. */
export function putComparisonsInOrder(tokens: TokenSequence): void {
  const { ids } = tokens;
  // Each token is first tested against the six comparisons, the only test most tokens get.
  for (let operator = 1; operator < ids.length - 1; operator++) {
    const id = ids[operator]!;
    if (
      id !== LESS &&
      id !== GREATER &&
      id !== LESS_EQUAL &&
      id !== GREATER_EQUAL &&
      id !== EQUAL &&
      id !== NOT_EQUAL
    )
      continue;
    const start = simpleOperandStart(ids, operator);
    if (start < 1 || !BEFORE.has(ids[start - 1]!)) continue;
    const end = simpleOperandEnd(ids, operator + 1);
    if (end < 0 || end >= ids.length || !AFTER.has(ids[end]!)) continue;
    const left = { start, end: operator };
    const right = { start: operator + 1, end };
    const order = compareSides(ids, left, right);
    if (order < 0 || (order === 0 && id !== GREATER && id !== GREATER_EQUAL)) continue;
    swapSides(tokens, { left, right });
    ids[start + (end - operator - 1)] = turned(id);
    operator = end;
  }
}

/** A comparison as it reads with its sides swapped. */
function turned(id: number): number {
  if (id === LESS) return GREATER;
  if (id === GREATER) return LESS;
  if (id === LESS_EQUAL) return GREATER_EQUAL;
  if (id === GREATER_EQUAL) return LESS_EQUAL;
  return id;
}

// The order of two sides: negative when `left` goes first, positive when `right` does, 0 when their folded
// tokens are the same. The longer first, then by their tokens' ids.
function compareSides(ids: Uint32Array, left: Side, right: Side): number {
  const lengthLeft = left.end - left.start;
  const lengthRight = right.end - right.start;
  if (lengthLeft !== lengthRight) return lengthRight - lengthLeft;
  for (let i = 0; i < lengthLeft; i++) {
    const a = ids[left.start + i]!;
    const b = ids[right.start + i]!;
    if (a !== b) return a < b ? -1 : 1;
  }
  return 0;
}

interface Side {
  readonly start: number;
  readonly end: number;
}

// Rewrites tokens [left.start, right.end) of every array (`width` entries a token) as the right side, the
// operator, the left side.
function swapSides(arrays: TokenSequence, sides: { left: Side; right: Side }): void {
  const { left, right } = sides;
  const rightLength = right.end - right.start;
  const reorder = (array: Uint32Array, width: number) => {
    const start = width * left.start;
    const leftPart = array.slice(start, width * left.end);
    const operator = array.slice(width * left.end, width * right.start);
    array.copyWithin(start, width * right.start, width * right.end);
    array.set(operator, start + width * rightLength);
    array.set(leftPart, start + width * (rightLength + 1));
  };
  reorder(arrays.ids, 1);
  reorder(arrays.spans, 4);
  if (arrays.spellings) reorder(arrays.spellings, 1);
}

const OPERANDS = IdTable.of(plainValues);
/** Inside `[…]` of a simple operand: nothing that calls or changes anything. */
const NOT_INSIDE = IdTable.of([tok.openParen, tok.assign, ...compoundAssign, ...incDec]);

/**
 * Where a simple operand starting at `from` ends (exclusive), or -1 if none starts there: a name or a
 * literal, then `.name`, `->name` and `[…]` without calls or assignments inside, any number of times.
 */
export function simpleOperandEnd(ids: Uint32Array, from: number): number {
  if (from >= ids.length || !OPERANDS.has(ids[from]!)) return -1;
  let t = from + 1;
  for (;;) {
    const id = ids[t];
    if ((id === tok.dot || id === tok.arrow) && ids[t + 1] === tok.identifier) t += 2;
    else if (id === tok.openBracket) {
      let depth = 0;
      for (; t < ids.length; t++) {
        const inside = ids[t]!;
        if (inside === tok.openBracket) depth++;
        else if (inside === tok.closeBracket && --depth === 0) break;
        else if (NOT_INSIDE.has(inside)) return -1;
      }
      if (t === ids.length) return -1;
      t++;
    } else return id === tok.openParen ? -1 : t;
  }
}

/**
 * Where the simple operand ending at `end` (exclusive) starts, or -1 if none ends there: read backwards, as
 * simpleOperandEnd reads forwards.
 */
function simpleOperandStart(ids: Uint32Array, end: number): number {
  let t = end - 1;
  while (t >= 0) {
    const id = ids[t]!;
    if (id === tok.closeBracket) {
      let depth = 0;
      for (; t >= 0; t--) {
        const inside = ids[t]!;
        if (inside === tok.closeBracket) depth++;
        else if (inside === tok.openBracket && --depth === 0) break;
        else if (NOT_INSIDE.has(inside)) return -1;
      }
      t--;
    } else if (id === tok.identifier && t >= 2 && (ids[t - 1] === tok.dot || ids[t - 1] === tok.arrow))
      t -= 2;
    else return OPERANDS.has(id) ? t : -1;
  }
  return -1;
}
