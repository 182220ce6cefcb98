// `--threads`: tokenizing and fingerprinting on worker threads gives the same report byte for byte as one
// thread. Threads start only from the process entry (bin.ts starts itself again in each), so these run the
// compiled CLI in build/ (`npm test` compiles it first) in a child process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCourseFolder } from '../../bench/synthetic-course-folder.js';
import { prepareSubmissions } from '../../src/check/prepare-files.js';
import { FingerprintPool } from '../../src/cli/fingerprint-pool.js';
import { main } from '../../src/cli/index.js';
import { readInputs } from '../../src/cli/read-inputs.js';
import { fakeTerminal } from './fake-terminal.js';

const BIN = join(import.meta.dirname, '..', '..', 'build', 'src', 'cli', 'bin.js');
const temp = mkdtempSync(join(tmpdir(), 'codewinnow-threads-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function runCli(args: readonly string[]): void {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  expect(run.stderr).not.toMatch(/thread/i);
  expect([0, 1]).toContain(run.status);
}

function report(args: readonly string[], threads: number, format: 'csv' | 'json'): string {
  const output = join(temp, `report-${threads}.${format}`);
  runCli([...args, '--threads', String(threads), '--format', format, '-o', output]);
  return readFileSync(output, 'utf8');
}

function expectSameWithThreads(args: readonly string[]): void {
  for (const format of ['csv', 'json'] as const) {
    const one = report(args, 1, format);
    expect(one.length).toBeGreaterThan(200);
    expect(report(args, 3, format)).toBe(one);
  }
}

describe('compare and check --threads', () => {
  it('gives the same CSV and JSON with 3 threads as with 1 on the demo course', () => {
    const course = 'fixtures/demo-course';
    expectSameWithThreads(['compare', '--each', `${course}/submissions`, '--base', `${course}/starter`]);
  });

  it('gives the same CSV and JSON with 3 threads as with 1 on a synthetic course', () => {
    const { submissionsDir } = writeCourseFolder(temp, { seed: 7, submissions: 60 });
    expectSameWithThreads(['compare', '--each', submissionsDir, '--min-similarity', '0']);
  });

  it('gives check the same CSV and JSON with 3 threads as with 1', () => {
    const { submissionsDir } = writeCourseFolder(temp, { seed: 8, submissions: 12 });
    const snapshot = join(temp, 'course.cws');
    runCli(['snapshot', 'build', '--each', submissionsDir, '-o', snapshot]);
    expectSameWithThreads([
      'check',
      '--each',
      submissionsDir,
      '--snapshot',
      snapshot,
      '--min-similarity',
      '0',
    ]);
  });

  it('puts every file back in its place whichever thread took its batch, in whatever order they came', async () => {
    const { submissionsDir } = writeCourseFolder(temp, { seed: 9, submissions: 40 });
    const { submissions } = await readInputs(
      { paths: [], each: [submissionsDir], base: [] },
      { update: () => {}, finish: () => {} },
    );
    const params = { k: 14, w: 8 };
    const starter = new Set([0, 1, 2]);
    const expected = prepareSubmissions(submissions, params, starter).files;
    // Batches of one or two files, handed out from the last submission to the first: three threads take
    // turns at dozens of them.
    const pool = new FingerprintPool({
      params,
      starter,
      reading: {},
      threads: 3,
      script: BIN,
      batchChars: 8000,
    });
    for (let index = submissions.length - 1; index >= 0; index--) pool.add(index, submissions[index]!.files);
    // The workers take batches as soon as they are up; this thread only once finish() is called.
    for (let waited = 0; pool.helped < 4 && waited < 20_000; waited += 20) await setTimeout(20);
    expect(pool.helped).toBeGreaterThanOrEqual(4);
    const files = await pool.finish();
    expect(files.length).toBeGreaterThan(submissions.length);
    expect(files).toEqual(expected);
  });

  it('refuses a thread count that is not a whole number from 1', async () => {
    for (const threads of ['0', 'two', '1.5']) {
      const terminal = fakeTerminal();
      const code = await main(['compare', 'a', 'b', '--threads', threads], terminal);
      expect(code).toBe(2);
      expect(terminal.err()).toContain(`--threads: expected a whole number from 1 to 256, got '${threads}'`);
    }
  });
});
