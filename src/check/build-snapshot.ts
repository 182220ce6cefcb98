// The use case "fingerprint a whole course into one snapshot" in one call, for callers that hold every
// submission (or a generator of them): the builder of start-snapshot-build.ts, fed and finished.
import type { Snapshot } from '../snapshot/types.js';
import { starterHashes } from './prepare-files.js';
import {
  startSnapshotBuild,
  type SnapshotBuildSettings,
  type SnapshotSubmissionInput,
} from './start-snapshot-build.js';
import type { InputFile } from './types.js';

export interface BuildSnapshotInput {
  /** Any iterable: a generator lets a caller read or make one submission at a time. */
  readonly submissions: Iterable<SnapshotSubmissionInput>;
  /** Starter (template) code: its k-grams are stored as boilerplate and never reported. */
  readonly starter: readonly InputFile[];
  readonly settings: SnapshotBuildSettings;
}

export interface BuiltSnapshot {
  readonly snapshot: Snapshot;
}

/**
 * The snapshot of `input.submissions`: fingerprints and minimal metadata, no source text. The same inputs
 * and creation time give the same snapshot, whatever order the submissions come in.
 * @throws DuplicateSubmissionError when two submissions have the same owner.
 */
export function buildSnapshot(input: BuildSnapshotInput): BuiltSnapshot {
  const { settings } = input;
  const build = startSnapshotBuild({ settings, starter: starterHashes(input.starter, settings) });
  for (const submission of input.submissions) build.add(submission);
  return { snapshot: build.finish() };
}
