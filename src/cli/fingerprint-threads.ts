// Tokenizing and fingerprinting on threads: the calling side's entry (prepareInThreads, or a
// FingerprintPool given submissions to read, fingerprint-pool.ts) and the worker's side, which takes
// batches of files or of submissions to read, prepares each file (prepareBatch) and sends them back with
// their typed arrays packed in one buffer that is transferred, not copied (pack-batch-result.ts), until it
// is stopped. A worker is the process's own entry script started again in a thread (ThreadStarter, bin.ts).
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { starterHashes, type PreparedSubmissions } from '../check/prepare-files.js';
import type { CheckSettings, InputFile, SubmissionInput } from '../check/types.js';
import {
  FingerprintThreadError,
  isBatch,
  isFingerprintThreadData,
  isSetup,
  READY,
  transferables,
  type Fingerprinting,
} from './fingerprint-batches.js';
import { FingerprintPool, type PoolSettings } from './fingerprint-pool.js';
import { packBatchResult } from './pack-batch-result.js';
import { prepareBatch } from './prepare-batch.js';
import type { ThreadStarter } from './thread-starter.js';

export interface ThreadedFingerprinting extends Fingerprinting {
  readonly submissions: readonly SubmissionInput[];
  /** Threads to use, the calling one included. */
  readonly threads: number;
  /** Absent (main() called in-process, as by tests), everything runs on the calling thread. */
  readonly starterOfThreads: ThreadStarter | undefined;
}

/** What fingerprinting takes from a run's settings and starter files, as compareSubmissions uses them. */
export function toFingerprinting(
  starterFiles: readonly InputFile[],
  settings: CheckSettings,
): Fingerprinting {
  const params = { k: settings.k, w: settings.w };
  const reading = { language: settings.language, maxTokens: settings.maxTokens };
  return { params, starter: starterHashes(starterFiles, params, settings.language), reading };
}

/** A pool for `input`: its workers start once it has work enough (none without a way to start them). */
export function startPool(
  input: Fingerprinting &
    Pick<ThreadedFingerprinting, 'threads' | 'starterOfThreads'> &
    Pick<PoolSettings, 'onRead'>,
): FingerprintPool {
  return new FingerprintPool({ ...input, threadStarter: input.starterOfThreads });
}

/** Every file tokenized and fingerprinted, as prepareSubmissions gives them, on up to `threads` threads. */
export async function prepareInThreads(input: ThreadedFingerprinting): Promise<PreparedSubmissions> {
  const files = input.submissions.reduce((sum, submission) => sum + submission.files.length, 0);
  const pool = startPool({ ...input, threads: Math.min(input.threads, files) });
  input.submissions.forEach((submission, index) => pool.add(index, submission.files));
  return { files: await pool.finish() };
}

/** True in a thread started by a ThreadStarter: the entry script then serves it instead of the CLI. */
export function isFingerprintThread(): boolean {
  return !isMainThread && isFingerprintThreadData(workerData);
}

/** The worker's side: takes its setup, then prepares each batch it is sent and sends the files back. */
export function serveFingerprintThread(): void {
  const port = parentPort;
  if (!isFingerprintThreadData(workerData) || !port)
    throw new FingerprintThreadError('not a fingerprint thread');
  let fingerprinting: Fingerprinting | undefined;
  port.on('message', (message: unknown) => {
    if (isSetup(message)) {
      fingerprinting = message.setup;
      port.postMessage(READY);
      return;
    }
    if (!isBatch(message) || !fingerprinting)
      throw new FingerprintThreadError('a fingerprinting thread was sent no batch after its setup');
    const result = packBatchResult(prepareBatch(message, fingerprinting));
    port.postMessage(result, transferables(result));
  });
}
