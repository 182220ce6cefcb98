// The port the action talks to GitHub through: the few REST calls it needs, typed, with plain data in and
// out. The Octokit implementation is in octokit-client.ts; tests pass hand-written fakes.
import type { Annotation } from '../report/to-annotations.js';

/** A repository by owner and name. */
export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

/** A pull request: its repository (the base) and its number. */
export interface PullRef extends RepoRef {
  readonly number: number;
}

/** One entry of a pull request's changed files. */
export interface PullFile {
  /** The path at the head commit, '/' separators. */
  readonly path: string;
  /** added, modified, renamed, removed, copied, changed or unchanged, as GitHub reports it. */
  readonly status: string;
  /** The blob's SHA at the head commit (empty for removed files). */
  readonly blobSha: string;
}

/** One workflow artifact as the list endpoint describes it. */
export interface ArtifactInfo {
  readonly id: number;
  readonly name: string;
  readonly expired: boolean;
  readonly sizeInBytes: number;
  /** ISO 8601, as GitHub sends it. */
  readonly createdAt: string;
}

export interface CommentAuthor {
  readonly login: string;
  /** 'User', 'Bot' or 'Organization'. */
  readonly type: string;
}

export interface IssueComment {
  readonly id: number;
  readonly body: string;
  readonly author: CommentAuthor | undefined;
}

export type CheckConclusion = 'success' | 'neutral' | 'failure';

export interface CheckRunOutput {
  readonly title: string;
  /** At most 65,535 characters. */
  readonly summary: string;
  /** At most 50 per request. */
  readonly annotations: readonly Annotation[];
}

export interface NewCheckRun {
  /** Unique among the check runs of the commit. */
  readonly name: string;
  readonly headSha: string;
  readonly conclusion: CheckConclusion;
  /** ISO 8601. */
  readonly completedAt: string;
  readonly output: CheckRunOutput;
}

export interface GitHubClient {
  /** The PR's changed files, every page, at most `limit` of them (GitHub's own cap is 3,000). */
  listPullFiles(pull: PullRef, limit: number): Promise<PullFile[]>;
  /** A blob's bytes by SHA. */
  fetchBlob(repo: RepoRef, sha: string): Promise<Uint8Array>;
  /**
   * Artifacts named `name`, newest first, expired ones included; pages stop once one holds a live artifact.
   */
  listArtifacts(repo: RepoRef, name: string): Promise<ArtifactInfo[]>;
  /** An artifact's zip (following GitHub's redirect to blob storage). */
  downloadArtifact(repo: RepoRef, id: number): Promise<Uint8Array>;
  /**
   * The login the token acts as: a user's for a personal access token, `github-actions[bot]` for the job's
   * GITHUB_TOKEN, `<app>[bot]` for an app's installation token; undefined when GitHub will not say.
   */
  fetchViewerLogin(): Promise<string | undefined>;
  /** Every comment on the PR's conversation, oldest first. */
  listComments(pull: PullRef): Promise<IssueComment[]>;
  createComment(pull: PullRef, body: string): Promise<IssueComment>;
  updateComment(repo: RepoRef, id: number, body: string): Promise<void>;
  /** Creates a completed check run; returns its id. */
  createCheckRun(repo: RepoRef, run: NewCheckRun): Promise<number>;
  /** Appends annotations (and replaces title and summary) of a check run. */
  updateCheckRun(repo: RepoRef, id: number, output: CheckRunOutput): Promise<void>;
}
