// The batches a FingerprintPool hands out: files in batches of about a size, submissions to read in batches
// that shrink as the queue does, every task handed out once, in the order given, under an id of its own.
import { describe, expect, it } from 'vitest';
import { BatchQueue } from '../../src/cli/batch-queue.js';
import { isReadTask, type Batch } from '../../src/cli/fingerprint-batches.js';

function drain(queue: BatchQueue): Batch[] {
  const batches: Batch[] = [];
  for (let batch = queue.next(); batch; batch = queue.next()) batches.push(batch);
  return batches;
}

describe('BatchQueue', () => {
  it('cuts reads in batches that shrink to one submission at the end, each handed out once', () => {
    const queue = new BatchQueue(2);
    for (let index = 0; index < 1000; index++) queue.addRead(index, `s${index}`);
    const batches = drain(queue);
    const sizes = batches.map((batch) => batch.tasks.length);
    expect(sizes[0]).toBe(16);
    expect(sizes.at(-1)).toBe(1);
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    const tasks = batches.flatMap((batch) => batch.tasks);
    expect(tasks).toEqual(
      Array.from({ length: 1000 }, (_, index) => ({ submission: index, path: `s${index}` })),
    );
    expect(new Set(batches.map((batch) => batch.id)).size).toBe(batches.length);
    expect(queue.empty).toBe(true);
  });

  it('hands out sealed files before reads, in batches of about the size asked for', () => {
    const queue = new BatchQueue(3, 10);
    queue.addRead(2, 'later');
    const file = (path: string, text: string) => ({ path, text });
    expect(queue.addFiles(0, [file('a', '1234'), file('b', '123456'), file('c', '1')], 8)).toBe(true);
    expect(queue.addFiles(1, [file('d', '12')], 8)).toBe(false);
    queue.seal();
    const batches = drain(queue);
    expect(
      batches.map((batch) => batch.tasks.map((task) => (isReadTask(task) ? task.path : task.file.path))),
    ).toEqual([['a', 'b'], ['c', 'd'], ['later']]);
    expect(batches[1]!.tasks).toEqual([
      { submission: 0, index: 2, file: file('c', '1'), window: 8 },
      { submission: 1, index: 0, file: file('d', '12'), window: 8 },
    ]);
    expect(new Set(batches.map((batch) => batch.id)).size).toBe(3);
  });

  it('cuts a batch of reads no larger than asked, and goes on from where it left off', () => {
    const queue = new BatchQueue(2);
    for (let index = 0; index < 100; index++) queue.addRead(index, `s${index}`);
    // One at a time while a worker is still starting (fingerprint-pool.ts), then full batches again.
    expect(queue.next(1)?.tasks).toEqual([{ submission: 0, path: 's0' }]);
    expect(queue.next(1)?.tasks).toEqual([{ submission: 1, path: 's1' }]);
    const next = queue.next();
    expect(next?.tasks).toHaveLength(13);
    expect(next?.tasks[0]).toEqual({ submission: 2, path: 's2' });
    expect(queue.readsLeft).toBe(100 - 15);
  });
});
