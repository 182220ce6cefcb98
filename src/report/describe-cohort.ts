// A course's pair statistics (check/decide-flag.ts toCohortJudgement) in one line for staff: the median,
// where a pair stands out from or that none can, and a caution when the submissions are alike throughout or
// when so many pairs are flagged that copying between a few students cannot explain them. Names no submission.
import type { CohortJudgement } from '../check/types.js';

/**
 * From this share of a course's pairs flagged, reports caution that the flags say less than usual. Copying
 * in a course is a few pairs and small rings: even a ring of a third of the students is a ninth of the
 * pairs. A fifth of the pairs flagged is a source most share or an exercise that leaves little room to
 * differ: in bench:quality's courses with copies a minority, drawn from IR-Plag, one draw of the first task
 * flags 94 of 231 pairs, and 0.118 of all their flagged pairs are copies; the demo course flags 4 of 36.
 * Only a caution: the flags stay.
 */
export const WIDELY_FLAGGED_SHARE = 0.2;
/** And at least this many: fewer are one ring of four students at most, which a small course can have. */
const FEWEST_WIDELY_FLAGGED = 10;

/** The statistics, with `flagged` the flagged pairs among the course's own pairs when a report knows them. */
export function describeCohort(cohort: CohortJudgement, flagged?: number): string {
  const median = `median score ${tenths(cohort.median)}`;
  const { standsOutFrom } = cohort;
  if (standsOutFrom === null) return `${median}; too few pairs to judge a pair by`;
  const standsOut =
    standsOutFrom <= 1
      ? `a pair stands out from a score of ${tenths(standsOutFrom)}`
      : 'no pair can stand out from pairs this alike: only the similarity and fragment rules flag here';
  if (cohort.alike)
    return (
      `${median}; ${standsOut}. Its submissions are alike throughout (a source most share, or an exercise ` +
      `that leaves little room): code they all have belongs in --base, and a flag here says less than usual`
    );
  if (
    flagged !== undefined &&
    flagged >= Math.max(FEWEST_WIDELY_FLAGGED, WIDELY_FLAGGED_SHARE * cohort.pairs)
  )
    return (
      `${median}; ${standsOut}. ${flagged} of its ${cohort.pairs} pairs are flagged (${Math.round((100 * flagged) / cohort.pairs)}%), ` +
      `more than copying between a few students explains: what they share may come from one source (a ` +
      `starter not given as --base, a solution found online) or from an exercise that leaves little room; ` +
      `see what the flagged pairs share before acting on one`
    );
  return `${median}; ${standsOut}`;
}

const tenths = (share: number) => `${(share * 100).toFixed(1)}%`;
