// Rewrites of a few statements in a token sequence, for the front ends' readings that change a statement's
// shape (conditional-form.ts): each replaces tokens [start, end) by pieces, stretches of
// the old tokens in any order and tokens it adds, and the rest is copied as it was. Tokens keep their spans
// and spellings; an added token takes the span of a token it stands for. Brackets are paired by a walk from
// the bracket at hand, not over the file: these run on every file, and most have no statement of the kind.
import { ScratchArray } from '../engine/scratch-array.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { tok } from './statement-tokens.js';

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
// garbage at once. Kept for at most this many tokens.
const KEPT_CAPACITY = 1 << 20;
const idScratch = new ScratchArray((length) => new Uint32Array(length), KEPT_CAPACITY);
const spanScratch = new ScratchArray((length) => new Uint32Array(length), 4 * KEPT_CAPACITY);
const spellingScratch = new ScratchArray((length) => new Uint32Array(length), KEPT_CAPACITY);

/**
 * `tokens` with `rewrites` (in order, none overlapping another) in place, in arrays valid until the next
 * file's rewrites on this thread: statement normalization copies out what it returns (token-output.ts).
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
  const out = {
    ids: lend ? idScratch.take(capacity) : new Uint32Array(capacity),
    spans: lend ? spanScratch.take(4 * capacity) : new Uint32Array(4 * capacity),
    spellings: lend ? spellingScratch.take(capacity) : new Uint32Array(capacity),
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
