// The one way a snapshot comes in, for the action, the CLI and the rescan alike: read its bytes (bounded),
// decode them, and check once that this build can reproduce its fingerprints (the parameters the caller's
// settings expect). Errors say which step failed (SnapshotReadError: the bytes; SnapshotError: what they
// hold), and each shell words them for its readers.
import { crc32, inflateRawSync } from 'node:zlib';
import { describeError } from '../engine/describe-error.js';
import { decodeSnapshot, type Codecs } from '../snapshot/decode-snapshot.js';
import type { ExpectedParameters } from '../snapshot/snapshot-parameters.js';
import type { Snapshot } from '../snapshot/types.js';
import type { FileStore } from './file-store.js';

/**
 * A larger snapshot is refused before it is read: the snapshot benchmark's 5,000 submissions of 2,000 lines
 * take 29.3 MB (README, Benchmarks), so this leaves room for courses some 35 times larger.
 */
export const MAX_SNAPSHOT_BYTES = 1024 * 1024 * 1024;

/** The snapshot's bytes cannot be had: no such file, unreadable, or over MAX_SNAPSHOT_BYTES. */
export class SnapshotReadError extends Error {
  override readonly name = 'SnapshotReadError';
  constructor(
    message: string,
    /** There is no such file (not: it could not be read). */
    readonly missing = false,
  ) {
    super(message);
  }
}

export interface LoadedSnapshot {
  readonly snapshot: Snapshot;
  /** Its size in bytes. */
  readonly bytes: number;
}

export interface SnapshotCheck {
  /** What this build must agree with (see check/this-build-parameters.ts); absent fields are not checked. */
  readonly expected?: ExpectedParameters | undefined;
  /** How a mismatch names the snapshot: "<label> was made with k=21, this run uses k=25". */
  readonly label?: string | undefined;
}

/**
 * The snapshot at `path` in `store`.
 * @throws SnapshotReadError when its bytes cannot be had; SnapshotError when they are no valid snapshot,
 *   SnapshotMismatchError when it does not fit `check.expected`.
 */
export async function loadSnapshot(
  store: Pick<FileStore, 'read'>,
  path: string,
  check: SnapshotCheck = {},
): Promise<LoadedSnapshot> {
  let bytes: Uint8Array | undefined;
  try {
    bytes = await store.read(path, MAX_SNAPSHOT_BYTES);
  } catch (error) {
    throw new SnapshotReadError(describeError(error));
  }
  if (bytes === undefined) throw new SnapshotReadError('no such file', true);
  return { snapshot: decodeCheckedSnapshot(bytes, check), bytes: bytes.length };
}

/**
 * Snapshot bytes had some other way (an artifact), decoded and checked as loadSnapshot does.
 * @throws SnapshotReadError when there are more than MAX_SNAPSHOT_BYTES; as decodeSnapshot otherwise.
 */
export function decodeCheckedSnapshot(bytes: Uint8Array, check: SnapshotCheck = {}): Snapshot {
  if (bytes.length > MAX_SNAPSHOT_BYTES)
    throw new SnapshotReadError(`${bytes.length} bytes, over the limit of ${MAX_SNAPSHOT_BYTES} bytes`);
  return decodeSnapshot(bytes, check.expected, check.label, NATIVE_CODECS);
}

const NATIVE_CODECS: Codecs = {
  // zlib's own inflate, stopped one byte past the length the block says it has.
  inflate: (deflated, length) => inflateRawSync(deflated, { maxOutputLength: length + 1 }),
  crc32,
};
