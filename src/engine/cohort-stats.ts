// How similar a course's pairs typically are: the median pair score (similarity weighed by name agreement,
// PairScores.score) and the median absolute deviation from it, robust to the few copies a course has. A pair is judged against these (check/decide-flag.ts), so
// a course of short exercises, where independent solutions look alike, needs more to stand out than one of
// long projects.
import type { Pair } from './corpus.js';

/** The distribution of pair scores in one course. */
export interface CohortStats {
  /** Pairs described: every pair of the submissions the statistics were taken over. */
  readonly pairs: number;
  /** Median score over those pairs; a pair left out (below the minimum similarity) counts as 0. */
  readonly median: number;
  /** Median absolute deviation of the score from the median. */
  readonly mad: number;
}

/** No course seen: nothing stands out by comparison, only the absolute rules decide. */
export const NO_COHORT: CohortStats = { pairs: 0, median: 0, mad: 0 };

/**
 * The statistics of `pairCount` pairs whose listed scores are `scores` (the others count as 0).
 * Cost: sorting the listed ones, however many pairs are left out.
 */
export function toCohortStats(scores: readonly number[], pairCount: number): CohortStats {
  const listed = Float64Array.from(scores).sort();
  const pairs = Math.max(pairCount, listed.length);
  if (pairs === 0) return NO_COHORT;
  const zeros = pairs - listed.length;
  const median = medianOf(listed, { value: 0, count: zeros });
  const deviations = listed.map((x) => Math.abs(x - median)).sort();
  const mad = medianOf(deviations, { value: median, count: zeros });
  return { pairs, median: toMillionths(median), mad: toMillionths(mad) };
}

// Kept to millionths, as a snapshot stores them: a course's statistics mean the same saved or not.
const toMillionths = (share: number) => Math.round(share * 1_000_000) / 1_000_000;

// Median of `sorted` together with `extra.count` copies of `extra.value`.
function medianOf(sorted: Float64Array, extra: { value: number; count: number }): number {
  const total = sorted.length + extra.count;
  const low = valueAt(sorted, extra, Math.floor((total - 1) / 2));
  const high = valueAt(sorted, extra, Math.floor(total / 2));
  return (low + high) / 2;
}

function valueAt(sorted: Float64Array, extra: { value: number; count: number }, rank: number): number {
  let below = 0;
  while (below < sorted.length && sorted[below]! < extra.value) below++;
  if (rank < below) return sorted[rank]!;
  if (rank < below + extra.count) return extra.value;
  return sorted[rank - extra.count]!;
}

/**
 * Pairs under this similarity count as 0 in the statistics, whatever a report lists: the statistics, and so
 * the verdicts, must not change with how many pairs a run is asked to list (--min-similarity), and every
 * pair of a large course is too many to score.
 */
export const COHORT_MIN_SIMILARITY = 0.05;

/**
 * The score statistics of every pair of the first `submissions` engine submissions (the course), pairs not
 * given or under COHORT_MIN_SIMILARITY counting as 0; pairs with later submissions (an earlier term's) are
 * left out. `pairs` must hold every pair from COHORT_MIN_SIMILARITY up.
 */
export function cohortOfPairs(pairs: readonly Pair[], submissions: number): CohortStats {
  const scores: number[] = [];
  for (const pair of pairs)
    if (pair.b < submissions && pair.scores.similarity >= COHORT_MIN_SIMILARITY)
      scores.push(pair.scores.score);
  return toCohortStats(scores, (submissions * (submissions - 1)) / 2);
}
