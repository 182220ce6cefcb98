// The use case "check these submissions against the course", as `codewinnow check` and the pull-request
// check run it: the given submissions (full tokens) against one or more snapshots (fingerprints only).
//
// Fragments differ from compare's in two honest ways. Compare extends each run of shared fingerprints token
// by token to the exact bounds of the copied code, which needs both files' tokens; a snapshot has none, so
// here a fragment is the run itself: from its first fingerprint's k-gram to its last one's. Extending only
// the checked side would be unsound (nothing says the tokens beside the run match on the other side), so
// neither side is extended. The snapshot keeps a submission's fingerprints at its window W (every k-gram
// of a small one, W = 1; sparser for a large one; stored-window.ts), and the checked files have all their
// k-grams: each fragment falls short of compare's by fewer than W tokens at each end (not at all at W = 1),
// and scores are a little lower. And a run goes on across a change that touches none of the stored
// fingerprints (an edited token or two), where compare splits it in two: the check shows one fragment.
import type { Pair } from '../engine/corpus.js';
import { NO_COHORT } from '../engine/cohort-stats.js';
import { findPairs } from '../engine/find-pairs.js';
import type { FingerprintParameters } from '../engine/types.js';
import { parseLanguageId } from '../languages/registry.js';
import { assertParameters } from '../snapshot/snapshot-parameters.js';
import { ownerId, ownerKeys } from '../snapshot/submission-identity.js';
import type { Snapshot, SnapshotSubmission } from '../snapshot/types.js';
import { HashLookup } from './hash-lookup.js';
import { snapshotFileLocator, tokenLinesLocator } from './line-range.js';
import {
  prepareSubmissions,
  starterHashes,
  toFileSummary,
  type PreparedFile,
  type PreparedSubmissions,
} from './prepare-files.js';
import { toPairOptions } from './settings.js';
import { buildSnapshotCorpus, type SnapshotCorpus } from './snapshot-corpus.js';
import { comparableParameters } from './this-build-parameters.js';
import { listedPairs, type FileLocator, type PairNaming } from './to-pair-result.js';
import type {
  CheckResult,
  CheckSettings,
  FileSummary,
  InputFile,
  SubmissionInput,
  SubmissionSummary,
} from './types.js';

/**
 * A submission to check; its owner ids (never matched) come from `repo`, else from `name`: with a repo
 * `owner/repo`, a snapshot submission keyed `owner/repo`, `repo` or `owner-repo` is the same repository.
 */
export interface CheckedSubmissionInput extends SubmissionInput {
  readonly repo?: string | undefined;
}

export interface SnapshotCheckInput {
  readonly submissions: readonly CheckedSubmissionInput[];
  /** One course, or several terms: compared with the submissions, never with each other. */
  readonly snapshots: readonly Snapshot[];
  /** More starter code, on top of the snapshots' own. */
  readonly starter?: readonly InputFile[] | undefined;
  /** k and w must be the snapshots'. `maxShare` counts the snapshots' submissions and the checked ones. */
  readonly settings: CheckSettings;
  /** The submissions' files already prepared with checkFingerprinting's parameters and starter hashes. */
  readonly prepared?: PreparedSubmissions | undefined;
}

/**
 * How a check fingerprints the checked files: every k-gram (window 1), so that they meet every stored
 * fingerprint in what they share, however densely each submission was stored, and fragments end where the
 * copy does; starter code is the given starter's and the snapshots'.
 */
export function checkFingerprinting(input: Pick<SnapshotCheckInput, 'snapshots' | 'starter' | 'settings'>): {
  params: FingerprintParameters;
  starter: Set<number>;
} {
  const { settings } = input;
  const starter = starterHashes(input.starter ?? [], { k: settings.k, w: settings.w }, settings.language);
  for (const snapshot of input.snapshots) for (const hash of snapshot.starter) starter.add(hash);
  return { params: { k: settings.k, w: 1 }, starter };
}

/**
 * The pairs between the given submissions and the snapshots' (and among the given ones), ranked, in the
 * same shape as compareSubmissions gives. Corpus submissions are named by repo (staff copy) or pseudonym.
 * @throws SnapshotMismatchError when a snapshot was made with other k, w, hash or front-end versions.
 */
export function checkAgainstSnapshots(input: SnapshotCheckInput): CheckResult {
  const { settings, snapshots } = input;
  const expected = comparableParameters(settings.k, settings.w);
  snapshots.forEach((snapshot, i) => assertParameters(snapshot.params, expected, `snapshot ${i + 1}`));
  const fingerprinting = checkFingerprinting(input);
  const { starter } = fingerprinting;
  const prepared =
    input.prepared ?? prepareSubmissions(input.submissions, fingerprinting.params, starter, settings);
  const queryHashes: number[] = [];
  for (const file of prepared.files) {
    for (const hash of file.fingerprints.hashes) if (!starter.has(hash)) queryHashes.push(hash);
  }
  const queryOwners = input.submissions.map((submission) => ownerKeys(submission).map(ownerId));
  const built = buildSnapshotCorpus({
    params: { k: settings.k, w: sparsestWindow(snapshots, settings.w) },
    queryFiles: prepared.files,
    queryOwners,
    snapshots,
    lookup: new HashLookup(queryHashes),
    ignoredHashes: starter,
  });
  const total = courseSize(snapshots, queryOwners);
  const naming = namingOf(input, built, prepared.files);
  let ignoredAbove: number | undefined;
  const options = toPairOptions(settings, built.corpus, {
    submissions: total,
    onIgnore: (spread) => (ignoredAbove = spread),
  });
  const cohort = snapshots[0]?.cohort ?? NO_COHORT;
  const listed = listedPairs(findPairs(built.corpus, options), naming, { settings, cohort });
  const pairs = listed.map(({ pair }) => pair);
  return {
    settings,
    submissions: summariesOf(input, built, { queryFiles: prepared.files, pairs }),
    pairs: listed.map(({ result }) => result),
    skipped: [],
    ignoredAbove,
  };
}

// Students in the course: the snapshots' submissions and the checked ones not among them (a pull request's
// repository is in the snapshot already: its new version and its stored one are one student).
function courseSize(snapshots: readonly Snapshot[], queryOwners: readonly (readonly string[])[]): number {
  const stored = new Set<string>();
  for (const snapshot of snapshots)
    for (const submission of snapshot.submissions) stored.add(submission.owner);
  const newcomers = queryOwners.filter((ids) => !ids.some((id) => stored.has(id))).length;
  return snapshots.reduce((n, s) => n + s.submissions.length, 0) + newcomers;
}

// The checked submissions, then the snapshot submissions that pair with them, in corpus order.
function summariesOf(
  input: SnapshotCheckInput,
  built: SnapshotCorpus,
  found: { queryFiles: readonly PreparedFile[]; pairs: readonly Pair[] },
): SubmissionSummary[] {
  const queries = input.submissions.length;
  const files: FileSummary[][] = input.submissions.map(() => []);
  for (const file of found.queryFiles) files[file.submission]!.push(toFileSummary(file));
  const summaries: SubmissionSummary[] = input.submissions.map((s, i) => ({
    name: s.name,
    files: files[i]!,
  }));
  const listed = new Set(found.pairs.map((pair) => pair.b).filter((b) => b >= queries));
  for (const b of [...listed].sort((x, y) => x - y))
    summaries.push(corpusSummary(input.snapshots, built, b - queries));
  return summaries;
}

function namingOf(
  input: SnapshotCheckInput,
  built: SnapshotCorpus,
  queryFiles: readonly PreparedFile[],
): PairNaming {
  const queries = input.submissions.length;
  return {
    submissionName: (index) => {
      if (index < queries) return input.submissions[index]!.name;
      const source = built.submissions[index - queries]!;
      return labelOf(input.snapshots[source.snapshot]!.submissions[source.index]!);
    },
    file: (index): FileLocator => {
      if (index < queryFiles.length) {
        const file = queryFiles[index]!;
        return tokenLinesLocator(file.path, file.tokenLines);
      }
      const source = built.files[index - queryFiles.length]!;
      const snapshot = input.snapshots[source.snapshot]!;
      return snapshotFileLocator(snapshot, source.index);
    },
  };
}

/**
 * The engine's w for a corpus of snapshots: the largest stored window, as the bound that skips pairs which
 * cannot reach --min-similarity counts one shared fingerprint per that many k-grams.
 */
export function sparsestWindow(snapshots: readonly Snapshot[], w: number): number {
  return snapshots.reduce((max, snapshot) => Math.max(max, snapshot.params.storedWindow), w);
}

/** How a snapshot submission is shown: its repo or name in a staff copy, else its pseudonym. */
export function labelOf(submission: SnapshotSubmission): string {
  return submission.repo ?? submission.name ?? submission.pseudonym;
}

function corpusSummary(snapshots: readonly Snapshot[], built: SnapshotCorpus, i: number): SubmissionSummary {
  const source = built.submissions[i]!;
  const snapshot = snapshots[source.snapshot]!;
  return summaryOf(snapshot, source.index, labelOf(snapshot.submissions[source.index]!));
}

/** A snapshot submission's summary for reports, shown as `name`: its files as the snapshot recorded them. */
export function summaryOf(snapshot: Snapshot, index: number, name: string): SubmissionSummary {
  const submission = snapshot.submissions[index]!;
  const files = snapshot.files.slice(submission.files.start, submission.files.end).map((file) => ({
    path: file.path,
    language: parseLanguageId(file.language) ?? 'text',
    lines: file.lines,
    tokens: file.tokens,
    starterTokens: file.starterTokens,
  }));
  return { name, files };
}
