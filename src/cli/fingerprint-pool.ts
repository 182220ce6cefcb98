// Tokenizing and fingerprinting on worker threads (node:worker_threads). Work comes as files already read
// (add) or as submissions to read from disk (read): then the thread that takes one reads it too, so reading
// is spread over every thread and no text crosses between them. A BatchQueue cuts the work in batches; each
// worker takes the next batch as it finishes one (work stealing: no thread sits idle while another still
// has a fixed share to go), and during finish() the calling thread takes batches too. The workers start
// once there is more than a few batches' worth and say when they are ready, so a small run is done on the
// calling thread without waiting for one to start. Every file is prepared on its own (prepareBatch) and put
// back at its submission's place and its own, so the result is the same whatever the number of threads
// and whichever thread prepared what. The worker's side is fingerprint-threads.ts.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import type { PreparedFile } from '../check/prepare-files.js';
import { comparedWindowFor } from '../check/stored-window.js';
import type { InputFile } from '../check/types.js';
import { BatchQueue } from './batch-queue.js';
import {
  FingerprintThreadError,
  isBatchResult,
  isReady,
  toSetup,
  type Batch,
  type BatchResult,
  type Fingerprinting,
} from './fingerprint-batches.js';
import { prepareBatch } from './prepare-batch.js';
import { PreparedSlots, type ReadOutcome } from './prepared-slots.js';
import type { ThreadStarter } from './thread-starter.js';

/** Batches of files left at finish() above which the other threads are started then (if add() has not). */
const STARTS_AFTER_BATCHES = 2;
/** Submissions to read above which the other threads are started: fewer are read here before one is up. */
const STARTS_AFTER_READS = 32;
/** Batches a worker holds at once: one to work on and one waiting, so it never waits for this thread. */
const BATCHES_PER_WORKER = 2;

export interface PoolSettings extends Fingerprinting {
  /** Threads to use, the calling one included. */
  readonly threads: number;
  /** Starts the workers; absent, everything runs on the calling thread. */
  readonly threadStarter: ThreadStarter | undefined;
  /** Characters of source per batch of files; default BatchQueue's. */
  readonly batchChars?: number | undefined;
  /** Called with the number of submissions read so far, each time a read batch is placed. */
  readonly onRead?: ((done: number) => void) | undefined;
}

interface Helper {
  readonly worker: Worker;
  /** Batches sent and not yet returned. */
  readonly holding: Set<number>;
  /** Said it is ready: until then it is sent nothing, so a small run never waits for a thread to start. */
  ready: boolean;
}

/** Files and submissions to read, queued and prepared on every thread; workers start once there is work. */
export class FingerprintPool {
  private readonly queue: BatchQueue;
  private readonly slots: PreparedSlots;
  private readonly sent = new Map<number, Batch>();
  private readonly helpers: Helper[] = [];
  private failure: Error | undefined;
  private helpedBatches = 0;
  private wake: (() => void) | undefined;
  private started = false;

  constructor(private readonly settings: PoolSettings) {
    this.queue = new BatchQueue(settings.threads, settings.batchChars);
    this.slots = new PreparedSlots(settings.onRead);
  }

  /** Queues the files of submission `submission` (an index into the run's submissions). */
  add(submission: number, files: readonly InputFile[]): void {
    this.slots.reserve(submission);
    // A batch's worth read and more to come, most likely: worth the other threads' start.
    const window = comparedWindowFor(files, this.settings.params.w);
    if (this.queue.addFiles(submission, files, window)) this.startHelpers();
    this.dispatch();
  }

  /** Queues submission `submission`, to be read from `path` (readSubmission) by the thread that takes it. */
  read(submission: number, path: string): void {
    this.slots.reserve(submission);
    this.queue.addRead(submission, path);
    if (this.queue.readsLeft > STARTS_AFTER_READS) this.startHelpers();
    this.dispatch();
  }

  /**
   * Every queued file prepared, by submission and then in the order given (a submission read here: in path
   * order); stops the workers.
   * @throws SubmissionPathError when there is nothing at a path given to read().
   */
  async finish(): Promise<PreparedFile[]> {
    this.queue.seal();
    // A few batches are done here before a thread would have started.
    if (this.queue.sealedBatches > STARTS_AFTER_BATCHES) this.startHelpers();
    this.dispatch();
    try {
      while (!this.queue.empty || this.sent.size > 0) {
        if (this.failure) throw this.failure;
        // One submission at a time while a worker is still starting: its "ready" is heard between two
        // batches of this thread, and a full batch (16 submissions, ~0.2 s before the code is warm) left
        // a ready worker waiting that long.
        const batch = this.queue.next(this.helpers.some((helper) => !helper.ready) ? 1 : undefined);
        if (batch) {
          this.place(batch, prepareBatch(batch, this.settings));
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
    return this.slots.all();
  }

  /** What reading submission `submission` left besides its files (read() only); known once finished. */
  outcome(submission: number): ReadOutcome | undefined {
    return this.slots.outcome(submission);
  }

  /** Batches the other threads have prepared so far. */
  get helped(): number {
    return this.helpedBatches;
  }

  // Stops the workers without waiting for the batches they hold (after a failure, too).
  private close(): void {
    for (const helper of this.helpers) void helper.worker.terminate();
  }

  private startHelpers(): void {
    if (this.started) return;
    this.started = true;
    const { threadStarter } = this.settings;
    const count = threadStarter === undefined ? 0 : Math.max(0, this.settings.threads - 1);
    for (let i = 0; i < count; i++) this.helpers.push(this.startHelper(threadStarter!.start()));
  }

  private startHelper(worker: Worker): Helper {
    worker.postMessage(toSetup(this.settings));
    const helper: Helper = { worker, holding: new Set(), ready: false };
    worker.on('message', (message: unknown) => {
      if (isReady(message)) {
        helper.ready = true;
        this.dispatch();
        return;
      }
      if (!isBatchResult(message)) return;
      const batch = this.sent.get(message.batch);
      if (!batch || !helper.holding.delete(batch.id)) return;
      this.sent.delete(batch.id);
      this.helpedBatches++;
      this.place(batch, message);
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

  private dispatch(): void {
    for (const helper of this.helpers) {
      while (helper.ready && helper.holding.size < BATCHES_PER_WORKER) {
        const batch = this.queue.next();
        if (!batch) return;
        this.sent.set(batch.id, batch);
        helper.holding.add(batch.id);
        helper.worker.postMessage(batch);
      }
    }
  }

  private place(batch: Batch, result: BatchResult): void {
    const failure = this.slots.place(batch, result);
    if (failure) this.failure ??= failure;
  }

  private settle(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
