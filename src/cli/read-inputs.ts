// Reads what the command line names: one submission per path, every child folder of each --each folder,
// and the starter code of each --base path. Skipped files come back as data for the report, and so do the
// stray files at the root of an --each folder, which are not submissions.
import type { InputFile, SkippedEntry, SubmissionInput } from '../check/types.js';
import { compareText } from '../engine/compare-text.js';
import { isSourcePath } from '../languages/registry.js';
import type { LanguageId } from '../languages/types.js';
import { listCourseFolder } from '../sources/list-submission-folders.js';
import { excludedByGlobs, includesLeftOut, type PathGlobs } from '../sources/path-globs.js';
import { readSubmission, type ReadSubmissionOptions } from '../sources/read-submission.js';
import type { Progress } from './progress.js';

export interface InputPaths {
  readonly paths: readonly string[];
  readonly each: readonly string[];
  readonly base: readonly string[];
  readonly language?: LanguageId | undefined;
  /** --include and --exclude; none given reads every file. */
  readonly globs?: PathGlobs | undefined;
}

export interface ReadInputs {
  readonly submissions: SubmissionInput[];
  readonly starter: InputFile[];
  readonly skipped: SkippedEntry[];
}

/** The reading options every CLI command uses: source paths only, the user's globs applied. */
export function toReadOptions(globs: PathGlobs | undefined): ReadSubmissionOptions {
  return {
    acceptPath: isSourcePath,
    ...(globs === undefined
      ? {}
      : {
          excludePath: (path: string) => excludedByGlobs(path, globs),
          reachesLeftOut: (path: string, folder: string) => includesLeftOut(path, folder, globs),
        }),
  };
}

/** The submissions of every --each folder, and a skip entry for each file at such a folder's root. */
export async function listEachFolders(
  each: readonly string[],
): Promise<{ paths: { name: string; path: string }[]; stray: SkippedEntry[] }> {
  const paths: { name: string; path: string }[] = [];
  const stray: SkippedEntry[] = [];
  for (const dir of each) {
    const course = await listCourseFolder(dir);
    paths.push(...course.submissions);
    for (const name of course.strayFiles) {
      const detail = 'a file at the root of an --each folder, not a submission folder';
      stray.push({ submission: dir, path: name, reason: 'not-a-submission', detail });
    }
  }
  return { paths, stray };
}

export async function readInputs(
  input: InputPaths,
  progress: Pick<Progress, 'update' | 'finish'>,
): Promise<ReadInputs> {
  const starter = await readStarterFiles(input.base, input.globs);
  return { ...(await readSubmissions(input, progress)), starter };
}

/** Every file under the `base` paths, as starter code, the user's globs applied. */
export async function readStarterFiles(
  base: readonly string[],
  globs?: PathGlobs | undefined,
): Promise<InputFile[]> {
  const options = toReadOptions(globs);
  const starter: InputFile[] = [];
  for (const path of base) starter.push(...(await readSubmission(path, options)).files);
  return starter;
}

/** The submissions the paths and --each folders name, in that order, and the stray files of the latter. */
export async function listSubmissionPaths(
  input: Pick<InputPaths, 'paths' | 'each'>,
): Promise<{ named: string[]; stray: SkippedEntry[] }> {
  const listed = await listEachFolders(input.each);
  return { named: [...input.paths, ...listed.paths.map((entry) => entry.path)], stray: listed.stray };
}

/** Skipped entries in the order every report lists them: by submission, then path. */
export function sortSkipped(skipped: SkippedEntry[]): SkippedEntry[] {
  return skipped.sort((x, y) => compareText(`${x.submission}\0${x.path}`, `${y.submission}\0${y.path}`));
}

/** The submissions the paths and --each folders name, in that order, and every file skipped. */
export async function readSubmissions(
  input: Omit<InputPaths, 'base'>,
  progress: Pick<Progress, 'update' | 'finish'>,
): Promise<Omit<ReadInputs, 'starter'>> {
  const options = toReadOptions(input.globs);
  const { named, stray } = await listSubmissionPaths(input);
  const skipped: SkippedEntry[] = [...stray];
  const submissions: SubmissionInput[] = [];
  // One after another: reading is synchronous underneath (readSubmission), so nothing would overlap.
  for (const name of named) {
    const read = await readSubmission(name, options);
    submissions.push({ name, files: read.files });
    for (const skip of read.skipped) skipped.push({ submission: name, ...skip });
    progress.update(submissions.length, named.length);
  }
  progress.finish();
  return { submissions, skipped: sortSkipped(skipped) };
}
