// Reading and writing snapshot files for the CLI: decode with the file's name in every message, and write
// atomically so that a crash never leaves half a snapshot where a good one was.
import { decodeSnapshot } from '../snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../snapshot/encode-snapshot.js';
import { SnapshotError } from '../snapshot/snapshot-error.js';
import { assertParameters, type ExpectedParameters } from '../snapshot/snapshot-parameters.js';
import type { Snapshot } from '../snapshot/types.js';
import { describeError } from '../sources/describe-error.js';
import { MAX_SNAPSHOT_FILE_BYTES, readRegularFile } from '../sources/read-regular-file.js';
import { writeFileAtomic } from '../sources/write-file-atomic.js';

/** A snapshot file that cannot be read at all (missing, unreadable). */
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
  let bytes: Uint8Array;
  try {
    bytes = await readRegularFile(path, MAX_SNAPSHOT_FILE_BYTES);
  } catch (error) {
    throw new SnapshotFileError(`cannot read snapshot ${path}: ${describeError(error)}`);
  }
  let snapshot: Snapshot;
  try {
    snapshot = decodeSnapshot(bytes);
  } catch (error) {
    if (error instanceof SnapshotError) throw new SnapshotError(`${path}: ${error.message}`);
    throw error;
  }
  if (expected) assertParameters(snapshot.params, expected, path);
  return { path, snapshot, bytes: bytes.length };
}

/** Encodes and writes `snapshot` atomically; returns its size in bytes. */
export async function writeSnapshotFile(path: string, snapshot: Snapshot): Promise<number> {
  const bytes = encodeSnapshot(snapshot);
  await writeFileAtomic(path, bytes);
  return bytes.length;
}
