// Entries → one Snapshot in canonical order (submissions by owner, files by path), so that the same
// submissions give the same snapshot however they were gathered: one build, shards merged, or an update.
// A student copy keeps no names and only each file's name, not its folders: students can read it, and a
// folder can name its student (a Java package `edu/uni/jdoe`).
import { compareText } from '../engine/compare-text.js';
import { snapshotCohort } from './snapshot-cohort.js';
import { SnapshotError } from './snapshot-error.js';
import type { CohortStats } from '../engine/cohort-stats.js';
import type { EntryFile, EntryFingerprints, SnapshotEntry } from './snapshot-entry.js';
import type { FlagRule, Snapshot, SnapshotFile, SnapshotParameters, SnapshotSubmission } from './types.js';

export interface SnapshotAssembly {
  readonly params: SnapshotParameters;
  readonly createdAt: number;
  readonly namesIncluded: boolean;
  readonly pseudonymsKeyed: boolean;
  /** Every k-gram hash of the starter code, in any order, repeats allowed. */
  readonly starter: ArrayLike<number>;
  readonly entries: readonly SnapshotEntry[];
  /** The statistics, when the same entries' are at hand; else computed from them (snapshot-cohort.ts). */
  readonly cohort?: CohortStats | undefined;
  readonly flagRule: FlagRule;
}

/**
 * The snapshot of `assembly.entries`. Names, and the folders of file paths, are dropped unless
 * `namesIncluded`.
 * @throws SnapshotError when two entries have the same owner.
 */
export function assembleSnapshot(assembly: SnapshotAssembly): Snapshot {
  const entries = sortedByOwner(assembly.entries);
  const { fingerprints, starterRuns } = allocateColumns(entries);
  const submissions: SnapshotSubmission[] = [];
  const files: SnapshotFile[] = [];
  let at = 0;
  let run = 0;
  for (const entry of entries) {
    const first = files.length;
    for (const file of filesInOrder(entry.files, assembly.namesIncluded)) {
      const count = file.fingerprints.hashes.length;
      copyColumns(file, fingerprints, at);
      starterRuns.set(file.starterRuns, 2 * run);
      const runRange = { start: run, end: run + file.starterRuns.length / 2 };
      const range = { start: at, end: at + count };
      files.push({
        ...fileFields(file, assembly.namesIncluded),
        submission: submissions.length,
        starterRuns: runRange,
        fingerprints: range,
      });
      at += count;
      run = runRange.end;
    }
    submissions.push(toSubmission(entry, assembly.namesIncluded, { start: first, end: files.length }));
  }
  const starter = Float64Array.from(new Set(Array.from(assembly.starter))).sort();
  const { params, createdAt, namesIncluded, pseudonymsKeyed, flagRule } = assembly;
  const content = { params, submissions, files, fingerprints, starterRuns, starter };
  const cohort = assembly.cohort ?? snapshotCohort(content);
  return { ...content, createdAt, namesIncluded, pseudonymsKeyed, cohort, flagRule };
}

function sortedByOwner(entries: readonly SnapshotEntry[]): SnapshotEntry[] {
  const sorted = [...entries].sort((x, y) => compareText(x.owner, y.owner));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.owner === sorted[i - 1]!.owner) {
      throw new SnapshotError(`two submissions with owner ${sorted[i]!.owner} (the same repository twice?)`);
    }
  }
  return sorted;
}

function allocateColumns(entries: readonly SnapshotEntry[]): {
  fingerprints: EntryFingerprints;
  starterRuns: Uint32Array;
} {
  let total = 0;
  let runs = 0;
  for (const entry of entries) {
    for (const file of entry.files) {
      total += file.fingerprints.hashes.length;
      runs += file.starterRuns.length;
    }
  }
  const fingerprints = {
    hashes: new Float64Array(total),
    positions: new Uint32Array(total),
    lineStarts: new Uint32Array(total),
    lineEnds: new Uint32Array(total),
    names: new Uint8Array(total),
  };
  return { fingerprints, starterRuns: new Uint32Array(runs) };
}

function toSubmission(
  entry: SnapshotEntry,
  withNames: boolean,
  files: { start: number; end: number },
): SnapshotSubmission {
  const { owner, pseudonym, contentHash, window, commitTime, name, repo, commit } = entry;
  return {
    owner,
    pseudonym,
    contentHash,
    window,
    ...(commitTime !== undefined && { commitTime }),
    ...(withNames && name !== undefined && { name }),
    ...(withNames && repo !== undefined && { repo }),
    ...(withNames && commit !== undefined && { commit }),
    files,
  };
}

// By the path stored, then the full path, so that a student copy's files keep one order however it is made.
function filesInOrder(files: readonly EntryFile[], withNames: boolean): EntryFile[] {
  const stored = (file: EntryFile) => storedPath(file.path, withNames);
  return [...files].sort((x, y) => compareText(stored(x), stored(y)) || compareText(x.path, y.path));
}

function fileFields(
  file: EntryFile,
  withNames: boolean,
): Omit<SnapshotFile, 'submission' | 'fingerprints' | 'starterRuns'> {
  const { path, language, lines, tokens, starterTokens } = file;
  return { path: storedPath(path, withNames), language, lines, tokens, starterTokens };
}

function storedPath(path: string, withNames: boolean): string {
  return withNames ? path : path.slice(path.lastIndexOf('/') + 1);
}

function copyColumns(file: EntryFile, into: EntryFingerprints, at: number): void {
  into.hashes.set(file.fingerprints.hashes, at);
  into.positions.set(file.fingerprints.positions, at);
  into.lineStarts.set(file.fingerprints.lineStarts, at);
  into.lineEnds.set(file.fingerprints.lineEnds, at);
  into.names.set(file.fingerprints.names, at);
}
