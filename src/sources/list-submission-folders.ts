// Lists the submissions of a course folder: each visible child folder is one student's submission; a file
// at the root is not one (it is stray: a note, an archive, a roster) and is listed apart for a warning.
// Reads no file contents; readSubmission does that, one submission at a time.
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
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

/** A course folder's submissions and the files at its root, which are not submissions. */
export interface CourseFolder {
  readonly submissions: readonly SubmissionEntry[];
  /** Names of the visible files (and other non-folders) at the root, sorted. */
  readonly strayFiles: readonly string[];
}

/**
 * The submissions in course folder `dir`, sorted by name; hidden children ('.git', '.DS_Store') are left out.
 * @throws SubmissionPathError when `dir` does not exist, is not a folder or cannot be listed.
 */
export async function listSubmissionFolders(dir: string): Promise<SubmissionEntry[]> {
  return [...(await listCourseFolder(dir)).submissions];
}

/**
 * The child folders of `dir` (symbolic links to folders too) as submissions, and its other visible
 * children as stray files; both sorted by name.
 * @throws SubmissionPathError when `dir` does not exist, is not a folder or cannot be listed.
 */
export async function listCourseFolder(dir: string): Promise<CourseFolder> {
  let children: Dirent[];
  try {
    children = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw toPathError(dir, error);
  }
  const submissions: SubmissionEntry[] = [];
  const strayFiles: string[] = [];
  const visible = children.filter((child) => !child.name.startsWith('.'));
  for (const child of visible.sort((a, b) => compareText(a.name, b.name))) {
    const path = join(dir, child.name);
    if (await isFolder(child, path)) submissions.push({ name: child.name, path });
    else strayFiles.push(child.name);
  }
  return { submissions, strayFiles };
}

async function isFolder(child: Dirent, path: string): Promise<boolean> {
  if (child.isDirectory()) return true;
  if (!child.isSymbolicLink()) return false;
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
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
