// Tokens left out of a sequence in place: what the front ends' rewrites that drop tokens share
// (increment-form.ts, literal-lists.ts, a program's unused code in outline-inlined.ts), so the kept tokens keep
// their spans and spellings.
import type { TokenRange, TokenSequence } from '../engine/types.js';

/**
 * `tokens` without the ranges `drops` (in order, disjoint): the kept stretches moved down in one copy each,
 * and views of the same arrays returned.
 */
export function dropTokens(tokens: TokenSequence, drops: readonly TokenRange[]): TokenSequence {
  const { ids, spans, spellings } = tokens;
  let kept = 0;
  let from = 0;
  for (const next of [...drops, { start: ids.length, end: ids.length }]) {
    ids.copyWithin(kept, from, next.start);
    spellings?.copyWithin(kept, from, next.start);
    spans.copyWithin(4 * kept, 4 * from, 4 * next.start);
    kept += next.start - from;
    from = next.end;
  }
  return {
    ids: ids.subarray(0, kept),
    spans: spans.subarray(0, 4 * kept),
    ...(spellings ? { spellings: spellings.subarray(0, kept) } : {}),
  };
}
