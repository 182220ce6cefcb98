// How rare each fingerprint is in the cohort: the number of submissions it stands in (its document
// frequency), turned into a weight in [0, 1]. Code every solution has (a loop header, a fast-input template,
// the starter left in) says nothing about copying; code two submissions alone share says a lot. The weight
// is the inverse document frequency ln(N / df) divided by its value for df = 2 (a hash only the pair itself
// has): a fragment nobody else shares keeps its full length, one every submission has weighs nothing.
// compare50's smoothed 1 + ln(N / (1 + df)) was tried first: in a course of nine where everyone kept the
// same starter (the demo course without --base) it still gave the starter 0.43 of its length, enough for
// the fragment rule to flag all 36 pairs; MOSS and Dolos drop such fingerprints outright.
import type { Corpus } from './corpus.js';

/** Weight in [0, 1] of a fingerprint hash: 1 for one only two submissions share, 0 for one all have. */
export type Rarity = (hash: number) => number;

/** How many submissions a hash stands in; 2 for one in two or fewer (only the pair has it). */
export type SpreadOf = (hash: number) => number;

/**
 * The rarity of the `needed` fingerprint hashes of `corpus`, with `cohortSize` submissions in the course (at
 * least the corpus's; a check sees only the snapshot submissions that share something, the course has
 * more). Only the needed hashes are counted: one pass over the corpus, no index of every hash.
 */
export function cohortRarity(
  corpus: Corpus,
  cohortSize: number,
  needed: ReadonlySet<number>,
): { rarity: Rarity; spreadOf: SpreadOf } {
  const spreadOf = submissionSpread(corpus, needed);
  const size = Math.max(cohortSize, corpus.submissions.length);
  const top = Math.log(size / 2);
  // A course of two: every shared hash is the pair's own.
  const rarity = (hash: number) =>
    top > 0 ? Math.min(1, Math.max(0, Math.log(size / Math.max(2, spreadOf(hash))) / top)) : 1;
  return { rarity, spreadOf };
}

// Distinct submissions per needed hash. Files are visited submission by submission, so a submission is
// counted once per hash by remembering the last one that counted it.
function submissionSpread(corpus: Corpus, needed: ReadonlySet<number>): SpreadOf {
  const count = new Map<number, number>();
  const lastSubmission = new Map<number, number>();
  const order = corpus.files
    .map((_, f) => f)
    .sort((x, y) => corpus.files[x]!.submission - corpus.files[y]!.submission || x - y);
  for (const f of order) {
    const { submission, fingerprints } = corpus.files[f]!;
    for (const hash of fingerprints.hashes) {
      if (!needed.has(hash) || lastSubmission.get(hash) === submission) continue;
      lastSubmission.set(hash, submission);
      count.set(hash, (count.get(hash) ?? 0) + 1);
    }
  }
  return (hash) => Math.max(2, count.get(hash) ?? 2);
}
