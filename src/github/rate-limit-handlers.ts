// What the throttling plugin does on a rate limit, the same for the action's Octokit and the CLI's: wait
// out the retry-after a few times, telling why, then give up. A limit that resets further off than
// MAX_RATE_LIMIT_WAIT_S (a primary limit's reset can be an hour away) is not waited for: the run fails at
// once, saying when to run again, instead of holding a runner for hours.

/** Ten minutes: a secondary limit's retry-after (about a minute) is waited out; an hour's reset is not. */
export const MAX_RATE_LIMIT_WAIT_S = 600;

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
      const tooLong = retryAfter > MAX_RATE_LIMIT_WAIT_S;
      const again = retryCount < retries && !tooLong;
      const giveUp = tooLong
        ? `: giving up, as it lifts only in ${retryAfter} s (more than ${MAX_RATE_LIMIT_WAIT_S} s); run again then`
        : ': giving up';
      warn(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}` +
          (again ? `: retrying in ${retryAfter} s (retry ${retryCount + 1} of ${retries})` : giveUp),
      );
      return again;
    };
  return { onRateLimit: handler('primary'), onSecondaryRateLimit: handler('secondary') };
}
