// The staff report of a whole-course run, built once from data: the course state, the ranked pairs, the
// bot's pull requests and the API requests counted when it was built (by shard jobs before, and by this
// job's hosts). Pure.
import { labelOf } from '../check/check-against-snapshots.js';
import type { CourseHost } from '../github/course-host.js';
import type { PullLine, StaffReport } from '../report/staff-report.js';
import type { FlagHistory } from '../report/flag-history.js';
import type { Snapshot } from '../snapshot/types.js';
import type { CourseState } from './course-state.js';
import { toHistoryEntries } from './describe-history.js';

export interface ReportParts {
  /** "course: repositories named hw1-*". */
  readonly course: string;
  readonly serverUrl: string;
  readonly result: StaffReport['result'];
  readonly pulls: readonly PullLine[] | undefined;
  /** Requests spent so far, by kind, and `total` (see sumRequests). */
  readonly requests: Readonly<Record<string, number>>;
  readonly history?: FlagHistory | undefined;
}

/** The commit each submission of the staff copy was compared at, by its name in the report. */
export function commitsOf(snapshot: Snapshot): Map<string, string> {
  const commits = new Map<string, string>();
  for (const submission of snapshot.submissions)
    if (submission.commit) commits.set(labelOf(submission), submission.commit);
  return commits;
}

export function toStaffReport(state: CourseState, parts: ReportParts): StaffReport {
  const commits = commitsOf(state.snapshot);
  return {
    createdAt: new Date(state.snapshot.createdAt).toISOString(),
    course: parts.course,
    repos: state.repos,
    excluded: state.excluded,
    missing: state.missing,
    notes: state.notes,
    requests: parts.requests,
    result: parts.result,
    commits,
    serverUrl: parts.serverUrl,
    pulls: parts.pulls,
    ...(parts.history ? { history: toHistoryEntries(parts.history) } : {}),
  };
}

/** What this job's hosts have counted so far (each host once). */
export function ownRequests(hosts: {
  readonly host: CourseHost;
  readonly staffHost: CourseHost;
}): Record<string, number>[] {
  const all = hosts.staffHost === hosts.host ? [hosts.host] : [hosts.host, hosts.staffHost];
  return all.map((host) => ({ ...host.requestCounts() }));
}

/** Request counts added up by kind. */
export function sumRequests(counts: readonly Readonly<Record<string, number>>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const count of counts) for (const [kind, n] of Object.entries(count)) sum[kind] = (sum[kind] ?? 0) + n;
  return sum;
}
