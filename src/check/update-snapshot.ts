// The use case "bring a snapshot up to date with the course as it is now", as `codewinnow snapshot update`
// runs it: only submissions whose content changed are tokenized again (the rescan feeds the same builder,
// start-snapshot-build.ts, straight from GitHub).
import type { Snapshot } from '../snapshot/types.js';
import { starterHashes } from './prepare-files.js';
import {
  startSnapshotBuild,
  type SnapshotBuild,
  type SnapshotBuildSettings,
  type SnapshotSubmissionInput,
} from './start-snapshot-build.js';
import type { InputFile } from './types.js';

export interface UpdateSnapshotInput {
  readonly previous: Snapshot;
  /** Every submission of the course now; those of `previous` not among them are left out. */
  readonly submissions: Iterable<SnapshotSubmissionInput>;
  /** Starter code; when absent, the previous snapshot's starter k-grams are used again. */
  readonly starter?: readonly InputFile[] | undefined;
  /** k, w, the stored window, the statistics' sample and the flag rule default to the previous snapshot's. */
  readonly settings: Omit<SnapshotBuildSettings, 'k' | 'w' | 'storedWindow'> &
    Partial<Pick<SnapshotBuildSettings, 'k' | 'w' | 'storedWindow'>>;
}

export interface UpdatedSnapshot {
  readonly snapshot: Snapshot;
  /** Submissions carried over unchanged. */
  readonly kept: number;
  /** Submissions tokenized again: new, changed, or everything when parameters or starter changed. */
  readonly computed: number;
  /** Submissions of the previous snapshot no longer in the course. */
  readonly dropped: number;
}

/**
 * The snapshot a fresh build of `input.submissions` would give (byte for byte), computing only what
 * changed: a submission whose content hash is unchanged keeps its fingerprints, with its metadata
 * (pseudonym, commit, names) refreshed from the input.
 */
export function updateSnapshot(input: UpdateSnapshotInput): UpdatedSnapshot {
  const build = startSnapshotUpdate(input);
  let kept = 0;
  let computed = 0;
  for (const submission of input.submissions) {
    if (build.add(submission) === 'kept') kept++;
    else computed++;
  }
  const snapshot = build.finish();
  return {
    snapshot,
    kept,
    computed,
    dropped: droppedCount(input.previous, snapshot),
  };
}

/** The build behind updateSnapshot, for callers that add submissions as they read them. */
export function startSnapshotUpdate(input: Omit<UpdateSnapshotInput, 'submissions'>): SnapshotBuild {
  const { previous } = input;
  const settings = {
    ...input.settings,
    k: input.settings.k ?? previous.params.k,
    w: input.settings.w ?? previous.params.w,
    storedWindow: input.settings.storedWindow ?? previous.params.storedWindow,
    // Kept as the course grows or shrinks: another sample would refingerprint every submission.
    cohortSampleBits: input.settings.cohortSampleBits ?? previous.params.cohortSampleBits,
    flagRule: input.settings.flagRule ?? previous.flagRule,
  };
  const starter = input.starter ? starterHashes(input.starter, settings) : new Set(previous.starter);
  return startSnapshotBuild({ settings, starter, previous });
}

/** How many submissions of `previous` are not in `updated`. */
export function droppedCount(previous: Snapshot, updated: Snapshot): number {
  const now = new Set(updated.submissions.map((s) => s.owner));
  return previous.submissions.filter((s) => !now.has(s.owner)).length;
}
