// How many pairs a report lists, and why: those at or above the minimum similarity, and the flagged ones below
// it (the long-fragment rule flags whatever the share, so --min-similarity never hides a flag).
import type { PairResult } from '../check/types.js';
import { plural } from './plural.js';

/** "12 pairs at or above 5.0%", or "… or flagged below it (1)"; `minShown` is the minimum as shown. */
export function describeListed(
  pairs: readonly PairResult[],
  minSimilarity: number,
  minShown: string,
): string {
  const below = pairs.filter((pair) => pair.similarity < minSimilarity).length;
  const listed = `${plural(pairs.length, 'pair')} at or above ${minShown}`;
  return below === 0 ? listed : `${listed} or flagged below it (${below})`;
}
