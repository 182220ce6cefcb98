// Reads what the command line names: one submission per path, every child of each --each folder, and the
// starter code of each --base path. Skipped files come back as data for the report.
import type { InputFile, SkippedEntry, SubmissionInput } from '../check/types.js';
import { languageForPath } from '../languages/registry.js';
import type { LanguageId } from '../languages/types.js';
import { listSubmissionFolders } from '../sources/list-submission-folders.js';
import { readSubmission } from '../sources/read-submission.js';
import type { Progress } from './progress.js';

export interface InputPaths {
  readonly paths: readonly string[];
  readonly each: readonly string[];
  readonly base: readonly string[];
  readonly language?: LanguageId | undefined;
}

export interface ReadInputs {
  readonly submissions: SubmissionInput[];
  readonly starter: InputFile[];
  readonly skipped: SkippedEntry[];
}

const CONCURRENT_READS = 16;

export async function readInputs(
  input: InputPaths,
  progress: Pick<Progress, 'update' | 'finish'>,
): Promise<ReadInputs> {
  const acceptPath = (path: string) => languageForPath(path, input.language) !== undefined;
  const named = [...input.paths];
  for (const dir of input.each) for (const entry of await listSubmissionFolders(dir)) named.push(entry.path);
  const skipped: SkippedEntry[] = [];
  const starter: InputFile[] = [];
  for (const base of input.base) {
    const read = await readSubmission(base, { acceptPath });
    starter.push(...read.files);
  }
  const submissions = new Array<SubmissionInput>(named.length);
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < named.length) {
      const index = next++;
      const name = named[index]!;
      const read = await readSubmission(name, { acceptPath });
      submissions[index] = { name, files: read.files };
      for (const skip of read.skipped) skipped.push({ submission: name, ...skip });
      progress.update(++done, named.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, named.length) }, worker));
  progress.finish();
  skipped.sort((x, y) => (x.submission + '\0' + x.path < y.submission + '\0' + y.path ? -1 : 1));
  return { submissions, starter, skipped };
}
