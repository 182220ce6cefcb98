// The work a FingerprintPool hands out, cut into batches: files already read go in batches of about
// `batchChars` characters as they come; submissions still to be read from disk are cut when a thread asks
// for work, in batches that shrink as the queue does (guided self-scheduling: large batches while much is
// left, one submission at a time at the end, so no thread is left with a long batch while the others idle).
// Which thread takes a batch never changes a result: each file goes back to its own place.
import type { InputFile } from '../check/types.js';
import type { Batch, ReadTask } from './fingerprint-batches.js';

/** Characters of source per batch of files: small enough to balance the end of a run, cheap enough. */
const BATCH_CHARS = 1 << 18;
/** Submissions read per batch at most (~12 KB each in a typical course: a few hundred KB of source). */
const MAX_READS_PER_BATCH = 16;
/** A batch of reads is at most this share of what is left per thread: 1/4 of each thread's part. */
const GUIDED_SHARES = 4;

export class BatchQueue {
  private readonly sealed: Batch[] = [];
  private readonly reads: ReadTask[] = [];
  private readCursor = 0;
  private open: Batch = { id: 0, tasks: [] };
  private openChars = 0;
  private nextId = 1;

  constructor(
    /** Threads that take batches, the calling one included. */
    private readonly threads: number,
    private readonly batchChars = BATCH_CHARS,
  ) {}

  /** Queues the files of submission `submission`, winnowed with `window`; true when a batch was sealed by them. */
  addFiles(submission: number, files: readonly InputFile[], window: number): boolean {
    let sealed = false;
    files.forEach((file, index) => {
      this.open.tasks.push({ submission, index, file, window });
      this.openChars += file.text.length;
      if (this.openChars < this.batchChars) return;
      this.seal();
      sealed = true;
    });
    return sealed;
  }

  /** Queues submission `submission`, to be read from `path` by whichever thread takes it. */
  addRead(submission: number, path: string): void {
    this.reads.push({ submission, path });
  }

  /** Puts the files queued so far in a batch of their own, however small. */
  seal(): void {
    if (this.open.tasks.length === 0) return;
    this.sealed.push(this.open);
    this.open = { id: this.nextId++, tasks: [] };
    this.openChars = 0;
  }

  /**
   * The next batch to hand out (sealed files first, then reads, at most `maxReads` submissions of them), or
   * undefined when none is left.
   */
  next(maxReads = MAX_READS_PER_BATCH): Batch | undefined {
    const batch = this.sealed.shift();
    if (batch) return batch;
    const left = this.readsLeft;
    if (left === 0) return undefined;
    const share = Math.ceil(left / (this.threads * GUIDED_SHARES));
    const size = Math.min(maxReads, MAX_READS_PER_BATCH, Math.max(1, share));
    const tasks = this.reads.slice(this.readCursor, this.readCursor + size);
    this.readCursor += size;
    return { id: this.nextId++, tasks };
  }

  /** Batches of files sealed and not yet handed out. */
  get sealedBatches(): number {
    return this.sealed.length;
  }

  /** Submissions queued to be read and not yet handed out. */
  get readsLeft(): number {
    return this.reads.length - this.readCursor;
  }

  get empty(): boolean {
    return this.sealed.length === 0 && this.readsLeft === 0;
  }
}
