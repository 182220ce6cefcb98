// The port the scheduled rescan talks to GitHub through: list a course's repositories, ask a branch's head
// commit, download a commit's tarball, find open pull requests, and (through GitHubClient's methods)
// comment, create check runs and keep the staff issue. Plain data in and out; the Octokit implementation is
// octokit-course-host.ts, tests pass fakes or point it at a loopback server.
import type { GitHubClient, RepoRef } from './github-client.js';

/** One repository of an organization, as the listing describes it. */
export interface CourseRepo {
  readonly owner: string;
  readonly name: string;
  readonly defaultBranch: string;
  readonly archived: boolean;
  /** A template repository: the starter code a course's repos are made from. */
  readonly isTemplate: boolean;
  readonly topics: readonly string[];
  /** When anything was last pushed to any branch (GitHub's clock, ms since 1970); undefined if never. */
  readonly pushedAt: number | undefined;
}

/** An open pull request found by search: enough to decide whether to look closer. */
export interface OpenPull {
  readonly repo: RepoRef;
  readonly number: number;
  /** ms since 1970; a push to the head, a comment or an edit moves it. */
  readonly updatedAt: number;
}

/** What the bot needs of a pull request. */
export interface PullHead {
  readonly number: number;
  readonly headSha: string;
  readonly state: string;
}

/** An issue of the staff repository, pull requests left out. */
export interface IssueSummary {
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly author: { readonly login: string; readonly type: string } | undefined;
}

/** API requests made so far, by what they were for. */
export type RequestCounts = Readonly<Record<RequestKind, number>> & { readonly total: number };

export type RequestKind = 'listing' | 'head' | 'tarball' | 'pulls' | 'publish' | 'other';

export interface CourseHost extends Pick<
  GitHubClient,
  | 'listPullFiles'
  | 'fetchViewerLogin'
  | 'listComments'
  | 'createComment'
  | 'updateComment'
  | 'createCheckRun'
  | 'updateCheckRun'
> {
  /** Every repository of the organization (paginated, 100 a page), in GitHub's order. */
  listOrgRepos(org: string): Promise<CourseRepo[]>;
  /** The commit id at the head of `branch`. */
  fetchHeadCommit(repo: RepoRef, branch: string): Promise<string>;
  /**
   * The gzipped tarball of `ref` (one API request; the redirect to codeload carries no token).
   * @throws DownloadTooLargeError when it is over `maxBytes`.
   */
  fetchTarball(repo: RepoRef, ref: string, maxBytes: number): Promise<Uint8Array>;
  /** Open pull requests in the organization's repositories, updated at or after `since` when given. */
  searchOpenPulls(org: string, since: number | undefined): Promise<OpenPull[]>;
  fetchPull(repo: RepoRef, number: number): Promise<PullHead>;
  /** Open issues of `repo` (pull requests left out), oldest first. */
  listOpenIssues(repo: RepoRef): Promise<IssueSummary[]>;
  createIssue(repo: RepoRef, title: string, body: string): Promise<number>;
  updateIssue(repo: RepoRef, number: number, body: string): Promise<void>;
  /** API requests made through this host so far (retries included: each one costs rate limit). */
  requestCounts(): RequestCounts;
}

/** A download was cut off at its size limit. */
export class DownloadTooLargeError extends Error {
  override readonly name = 'DownloadTooLargeError';
}
