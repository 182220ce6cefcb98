// Tokenizing and fingerprinting on worker threads (node:worker_threads). The files are cut into one
// contiguous share per thread, balanced by size: the calling thread prepares the first share itself, each
// worker one of the others and sends its files back with their typed arrays transferred, not copied. Every
// file is prepared on its own (prepareFile) and the shares are put back in input order, so the result is
// the same whatever the number of threads. A worker is the process's own entry script started again in a
// thread (bin.ts): that works from build/ and from the ncc bundle alike, which has no other file to start.
import { resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  prepareFile,
  starterHashes,
  type PreparedFile,
  type PreparedSubmissions,
  type ReadingSettings,
} from '../check/prepare-files.js';
import type { CheckSettings, InputFile, SubmissionInput } from '../check/types.js';
import type { FingerprintParameters } from '../engine/types.js';

/** How the process starts a thread: the entry script that serves a worker when run in one (bin.ts). */
export interface ThreadStarter {
  readonly script: string;
}

export interface ThreadedFingerprinting {
  readonly submissions: readonly SubmissionInput[];
  readonly params: FingerprintParameters;
  /** Every k-gram hash of the starter code (starterHashes). */
  readonly starter: ReadonlySet<number>;
  readonly reading: ReadingSettings;
  /** Threads to use, the calling one included. */
  readonly threads: number;
  /** Absent (main() called in-process, as by tests), everything runs on the calling thread. */
  readonly starterOfThreads: ThreadStarter | undefined;
}

/** A worker thread failed or stopped before sending its files. */
export class FingerprintThreadError extends Error {
  override readonly name = 'FingerprintThreadError';
}

const ROLE = 'codewinnow-fingerprint';

interface Task {
  readonly submission: number;
  readonly file: InputFile;
}

interface WorkerInput {
  readonly role: typeof ROLE;
  readonly tasks: readonly Task[];
  readonly params: FingerprintParameters;
  readonly starter: ReadonlySet<number>;
  readonly reading: ReadingSettings;
}

/** What fingerprinting takes from a run's settings and starter files, as compareSubmissions uses them. */
export function toFingerprinting(
  starterFiles: readonly InputFile[],
  settings: CheckSettings,
): Pick<ThreadedFingerprinting, 'params' | 'starter' | 'reading'> {
  const params = { k: settings.k, w: settings.w };
  const reading = { language: settings.language, maxTokens: settings.maxTokens };
  return { params, starter: starterHashes(starterFiles, params, settings.language), reading };
}

/** Every file tokenized and fingerprinted, as prepareSubmissions gives them, on up to `threads` threads. */
export async function prepareInThreads(input: ThreadedFingerprinting): Promise<PreparedSubmissions> {
  const tasks = input.submissions.flatMap((submission, index) =>
    submission.files.map((file) => ({ submission: index, file })),
  );
  const threads = input.starterOfThreads ? Math.max(1, Math.min(input.threads, tasks.length)) : 1;
  const [own = [], ...others] = shares(tasks, threads);
  const { params, starter, reading } = input;
  const running = others.map((share) =>
    runWorker(input.starterOfThreads!, { role: ROLE, tasks: share, params, starter, reading }),
  );
  const first = own.map((task) => prepareFile(task.file, task.submission, { params, starter, reading }));
  const rest = await Promise.all(running);
  return { files: [first, ...rest].flat(), skipped: [] };
}

/** True in a thread started by prepareInThreads: the entry script then serves it instead of the CLI. */
export function isFingerprintThread(): boolean {
  return !isMainThread && isWorkerInput(workerData);
}

/** The worker's side: prepares its share and sends the files back. */
export function serveFingerprintThread(): void {
  const input: unknown = workerData;
  if (!isWorkerInput(input) || !parentPort) throw new FingerprintThreadError('not a fingerprint thread');
  const { params, starter, reading } = input;
  const files = input.tasks.map((task) =>
    prepareFile(task.file, task.submission, { params, starter, reading }),
  );
  parentPort.postMessage(files, transferables(files));
}

// Contiguous runs of tasks of about equal text length, one per thread.
function shares(tasks: readonly Task[], threads: number): Task[][] {
  const total = tasks.reduce((sum, task) => sum + task.file.text.length, 0);
  const result: Task[][] = Array.from({ length: threads }, () => []);
  let done = 0;
  for (const task of tasks) {
    const share = Math.min(threads - 1, Math.floor((done * threads) / Math.max(1, total)));
    result[share]!.push(task);
    done += task.file.text.length;
  }
  return result;
}

function runWorker(starter: ThreadStarter, data: WorkerInput): Promise<PreparedFile[]> {
  return new Promise((resolvePromise, reject) => {
    let files: PreparedFile[] | undefined;
    const worker = new Worker(resolve(starter.script), { workerData: data });
    worker.once('message', (message: unknown) => {
      if (Array.isArray(message)) files = message as PreparedFile[];
    });
    worker.once('error', (error) =>
      reject(new FingerprintThreadError(`a fingerprinting thread failed: ${error.message}`)),
    );
    worker.once('exit', (code) => {
      if (files) resolvePromise(files);
      else
        reject(
          new FingerprintThreadError(`a fingerprinting thread stopped (exit ${code}) before it was done`),
        );
    });
  });
}

// The buffers behind the files' typed arrays, each once (views of one buffer share it).
function transferables(files: readonly PreparedFile[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (array: ArrayBufferView | undefined) => {
    if (array && array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  };
  for (const file of files) {
    add(file.ids);
    add(file.spans);
    add(file.names);
    add(file.boilerplate);
    add(file.fingerprints.hashes);
    add(file.fingerprints.positions);
  }
  return [...buffers];
}

function isWorkerInput(value: unknown): value is WorkerInput {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.role === ROLE && Array.isArray(record.tasks) && record.starter instanceof Set;
}
