// The HTTP status of whatever an Octokit call threw, without trusting its shape.

/** The `status` of a RequestError (or anything with a numeric status), else undefined. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
