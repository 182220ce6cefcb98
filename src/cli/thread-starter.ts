// How the process starts its fingerprinting threads: its own entry script (bin.ts) started again in a thread,
// which works from build/ and from the ncc bundle alike. A command may start them ahead, before it has
// loaded its modules and read its options: a thread takes ~0.1 s of its own to load what it runs, time the
// calling thread spends loading the command, so the threads are up when the work begins. A thread started
// ahead waits for its setup (fingerprint-batches.ts) and never holds the process open; one no pool takes
// is stopped by close().
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { FINGERPRINT_THREAD } from './fingerprint-batches.js';

/** Threads a run uses unless --threads says otherwise, the calling one included: the machine's cores. */
export function defaultThreadCount(): number {
  return availableParallelism();
}

export class ThreadStarter {
  /** Threads started ahead and not yet taken, each with its listener that drops it if it fails first. */
  private readonly ahead = new Map<Worker, () => void>();

  constructor(
    /** The entry script a thread runs: it serves a thread when started in one (bin.ts). */
    readonly script: string,
  ) {}

  /** Starts threads now until `count` wait to be taken. */
  startAhead(count: number): void {
    while (this.ahead.size < count) {
      const worker = this.spawn();
      worker.unref();
      // One that fails before it is taken is dropped (and a later start() makes a new one): a failure
      // that matters shows again in the thread a pool starts.
      const drop = () => this.ahead.delete(worker);
      worker.once('error', drop).once('exit', drop);
      this.ahead.set(worker, drop);
    }
  }

  /** A thread for a pool: one started ahead when one waits, else a new one. */
  start(): Worker {
    const [early] = this.ahead;
    if (!early) return this.spawn();
    const [worker, drop] = early;
    this.ahead.delete(worker);
    worker.off('error', drop).off('exit', drop).ref();
    return worker;
  }

  /** Threads started ahead and not yet taken. */
  get waiting(): number {
    return this.ahead.size;
  }

  /** Stops the threads started ahead that no pool took. */
  close(): void {
    for (const worker of this.ahead.keys()) void worker.terminate();
    this.ahead.clear();
  }

  private spawn(): Worker {
    return new Worker(resolve(this.script), { workerData: FINGERPRINT_THREAD });
  }
}
