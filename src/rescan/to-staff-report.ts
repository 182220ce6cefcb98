// The staff report of a whole-course run: the course state, the ranked pairs, the bot's pull requests and
// the API requests spent (by shard jobs before, and by this job's hosts so far).
import { labelOf } from '../check/check-against-snapshots.js';
import type { PullLine, StaffReport } from '../report/staff-report.js';
import type { CourseState, PublishDeps, PublishSettings } from './publish-course.js';

export interface ReportParts extends PublishSettings {
  readonly result: StaffReport['result'];
  readonly pulls: readonly PullLine[] | undefined;
}

export function toStaffReport(deps: PublishDeps, state: CourseState, parts: ReportParts): StaffReport {
  const commits = new Map<string, string>();
  for (const submission of state.snapshot.submissions)
    if (submission.commit) commits.set(labelOf(submission), submission.commit);
  return {
    createdAt: new Date(state.snapshot.createdAt).toISOString(),
    course: parts.course,
    repos: state.repos,
    excluded: state.excluded,
    missing: state.missing,
    notes: state.notes,
    requests: sumRequests([...state.requests, ...ownRequests(deps)]),
    result: parts.result,
    commits,
    serverUrl: parts.serverUrl,
    pulls: parts.pulls,
  };
}

/** The requests this job made (through both hosts). */
export function ownRequests(deps: Pick<PublishDeps, 'host' | 'staffHost'>): Record<string, number>[] {
  const hosts = deps.staffHost === deps.host ? [deps.host] : [deps.host, deps.staffHost];
  return hosts.map((host) => ({ ...host.requestCounts() }));
}

/** Request counts added up by kind. */
export function sumRequests(counts: readonly Readonly<Record<string, number>>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const count of counts) for (const [kind, n] of Object.entries(count)) sum[kind] = (sum[kind] ?? 0) + n;
  return sum;
}
