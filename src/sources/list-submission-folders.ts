// Lists the submissions of a course folder: each visible child (a folder, or a single file) is one student's
// submission. Reads no file contents; readSubmission does that, one submission at a time.
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { compareText } from '../engine/compare-text.js';
import { describeError } from '../engine/describe-error.js';
import { errorCode } from './error-code.js';
import { SubmissionPathError } from './submission-path-error.js';

/** One submission found in a course folder. */
export interface SubmissionEntry {
  /** The child's name: the student's handle or the repository's name. */
  readonly name: string;
  /** The course folder joined with `name`, ready for readSubmission. */
  readonly path: string;
}

/**
 * The submissions in course folder `dir`, sorted by name; hidden children ('.git', '.DS_Store') are left out.
 * @throws SubmissionPathError when `dir` does not exist, is not a folder or cannot be listed.
 */
export async function listSubmissionFolders(dir: string): Promise<SubmissionEntry[]> {
  let children: Dirent[];
  try {
    children = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw toPathError(dir, error);
  }
  return children
    .map((child) => child.name)
    .filter((name) => !name.startsWith('.'))
    .sort(compareText)
    .map((name) => ({ name, path: join(dir, name) }));
}

function toPathError(dir: string, error: unknown): SubmissionPathError {
  switch (errorCode(error)) {
    case 'ENOENT':
      return new SubmissionPathError(`no such file or folder: ${dir}`, dir);
    case 'ENOTDIR':
      return new SubmissionPathError(
        `not a folder: ${dir} (expected a folder with one entry per submission)`,
        dir,
      );
    default:
      return new SubmissionPathError(`cannot list the folder ${dir}: ${describeError(error)}`, dir);
  }
}
