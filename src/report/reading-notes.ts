// What every report says about reading: the submissions a run could not check (no file compared: "not
// checked", never clean) and the files read with notes (another encoding, cut, minified, language by
// content), so that nothing is left out or changed silently.
import type { CheckResult, FileNote } from '../check/types.js';

/** A file that was compared but read with notes. */
export interface NotedFile {
  readonly submission: string;
  readonly path: string;
  readonly notes: readonly FileNote[];
}

/** Names of the submissions with no file compared, in the result's order. */
export function notCheckedSubmissions(result: Pick<CheckResult, 'submissions'>): string[] {
  return result.submissions.filter((submission) => submission.files.length === 0).map((s) => s.name);
}

/** Every compared file that has notes, in the result's order. */
export function notedFiles(result: Pick<CheckResult, 'submissions'>): NotedFile[] {
  return result.submissions.flatMap((submission) =>
    submission.files.flatMap((file) =>
      file.notes && file.notes.length > 0
        ? [{ submission: submission.name, path: file.path, notes: file.notes }]
        : [],
    ),
  );
}

/** "minified or generated: line 1 has 40,000 characters; decoded as UTF-16LE (byte-order mark)". */
export function describeNotes(notes: readonly FileNote[]): string {
  return notes.map((note) => note.detail).join('; ');
}
