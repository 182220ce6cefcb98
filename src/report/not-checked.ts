// The submissions a run could not check: those with no file compared. They are "not checked" in every
// report, never counted as clean.
import type { CheckResult } from '../check/types.js';

/** Names of the submissions with no file compared, in the result's order. */
export function notCheckedSubmissions(result: Pick<CheckResult, 'submissions'>): string[] {
  return result.submissions.filter((submission) => submission.files.length === 0).map((s) => s.name);
}
