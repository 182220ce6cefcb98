// The one issue in the instructor's repository that each rescan rewrites with the staff report: found by
// its hidden marker and its author (as the PR comment is), created when there is none, left alone when
// nothing changed. Staff only: the instructor's repository is private to staff.
import type { CourseHost } from '../github/course-host.js';
import type { RepoRef } from '../github/github-client.js';
import { findStickyComment, resolveCommentAuthor } from '../github/upsert-sticky-comment.js';

export const STAFF_ISSUE_MARKER = '<!-- codewinnow staff report -->';

export type StaffIssueOutcome = 'created' | 'updated' | 'unchanged';

/** Writes `body` (which must carry STAFF_ISSUE_MARKER) into the staff issue. Returns what it did and the number. */
export async function publishStaffIssue(
  host: Pick<CourseHost, 'listOpenIssues' | 'createIssue' | 'updateIssue' | 'fetchViewerLogin'>,
  issue: { readonly repo: RepoRef; readonly title: string; readonly body: string },
): Promise<{ outcome: StaffIssueOutcome; number: number }> {
  const rule = await resolveCommentAuthor(host);
  const open = (await host.listOpenIssues(issue.repo)).map((i) => ({
    id: i.number,
    body: i.body,
    author: i.author,
  }));
  const existing = findStickyComment(open, STAFF_ISSUE_MARKER, rule);
  if (!existing)
    return { outcome: 'created', number: await host.createIssue(issue.repo, issue.title, issue.body) };
  if (existing.body === issue.body) return { outcome: 'unchanged', number: existing.id };
  await host.updateIssue(issue.repo, existing.id, issue.body);
  return { outcome: 'updated', number: existing.id };
}
