// Rewrites of a few statements in a token sequence, for the front ends' readings that change a statement's
// shape (conditional-form.ts): each replaces tokens [start, end) by pieces, stretches of
// the old tokens in any order and tokens it adds, and the rest is copied as it was. Tokens keep their spans
// and spellings; an added token takes the span of a token it stands for. Brackets are paired by a walk from
// the bracket at hand, not over the file: these run on every file, and most have no statement of the kind.
import { ScratchArray } from '../engine/scratch-array.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { tok } from './statement-tokens.js';

/** A token a rewrite adds, with the span of the token at `spanOf`. */
export interface AddedToken {
  readonly id: number;
  readonly spanOf: number;
}

export type Piece = TokenRange | AddedToken;

/** What tokens [start, end) are replaced by; `start` is the key it is filed under. */
export interface Rewrite {
  readonly end: number;
  readonly pieces: readonly Piece[];
}

// Arrays that are kept for at most this many tokens.
const KEPT_CAPACITY = 1 << 20;

/**
 * The arrays one kind of rewrite writes its output to, reused from file to file on a thread: fresh ones for
 * every file cost a tenth of a rewrite's time (allocated and zeroed). Each kind has its own, as one kind's
 * output is the next one's input. The output is valid until the same kind rewrites the next file, which
 * holds because statement normalization copies out what it returns (token-output.ts).
 */
export class RewriteArrays {
  readonly ids = new ScratchArray((length) => new Uint32Array(length), KEPT_CAPACITY);
  readonly spans = new ScratchArray((length) => new Uint32Array(length), 4 * KEPT_CAPACITY);
  readonly spellings = new ScratchArray((length) => new Uint32Array(length), KEPT_CAPACITY);
}

/**
 * `tokens` with each rewrite (by start, none overlapping another's tokens but one inside a stretch another
 * copies) in place, in `arrays`. Stretches between rewrites are copied in bulk: most files a front end
 * rewrites have a rewrite or two in thousands of tokens.
 */
export function emitRewrites(
  tokens: TokenSequence,
  rewrites: ReadonlyMap<number, Rewrite>,
  arrays: RewriteArrays,
): TokenSequence {
  const { ids, spans, spellings } = tokens;
  const capacity = ids.length + growth(rewrites);
  const out = {
    ids: arrays.ids.take(capacity),
    spans: arrays.spans.take(4 * capacity),
    spellings: arrays.spellings.take(capacity),
    length: 0,
  };
  const starts = Int32Array.from(rewrites.keys()).sort();
  const copyStretch = (start: number, end: number) => {
    const n = out.length;
    out.ids.set(ids.subarray(start, end), n);
    out.spans.set(spans.subarray(4 * start, 4 * end), 4 * n);
    if (spellings !== undefined) out.spellings.set(spellings.subarray(start, end), n);
    else out.spellings.fill(0, n, n + end - start);
    out.length += end - start;
  };
  const add = ({ id, spanOf }: AddedToken) => {
    const n = out.length++;
    out.ids[n] = id;
    for (let i = 0; i < 4; i++) out.spans[4 * n + i] = spans[4 * spanOf + i]!;
    out.spellings[n] = 0;
  };
  // Tokens [start, end), with the rewrites that lie wholly inside applied.
  const copy = (start: number, end: number) => {
    let k = firstAtOrAfter(starts, start);
    let t = start;
    while (t < end) {
      while (k < starts.length && starts[k]! < t) k++;
      const next = k < starts.length && starts[k]! < end ? starts[k]! : end;
      copyStretch(t, next);
      if (next === end) return;
      const rewrite = rewrites.get(next)!;
      k++;
      if (rewrite.end > end) {
        copyStretch(next, next + 1);
        t = next + 1;
        continue;
      }
      for (const piece of rewrite.pieces)
        if ('id' in piece) add(piece);
        else copy(piece.start, piece.end);
      t = rewrite.end;
    }
  };
  copy(0, ids.length);
  const { length } = out;
  return {
    ids: out.ids.subarray(0, length),
    spans: out.spans.subarray(0, 4 * length),
    spellings: out.spellings.subarray(0, length),
  };
}

/** Most tokens the rewrites may add: a rewrite inside another's stretch only ever takes some away. */
function growth(rewrites: ReadonlyMap<number, Rewrite>): number {
  let added = 0;
  for (const [start, { end, pieces }] of rewrites) {
    let length = 0;
    for (const piece of pieces) length += 'id' in piece ? 1 : piece.end - piece.start;
    added += Math.max(0, length - (end - start));
  }
  return added;
}

/** The first index of the sorted `starts` whose value is at least `value`. */
function firstAtOrAfter(starts: Int32Array, value: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const isOpener = (id: number) => id === tok.openParen || id === tok.openBracket || id === tok.openBrace;
const isCloser = (id: number) => id === tok.closeParen || id === tok.closeBracket || id === tok.closeBrace;

/** The bracket closing the one at `open`, by depth over every kind; -1 when the tokens end first. */
export function closerOf(ids: Uint32Array, open: number): number {
  let depth = 0;
  for (let t = open; t < ids.length; t++) {
    const id = ids[t]!;
    if (isOpener(id)) depth++;
    else if (isCloser(id) && --depth === 0) return t;
  }
  return -1;
}
