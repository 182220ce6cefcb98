// What a scheduled rescan tells course staff: the ranked pairs of the whole course with their fragments,
// which repositories were fetched, kept, stale or skipped, what the run cost in API requests, and what the
// bot did on pull requests. Staff only: it names every student and links to their code. Types and the
// one rule for links; rendering is in render-staff-summary.ts and render-staff-json.ts.
import type { CheckResult, FragmentSide } from '../check/types.js';
import type { HistoryEntry, HistoryFragment } from './flag-history.js';
import { toHumanLines } from './lines.js';

/**
 * unchanged: nothing pushed since the previous snapshot (no request); same-head: pushes, but the default
 * branch's head is the same commit; fetched: downloaded; stale: failed, its previous version kept;
 * skipped: failed, and there is no previous version.
 */
export type RepoStatus = 'unchanged' | 'same-head' | 'fetched' | 'stale' | 'skipped';

/** A repository's line in the staff report. */
export interface RepoLine {
  /** owner/name. */
  readonly name: string;
  readonly status: RepoStatus;
  readonly reason?: string | undefined;
  readonly commit?: string | undefined;
}

export type PullStatus = 'checked' | 'unchanged' | 'failed';

/** What the bot did on one open pull request. */
export interface PullLine {
  /** owner/name#number. */
  readonly pull: string;
  readonly status: PullStatus;
  readonly headSha?: string | undefined;
  /** The highest similarity found, when checked. */
  readonly similarity?: number | undefined;
  readonly reason?: string | undefined;
  /** The course submissions its head is flagged with, for the flag history. */
  readonly flags?: readonly PullFlag[] | undefined;
}

/** A pull request's head flagged with one submission of the course (staff only: it names it). */
export interface PullFlag {
  /** The other submission, as the staff report names it. */
  readonly with: string;
  readonly reason: string;
  /** Fragments with the pull request's side as `a` (the other side's file by name only). */
  readonly fragments: readonly HistoryFragment[];
}

export interface StaffReport {
  /** ISO 8601. */
  readonly createdAt: string;
  /** "course, repositories named hw1-*", for the heading. */
  readonly course: string;
  readonly repos: readonly RepoLine[];
  readonly excluded: readonly { readonly name: string; readonly reason: string }[];
  /** Names from a repository list that the organization does not have. */
  readonly missing: readonly string[];
  /** Sentences about the run: starter code, a rebuild and why, shards merged. */
  readonly notes: readonly string[];
  /** API requests by kind, and `total`. */
  readonly requests: Readonly<Record<string, number>>;
  /** Every pair, ranked; submissions named owner/name (earlier terms: `<term>/<name>`). */
  readonly result: CheckResult;
  /** The commit each submission was compared at, by its name in the result, for links. */
  readonly commits: ReadonlyMap<string, string>;
  /** GitHub's web address (GITHUB_SERVER_URL), for links. */
  readonly serverUrl: string;
  /** Undefined when the bot did not run. */
  readonly pulls?: readonly PullLine[] | undefined;
  /** Every pair ever flagged, this run's included (report/flag-history.ts); undefined: not kept. */
  readonly history?: readonly HistoryEntry[] | undefined;
}

/** A link to a fragment's lines on GitHub, at the commit compared; undefined when the commit is unknown. */
export function fragmentLink(
  report: Pick<StaffReport, 'commits' | 'serverUrl'>,
  submission: string,
  side: FragmentSide,
): string | undefined {
  const commit = report.commits.get(submission);
  if (commit === undefined || !/^[^/\s]+\/[^/\s]+$/.test(submission)) return undefined;
  const { startLine, endLine } = toHumanLines(side.lines);
  const path = side.file.split('/').map(encodeURIComponent).join('/');
  return `${report.serverUrl.replace(/\/$/, '')}/${submission}/blob/${commit}/${path}#L${startLine}-L${endLine}`;
}

/** How many repositories have each status. */
export function countStatuses(repos: readonly RepoLine[]): Record<RepoStatus, number> {
  const counts: Record<RepoStatus, number> = {
    unchanged: 0,
    'same-head': 0,
    fetched: 0,
    stale: 0,
    skipped: 0,
  };
  for (const repo of repos) counts[repo.status]++;
  return counts;
}
