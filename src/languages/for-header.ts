// The parts of a counted loop's header, `for (init; cond; update)`, for the statement outline to read the
// loop as `init; while (cond) { body update; }` (statement-outline.ts): the two are the same loop, and
// students and obfuscators rewrite one as the other. A header without exactly two `;` outside brackets
// (Java's `for (T x : xs)`, C++'s range `for`, anything a macro made) is no counted loop and is left alone.
import { tok } from './statement-tokens.js';

/** Tokens [start, end). */
export interface TokenRange {
  readonly start: number;
  readonly end: number;
}

export interface ForHeader {
  /**
   * The init as statements, each ending with the token that becomes its `;`: the first `;`, or a `,`
   * between assignments (`i = 0, j = n` is two statements; a declaration `int i = 0, j = n` stays one).
   */
  readonly inits: TokenRange[];
  /** The condition, between the two `;` (empty in `for (;;)`). */
  readonly condition: TokenRange;
  /** The update as statements, each ending with the `,` or the `)` that becomes its `;`. */
  readonly updates: TokenRange[];
  /** The second `;`, which becomes the `)` closing the condition. */
  readonly conditionEnd: number;
  /** The `)` closing the header. */
  readonly close: number;
}

/**
 * The header whose `(` is at `open`, brackets paired by `match`; undefined if it is no counted loop.
 * `declares` tells whether tokens [open + 1, first `;`) declare a name (then the init is not split).
 */
export function forHeader(
  ids: Uint32Array,
  match: Int32Array,
  open: number,
  declares: (range: TokenRange) => boolean,
): ForHeader | undefined {
  const close = match[open]!;
  const semicolons = topLevel(ids, match, { start: open + 1, end: close }, tok.semicolon);
  if (semicolons.length !== 2) return undefined;
  const [first, second] = semicolons as [number, number];
  const init = { start: open + 1, end: first };
  const inits = init.start === init.end ? [] : declares(init) ? [withEnd(init)] : split(ids, match, init);
  const update = { start: second + 1, end: close };
  const updates = update.start === update.end ? [] : split(ids, match, update);
  return { inits, condition: { start: first + 1, end: second }, updates, conditionEnd: second, close };
}

/** `range` with the token after it (its terminator) taken in. */
const withEnd = (range: TokenRange): TokenRange => ({ start: range.start, end: range.end + 1 });

/** The parts of `range` between its top-level commas, each with the comma or the token after it. */
function split(ids: Uint32Array, match: Int32Array, range: TokenRange): TokenRange[] {
  const parts: TokenRange[] = [];
  let start = range.start;
  for (const comma of [...topLevel(ids, match, range, tok.comma), range.end]) {
    if (comma > start) parts.push({ start, end: comma + 1 });
    start = comma + 1;
  }
  return parts;
}

/** Positions of `id` in `range` outside the brackets it holds. */
export function topLevel(ids: Uint32Array, match: Int32Array, range: TokenRange, id: number): number[] {
  const found: number[] = [];
  for (let t = range.start; t < range.end; t++) {
    const here = ids[t]!;
    if (here === id) found.push(t);
    else if (here === tok.openParen || here === tok.openBracket || here === tok.openBrace)
      t = Math.max(t, match[t]!);
  }
  return found;
}
