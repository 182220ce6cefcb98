// The warning for a compare that cannot find a pair: a single submission, most often a course folder given
// without --each, which then reads as one student's work; or --each folders that hold fewer than two.
import type { SubmissionPaths } from './read-while-fingerprinting.js';

/** The line to print on stderr when `compare` has fewer than two submissions; undefined otherwise. */
export function eachHint(
  submissions: readonly SubmissionPaths[],
  each: readonly string[],
): string | undefined {
  const only = submissions[0];
  if (submissions.length > 1) return undefined;
  if (each.length > 0 || only === undefined) {
    const held = only === undefined ? 'no submission' : `one submission (${only.name})`;
    return `codewinnow: warning: ${held} given, so there is no pair to compare\n`;
  }
  const folders = new Set<string>();
  for (const file of only.files) {
    const slash = file.path.indexOf('/');
    if (slash > 0) folders.add(file.path.slice(0, slash));
  }
  if (folders.size < 2) {
    return `codewinnow: warning: only one submission (${only.name}), so there is no pair to compare\n`;
  }
  return (
    `codewinnow: warning: ${only.name} is read as one submission, and it holds ${folders.size} folders of code; ` +
    `to compare each of them as a submission, run: codewinnow compare --each ${only.name}\n`
  );
}
