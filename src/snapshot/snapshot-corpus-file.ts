// A snapshot file as the engine takes it: its stored fingerprints, sizes and starter marks (no tokens).
import type { CorpusFile } from '../engine/corpus.js';
import { toMarks } from './to-entry-file.js';
import type { Snapshot, SnapshotFile } from './types.js';

/** File `file` of `snapshot`, as engine submission `submission` (default: its own index). */
export function snapshotCorpusFile(
  snapshot: Pick<Snapshot, 'fingerprints' | 'submissions' | 'starterRuns'>,
  file: SnapshotFile,
  submission: number = file.submission,
): CorpusFile {
  const { start, end } = file.fingerprints;
  const runs = file.starterRuns;
  return {
    submission,
    fingerprints: {
      hashes: snapshot.fingerprints.hashes.subarray(start, end),
      positions: snapshot.fingerprints.positions.subarray(start, end),
    },
    names: snapshot.fingerprints.names.subarray(start, end),
    tokenCount: file.tokens,
    boilerplateTokens: file.starterTokens,
    sparseWindow: snapshot.submissions[file.submission]!.window,
    boilerplate:
      runs.end > runs.start
        ? toMarks(snapshot.starterRuns.subarray(2 * runs.start, 2 * runs.end), file.tokens)
        : undefined,
  };
}
