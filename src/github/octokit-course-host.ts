// CourseHost over Octokit: one REST call (or one paginated walk) per method, API payloads checked and turned
// into the port's plain types. Knows nothing of snapshots, shards or reports. Its error messages name no
// repository: the rescan files them under the repository's name in the staff report, and logs stay clean.
import {
  DownloadTooLargeError,
  type CourseHost,
  type CourseRepo,
  type IssueSummary,
  type OpenPull,
} from './course-host.js';
import { createGitHubClient } from './octokit-client.js';
import { ListingError, readAllPages } from './read-all-pages.js';
import type { RequestCounter } from './request-counter.js';
import type { RestOctokit } from './rest-octokit.js';

/** A course host acting through `octokit`, whose fetch is `counter.fetch` (so requests are counted). */
export function createCourseHost(octokit: RestOctokit, counter: RequestCounter): CourseHost {
  const client = createGitHubClient(octokit);
  const rest = octokit.rest;
  return {
    listPullFiles: client.listPullFiles,
    fetchViewerLogin: client.fetchViewerLogin,
    listComments: client.listComments,
    createComment: client.createComment,
    updateComment: client.updateComment,
    createCheckRun: client.createCheckRun,
    updateCheckRun: client.updateCheckRun,
    async listOrgRepos(org) {
      const listing = octokit.paginate.iterator(rest.repos.listForOrg, { org, type: 'all', per_page: 100 });
      return (await readAllPages(listing, 'repositories')).map((repo): CourseRepo => {
        // Checked, not trusted: every later step keys on these two.
        if (typeof repo?.name !== 'string' || typeof repo.owner?.login !== 'string')
          throw new ListingError('GitHub listed a repository without a name or owner');
        return {
          owner: repo.owner.login,
          name: repo.name,
          defaultBranch: repo.default_branch ?? 'main',
          archived: repo.archived === true,
          isTemplate: repo.is_template === true,
          topics: repo.topics ?? [],
          pushedAt: toTime(repo.pushed_at),
        };
      });
    },
    async fetchHeadCommit(repo, branch) {
      const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{ref}', {
        ...repo,
        ref: branch,
        headers: { accept: 'application/vnd.github.sha' },
      });
      const sha = (typeof data === 'string' ? data : String(data)).trim();
      if (!/^[0-9a-f]{40}$/.test(sha))
        throw new Error(`GitHub answered the head commit with '${sha.slice(0, 60)}', not a commit id`);
      return sha;
    },
    async fetchTarball(repo, ref, maxBytes) {
      const response = await octokit.request('GET /repos/{owner}/{repo}/tarball/{ref}', {
        ...repo,
        ref,
        request: { parseSuccessResponseBody: false },
      });
      return readCapped(response.data, maxBytes, 'the tarball');
    },
    async searchOpenPulls(org, since) {
      const q =
        `org:${org} is:pr is:open` +
        (since === undefined ? '' : ` updated:>=${new Date(since).toISOString().slice(0, 19)}Z`);
      const search = octokit.paginate.iterator('GET /search/issues', { q, per_page: 100 });
      const items = await readAllPages(search, 'open pull requests');
      return items.flatMap((item): OpenPull[] => {
        const match = /\/repos\/([^/]+)\/([^/]+)$/.exec(item.repository_url);
        const updatedAt = toTime(item.updated_at);
        if (!match || !item.pull_request || updatedAt === undefined) return [];
        return [{ repo: { owner: match[1]!, repo: match[2]! }, number: item.number, updatedAt }];
      });
    },
    async fetchPull(repo, number) {
      const { data } = await rest.pulls.get({ ...repo, pull_number: number });
      return { number: data.number, headSha: data.head.sha, state: data.state };
    },
    async listOpenIssues(repo) {
      const listing = octokit.paginate.iterator(rest.issues.listForRepo, {
        ...repo,
        state: 'open',
        direction: 'asc',
        per_page: 100,
      });
      const issues = await readAllPages(listing, 'open issues');
      return issues
        .filter((issue) => !issue.pull_request)
        .map((issue): IssueSummary => ({
          number: issue.number,
          title: issue.title,
          body: issue.body ?? '',
          author: issue.user ? { login: issue.user.login, type: issue.user.type } : undefined,
        }));
    },
    async createIssue(repo, title, body) {
      return (await rest.issues.create({ ...repo, title, body })).data.number;
    },
    async updateIssue(repo, number, body) {
      await rest.issues.update({ ...repo, issue_number: number, body });
    },
    requestCounts: () => counter.counts(),
  };
}

function toTime(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/** Reads a response body, giving up (and cancelling the download) past `maxBytes`. */
async function readCapped(body: unknown, maxBytes: number, what: string): Promise<Uint8Array> {
  if (body instanceof ArrayBuffer) return checkSize(new Uint8Array(body), maxBytes, what);
  if (ArrayBuffer.isView(body))
    return checkSize(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), maxBytes, what);
  if (!(body instanceof ReadableStream))
    throw new TypeError(`expected the bytes of ${what}, got ${typeof body}`);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer);
    total += chunk.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw new DownloadTooLargeError(`${what} is over ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

function checkSize(bytes: Uint8Array, maxBytes: number, what: string): Uint8Array {
  if (bytes.length > maxBytes) throw new DownloadTooLargeError(`${what} is over ${maxBytes} bytes`);
  return bytes;
}
