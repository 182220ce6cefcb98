// The cohort statistics a snapshot carries (engine/cohort-stats.ts): the distribution of pair scores
// over its own submissions, so a pull-request check judges a pair against the course as a staff compare
// does. Computed from the snapshot's content alone, so one build, merged shards and an update carry the same
// statistics. A large course is sampled: the distribution of pair scores is estimated well from every
// pair of a few hundred submissions, and the cost stays bounded whatever the course's size.
// Known gap: a submission over 4 KiB is stored as a sparse sample (stored-window.ts), and two sparse
// samples share few of the short runs (under about w + k tokens) that make a course's typical pair, so the
// median comes out lower than compare's (the demo course: 0% here, 6.8% in compare) and so does the
// outlier cutoff. Closing it needs statistics from every k-gram, which only a build from the source has.
import { COHORT_MIN_SIMILARITY, cohortOfPairs, type CohortStats } from '../engine/cohort-stats.js';
import type { Corpus, CorpusFile } from '../engine/corpus.js';
import { findPairs } from '../engine/find-pairs.js';
import { snapshotCorpusFile } from './snapshot-corpus-file.js';
import type { Snapshot } from './types.js';

/** Submissions at most in the sample (every pair of them is scored). */
export const COHORT_SAMPLE = 200;
const MATCH_BUDGET = 500_000;

/** The pair statistics of `snapshot`'s submissions (of an evenly spaced sample of them, if many). */
export function snapshotCohort(
  snapshot: Pick<Snapshot, 'params' | 'submissions' | 'files' | 'fingerprints' | 'starterRuns' | 'starter'>,
): CohortStats {
  const count = snapshot.submissions.length;
  const step = Math.max(1, Math.ceil(count / COHORT_SAMPLE));
  const files: CorpusFile[] = [];
  const sampled: number[] = [];
  for (let s = 0; s < count; s += step) {
    const { start, end } = snapshot.submissions[s]!.files;
    for (let f = start; f < end; f++)
      files.push(snapshotCorpusFile(snapshot, snapshot.files[f]!, sampled.length));
    sampled.push(s);
  }
  const corpus: Corpus = {
    params: { k: snapshot.params.k, w: snapshot.params.storedWindow },
    submissions: sampled.map((owner) => ({ owner, side: 'query' })),
    files,
    ignoredHashes: new Set(snapshot.starter),
  };
  const pairs = findPairs(corpus, {
    maxSubmissionsPerFingerprint: sampled.length,
    minSimilarity: COHORT_MIN_SIMILARITY,
    maxMatches: MATCH_BUDGET,
  });
  return cohortOfPairs(pairs, sampled.length);
}
