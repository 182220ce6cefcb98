// Reads submissions one at a time for the snapshot commands, a few ahead of the one being fingerprinted, so a
// course of thousands never sits in memory as text. Each is named by its folder (or file) name, the name
// its repository has: that name, lower-cased, is its identity in the snapshot.
import { basename } from 'node:path';
import type { InputFile, SkippedEntry } from '../check/types.js';
import { languageForPath } from '../languages/registry.js';
import { listSubmissionFolders } from '../sources/list-submission-folders.js';
import { readSubmission } from '../sources/read-submission.js';

export interface NamedPath {
  readonly name: string;
  readonly path: string;
}

export interface ReadSubmission {
  readonly name: string;
  readonly files: InputFile[];
  readonly skipped: SkippedEntry[];
}

const READ_AHEAD = 8;

const acceptPath = (path: string) => languageForPath(path) !== undefined;

/** Each path as a submission named by its base name, then every child of each `each` folder. */
export async function listNamedPaths(
  paths: readonly string[],
  each: readonly string[],
): Promise<NamedPath[]> {
  const named = paths.map((path) => ({ name: basename(path), path }));
  for (const dir of each) named.push(...(await listSubmissionFolders(dir)));
  return named;
}

/** The submissions at `named`, in order, read up to READ_AHEAD ahead of the consumer. */
export async function* streamSubmissions(named: readonly NamedPath[]): AsyncGenerator<ReadSubmission> {
  const pending: Promise<ReadSubmission>[] = [];
  let next = 0;
  const fill = () => {
    while (pending.length < READ_AHEAD && next < named.length) {
      const read = readOne(named[next++]!);
      // Awaited in turn below; this only keeps a failure of one read ahead from counting as unhandled.
      read.catch(() => undefined);
      pending.push(read);
    }
  };
  fill();
  while (pending.length > 0) {
    const submission = await pending.shift()!;
    fill();
    yield submission;
  }
}

async function readOne(entry: NamedPath): Promise<ReadSubmission> {
  const read = await readSubmission(entry.path, { acceptPath });
  return {
    name: entry.name,
    files: [...read.files],
    skipped: read.skipped.map((skip) => ({ submission: entry.name, ...skip })),
  };
}

/** Every file under the --base paths, as starter code. */
export async function readStarter(paths: readonly string[]): Promise<InputFile[]> {
  const files: InputFile[] = [];
  for (const path of paths) files.push(...(await readSubmission(path, { acceptPath })).files);
  return files;
}
