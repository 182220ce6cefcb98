// Reading and fingerprinting the submissions a command line names: what compare and check both do first.
// This thread only lists them (the paths given, the child folders of each --each folder); the thread that
// fingerprints a submission reads it too (a FingerprintPool's read()), so reading is spread over every
// thread and no text crosses between threads. The text comes back only for the HTML report (then through
// `source`): the rest of a run needs none, and at 10,000 submissions it is over 120 MB.
import type { PreparedFile } from '../check/prepare-files.js';
import type { InputFile, SkippedEntry } from '../check/types.js';
import { toSourceLookup, type SourceLookup } from '../report/html/source-lookup.js';
import type { Fingerprinting } from './fingerprint-batches.js';
import { startPool } from './fingerprint-threads.js';
import type { ThreadStarter } from './thread-starter.js';
import type { Progress } from './progress.js';
import {
  listSubmissionPaths,
  readStarterFiles,
  sortSkipped,
  type InputPaths,
  type ReadInputs,
} from './read-inputs.js';

export interface ReadingRun {
  readonly paths: InputPaths;
  /** Threads to use, the calling one included. */
  readonly threads: number;
  /** Starts the other threads; without it, one thread does it all. */
  readonly starterOfThreads?: ThreadStarter | undefined;
  /** Whether the text is kept for the HTML report. */
  readonly html: boolean;
  /** How the files are fingerprinted, once the starter files are read. */
  readonly fingerprinting: (starter: readonly InputFile[]) => Fingerprinting;
  /** Sees the submissions with their files' paths once all are read (and may throw to stop the run). */
  readonly inspect?: ((submissions: readonly SubmissionPaths[]) => void) | undefined;
}

/** A submission as `inspect` sees it: its name and the paths of the files read. */
export interface SubmissionPaths {
  readonly name: string;
  readonly files: readonly { readonly path: string }[];
}

export interface ReadAndFingerprinted {
  /** The submissions without their files' text, the starter files and what was skipped. */
  readonly inputs: ReadInputs;
  /** Every file read, fingerprinted: by submission, then by path. */
  readonly prepared: PreparedFile[];
  readonly source: SourceLookup;
}

/**
 * Reads and fingerprints every submission `run` names, on up to `run.threads` threads.
 * @throws SubmissionPathError when nothing exists at a path given.
 */
export async function readWhileFingerprinting(
  run: ReadingRun,
  progress: Pick<Progress, 'update' | 'finish'>,
): Promise<ReadAndFingerprinted> {
  const starter = await readStarterFiles(run.paths.base, run.paths.globs);
  const { named, stray } = await listSubmissionPaths(run.paths);
  const pool = startPool({
    ...run.fingerprinting(starter),
    sources: { globs: run.paths.globs, keepText: run.html },
    threads: Math.min(run.threads, Math.max(1, named.length)),
    starterOfThreads: run.starterOfThreads,
    onRead: (done) => progress.update(done, named.length),
  });
  named.forEach((path, index) => pool.read(index, path));
  const prepared = await pool.finish();
  progress.finish();
  const filesOf = groupBySubmission(prepared, named.length);
  run.inspect?.(named.map((name, index) => ({ name, files: filesOf[index]! })));
  const skipped: SkippedEntry[] = [...stray];
  named.forEach((name, index) => {
    for (const skip of pool.outcome(index)?.skipped ?? []) skipped.push({ submission: name, ...skip });
  });
  const withText = () =>
    named.map((name, index) => {
      const texts = pool.outcome(index)?.texts ?? [];
      return { name, files: filesOf[index]!.map((file, i) => ({ path: file.path, text: texts[i]! })) };
    });
  return {
    inputs: {
      submissions: named.map((name) => ({ name, files: [] })),
      starter,
      skipped: sortSkipped(skipped),
    },
    prepared,
    source: run.html ? toSourceLookup(withText()) : () => undefined,
  };
}

/** The files of each of `count` submissions, in order; `files` come by submission. */
function groupBySubmission(files: readonly PreparedFile[], count: number): PreparedFile[][] {
  const groups = Array.from({ length: count }, (): PreparedFile[] => []);
  for (const file of files) groups[file.submission]!.push(file);
  return groups;
}
