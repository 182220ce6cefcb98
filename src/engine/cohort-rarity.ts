// How rare each fingerprint is in the cohort: the number of submissions it stands in (its document
// frequency), turned into a weight in [0, 1]. Code every solution has (a loop header, a fast-input template,
// the starter left in) says nothing about copying; code two submissions alone share says a lot. The weight
// is the inverse document frequency ln(N / df) divided by its value for df = 2 (a hash only the pair itself
// has): a fragment nobody else shares keeps its full length, one every submission has weighs nothing.
// compare50's smoothed 1 + ln(N / (1 + df)) was tried first: in a course of nine where everyone kept the
// same starter (the demo course without --base) it still gave the starter 0.43 of its length, enough for
// the fragment rule to flag all 36 pairs; MOSS and Dolos drop such fingerprints outright.

/**
 * The weight of a fingerprint standing in `spread` submissions (at least 2; a repository's versions count
 * once), in a course of `cohortSize` submissions (at least `submissions`, the corpus's owners: a check sees
 * only the snapshot submissions that share something, the course has more).
 */
export function cohortRarity(submissions: number, cohortSize: number): (spread: number) => number {
  const size = Math.max(cohortSize, submissions);
  const top = Math.log(size / 2);
  // A course of two: every shared hash is the pair's own.
  return (spread) => (top > 0 ? Math.min(1, Math.max(0, Math.log(size / Math.max(2, spread)) / top)) : 1);
}
