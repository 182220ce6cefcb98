// The cohort statistics a snapshot carries (engine/cohort-stats.ts): the distribution of pair scores
// over its own submissions, so a pull-request check judges a pair against the course as a staff compare
// does. Computed from the snapshot's content alone, so one build, merged shards and an update carry the same
// statistics. They are taken over the statistics' sample (cohort-sample.ts), whose submissions are stored
// no sparser than compare fingerprints them, so that a pair's short shared runs count as they do in
// compare; at most COHORT_SAMPLE of them (the first by owner id: a random choice), every pair of
// which is scored, so the cost stays bounded whatever the course's size.
// What is left of the difference: compare also extends fragments token by token and merges neighbours
// across small edits (engine/merge-neighbours.ts), which a snapshot, holding no tokens, cannot. On the demo
// course its median is 6.8%, the snapshot's 6.0% (0% before the sample, from sparse fingerprints).
import { COHORT_MIN_SIMILARITY, cohortOfPairs, type CohortStats } from '../engine/cohort-stats.js';
import type { Corpus, CorpusFile } from '../engine/corpus.js';
import { findPairs } from '../engine/find-pairs.js';
import { COHORT_SAMPLE, inCohortSample } from './cohort-sample.js';
import { snapshotCorpusFile } from './snapshot-corpus-file.js';
import type { Snapshot } from './types.js';

const MATCH_BUDGET = 500_000;

/** The pair statistics of `snapshot`'s statistics' sample (its first COHORT_SAMPLE submissions, if more). */
export function snapshotCohort(
  snapshot: Pick<Snapshot, 'params' | 'submissions' | 'files' | 'fingerprints' | 'starterRuns' | 'starter'>,
): CohortStats {
  const { params } = snapshot;
  const files: CorpusFile[] = [];
  const sampled: number[] = [];
  let window = 1;
  for (let s = 0; s < snapshot.submissions.length && sampled.length < COHORT_SAMPLE; s++) {
    const submission = snapshot.submissions[s]!;
    if (!inCohortSample(submission.owner, params.cohortSampleBits)) continue;
    for (let f = submission.files.start; f < submission.files.end; f++)
      files.push(snapshotCorpusFile(snapshot, snapshot.files[f]!, sampled.length));
    sampled.push(s);
    window = Math.max(window, submission.window);
  }
  const corpus: Corpus = {
    params: { k: params.k, w: window },
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
