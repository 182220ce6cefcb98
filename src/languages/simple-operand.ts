// Simple operands in a C-family token stream: a name or a literal, then `.name`, `->name` and `[…]` any
// number of times, nothing called or changed inside. Canonical forms that move or drop tokens
// (comparison-order.ts, assignment-form.ts) apply only around such operands, so nothing is evaluated in
// another order or another number of times. Pure.
import { tokenId } from '../engine/token-id.js';
import { IdTable } from './id-table.js';
import { normalIds } from './normal-tokens.js';
import { tok } from './statement-tokens.js';

const OPERANDS = IdTable.of([
  normalIds.identifier,
  normalIds.number,
  normalIds.string,
  normalIds.char,
  tokenId('true'),
  tokenId('false'),
  tokenId('null'),
  tokenId('nullptr'),
  tokenId('NULL'),
]);
/** Inside `[…]` of a simple operand: nothing that calls or changes anything. */
const NOT_INSIDE = IdTable.of(
  ['(', '++', '--', '=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<=', '>>=', '>>>='].map((text) =>
    tokenId(text),
  ),
);
const ARROW = tokenId('->');

/**
 * Where a simple operand starting at `from` ends (exclusive), or -1 if none starts there: a name or a
 * literal, then `.name`, `->name` and `[…]` without calls or assignments inside, any number of times.
 */
export function simpleOperandEnd(ids: Uint32Array, from: number): number {
  if (from >= ids.length || !OPERANDS.has(ids[from]!)) return -1;
  let t = from + 1;
  for (;;) {
    const id = ids[t];
    if ((id === tok.dot || id === ARROW) && ids[t + 1] === tok.identifier) t += 2;
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
export function simpleOperandStart(ids: Uint32Array, end: number): number {
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
    } else if (id === tok.identifier && t >= 2 && (ids[t - 1] === tok.dot || ids[t - 1] === ARROW)) t -= 2;
    else return OPERANDS.has(id) ? t : -1;
  }
  return -1;
}
