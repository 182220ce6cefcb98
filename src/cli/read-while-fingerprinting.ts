// Reading the submissions a command line names while the other threads fingerprint the ones already read
// (a FingerprintPool): what compare and check both do first. The submissions come back without their text,
// which only the HTML report shows (then through `source`): the rest of a run needs none, and at 10,000
// submissions it is over 120 MB.
import type { InputFile, SubmissionInput } from '../check/types.js';
import { toSourceLookup, type SourceLookup } from '../report/html/source-lookup.js';
import type { Fingerprinting } from './fingerprint-batches.js';
import type { FingerprintPool } from './fingerprint-pool.js';
import { startPool, type ThreadStarter } from './fingerprint-threads.js';
import type { Progress } from './progress.js';
import { readStarterFiles, readSubmissions, type InputPaths, type ReadInputs } from './read-inputs.js';

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
  /** Sees the submissions with their files once all are read (and may throw to stop the run). */
  readonly inspect?: ((submissions: readonly SubmissionInput[]) => void) | undefined;
}

export interface ReadWhileFingerprinting {
  /** The submissions without their files' text, the starter files and what was skipped. */
  readonly inputs: ReadInputs;
  /** Fingerprinting every file read: its finish() gives them. */
  readonly pool: FingerprintPool;
  readonly source: SourceLookup;
  /** Files read. */
  readonly files: number;
}

/** Reads the submissions while the pool fingerprints them; the pool is left to finish (stopped on failure). */
export async function readWhileFingerprinting(
  run: ReadingRun,
  progress: Pick<Progress, 'update' | 'finish'>,
): Promise<ReadWhileFingerprinting> {
  const starter = await readStarterFiles(run.paths.base, run.paths.globs);
  const pool = startPool({
    ...run.fingerprinting(starter),
    threads: run.threads,
    starterOfThreads: run.starterOfThreads,
  });
  try {
    const read = await readSubmissions(run.paths, progress, (index, submission) =>
      pool.add(index, submission.files),
    );
    run.inspect?.(read.submissions);
    const submissions = read.submissions.map((submission) => ({ name: submission.name, files: [] }));
    return {
      inputs: { ...read, submissions, starter },
      pool,
      source: run.html ? toSourceLookup(read.submissions) : () => undefined,
      files: read.submissions.reduce((sum, submission) => sum + submission.files.length, 0),
    };
  } catch (error) {
    pool.close();
    throw error;
  }
}
