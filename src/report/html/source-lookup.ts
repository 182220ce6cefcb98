// Where the HTML report gets the code it shows: a lookup the shell supplies, since the report reads no files.
import type { SubmissionInput } from '../../check/types.js';

/** The text of `path` in `submission`, or undefined when the shell does not have it (the page then says so). */
export type SourceLookup = (submission: string, path: string) => string | undefined;

/** A lookup over submissions already in memory, as the CLI has them after reading. */
export function toSourceLookup(submissions: readonly SubmissionInput[]): SourceLookup {
  const byName = new Map<string, Map<string, string>>();
  for (const submission of submissions) {
    byName.set(submission.name, new Map(submission.files.map((file) => [file.path, file.text])));
  }
  return (submission, path) => byName.get(submission)?.get(path);
}
