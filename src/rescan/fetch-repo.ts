// One repository's part of a rescan: decide from the listing and the previous snapshot whether it can have
// changed, ask its head commit only when it may have, download its tarball only when that commit is new,
// and turn failures into data (stale: the previous version is kept; skipped: there is none). Never throws
// for a repository's own trouble; the run goes on with the others.
import { describeError } from '../engine/describe-error.js';
import type { CourseHost, CourseRepo } from '../github/course-host.js';
import { DownloadTooLargeError } from '../github/course-host.js';
import type { RepoRef } from '../github/github-client.js';
import { statusOf } from '../github/status-of.js';
import { isSourcePath } from '../languages/registry.js';
import type { RepoStatus } from '../report/staff-report.js';
import { TarError } from '../sources/read-tar.js';
import { readTarball, TarballTooLargeError, type TarballFiles } from '../sources/read-tarball.js';

/** What the previous snapshot says of a repository. */
export interface PreviousVersion {
  readonly commit: string | undefined;
  /** When the version was seen pushed (GitHub's pushed_at), ms since 1970. */
  readonly pushedAt: number | undefined;
  /**
   * Its fingerprints stand as they are: made with this run's starter code. When false (the starter changed),
   * the repository is downloaded again, and the old entry serves only if that fails.
   */
  readonly reusable: boolean;
}

export interface RepoOutcome {
  readonly repo: CourseRepo;
  readonly fullName: string;
  readonly status: RepoStatus;
  /** Why it is stale or skipped, for people. */
  readonly reason?: string | undefined;
  /** The commit its snapshot entry is of, when known. */
  readonly commit?: string | undefined;
  /** What was read, when fetched. */
  readonly files?: TarballFiles | undefined;
  readonly previous?: PreviousVersion | undefined;
}

export interface FetchLimits {
  /** A tarball over this many bytes is not downloaded further. */
  readonly maxTarballBytes: number;
  /** Files over this many bytes are skipped as too large; default as when reading from disk (512 KiB). */
  readonly maxFileBytes?: number | undefined;
  /** Attempts per repository, for failures worth another try (5xx after Octokit's own retries, cut downloads). */
  readonly attempts: number;
}

/** The repository's outcome. `previous` is its entry in a previous snapshot made with the same parameters. */
export async function fetchRepo(
  host: CourseHost,
  repo: CourseRepo,
  previous: PreviousVersion | undefined,
  limits: FetchLimits,
): Promise<RepoOutcome> {
  const fullName = `${repo.owner}/${repo.name}`;
  const base = { repo, fullName, previous };
  if (repo.pushedAt === undefined) return failed(base, 'the repository is empty (nothing was ever pushed)');
  const reusable = previous?.reusable === true ? previous : undefined;
  if (reusable?.pushedAt !== undefined && repo.pushedAt <= reusable.pushedAt) {
    return { ...base, status: 'unchanged', commit: reusable.commit };
  }
  const ref = { owner: repo.owner, repo: repo.name };
  try {
    let head: string | undefined;
    if (reusable?.commit !== undefined) {
      head = await withAttempts(limits.attempts, () => host.fetchHeadCommit(ref, repo.defaultBranch));
      if (head === reusable.commit) return { ...base, status: 'same-head', commit: head };
    }
    const files = await downloadFiles(host, { ref, at: head ?? repo.defaultBranch }, limits);
    return { ...base, status: 'fetched', commit: files.commit ?? head, files };
  } catch (error) {
    return failed(base, describeFailure(error));
  }
}

/**
 * The files a front end reads in the tarball of `at` (a commit or branch): one request per attempt.
 * @throws what the host or readTarball throws, after `limits.attempts` attempts for what is worth another.
 */
export async function downloadFiles(
  host: CourseHost,
  where: { readonly ref: RepoRef; readonly at: string },
  limits: FetchLimits,
): Promise<TarballFiles> {
  return withAttempts(limits.attempts, async () => {
    const bytes = await host.fetchTarball(where.ref, where.at, limits.maxTarballBytes);
    return readTarball(bytes, {
      maxFileBytes: limits.maxFileBytes,
      acceptPath: isSourcePath,
    });
  });
}

function failed(base: Pick<RepoOutcome, 'repo' | 'fullName' | 'previous'>, reason: string): RepoOutcome {
  return base.previous
    ? { ...base, status: 'stale', reason, commit: base.previous.commit }
    : { ...base, status: 'skipped', reason };
}

async function withAttempts<T>(attempts: number, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isWorthRetrying(error)) throw error;
    }
  }
}

// Octokit already retried server errors and waited out rate limits; another attempt helps with a download
// cut short or a server that is still failing, never with an answer that will not change (4xx, too large).
function isWorthRetrying(error: unknown): boolean {
  if (error instanceof DownloadTooLargeError || error instanceof TarballTooLargeError) return false;
  if (error instanceof TarError) return true;
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

function describeFailure(error: unknown): string {
  const message = describeError(error);
  if (error instanceof DownloadTooLargeError || error instanceof TarballTooLargeError)
    return `too large: ${message}`;
  if (error instanceof TarError) return `the tarball could not be read: ${message}`;
  const status = statusOf(error);
  if (status === 404) return 'GitHub answered 404: no such repository or branch, or the token cannot read it';
  return status === undefined ? message : `GitHub answered ${status}: ${message}`;
}
