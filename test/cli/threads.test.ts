// `--threads`: tokenizing and fingerprinting on worker threads gives the same report byte for byte as one
// thread. Threads start only from the process entry (bin.ts starts itself again in each), so these run the
// compiled CLI in build/ (`npm test` compiles it first) in a child process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCourseFolder } from '../../bench/synthetic-course-folder.js';
import { main } from '../../src/cli/index.js';
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

  it('refuses a thread count that is not a whole number from 1', async () => {
    for (const threads of ['0', 'two', '1.5']) {
      const terminal = fakeTerminal();
      const code = await main(['compare', 'a', 'b', '--threads', threads], terminal);
      expect(code).toBe(2);
      expect(terminal.err()).toContain(`--threads: expected a whole number from 1 to 256, got '${threads}'`);
    }
  });
});
