// Tokenizing and fingerprinting on worker threads (node:worker_threads), fed while the files are still being
// read. Files are queued in batches of about BATCH_CHARS characters; each worker takes the next batch as it
// finishes one (work stealing: no thread sits idle while another still has a fixed share to go), and once
// reading is done the calling thread takes batches too. The workers start once a batch's worth is read and
// say when they are ready, so a small run is done on the calling thread without waiting for one to start.
// Every file is prepared on its own (prepareFile) and put back at its submission's place and its own, so the
// result is the same whatever the number of threads and whichever thread prepared what. The worker's side
// is fingerprint-threads.ts.
import { resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { prepareFile, type PreparedFile } from '../check/prepare-files.js';
import type { InputFile } from '../check/types.js';
import {
  FingerprintThreadError,
  isBatchResult,
  isReady,
  toWorkerInput,
  type Batch,
  type Fingerprinting,
} from './fingerprint-batches.js';

/** Characters of source per batch: small enough to balance the end of a run, large enough to be cheap. */
const BATCH_CHARS = 1 << 18;
/** Batches left at finish() above which the other threads are started then (if reading has not). */
const STARTS_AFTER_BATCHES = 2;
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
  /** Said it is ready: until then it is sent nothing, so a small run never waits for a thread to start. */
  ready: boolean;
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
  private helpedBatches = 0;
  private wake: (() => void) | undefined;
  private started = false;

  constructor(private readonly settings: PoolSettings) {}

  /** Queues the files of submission `submission` (an index into the run's submissions). */
  add(submission: number, files: readonly InputFile[]): void {
    this.prepared[submission] ??= [];
    files.forEach((file, index) => {
      this.open.tasks.push({ submission, index, file });
      this.openChars += file.text.length;
      if (this.openChars < (this.settings.batchChars ?? BATCH_CHARS)) return;
      this.seal();
      // A batch's worth read and more to come, most likely: worth the other threads' start.
      this.startHelpers();
    });
    this.dispatch();
  }

  /** Every queued file prepared, by submission and then in the order given; stops the workers. */
  async finish(): Promise<PreparedFile[]> {
    this.seal();
    // A few batches are done here before a thread would have started.
    if (this.queue.length > STARTS_AFTER_BATCHES) this.startHelpers();
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

  /** Batches the other threads have prepared so far. */
  get helped(): number {
    return this.helpedBatches;
  }

  /** Stops the workers without waiting for their batches (after a failure elsewhere). */
  close(): void {
    for (const helper of this.helpers) void helper.worker.terminate();
  }

  private startHelpers(): void {
    if (this.started) return;
    this.started = true;
    const { script } = this.settings;
    const count = script === undefined ? 0 : Math.max(0, this.settings.threads - 1);
    for (let i = 0; i < count; i++) this.helpers.push(this.startHelper(script!));
  }

  private startHelper(script: string): Helper {
    const worker = new Worker(resolve(script), { workerData: toWorkerInput(this.settings) });
    const helper: Helper = { worker, holding: new Set(), ready: false };
    worker.on('message', (message: unknown) => {
      if (isReady(message)) {
        helper.ready = true;
        this.dispatch();
        return;
      }
      const batch = isBatchResult(message) ? this.sent.get(message.batch) : undefined;
      if (!batch || !helper.holding.delete(batch.id)) return;
      this.sent.delete(batch.id);
      this.helpedBatches++;
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
      while (helper.ready && helper.holding.size < BATCHES_PER_WORKER && this.queue.length > 0) {
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
