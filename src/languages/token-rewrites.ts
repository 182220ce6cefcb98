// Rewrites of a few statements in a token sequence, for the front ends' readings that change a statement's
// shape (conditional-form.ts): each replaces tokens [start, end) by pieces, stretches of
// the old tokens in any order and tokens it adds, and the rest is copied as it was. Tokens keep their spans
// and spellings; an added token takes the span of a token it stands for. Brackets are paired, and a
// statement's end found, by a walk from the token at hand, not over the file: these run on every file, and
// most have no statement of the kind.
import { ScratchArray } from '../engine/scratch-array.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { bareControl, headedControl, tok } from './statement-tokens.js';

/**
 * A token a rewrite adds, with the span of the token at `spanOf` (to the end of the one at `spanTo`, if
 * given; a macro's expansion spans its whole use), and no spelling unless given.
 */
export interface AddedToken {
  readonly id: number;
  readonly spanOf: number;
  readonly spanTo?: number;
  readonly spelling?: number;
}

export type Piece = TokenRange | AddedToken;

/** What tokens [start, end) are replaced by. */
export interface Rewrite {
  readonly start: number;
  readonly end: number;
  readonly pieces: readonly Piece[];
}

// The arrays rewrites are written to, reused from file to file on a thread: fresh ones for every file were
// garbage at once. Kept for at most this many tokens. Two sets take turns, so that rewriting tokens a lent
// rewrite wrote (branch-form.ts, then repeat-loops.ts) never writes over what it reads.
const KEPT_CAPACITY = 1 << 20;
const scratchSets = [0, 1].map(() => ({
  ids: new ScratchArray((length) => new Uint32Array(length), KEPT_CAPACITY),
  spans: new ScratchArray((length) => new Uint32Array(length), 4 * KEPT_CAPACITY),
  spellings: new ScratchArray((length) => new Uint32Array(length), KEPT_CAPACITY),
}));

/**
 * `tokens` with `rewrites` (in order, none overlapping another) in place, in arrays valid until the next
 * rewrite but one on this thread: statement normalization copies out what it returns (token-output.ts).
 * With `lend` false, in new arrays: for a front end's respell, whose tokens statement normalization then
 * rewrites again. Stretches between rewrites are copied in bulk: a file has a rewrite or two in thousands
 * of tokens.
 */
export function emitRewrites(
  tokens: Required<TokenSequence>,
  rewrites: readonly Rewrite[],
  lend = true,
): TokenSequence {
  const { ids, spans, spellings } = tokens;
  let capacity = ids.length;
  for (const { start, end, pieces } of rewrites) {
    let length = 0;
    for (const piece of pieces) length += 'id' in piece ? 1 : piece.end - piece.start;
    capacity += Math.max(0, length - (end - start));
  }
  const scratch = scratchSets[scratchSets[0]!.ids.holds(ids) ? 1 : 0]!;
  const out = {
    ids: lend ? scratch.ids.take(capacity) : new Uint32Array(capacity),
    spans: lend ? scratch.spans.take(4 * capacity) : new Uint32Array(4 * capacity),
    spellings: lend ? scratch.spellings.take(capacity) : new Uint32Array(capacity),
    length: 0,
  };
  const copy = (start: number, end: number) => {
    const n = out.length;
    out.ids.set(ids.subarray(start, end), n);
    out.spans.set(spans.subarray(4 * start, 4 * end), 4 * n);
    out.spellings.set(spellings.subarray(start, end), n);
    out.length += end - start;
  };
  const add = ({ id, spanOf, spanTo = spanOf, spelling }: AddedToken) => {
    const n = out.length++;
    out.ids[n] = id;
    out.spans[4 * n] = spans[4 * spanOf]!;
    out.spans[4 * n + 1] = spans[4 * spanOf + 1]!;
    out.spans[4 * n + 2] = spans[4 * spanTo + 2]!;
    out.spans[4 * n + 3] = spans[4 * spanTo + 3]!;
    out.spellings[n] = spelling ?? 0;
  };
  let t = 0;
  for (const rewrite of rewrites) {
    copy(t, rewrite.start);
    for (const piece of rewrite.pieces)
      if ('id' in piece) add(piece);
      else copy(piece.start, piece.end);
    t = rewrite.end;
  }
  copy(t, ids.length);
  const { length } = out;
  return {
    ids: out.ids.subarray(0, length),
    spans: out.spans.subarray(0, 4 * length),
    spellings: out.spellings.subarray(0, length),
  };
}

/** Whether `id` opens a bracket of any kind: `(`, `[` or `{`. */
export const isOpener = (id: number) =>
  id === tok.openParen || id === tok.openBracket || id === tok.openBrace;
/** Whether `id` closes a bracket of any kind. */
export const isCloser = (id: number) =>
  id === tok.closeParen || id === tok.closeBracket || id === tok.closeBrace;

/** The bracket closing the one at `open`, by depth over every kind; -1 when the tokens end first. */
export function closerOf(ids: ArrayLike<number>, open: number): number {
  let depth = 0;
  for (let t = open; t < ids.length; t++) {
    const id = ids[t]!;
    if (isOpener(id)) depth++;
    else if (isCloser(id) && --depth === 0) return t;
  }
  return -1;
}

/**
 * The opener of the innermost bracket holding token `t` (or closing at `t`), by a walk back over every kind,
 * if it is of `kind`; -1 when it is another kind or there is none.
 */
export function openerOf(ids: ArrayLike<number>, t: number, kind: number): number {
  let depth = 0;
  for (let u = t - 1; u >= 0; u--) {
    const id = ids[u]!;
    if (isCloser(id)) depth++;
    else if (isOpener(id)) {
      if (depth === 0) return id === kind ? u : -1;
      depth--;
    }
  }
  return -1;
}

/**
 * The last token of the statement at `start`: a block's `}`, a plain statement's `;`, a control statement's
 * last body (an `if`'s `else` branch, a `do`'s `while (…);`); -1 when it cannot be told (a `try`, tokens that
 * end first).
 */
export function statementEnd(ids: Uint32Array, start: number): number {
  const id = ids[start];
  if (id === undefined) return -1;
  if (id === tok.openBrace) return closerOf(ids, start);
  if (id === tok.do) {
    const body = statementEnd(ids, start + 1);
    if (body < 0 || ids[body + 1] !== tok.while || ids[body + 2] !== tok.openParen) return -1;
    const close = closerOf(ids, body + 2);
    return close >= 0 && ids[close + 1] === tok.semicolon ? close + 1 : -1;
  }
  if (headedControl.has(id)) {
    if (ids[start + 1] !== tok.openParen) return -1;
    const close = closerOf(ids, start + 1);
    const body = close < 0 ? -1 : statementEnd(ids, close + 1);
    if (body < 0 || id !== tok.if || ids[body + 1] !== tok.else) return body;
    return statementEnd(ids, body + 2);
  }
  if (bareControl.has(id)) return -1;
  let depth = 0;
  for (let t = start; t < ids.length; t++) {
    const at = ids[t]!;
    if (isOpener(at)) depth++;
    else if (isCloser(at)) {
      if (--depth < 0) return -1;
    } else if (depth === 0 && at === tok.semicolon) return t;
  }
  return -1;
}

/** The tokens of the statement that starts at `start`, through its last; undefined if it cannot be told. */
export function statementAt(ids: Uint32Array, start: number): TokenRange | undefined {
  const last = statementEnd(ids, start);
  return last < 0 ? undefined : { start, end: last + 1 };
}

/** The first `id` in tokens [from, to) outside brackets; -1 if none. */
export function outsideBrackets(ids: ArrayLike<number>, id: number, from: number, to: number): number {
  let depth = 0;
  for (let t = from; t < to; t++) {
    const at = ids[t]!;
    if (isOpener(at)) depth++;
    else if (isCloser(at)) depth--;
    else if (depth === 0 && at === id) return t;
  }
  return -1;
}

/**
 * The arguments of a call whose brackets hold tokens [from, close): split at its top-level commas, none when
 * the brackets are empty.
 */
export function argumentsOf(ids: ArrayLike<number>, from: number, close: number): TokenRange[] {
  const args: TokenRange[] = [];
  let depth = 0;
  let start = from;
  for (let t = from; t < close; t++) {
    const id = ids[t]!;
    if (isOpener(id)) depth++;
    else if (isCloser(id)) depth--;
    else if (depth === 0 && id === tok.comma) {
      args.push({ start, end: t });
      start = t + 1;
    }
  }
  if (close > from) args.push({ start, end: close });
  return args;
}
