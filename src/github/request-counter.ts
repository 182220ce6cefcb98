// Counts the API requests a run makes, by wrapping the fetch Octokit calls: every attempt is seen (retries
// and rate-limit waits included), and a redirect that fetch follows (a tarball's to codeload, which the
// rate limit does not count) is not. The rescan reports these counts, so staff see what a run costs. Every
// response it passes on keeps its body readable until read (pin-response-body.ts): it is the fetch of every
// course host.
import type { RequestCounts, RequestKind } from './course-host.js';
import { pinResponseBody } from './pin-response-body.js';

export interface RequestCounter {
  /** Give this to Octokit as `request.fetch`. */
  readonly fetch: typeof fetch;
  counts(): RequestCounts;
}

export function createRequestCounter(base: typeof fetch = fetch): RequestCounter {
  const counts: Record<RequestKind, number> = {
    listing: 0,
    head: 0,
    tarball: 0,
    pulls: 0,
    publish: 0,
    other: 0,
  };
  const counted: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    counts[kindOf(init?.method ?? 'GET', new URL(url).pathname)]++;
    return base(input, init).then(pinResponseBody);
  };
  return {
    fetch: counted,
    counts: () => ({ ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) }),
  };
}

/** What a request is for, by its method and path (paths may carry an API prefix, as on GitHub Enterprise). */
export function kindOf(method: string, path: string): RequestKind {
  if (method !== 'GET') return 'publish';
  if (/\/orgs\/[^/]+\/repos$/.test(path)) return 'listing';
  if (/\/repos\/[^/]+\/[^/]+\/(commits|branches)\/[^/]+/.test(path)) return 'head';
  if (/\/repos\/[^/]+\/[^/]+\/tarball\//.test(path)) return 'tarball';
  if (/\/search\/issues$/.test(path) || /\/repos\/[^/]+\/[^/]+\/pulls(\/|$)/.test(path)) return 'pulls';
  if (/\/repos\/[^/]+\/[^/]+\/issues(\/|$)/.test(path) || /\/user$/.test(path)) return 'publish';
  return 'other';
}
