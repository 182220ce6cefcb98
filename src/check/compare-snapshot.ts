// The use case "rank every pair of a course from its snapshot alone", as the scheduled rescan runs it: an
// incremental rescan has no text for the submissions it did not download, only their fingerprints. Earlier
// terms' snapshots are compared with this term's submissions, never with each other.
//
// Fragments are runs of shared fingerprints, as in check-against-snapshots.ts (no tokens to extend them by),
// so they fall short of compare's by fewer than w tokens at each end.
import { findPairs } from '../engine/find-pairs.js';
import { assertParameters } from '../snapshot/snapshot-parameters.js';
import { snapshotCorpusFile } from '../snapshot/snapshot-corpus-file.js';
import type { Snapshot } from '../snapshot/types.js';
import { labelOf, sparsestWindow, summaryOf } from './check-against-snapshots.js';
import { toCohortJudgement } from './decide-flag.js';
import { HashLookup } from './hash-lookup.js';
import { snapshotFileLocator } from './line-range.js';
import { toPairOptions } from './settings.js';
import { buildSnapshotCorpus, type SnapshotCorpus } from './snapshot-corpus.js';
import { listedPairs, type PairNaming } from './to-pair-result.js';
import type { CheckResult, CheckSettings } from './types.js';

/** An earlier term, and how its submissions are named in the result: `<label>/<name or pseudonym>`. */
export interface EarlierTerm {
  readonly label: string;
  readonly snapshot: Snapshot;
}

export interface SnapshotCompareInput {
  /** This term: every submission against every other. */
  readonly snapshot: Snapshot;
  readonly earlier: readonly EarlierTerm[];
  /** k and w are the snapshot's; `maxShare` counts this term's submissions and the earlier terms'. */
  readonly settings: CheckSettings;
}

/**
 * Every pair of this term's submissions, and of one of them with an earlier term's, ranked as
 * compareSubmissions ranks them. Submissions are named by repo (staff copy), else name, else pseudonym.
 * @throws SnapshotMismatchError when an earlier term was made with other parameters than this one.
 */
export function compareSnapshot(input: SnapshotCompareInput): CheckResult {
  const { snapshot, earlier, settings } = input;
  earlier.forEach((term) =>
    assertParameters(term.snapshot.params, snapshot.params, `earlier term '${term.label}'`),
  );
  const starter = new Set<number>(snapshot.starter);
  for (const term of earlier) for (const hash of term.snapshot.starter) starter.add(hash);
  const queryFiles = snapshot.files.map((file) => snapshotCorpusFile(snapshot, file));
  const queryHashes: number[] = [];
  if (earlier.length > 0)
    for (const hash of snapshot.fingerprints.hashes) if (!starter.has(hash)) queryHashes.push(hash);
  const built = buildSnapshotCorpus({
    params: {
      k: snapshot.params.k,
      w: sparsestWindow([snapshot, ...earlier.map((term) => term.snapshot)], snapshot.params.w),
    },
    queryFiles,
    queryOwners: snapshot.submissions.map((submission) => [submission.owner]),
    snapshots: earlier.map((term) => term.snapshot),
    lookup: new HashLookup(queryHashes),
    ignoredHashes: starter,
  });
  const total =
    snapshot.submissions.length + earlier.reduce((n, term) => n + term.snapshot.submissions.length, 0);
  let ignoredAbove: number | undefined;
  const options = toPairOptions(settings, built.corpus, {
    submissions: total,
    onIgnore: (spread) => (ignoredAbove = spread),
  });
  const found = findPairs(built.corpus, options);
  // The snapshot's statistics, not this run's: a pull-request check judges the same pair against them.
  const { cohort } = snapshot;
  const pairs = listedPairs(found, namingOf(input, built), { settings, cohort });
  const summaries = snapshot.submissions.map((_, index) =>
    summaryOf(snapshot, index, labelOf(snapshot.submissions[index]!)),
  );
  const count = snapshot.submissions.length;
  const listed = new Set(pairs.map(({ pair }) => pair.b).filter((b) => b >= count));
  for (const b of [...listed].sort((x, y) => x - y)) {
    const source = built.submissions[b - count]!;
    const term = earlier[source.snapshot]!;
    summaries.push(summaryOf(term.snapshot, source.index, earlierName(term, source.index)));
  }
  const results = pairs.map(({ result }) => result);
  return {
    settings,
    submissions: summaries,
    pairs: results,
    skipped: [],
    ignoredAbove,
    cohort: toCohortJudgement(cohort),
  };
}

function namingOf(input: SnapshotCompareInput, built: SnapshotCorpus): PairNaming {
  const { snapshot, earlier } = input;
  const count = snapshot.submissions.length;
  const files = snapshot.files.length;
  return {
    submissionName: (index) => {
      if (index < count) return labelOf(snapshot.submissions[index]!);
      const source = built.submissions[index - count]!;
      return earlierName(earlier[source.snapshot]!, source.index);
    },
    file: (index) => {
      if (index < files) return snapshotFileLocator(snapshot, index);
      const source = built.files[index - files]!;
      return snapshotFileLocator(earlier[source.snapshot]!.snapshot, source.index);
    },
  };
}

function earlierName(term: EarlierTerm, index: number): string {
  return `${term.label}/${labelOf(term.snapshot.submissions[index]!)}`;
}
