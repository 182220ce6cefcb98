// Tokenizing and fingerprinting on worker threads (node:worker_threads), fed while the files are still being
// read. Files are queued in batches of about BATCH_CHARS characters; each worker takes the next batch as it
// finishes one (work stealing: no thread sits idle while another still has a fixed share to go), and once
// reading is done the calling thread takes batches too. Every file is prepared on its own (prepareFile) and
// put back at its submission's place and its own, so the result is the same whatever the number of threads
// and whichever thread prepared what. The worker's side is fingerprint-threads.ts.
import { resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { prepareFile, type PreparedFile } from '../check/prepare-files.js';
import type { InputFile } from '../check/types.js';
import {
  FingerprintThreadError,
  isBatchResult,
  toWorkerInput,
  type Batch,
  type Fingerprinting,
} from './fingerprint-batches.js';

/** Characters of source per batch: small enough to balance the end of a run, large enough to be cheap. */
const BATCH_CHARS = 1 << 18;
/** Batches a worker holds at once: one to work on and one waiting, so it never waits for this thread. */
const BATCHES_PER_WORKER = 2;

export interface PoolSettings extends Fingerprinting {
  /** Threads to use, the calling one included. */
  readonly threads: number;
  /** The entry script a worker runs (see ThreadStarter); absent, everything runs on the calling thread. */
  readonly script: string | undefined;
  /** Characters of source per batch; default BATCH_CHARS. */
  readonly batchChars?: number | undefined;
}

interface Helper {
  readonly worker: Worker;
  /** Batches sent and not yet returned. */
  readonly holding: Set<number>;
}

/** Files queued as they are read and prepared on every thread. Its workers start when it is made. */
export class FingerprintPool {
  private readonly queue: Batch[] = [];
  private readonly sent = new Map<number, Batch>();
  private readonly prepared: PreparedFile[][] = [];
  private readonly helpers: Helper[] = [];
  private open: Batch = { id: 0, tasks: [] };
  private openChars = 0;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly settings: PoolSettings) {
    const { script } = settings;
    const count = script === undefined ? 0 : Math.max(0, settings.threads - 1);
    for (let i = 0; i < count; i++) this.helpers.push(this.startHelper(script!));
  }

  /** Queues the files of submission `submission` (an index into the run's submissions). */
  add(submission: number, files: readonly InputFile[]): void {
    this.prepared[submission] ??= [];
    files.forEach((file, index) => {
      this.open.tasks.push({ submission, index, file });
      this.openChars += file.text.length;
      if (this.openChars >= (this.settings.batchChars ?? BATCH_CHARS)) this.seal();
    });
    this.dispatch();
  }

  /** Every queued file prepared, by submission and then in the order given; stops the workers. */
  async finish(): Promise<PreparedFile[]> {
    this.seal();
    this.dispatch();
    try {
      while (this.queue.length > 0 || this.sent.size > 0) {
        if (this.failure) throw this.failure;
        const batch = this.queue.shift();
        if (batch) {
          this.place(
            batch,
            batch.tasks.map((task) => prepareFile(task.file, task.submission, this.settings)),
          );
          // Lets the workers' answers in, so they get their next batches before this thread takes one.
          await nextTurn();
        } else {
          await new Promise<void>((resolvePromise) => (this.wake = resolvePromise));
        }
      }
      if (this.failure) throw this.failure;
    } finally {
      this.close();
    }
    return this.prepared.flatMap((files) => files ?? []);
  }

  /** Stops the workers without waiting for their batches (after a failure elsewhere). */
  close(): void {
    for (const helper of this.helpers) void helper.worker.terminate();
  }

  private startHelper(script: string): Helper {
    const worker = new Worker(resolve(script), { workerData: toWorkerInput(this.settings) });
    const helper: Helper = { worker, holding: new Set() };
    worker.on('message', (message: unknown) => {
      const batch = isBatchResult(message) ? this.sent.get(message.batch) : undefined;
      if (!batch || !helper.holding.delete(batch.id)) return;
      this.sent.delete(batch.id);
      this.place(batch, isBatchResult(message) ? message.files : []);
      this.dispatch();
      this.settle();
    });
    worker.on('error', (error) => {
      this.failure ??= new FingerprintThreadError(`a fingerprinting thread failed: ${error.message}`);
      this.settle();
    });
    worker.on('exit', (code) => {
      this.helpers.splice(this.helpers.indexOf(helper), 1);
      if (helper.holding.size > 0)
        this.failure ??= new FingerprintThreadError(
          `a fingerprinting thread stopped (exit ${code}) before it was done`,
        );
      this.settle();
    });
    return helper;
  }

  private seal(): void {
    if (this.open.tasks.length === 0) return;
    this.queue.push(this.open);
    this.open = { id: this.open.id + 1, tasks: [] };
    this.openChars = 0;
  }

  private dispatch(): void {
    for (const helper of this.helpers) {
      while (helper.holding.size < BATCHES_PER_WORKER && this.queue.length > 0) {
        const batch = this.queue.shift()!;
        this.sent.set(batch.id, batch);
        helper.holding.add(batch.id);
        helper.worker.postMessage(batch);
      }
    }
  }

  private place(batch: Batch, files: readonly PreparedFile[]): void {
    if (files.length !== batch.tasks.length) {
      this.failure ??= new FingerprintThreadError('a fingerprinting thread sent back the wrong files');
      return;
    }
    batch.tasks.forEach((task, i) => ((this.prepared[task.submission] ??= [])[task.index] = files[i]!));
  }

  private settle(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
