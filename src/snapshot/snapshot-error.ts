// The snapshot module's errors: a file that is not a readable snapshot, and one made with other parameters.

/** The bytes are not a valid snapshot; the message names the problem and, where it helps, the byte. */
export class SnapshotError extends Error {
  override readonly name: string = 'SnapshotError';
}

/** A valid snapshot made with parameters (k, w, hash function, front-end versions) this run cannot compare. */
export class SnapshotMismatchError extends SnapshotError {
  override readonly name: string = 'SnapshotMismatchError';
}
