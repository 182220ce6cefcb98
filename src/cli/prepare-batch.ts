// One batch of a FingerprintPool, as every thread does it (the calling one and the workers alike): each file
// already read is prepared (prepareFile); each submission given by path is read from disk right here, its
// skips kept as data, and its files prepared, so its text never has to cross to another thread.
import { prepareFile, type PreparedFile } from '../check/prepare-files.js';
import { comparedWindowFor } from '../check/stored-window.js';
import { readSubmissionSync, type ReadSubmissionOptions } from '../sources/read-submission.js';
import { SubmissionPathError } from '../sources/submission-path-error.js';
import type { SubmissionFiles } from '../sources/types.js';
import {
  isReadTask,
  type Batch,
  type BatchResult,
  type Fingerprinting,
  type ReadTask,
  type SubmissionRead,
} from './fingerprint-batches.js';
import { toReadOptions } from './read-inputs.js';

/** The batch's file tasks prepared and its read tasks read and prepared, each in the batch's order. */
export function prepareBatch(batch: Batch, fingerprinting: Fingerprinting): BatchResult {
  const files: PreparedFile[] = [];
  const reads: SubmissionRead[] = [];
  let options: ReadSubmissionOptions | undefined;
  for (const task of batch.tasks) {
    if (!isReadTask(task)) {
      files.push(prepareFile(task.file, task.submission, fingerprinting, task.window));
      continue;
    }
    options ??= toReadOptions(fingerprinting.sources?.globs);
    reads.push(readAndPrepare(task, options, fingerprinting));
  }
  return { batch: batch.id, files, reads };
}

function readAndPrepare(
  task: ReadTask,
  options: ReadSubmissionOptions,
  fingerprinting: Fingerprinting,
): SubmissionRead {
  let read: SubmissionFiles;
  try {
    read = readSubmissionSync(task.path, options);
  } catch (error) {
    // Only the message crosses threads: the calling thread makes the error again (fingerprint-pool.ts).
    if (error instanceof SubmissionPathError) return { files: [], skipped: [], missing: error.message };
    throw error;
  }
  const window = comparedWindowFor(read.files, fingerprinting.params.w);
  const files = read.files.map((file) => prepareFile(file, task.submission, fingerprinting, window));
  const skipped = [...read.skipped];
  if (!fingerprinting.sources?.keepText) return { files, skipped };
  return { files, skipped, texts: read.files.map((file) => file.text) };
}
