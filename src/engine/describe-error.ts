// Turns whatever was thrown into one line for a message, a skipped file's detail or a reason. Pure.

/** The message of an Error, or the thrown value as text when something other than an Error was thrown. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
