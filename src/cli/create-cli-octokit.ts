// The CLI's Octokit: @octokit/core with the REST methods and pagination, throttled (writes queued, rate
// limits waited out with their retry-after) and retrying server errors, an HTML error page reworded as one
// line (github/readable-request-errors.ts). The action has its own, made by @actions/github (runner
// proxies, GITHUB_API_URL); the CLI must not depend on @actions/*.
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { rateLimitHandlers } from '../github/rate-limit-handlers.js';
import { withReadableErrors } from '../github/readable-request-errors.js';
import type { RestOctokit } from '../github/rest-octokit.js';

const CliOctokit = Octokit.plugin(restEndpointMethods, paginateRest, throttling, retry);

export interface CliOctokitOptions {
  /** The REST API's root, such as https://github.example.edu/api/v3; default https://api.github.com. */
  readonly baseUrl?: string | undefined;
  /** Where to tell about rate-limit waits. */
  readonly warn: (message: string) => void;
  /** The fetch to send requests with (a counting one: see github/request-counter.ts). */
  readonly fetch?: typeof fetch | undefined;
  /** How often one request is retried after a rate limit. Default 3. */
  readonly rateLimitRetries?: number | undefined;
  /** Milliseconds per second of retry-after and of retry back-off; only tests change it. Default 1000. */
  readonly retryAfterBaseMs?: number | undefined;
}

export function createCliOctokit(token: string, options: CliOctokitOptions): RestOctokit {
  const handlers = rateLimitHandlers(options.warn, options.rateLimitRetries ?? 3);
  const base =
    options.retryAfterBaseMs === undefined ? {} : { retryAfterBaseValue: options.retryAfterBaseMs };
  const octokit = new CliOctokit({
    auth: token,
    userAgent: 'codewinnow-cli',
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl.replace(/\/$/, '') }),
    ...(options.fetch === undefined ? {} : { request: { fetch: options.fetch } }),
    throttle: { ...handlers, ...base },
    retry: { retries: 2, ...base },
  });
  return withReadableErrors(octokit);
}
