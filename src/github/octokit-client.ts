// GitHubClient over Octokit: one REST call (or one paginated walk) per method, API payloads turned into
// the port's plain types. Knows nothing of snapshots, reports or inputs.
import type { Annotation } from '../report/to-annotations.js';
import type { RestOctokit } from './rest-octokit.js';
import type { ArtifactInfo, GitHubClient, IssueComment, PullFile } from './github-client.js';
import { readAllPages } from './read-all-pages.js';
import { statusOf } from './status-of.js';

export function createGitHubClient(octokit: RestOctokit): GitHubClient {
  const rest = octokit.rest;
  return {
    async listPullFiles(pull, limit) {
      const files: PullFile[] = [];
      const params = { owner: pull.owner, repo: pull.repo, pull_number: pull.number, per_page: 100 };
      for await (const page of octokit.paginate.iterator(rest.pulls.listFiles, params)) {
        for (const file of page.data)
          files.push({ path: file.filename, status: file.status, blobSha: file.sha ?? '' });
        if (files.length >= limit) break;
      }
      return files.slice(0, limit);
    },
    async fetchBlob(repo, sha) {
      const { data } = await rest.git.getBlob({ ...repo, file_sha: sha });
      if (data.encoding !== 'base64') return new TextEncoder().encode(data.content);
      return Uint8Array.from(Buffer.from(data.content, 'base64'));
    },
    async listArtifacts(repo, name) {
      const artifacts: ArtifactInfo[] = [];
      const params = { ...repo, name, per_page: 100 };
      for await (const page of octokit.paginate.iterator(rest.actions.listArtifactsForRepo, params)) {
        for (const a of page.data) {
          artifacts.push({
            id: a.id,
            name: a.name,
            expired: a.expired,
            sizeInBytes: a.size_in_bytes,
            createdAt: a.created_at ?? '',
          });
        }
        // GitHub lists newest first: once a page holds a live artifact, older pages cannot matter.
        if (artifacts.some((artifact) => !artifact.expired)) break;
      }
      return artifacts.sort((x, y) =>
        x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : y.id - x.id,
      );
    },
    async downloadArtifact(repo, id) {
      const { data } = await rest.actions.downloadArtifact({
        ...repo,
        artifact_id: id,
        archive_format: 'zip',
      });
      return toBytes(data);
    },
    async fetchViewerLogin() {
      const user = await unlessRefused(async () => (await rest.users.getAuthenticated()).data.login);
      // GITHUB_TOKEN and app installation tokens may not GET /user; GraphQL's viewer names their bot.
      return user ?? (await unlessRefused(() => fetchGraphqlViewer(octokit)));
    },
    async listComments(pull) {
      const params = { owner: pull.owner, repo: pull.repo, issue_number: pull.number, per_page: 100 };
      const listing = octokit.paginate.iterator(rest.issues.listComments, params);
      const comments = await readAllPages(listing, "the pull request's comments");
      return comments.map(toComment);
    },
    async createComment(pull, body) {
      const { data } = await rest.issues.createComment({
        owner: pull.owner,
        repo: pull.repo,
        issue_number: pull.number,
        body,
      });
      return toComment(data);
    },
    async updateComment(repo, id, body) {
      await rest.issues.updateComment({ ...repo, comment_id: id, body });
    },
    async createCheckRun(repo, run) {
      const { data } = await rest.checks.create({
        ...repo,
        name: run.name,
        head_sha: run.headSha,
        status: 'completed',
        conclusion: run.conclusion,
        completed_at: run.completedAt,
        output: { ...run.output, annotations: run.output.annotations.map(toCheckAnnotation) },
      });
      return data.id;
    },
    async updateCheckRun(repo, id, output) {
      await rest.checks.update({
        ...repo,
        check_run_id: id,
        output: { ...output, annotations: output.annotations.map(toCheckAnnotation) },
      });
    },
  };
}

/** What `fn` answers, or undefined when GitHub refuses the request (401, 403, 404). */
async function unlessRefused<T>(fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (error) {
    const status = statusOf(error);
    if (status === 401 || status === 403 || status === 404) return undefined;
    throw error;
  }
}

async function fetchGraphqlViewer(octokit: RestOctokit): Promise<string | undefined> {
  const data: unknown = await octokit.graphql('query { viewer { login } }');
  if (typeof data !== 'object' || data === null || !('viewer' in data)) return undefined;
  const viewer: unknown = data.viewer;
  if (typeof viewer !== 'object' || viewer === null || !('login' in viewer)) return undefined;
  return typeof viewer.login === 'string' && viewer.login !== '' ? viewer.login : undefined;
}

function toComment(data: {
  id: number;
  body?: string | undefined;
  user: { login: string; type: string } | null;
}): IssueComment {
  return {
    id: data.id,
    body: data.body ?? '',
    author: data.user ? { login: data.user.login, type: data.user.type } : undefined,
  };
}

function toCheckAnnotation(annotation: Annotation) {
  return {
    path: annotation.path,
    start_line: annotation.startLine,
    end_line: annotation.endLine,
    annotation_level: annotation.level,
    title: annotation.title,
    message: annotation.message,
  };
}

function toBytes(data: unknown): Uint8Array {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (typeof data === 'string') return new TextEncoder().encode(data);
  throw new TypeError(`expected the artifact's bytes, got ${typeof data}`);
}
