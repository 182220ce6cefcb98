// What the calling thread and the fingerprinting workers say to each other: the data a worker starts with,
// its setup, the batches it is sent (files already read, or submissions to read from disk) and the prepared
// files it sends back. The guards check what arrives.
import type { PreparedFile, ReadingSettings } from '../check/prepare-files.js';
import type { InputFile } from '../check/types.js';
import type { FingerprintParameters } from '../engine/types.js';
import type { PathGlobs } from '../sources/path-globs.js';
import type { SkippedFile } from '../sources/types.js';

/** What every thread needs to prepare a file (prepareFile). */
export interface Fingerprinting {
  readonly params: FingerprintParameters;
  /** Every k-gram hash of the starter code (starterHashes). */
  readonly starter: ReadonlySet<number>;
  readonly reading: ReadingSettings;
  /** How submissions given by path are read (ReadTask); absent, as with no globs and no text kept. */
  readonly sources?: SourceSettings | undefined;
}

/** How a thread reads the submissions it is given by path. */
export interface SourceSettings {
  /** --include and --exclude. */
  readonly globs?: PathGlobs | undefined;
  /** Whether the files' text comes back too (for the HTML report); else it never leaves the thread. */
  readonly keepText: boolean;
}

/** A worker thread failed or stopped before sending its files. */
export class FingerprintThreadError extends Error {
  override readonly name = 'FingerprintThreadError';
}

const ROLE = 'codewinnow-fingerprint';

/** The data a fingerprinting thread starts with: it says what the thread is for, nothing more. */
export const FINGERPRINT_THREAD = { role: ROLE } as const;

/**
 * A thread's first message: how to prepare files. It comes as a message, not with the thread's start, so
 * that a thread can be started before the run's settings are known (ThreadStarter.startAhead).
 */
export interface Setup {
  readonly setup: Fingerprinting;
}

/** One file to prepare: the `index`th file of submission `submission`, winnowed with `window`. */
export interface FileTask {
  readonly submission: number;
  readonly index: number;
  readonly file: InputFile;
  /** Its submission's window (check/stored-window.ts comparedWindowFor), the same on every thread. */
  readonly window: number;
}

/** A submission to read from disk (readSubmission) and prepare file by file. */
export interface ReadTask {
  readonly submission: number;
  readonly path: string;
}

export type Task = FileTask | ReadTask;

/** Tasks sent to a worker at once; `id` names its answer. */
export interface Batch {
  readonly id: number;
  readonly tasks: Task[];
}

/** What reading a submission gave: its files prepared, in path order, and the files it skipped. */
export interface SubmissionRead {
  readonly files: PreparedFile[];
  readonly skipped: SkippedFile[];
  /** The files' text, in the same order, when the sources settings keep it. */
  readonly texts?: string[] | undefined;
  /** Why nothing could be read: there is nothing at the path (SubmissionPathError's message). */
  readonly missing?: string | undefined;
}

/** A worker's answer: the batch's file tasks prepared and its read tasks read, each in the batch's order. */
export interface BatchResult {
  readonly batch: number;
  readonly files: PreparedFile[];
  readonly reads: SubmissionRead[];
}

/** A worker's answer to its Setup: it is listening for batches. */
export const READY = { ready: true } as const;

export function isReady(value: unknown): boolean {
  return isRecord(value) && value.ready === true;
}

export function toSetup(fingerprinting: Fingerprinting): Setup {
  const { params, starter, reading, sources } = fingerprinting;
  return { setup: { params, starter, reading, sources } };
}

export function isSetup(value: unknown): value is Setup {
  return isRecord(value) && isRecord(value.setup) && value.setup.starter instanceof Set;
}

/** True for the data a fingerprinting thread is started with (FINGERPRINT_THREAD). */
export function isFingerprintThreadData(value: unknown): boolean {
  return isRecord(value) && value.role === ROLE;
}

export function isBatch(value: unknown): value is Batch {
  return isRecord(value) && typeof value.id === 'number' && Array.isArray(value.tasks);
}

export function isBatchResult(value: unknown): value is BatchResult {
  return (
    isRecord(value) &&
    typeof value.batch === 'number' &&
    Array.isArray(value.files) &&
    Array.isArray(value.reads)
  );
}

/** True for a task that names a submission to read. */
export function isReadTask(task: Task): task is ReadTask {
  return 'path' in task;
}

/** The buffers behind the files' typed arrays, each once (views of one buffer share it), to transfer. */
export function transferables(result: BatchResult): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const file of [...result.files, ...result.reads.flatMap((read) => read.files)]) {
    for (const array of typedArraysOf(file))
      if (array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  }
  return [...buffers];
}

/** The typed arrays of a prepared file, each once: what crosses between threads. */
export function typedArraysOf(file: PreparedFile): ArrayBufferView[] {
  const { tokenLines, fingerprints } = file;
  const arrays: ArrayBufferView[] = [tokenLines.starts, tokenLines.odd, tokenLines.oddEnds, file.names];
  arrays.push(fingerprints.hashes, fingerprints.positions);
  if (file.ids) arrays.push(file.ids);
  if (file.boilerplate) arrays.push(file.boilerplate);
  return arrays;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
