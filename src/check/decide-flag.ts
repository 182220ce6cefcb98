// The one decision every shell makes about a pair: flagged or not, and why, in one short line. Compare,
// check, the action, the rescan and the bot all reach it through toPairResult, with the course's own
// statistics (from the pairs at hand, or carried by the snapshot: snapshot-cohort.ts says how close they
// come to compare's), so a pull-request check gives the verdict a staff compare gives. The reasons name no
// submission and quote no code: students see them.
import type { PairScores } from '../engine/corpus.js';
import type { CohortStats } from '../engine/cohort-stats.js';
import { MIN_COHORT_PAIRS, OUTLIER_FLOOR, OUTLIER_MIN_RATIO, OUTLIER_SPREAD } from './settings.js';
import type { CheckSettings, CohortJudgement } from './types.js';

export interface Verdict {
  readonly flagged: boolean;
  /** Why it is flagged, in one short line; empty when it is not. */
  readonly reason: string;
}

type Scores = Pick<
  PairScores,
  'similarity' | 'score' | 'names' | 'sharedTokensA' | 'sharedTokensB' | 'strongest'
>;

/**
 * Flagged when, with at least two k-grams' worth of code shared on each side (so one coincidental line in a
 * near-empty submission never flags):
 * - the similarity reaches the threshold, whatever the course and the names: half of both programs the
 *   same token for token is worth a look even when a copy reworded its messages and renamed at random; or
 * - its score (similarity weighed by how far the names agree, engine/name-agreement.ts) stands out from
 *   this course's scores: at least OUTLIER_FLOOR, OUTLIER_SPREAD robust deviations above the course's
 *   median and OUTLIER_MIN_RATIO times it. Below the threshold, where independent solutions of one
 *   exercise share shapes, only code whose names agree counts; or
 * - one fragment carries at least `longFragment` informative tokens (engine/fragment-evidence.ts, names
 *   weighed in too): a rare, non-repetitive run that long is copied code whatever the share.
 */
export function decideFlag(scores: Scores, cohort: CohortStats, settings: CheckSettings): Verdict {
  if (Math.min(scores.sharedTokensA, scores.sharedTokensB) < 2 * settings.k)
    return { flagged: false, reason: '' };
  const { similarity, score, strongest } = scores;
  const parts: string[] = [];
  if (similarity >= settings.threshold || score >= outlierCutoff(cohort))
    parts.push(describeShare(scores, cohort));
  if (strongest.informative >= settings.longFragment) parts.push(describeFragment(strongest));
  return { flagged: parts.length > 0, reason: parts.join('; ') };
}

/**
 * The score from which a pair stands out from this course (never below OUTLIER_FLOOR); Infinity when the
 * course has too few pairs to say.
 */
export function outlierCutoff(cohort: CohortStats): number {
  if (cohort.pairs < MIN_COHORT_PAIRS) return Infinity;
  // 1.4826 × MAD estimates the standard deviation of a normal distribution.
  const deviation = 1.4826 * cohort.mad;
  return Math.max(
    OUTLIER_FLOOR,
    cohort.median + OUTLIER_SPREAD * deviation,
    OUTLIER_MIN_RATIO * cohort.median,
  );
}

/** The statistics as reports show them, with the cutoff worked out once. */
export function toCohortJudgement(cohort: CohortStats): CohortJudgement {
  const cutoff = outlierCutoff(cohort);
  return {
    ...cohort,
    standsOutFrom: Number.isFinite(cutoff) ? cutoff : null,
    alike: cohort.pairs >= MIN_COHORT_PAIRS && cohort.median >= OUTLIER_FLOOR,
  };
}

function describeShare(scores: Scores, cohort: CohortStats): string {
  const { names } = scores;
  const agree = names.compared > 0 ? `, names agree in ${percent(names.agreeing / names.compared)}` : '';
  const text = `similarity ${percent(scores.similarity)}${agree}`;
  if (cohort.pairs < MIN_COHORT_PAIRS) return text;
  if (cohort.median >= 0.01) return `${text}; ${times(scores.score / cohort.median)} this course's median`;
  return `${text}; this course's median pair shares under 1%`;
}

function describeFragment(strongest: Scores['strongest']): string {
  const n = strongest.othersSharing;
  const others =
    n === 0 ? ' no other submission shares' : `, mostly also in ${n} other submission${n === 1 ? '' : 's'}`;
  const repeated =
    strongest.complexity < 0.75 ? `, ${percent(1 - strongest.complexity)} of it repetitive` : '';
  return `a ${strongest.length}-token fragment${others}${repeated}`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function times(ratio: number): string {
  return ratio >= 10 ? `${Math.round(ratio)}×` : `${ratio.toFixed(1)}×`;
}
