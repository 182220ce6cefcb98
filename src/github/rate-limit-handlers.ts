// What the throttling plugin does on a rate limit, the same for the action's Octokit and the CLI's: wait
// out the retry-after a few times, telling why, then give up.

export interface RateLimitHandlers {
  readonly onRateLimit: RateLimitHandler;
  readonly onSecondaryRateLimit: RateLimitHandler;
}

type RateLimitHandler = (
  retryAfter: number,
  request: { method: string; url: string },
  octokit: unknown,
  retryCount: number,
) => boolean;

/** Handlers that retry a rate-limited request up to `retries` times, each wait told to `warn`. */
export function rateLimitHandlers(warn: (message: string) => void, retries: number): RateLimitHandlers {
  const handler =
    (kind: string): RateLimitHandler =>
    (retryAfter, request, _octokit, retryCount) => {
      const again = retryCount < retries;
      warn(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}` +
          (again ? `: retrying in ${retryAfter} s (retry ${retryCount + 1} of ${retries})` : ': giving up'),
      );
      return again;
    };
  return { onRateLimit: handler('primary'), onSecondaryRateLimit: handler('secondary') };
}
