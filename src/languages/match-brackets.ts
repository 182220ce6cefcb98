// Pairs each `(` `[` `{` of a token stream with its closer, for the statement outline to jump over
// parentheses and find block ends. A stream whose brackets do not nest is not outlined at all.
import { ScratchArray } from '../engine/scratch-array.js';
import { tok } from './statement-tokens.js';

// The six brackets, each opener right before its closer: kind k (1 to 6) is BRACKETS[k - 1], odd for openers.
const BRACKETS = [
  tok.openParen,
  tok.closeParen,
  tok.openBracket,
  tok.closeBracket,
  tok.openBrace,
  tok.closeBrace,
];

/**
 * A token's bracket kind read off one byte of its id, then checked by one comparison: most tokens are no
 * bracket, and six comparisons each made matching brackets a few percent of normalizing a file. The byte is
 * the lowest one at which the six ids all differ.
 */
const { shift, kinds, ids } = bracketTable();

function bracketTable(): { shift: number; kinds: Int8Array; ids: Uint32Array } {
  for (let shift = 0; shift <= 24; shift++) {
    const bytes = new Set(BRACKETS.map((id) => (id >>> shift) & 0xff));
    if (bytes.size < BRACKETS.length) continue;
    const kinds = new Int8Array(256);
    const ids = new Uint32Array(BRACKETS.length + 1);
    BRACKETS.forEach((id, i) => {
      kinds[(id >>> shift) & 0xff] = i + 1;
      ids[i + 1] = id;
    });
    return { shift, kinds, ids };
  }
  throw new RangeError('no byte of the bracket ids tells them apart');
}

// Open brackets of the stream being matched, innermost last.
const openScratch = new ScratchArray((length) => new Uint32Array(length), 1 << 20);

/** Per token, the position of the bracket it pairs with (-1 for other tokens); undefined if any is unpaired. */
export function matchBrackets(tokenIds: Uint32Array): Int32Array | undefined {
  const n = tokenIds.length;
  const match = new Int32Array(n).fill(-1);
  const stack = openScratch.take(n);
  let depth = 0;
  for (let t = 0; t < n; t++) {
    const id = tokenIds[t]!;
    const kind = kinds[(id >>> shift) & 0xff]!;
    if (kind === 0 || ids[kind] !== id) continue;
    if ((kind & 1) === 1) {
      stack[depth++] = t;
      continue;
    }
    if (depth === 0) return undefined;
    const opener = stack[--depth]!;
    // The opener's kind is one less than its closer's.
    if (kinds[(tokenIds[opener]! >>> shift) & 0xff] !== kind - 1) return undefined;
    match[opener] = t;
    match[t] = opener;
  }
  return depth === 0 ? match : undefined;
}

/** A token id's bracket kind (1 to 6, odd for openers), or 0 for any other token. */
function kindOf(id: number): number {
  const kind = kinds[(id >>> shift) & 0xff]!;
  return kind !== 0 && ids[kind] === id ? kind : 0;
}

/**
 * Whether the brackets of tokens [from, to) close what they open, in order: a macro's body, say, which is
 * only left out or expanded whole when it does.
 */
export function bracketsBalance(tokenIds: Uint32Array, from: number, to: number): boolean {
  const open: number[] = [];
  for (let t = from; t < to; t++) {
    const kind = kindOf(tokenIds[t]!);
    if (kind === 0) continue;
    if ((kind & 1) === 1) open.push(kind);
    else if (open.pop() !== kind - 1) return false;
  }
  return open.length === 0;
}

/** Whether token id `id` is one of the six brackets. */
export function isBracket(id: number): boolean {
  return kindOf(id) !== 0;
}
