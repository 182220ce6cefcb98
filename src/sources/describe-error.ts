// Turns whatever the file system threw into one line for a SkippedFile's detail or an error message.

/** The message of an Error, or the thrown value as text when something other than an Error was thrown. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The Node.js error code ('ENOENT', 'EACCES', ...) of a thrown value, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
