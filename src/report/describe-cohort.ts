// A course's pair statistics (check/decide-flag.ts toCohortJudgement) in one line for staff: the median,
// where a pair stands out from or that none can, and a caution when the submissions are alike throughout.
// Names no submission.
import type { CohortJudgement } from '../check/types.js';

export function describeCohort(cohort: CohortJudgement): string {
  const median = `median score ${tenths(cohort.median)}`;
  const { standsOutFrom } = cohort;
  if (standsOutFrom === null) return `${median}; too few pairs to judge a pair by`;
  const standsOut =
    standsOutFrom <= 1
      ? `a pair stands out from a score of ${tenths(standsOutFrom)}`
      : 'no pair can stand out from pairs this alike: only the similarity and fragment rules flag here';
  if (!cohort.alike) return `${median}; ${standsOut}`;
  return (
    `${median}; ${standsOut}. Its submissions are alike throughout (a source most share, or an exercise ` +
    `that leaves little room): code they all have belongs in --base, and a flag here says less than usual`
  );
}

const tenths = (share: number) => `${(share * 100).toFixed(1)}%`;
