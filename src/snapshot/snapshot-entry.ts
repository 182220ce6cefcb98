// One submission's part of a snapshot, on its own: what a build produces per submission and what merge and
// update carry over from an existing snapshot, before assembleSnapshot puts them in canonical order.
import type { Snapshot, SnapshotFingerprints, SnapshotSubmission } from './types.js';

/** A file's fingerprints as columns, in position order. */
export type EntryFingerprints = SnapshotFingerprints;

export interface EntryFile {
  readonly path: string;
  readonly language: string;
  readonly lines: number;
  readonly tokens: number;
  readonly starterTokens: number;
  /** Runs of starter tokens as [start, end) pairs, flattened, in token order. */
  readonly starterRuns: Uint32Array;
  readonly fingerprints: EntryFingerprints;
}

/** A submission's metadata (see SnapshotSubmission, without its file range) and its files. */
export interface SnapshotEntry extends Omit<SnapshotSubmission, 'files'> {
  readonly files: readonly EntryFile[];
}

/** Submission `index` of `snapshot` as an entry; its columns are views into the snapshot's, not copies. */
export function entryOf(snapshot: Snapshot, index: number): SnapshotEntry {
  const submission = snapshot.submissions[index]!;
  const { hashes, positions, lineStarts, lineEnds, names } = snapshot.fingerprints;
  const files = snapshot.files.slice(submission.files.start, submission.files.end).map((file) => {
    const { start, end } = file.fingerprints;
    return {
      path: file.path,
      language: file.language,
      lines: file.lines,
      tokens: file.tokens,
      starterTokens: file.starterTokens,
      starterRuns: snapshot.starterRuns.subarray(2 * file.starterRuns.start, 2 * file.starterRuns.end),
      fingerprints: {
        hashes: hashes.subarray(start, end),
        positions: positions.subarray(start, end),
        lineStarts: lineStarts.subarray(start, end),
        lineEnds: lineEnds.subarray(start, end),
        names: names.subarray(start, end),
      },
    };
  });
  return { ...submission, files };
}
