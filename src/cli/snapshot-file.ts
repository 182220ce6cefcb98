// Snapshot files for the CLI: loaded through the one loader (sources/load-snapshot.ts) with the file's name in
// every message, and written atomically so that a crash never leaves half a snapshot where a good one was.
import { encodeSnapshot } from '../snapshot/encode-snapshot.js';
import { SnapshotError, SnapshotMismatchError } from '../snapshot/snapshot-error.js';
import { MAGIC } from '../snapshot/snapshot-format.js';
import type { ExpectedParameters } from '../snapshot/snapshot-parameters.js';
import type { Snapshot } from '../snapshot/types.js';
import { loadSnapshot, SnapshotReadError } from '../sources/load-snapshot.js';
import { readFileCapped } from '../sources/read-file-capped.js';
import { writeFileAtomic } from '../sources/write-file-atomic.js';

/** A snapshot file that cannot be read at all (missing, unreadable, too large). */
export class SnapshotFileError extends Error {
  override readonly name = 'SnapshotFileError';
}

export interface LoadedSnapshot {
  readonly path: string;
  readonly snapshot: Snapshot;
  readonly bytes: number;
}

/**
 * Reads and decodes the snapshot at `path`; with `expected`, refuses one made with other parameters.
 * @throws SnapshotFileError when the file cannot be read, SnapshotError (message starting with the path)
 *   when it is not a valid snapshot or does not fit `expected`.
 */
export async function readSnapshotFile(path: string, expected?: ExpectedParameters): Promise<LoadedSnapshot> {
  try {
    // A file that does not start as a snapshot does is refused on its first bytes, not read whole.
    const read = (file: string, maxBytes?: number) => readFileCapped(file, maxBytes, MAGIC);
    return { path, ...(await loadSnapshot({ read }, path, { expected, label: path })) };
  } catch (error) {
    if (error instanceof SnapshotReadError)
      throw new SnapshotFileError(`cannot read snapshot ${path}: ${error.message}`);
    if (error instanceof SnapshotError && !(error instanceof SnapshotMismatchError))
      throw new SnapshotError(`${path}: ${error.message}`);
    throw error;
  }
}

/** Encodes and writes `snapshot` atomically; returns its size in bytes. */
export async function writeSnapshotFile(path: string, snapshot: Snapshot): Promise<number> {
  const bytes = encodeSnapshot(snapshot);
  await writeFileAtomic(path, bytes);
  return bytes.length;
}
