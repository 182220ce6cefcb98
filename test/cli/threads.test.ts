// `--threads`: tokenizing and fingerprinting on worker threads gives the same report byte for byte as one
// thread. Threads start only from the process entry (bin.ts starts itself again in each), so these run the
// compiled CLI in build/ (`npm test` compiles it first) in a child process.
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCourseFolder } from '../../bench/synthetic-course-folder.js';
import { prepareSubmissions } from '../../src/check/prepare-files.js';
import { FingerprintPool } from '../../src/cli/fingerprint-pool.js';
import { main } from '../../src/cli/index.js';
import { readInputs } from '../../src/cli/read-inputs.js';
import { ThreadStarter } from '../../src/cli/thread-starter.js';
import { SubmissionPathError } from '../../src/sources/submission-path-error.js';
import { fakeTerminal } from './fake-terminal.js';

const BIN = join(import.meta.dirname, '..', '..', 'build', 'src', 'cli', 'bin.js');
const temp = mkdtempSync(join(tmpdir(), 'codewinnow-threads-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function runCli(args: readonly string[]): void {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  // Every failure of a worker says so (FingerprintThreadError); the temporary folder's name has 'threads'.
  expect(run.stderr).not.toMatch(/fingerprinting thread/i);
  expect([0, 1]).toContain(run.status);
}

function report(args: readonly string[], threads: number, format: 'csv' | 'json' | 'html'): string {
  const output = join(temp, `report-${threads}.${format}`);
  const where = format === 'html' ? ['--html', output] : ['--format', format, '-o', output];
  runCli([...args, '--threads', String(threads), ...where]);
  return readFileSync(output, 'utf8');
}

/**
 * A synthetic course of `submissions` with, in some of them, every kind of file reading skips or notes:
 * binary, empty, a symbolic link, excluded by --exclude, not source by its name, Latin-1 with CRLF line
 * ends, and a stray file at the course's root.
 */
function oddCourse(seed: number, submissions: number): string {
  const { submissionsDir } = writeCourseFolder(temp, { seed, submissions });
  const put = (path: string, content: string | Uint8Array) => {
    const absolute = join(submissionsDir, path);
    mkdirSync(dirname(absolute), { recursive: true });
    writeFileSync(absolute, content);
  };
  const students = readdirSync(submissionsDir).sort();
  put('notes.txt', 'not a submission');
  for (let i = 0; i < students.length; i += 7) {
    const student = students[i]!;
    put(`${student}/logo.py`, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    put(`${student}/empty.py`, '');
    put(`${student}/data.csv`, 'a,b\n1,2\n');
    put(`${student}/gen/generated.py`, 'x = 1\n');
    put(`${student}/latin.py`, Buffer.from('# caf\xe9\r\nprint("ol\xe9")\r\n', 'latin1'));
    symlinkSync(join(submissionsDir, student, 'latin.py'), join(submissionsDir, student, 'link.py'));
  }
  return submissionsDir;
}

function expectSameWithThreads(args: readonly string[]): void {
  for (const format of ['csv', 'json'] as const) {
    const one = report(args, 1, format);
    expect(one.length).toBeGreaterThan(200);
    expect(report(args, 3, format)).toBe(one);
  }
}

/** A synthetic course of 40 submissions read on this thread, and its files as one thread prepares them. */
async function syntheticCourse(seed: number) {
  const { submissionsDir } = writeCourseFolder(temp, { seed, submissions: 40 });
  const { submissions } = await readInputs(
    { paths: [], each: [submissionsDir], base: [] },
    { update: () => {}, finish: () => {} },
  );
  const params = { k: 14, w: 8 };
  const starter = new Set([0, 1, 2]);
  return { submissions, params, starter, expected: prepareSubmissions(submissions, params, starter).files };
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

  it('reports the same skips, notes and HTML with 3 threads as with 1, each thread reading its own files', () => {
    const dir = oddCourse(11, 50);
    const args = ['compare', '--each', dir, '--min-similarity', '0', '--exclude', 'gen/**'];
    expectSameWithThreads(args);
    const skipped: { reason: string }[] = JSON.parse(report(args, 3, 'json')).skipped;
    const reasons = [...new Set(skipped.map((skip) => skip.reason))].sort();
    expect(reasons).toEqual(['binary', 'empty', 'excluded', 'not-a-submission', 'not-source', 'symlink']);
    expect(skipped).toHaveLength(1 + 5 * 8);
    const html = report(args, 1, 'html');
    // The code of the flagged pairs is in the page, read on whichever thread read it.
    expect(html).toMatch(/"text":"(def|import|class) /);
    expect(report(args, 3, 'html')).toBe(html);
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
    const { submissions, params, starter, expected } = await syntheticCourse(9);
    // Batches of one or two files, handed out from the last submission to the first: three threads take
    // turns at dozens of them.
    const pool = new FingerprintPool({
      params,
      starter,
      reading: {},
      threads: 3,
      threadStarter: new ThreadStarter(BIN),
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

  it('reads on every thread the submissions it is given by path, and puts them back in their places', async () => {
    const dir = oddCourse(12, 45);
    const globs = { include: [], exclude: ['gen/**'] };
    const read = await readInputs(
      { paths: [], each: [dir], base: [], globs },
      { update: () => {}, finish: () => {} },
    );
    const params = { k: 14, w: 8 };
    const starter = new Set([0, 1, 2]);
    const expected = prepareSubmissions(read.submissions, params, starter).files;
    const pool = new FingerprintPool({
      params,
      starter,
      reading: {},
      sources: { globs, keepText: true },
      threads: 3,
      threadStarter: new ThreadStarter(BIN),
    });
    // From the last submission to the first: batches are cut in the order given.
    for (let index = read.submissions.length - 1; index >= 0; index--) {
      pool.read(index, read.submissions[index]!.name);
    }
    for (let waited = 0; pool.helped < 2 && waited < 20_000; waited += 20) await setTimeout(20);
    expect(pool.helped).toBeGreaterThanOrEqual(2);
    expect(await pool.finish()).toEqual(expected);
    read.submissions.forEach((submission, index) => {
      const outcome = pool.outcome(index);
      expect(outcome?.texts).toEqual(submission.files.map((file) => file.text));
      const skipped = read.skipped.filter((skip) => skip.submission === submission.name);
      expect(outcome?.skipped).toEqual(skipped.map(({ path, reason, detail }) => ({ path, reason, detail })));
    });
  });

  it('takes a thread started ahead of its setup, and stops those no pool took', async () => {
    const { submissions, params, starter, expected } = await syntheticCourse(14);
    const threads = new ThreadStarter(BIN);
    threads.startAhead(2);
    expect(threads.waiting).toBe(2);
    // Two threads, the calling one included: the pool takes one of those started ahead.
    const pool = new FingerprintPool({ params, starter, reading: {}, threads: 2, threadStarter: threads });
    submissions.forEach((submission, index) => pool.read(index, submission.name));
    expect(threads.waiting).toBe(1);
    for (let waited = 0; pool.helped < 2 && waited < 20_000; waited += 20) await setTimeout(20);
    expect(pool.helped).toBeGreaterThanOrEqual(2);
    expect(await pool.finish()).toEqual(expected);
    threads.close();
    expect(threads.waiting).toBe(0);
  });

  it('says which path holds nothing when a thread is given one to read', async () => {
    const { submissionsDir } = writeCourseFolder(temp, { seed: 13, submissions: 40 });
    const missing = join(temp, 'no-such-student');
    const pool = new FingerprintPool({
      params: { k: 14, w: 8 },
      starter: new Set(),
      reading: {},
      threads: 2,
      threadStarter: new ThreadStarter(BIN),
    });
    const students = readdirSync(submissionsDir).sort();
    students.forEach((student, index) => pool.read(index, join(submissionsDir, student)));
    pool.read(40, missing);
    const error = await pool.finish().catch((caught: unknown) => caught);
    expect(error).toEqual(new SubmissionPathError(`no such file or folder: ${missing}`, missing));
    expect(error).toBeInstanceOf(SubmissionPathError);
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
