// The Node.js error code of whatever the file system threw, to tell a missing file from a real failure.

/** The Node.js error code ('ENOENT', 'EACCES', ...) of a thrown value, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
