// Where statement normalization (normalize-statements.ts) writes the tokens it keeps: arrays reused from one
// file to the next on a thread, tokens copied in stretches with their spans and spellings and without their
// braces, and copied out (or lent) at their final length once the file is done. Knows nothing of statements.
import { ScratchArray } from '../engine/scratch-array.js';
import type { TokenSequence } from '../engine/types.js';
import { tok } from './statement-tokens.js';

/** The tokens being read for the output: their ids as loops are read, spans and spellings. */
export interface CopiedTokens {
  readonly ids: Uint32Array;
  readonly spans: Uint32Array;
  readonly spellings: Uint32Array | undefined;
}

/** The tokens being written, with their spellings when the input has them: braces are left out as they come. */
export interface Output {
  readonly ids: Uint32Array;
  readonly spans: Uint32Array;
  readonly spellings: Uint32Array | undefined;
  length: number;
}

// The arrays of the last output, for the next file on this thread: finishOutput copies the tokens out, so
// fresh ones for every file were garbage at once. Those for more than this many tokens are not kept.
const KEPT_CAPACITY = 1 << 20;
const idScratch = new ScratchArray((length) => new Uint32Array(length), KEPT_CAPACITY);
const spanScratch = new ScratchArray((length) => new Uint32Array(length), 4 * KEPT_CAPACITY);
const spellingScratch = new ScratchArray((length) => new Uint32Array(length), KEPT_CAPACITY);

/** An empty output with room for `capacity` tokens, and for their spellings when `spelled`. */
export function newOutput(capacity: number, spelled = false): Output {
  return {
    ids: idScratch.take(capacity),
    spans: spanScratch.take(4 * capacity),
    spellings: spelled ? spellingScratch.take(capacity) : undefined,
    length: 0,
  };
}

/** Appends tokens [start, end) of `tokens` but their braces. */
export function copyTokens(out: Output, tokens: CopiedTokens, start: number, end: number): void {
  const { ids, spans, spellings } = tokens;
  const { ids: outIds, spans: outSpans, spellings: outSpellings } = out;
  const open = tok.openBrace;
  const close = tok.closeBrace;
  let n = out.length;
  for (let t = start; t < end; t++) {
    const id = ids[t]!;
    if (id === open || id === close) continue;
    outIds[n] = id;
    outSpans[4 * n] = spans[4 * t]!;
    outSpans[4 * n + 1] = spans[4 * t + 1]!;
    outSpans[4 * n + 2] = spans[4 * t + 2]!;
    outSpans[4 * n + 3] = spans[4 * t + 3]!;
    if (outSpellings !== undefined) outSpellings[n] = spellings![t]!;
    n++;
  }
  out.length = n;
}

/** The tokens written, the ids copied out; the spans and spellings too unless they are lent. */
export function finishOutput(out: Output, lendSpans: boolean): TokenSequence {
  const { length } = out;
  const ids = out.ids.slice(0, length);
  const spans = lendSpans ? out.spans.subarray(0, 4 * length) : out.spans.slice(0, 4 * length);
  if (!out.spellings) return { ids, spans };
  const spellings = lendSpans ? out.spellings.subarray(0, length) : out.spellings.slice(0, length);
  return { ids, spans, spellings };
}

/** All of `tokens` but their braces. */
export function withoutBraces(tokens: TokenSequence, lendSpans: boolean): TokenSequence {
  const out = newOutput(tokens.ids.length, tokens.spellings !== undefined);
  const { ids, spans, spellings } = tokens;
  copyTokens(out, { ids, spans, spellings }, 0, ids.length);
  return finishOutput(out, lendSpans);
}
