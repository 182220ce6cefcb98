// Where a FingerprintPool puts what its batches give back, whichever thread did them and in whatever order:
// each prepared file at its submission's place and its own, and what reading a submission left besides
// its files (its skips, its text when kept). So the result never depends on the threads.
import type { PreparedFile } from '../check/prepare-files.js';
import { SubmissionPathError } from '../sources/submission-path-error.js';
import type { SkippedFile } from '../sources/types.js';
import { FingerprintThreadError, isReadTask, type Batch, type BatchResult } from './fingerprint-batches.js';

/** What reading a submission left besides its files: its skips, and its files' text when kept. */
export interface ReadOutcome {
  readonly skipped: readonly SkippedFile[];
  readonly texts?: readonly string[] | undefined;
}

export class PreparedSlots {
  private readonly files: PreparedFile[][] = [];
  private readonly outcomes: ReadOutcome[] = [];
  private readsDone = 0;

  constructor(
    /** Called with the number of submissions read so far, each time a batch of reads is placed. */
    private readonly onRead?: ((done: number) => void) | undefined,
  ) {}

  /** Makes room for submission `submission`, so it is in the result even with no file. */
  reserve(submission: number): void {
    this.files[submission] ??= [];
  }

  /**
   * Puts the result of `batch` in place.
   * @returns the error that stops the run: a result that does not fit its batch, or a path to read that
   *   holds nothing (SubmissionPathError); undefined when all is well.
   */
  place(batch: Batch, result: BatchResult): Error | undefined {
    const reads = batch.tasks.filter(isReadTask);
    if (result.files.length + reads.length !== batch.tasks.length || result.reads.length !== reads.length) {
      return new FingerprintThreadError('a fingerprinting thread sent back the wrong files');
    }
    let failure: Error | undefined;
    let file = 0;
    let read = 0;
    for (const task of batch.tasks) {
      if (!isReadTask(task)) {
        (this.files[task.submission] ??= [])[task.index] = result.files[file++]!;
        continue;
      }
      const { files, skipped, texts, missing } = result.reads[read++]!;
      if (missing !== undefined) failure ??= new SubmissionPathError(missing, task.path);
      this.files[task.submission] = files;
      this.outcomes[task.submission] = texts === undefined ? { skipped } : { skipped, texts };
    }
    if (reads.length > 0) this.onRead?.((this.readsDone += reads.length));
    return failure;
  }

  /** What reading submission `submission` left besides its files; undefined until it is placed. */
  outcome(submission: number): ReadOutcome | undefined {
    return this.outcomes[submission];
  }

  /** Every file placed, by submission and then in its place. */
  all(): PreparedFile[] {
    return this.files.flatMap((files) => files ?? []);
  }
}
