// Reads submissions one at a time for the snapshot commands, a few ahead of the one being fingerprinted, so a
// course of thousands never sits in memory as text. Each is named by its folder (or file) name, the name
// its repository has: that name, lower-cased, is its identity in the snapshot.
import { basename } from 'node:path';
import type { InputFile, SkippedEntry } from '../check/types.js';
import type { PathGlobs } from '../sources/path-globs.js';
import { readSubmission, type ReadSubmissionOptions } from '../sources/read-submission.js';
import { listEachFolders, toReadOptions } from './read-inputs.js';

export interface NamedPath {
  readonly name: string;
  readonly path: string;
  /** How to read it (which paths are source, the user's globs); default: every source path. */
  readonly options?: ReadSubmissionOptions | undefined;
}

export interface ReadSubmission {
  readonly name: string;
  readonly files: InputFile[];
  readonly skipped: SkippedEntry[];
}

const READ_AHEAD = 8;

/**
 * Each path as a submission named by its base name, then every child folder of each `each` folder; the
 * files at the root of an `each` folder come back as skips, not submissions.
 */
export async function listNamedPaths(
  paths: readonly string[],
  each: readonly string[],
  globs?: PathGlobs,
): Promise<{ named: NamedPath[]; stray: SkippedEntry[] }> {
  const options = toReadOptions(globs);
  const listed = await listEachFolders(each);
  const all = [...paths.map((path) => ({ name: basename(path), path })), ...listed.paths];
  return { named: all.map((entry) => ({ ...entry, options })), stray: listed.stray };
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
  const read = await readSubmission(entry.path, entry.options ?? toReadOptions(undefined));
  return {
    name: entry.name,
    files: [...read.files],
    skipped: read.skipped.map((skip) => ({ submission: entry.name, ...skip })),
  };
}
