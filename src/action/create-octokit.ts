// Builds the Octokit every GitHub call of the action goes through: @actions/github's client (which honours
// GITHUB_API_URL and the runner's proxy), with the throttling plugin (queues writes, waits out 403/429 rate
// limits with their retry-after) and the retry plugin (retries 5xx answers); an HTML error page becomes a
// one-line message (github/readable-request-errors.ts). Lives in the action because it is the only place
// that may depend on @actions/*; src/github takes any RestOctokit.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { rateLimitHandlers } from '../github/rate-limit-handlers.js';
import { withReadableErrors } from '../github/readable-request-errors.js';
import type { RestOctokit } from '../github/rest-octokit.js';

export interface OctokitOptions {
  /** Where to log rate-limit waits. */
  readonly warn: (message: string) => void;
  /** The REST API's root; default GITHUB_API_URL, else https://api.github.com. */
  readonly baseUrl?: string | undefined;
  /** How often one request is retried after a rate limit. Default 3. */
  readonly rateLimitRetries?: number;
  /** The fetch to send requests with (a counting one: see github/request-counter.ts). */
  readonly fetch?: typeof fetch | undefined;
}

export function createOctokit(token: string, options: OctokitOptions): RestOctokit {
  const handlers = rateLimitHandlers(options.warn, options.rateLimitRetries ?? 3);
  const octokit = getOctokit(
    token,
    {
      ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
      ...(options.fetch === undefined ? {} : { request: { fetch: options.fetch } }),
      throttle: handlers,
      retry: { retries: 2 },
    },
    throttling,
    retry,
  );
  return withReadableErrors(octokit);
}
