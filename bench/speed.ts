// `npm run bench:speed -- [SIZE...] [--seed N] [--runs N] [--dir PATH] [--timeout S] [--profile] [-- COMPARE OPTIONS]`:
// for each course size (default 500, 1000, 2000 and 10000 submissions of ~400 lines), writes a synthetic
// course once (reused while seed, size and generator stay the same; default under the OS temp folder), reads
// it once to warm the page cache, runs `codewinnow compare --each` on it in a child process (options after a
// second `--` go to compare, e.g. `-- --max-share 0.01`), and prints Node's start-up, seconds to all ranked
// pairs, peak memory, threads and the recall of the planted copies; then, from a second child that runs the
// same compare step by step, each phase's seconds, peak memory and threads (read, tokenize + fingerprint,
// index, pairs, evidence, render) and the seconds per MB from the smallest size to the largest. A size that
// runs out of memory or time gets a row saying so.
// --runs N runs the first child N times and reports the run of median time, with every run's seconds: on a
// shared 2-core VM one run can take up to twice as long as the next (the same fingerprinting pass measured
// 1.37 s and 2.57 s within one process), so a single run's figure says little about a change.
// --profile also writes a CPU profile of the first child and prints its hotspots.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listFiles } from './list-files.js';
import { readHotspots, renderHotspots } from './speed-profile.js';
import {
  parseChildOutput,
  rankedPairs,
  recallOf,
  renderPhaseTable,
  renderTable,
  type MainReport,
  type SizeResult,
} from './speed-report.js';
import { writeCourseFolder } from './synthetic-course-folder.js';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'speed-child.js');
const DEFAULT_SIZES = [500, 1000, 2000, 10000];

interface SpeedOptions {
  readonly sizes: readonly number[];
  readonly seed: number;
  readonly dir: string;
  readonly profile: boolean;
  /** Runs of the CLI child per size; the median one is reported. */
  readonly runs: number;
  readonly timeoutSeconds: number;
  /** Options for `codewinnow compare`, after the defaults. */
  readonly compareOptions: readonly string[];
}

const DEFAULT_COMPARE_OPTIONS = ['--min-similarity', '0.05'];

function parseOptions(argv: string[]): SpeedOptions {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const { values, positionals } = parseArgs({
    args: own,
    options: {
      seed: { type: 'string' },
      dir: { type: 'string' },
      profile: { type: 'boolean' },
      runs: { type: 'string' },
      timeout: { type: 'string' },
    },
    allowPositionals: true,
  });
  const sizes = positionals.map(Number);
  const bad = positionals.filter((_, i) => !Number.isInteger(sizes[i]) || sizes[i]! < 2);
  if (bad.length > 0)
    throw new Error(`expected course sizes as whole numbers of at least 2, got ${bad.join(', ')}`);
  const seed = Number(values.seed ?? 1);
  if (!Number.isInteger(seed)) throw new Error(`--seed: expected a whole number, got '${values.seed}'`);
  const runs = Number(values.runs ?? 1);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs: expected a whole number of at least 1, got '${values.runs}'`);
  const timeoutSeconds = Number(values.timeout ?? 900);
  if (!(timeoutSeconds > 0)) throw new Error(`--timeout: expected seconds, got '${values.timeout}'`);
  return {
    sizes: sizes.length > 0 ? sizes : DEFAULT_SIZES,
    seed,
    dir: values.dir ?? join(tmpdir(), 'codewinnow-speed'),
    profile: values.profile ?? false,
    runs,
    timeoutSeconds,
    compareOptions: [...DEFAULT_COMPARE_OPTIONS, ...(split === -1 ? [] : argv.slice(split + 1))],
  };
}

function runSize(options: SpeedOptions, submissions: number): SizeResult {
  let started = performance.now();
  const course = writeCourseFolder(options.dir, { seed: options.seed, submissions });
  const { manifest } = course;
  const action = course.written ? `written in ${seconds(started).toFixed(1)} s` : 'reused';
  started = performance.now();
  warmPageCache(course.submissionsDir);
  console.error(
    `course of ${submissions}: ${manifest.files} files, ${(manifest.bytes / 1e6).toFixed(1)} MB, ${action}, ` +
      `read once in ${seconds(started).toFixed(1)} s to warm the page cache`,
  );
  const runDir = dirname(course.submissionsDir);
  const csvPath = join(runDir, 'pairs.csv');
  const profileDir = join(runDir, 'profile');
  rmSync(csvPath, { force: true });
  rmSync(profileDir, { recursive: true, force: true });
  const nodeFlags = options.profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const measured: { run: SpawnSyncReturns<string>; wall: number; main: MainReport | undefined }[] = [];
  for (let r = 0; r < options.runs; r++) {
    started = performance.now();
    const run = runChild(options, [...(r === 0 ? nodeFlags : []), CHILD, course.submissionsDir, csvPath]);
    const wall = seconds(started);
    measured.push({ run, wall, main: parseChildOutput(run.stdout ?? '').main });
    if (describeFailure(run, measured[r]!.main)) break;
  }
  const { run, wall, main } = medianRun(measured);
  const failure = describeFailure(run, main);
  const phased = failure
    ? undefined
    : runChild(options, [CHILD, '--phases', course.submissionsDir, join(runDir, 'phases.csv')]);
  const { phases } = parseChildOutput(phased?.stdout ?? '');
  if (phased && !phases)
    console.error(`course of ${submissions}: the phase run failed\n${tail(phased.stderr)}`);
  if (failure) console.error(`course of ${submissions}: ${failure}\n${tail(run.stderr ?? '')}`);
  const ranked =
    main?.exitCode === 0 && existsSync(csvPath) ? rankedPairs(readFileSync(csvPath, 'utf8')) : undefined;
  if (options.profile) printProfile(profileDir, submissions);
  return {
    manifest,
    wall,
    main,
    totals: measured.map((m) => m.main?.total).filter((total) => total !== undefined),
    phases,
    failure,
    pairs: ranked?.length,
    recall: ranked && recallOf(ranked, manifest.planted),
  };
}

// The run of median time (the slower of the middle two); a failed run, if any, as it says most.
function medianRun<T extends { run: SpawnSyncReturns<string>; main: MainReport | undefined }>(
  measured: readonly T[],
): T {
  const failed = measured.find((m) => describeFailure(m.run, m.main) !== undefined);
  if (failed) return failed;
  const sorted = [...measured].sort((x, y) => x.main!.total - y.main!.total);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Reads every file under `dir` once, so that both children read the course from the page cache, not the
 * first from disk and the second from memory: a course written long ago may have left the cache, and
 * reading 2,000 submissions from disk takes seconds more (2.8 s against 0.5 s on one thread, measured with
 * the files evicted). A slow warm-up says the cache was cold.
 */
function warmPageCache(dir: string): void {
  for (const path of listFiles(dir)) readFileSync(path);
}

function runChild(options: SpeedOptions, args: readonly string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...args, ...options.compareOptions], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    timeout: options.timeoutSeconds * 1000,
    killSignal: 'SIGKILL',
  });
}

function describeFailure(run: SpawnSyncReturns<string>, main: MainReport | undefined): string | undefined {
  if (main && main.exitCode !== 0) return `codewinnow exited with ${main.exitCode}: ${main.stderr.trim()}`;
  if (run.status === 0) return undefined;
  const where = main ? 'after codewinnow returned' : 'in codewinnow';
  if (run.signal === 'SIGKILL') return `timed out ${where}`;
  if (/heap out of memory|Allocation failed/.test(run.stderr ?? '')) return `out of memory ${where}`;
  return `failed ${where} (exit ${run.status ?? run.signal})`;
}

const tail = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((line) => !/^\s*\d+: 0x/.test(line))
    .slice(-6)
    .join('\n');

function printProfile(profileDir: string, submissions: number): void {
  mkdirSync(profileDir, { recursive: true });
  for (const file of readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))) {
    console.log(`\nCPU profile of the child for ${submissions} submissions (${join(profileDir, file)}):`);
    console.log(renderHotspots(readHotspots(join(profileDir, file)), 15));
  }
}

function verdicts(results: readonly SizeResult[]): string[] {
  const lines: string[] = [];
  for (const { manifest, totals } of results) {
    if (totals.length < 2) continue;
    const runs = [...totals].sort((x, y) => x - y).map((total) => total.toFixed(2));
    lines.push(
      `${manifest.submissions} submissions, ${totals.length} runs: ${runs.join(', ')} s (the table shows the median)`,
    );
  }
  const target = (submissions: number, seconds: number, megabytes: number) => {
    const result = results.find((r) => r.manifest.submissions === submissions);
    if (!result) return;
    const { main } = result;
    const peak = main && main.peakRss / 2 ** 20;
    const met = main !== undefined && !result.failure && main.total < seconds && peak! < megabytes;
    const figures = main
      ? `${main.total.toFixed(2)} s, ${peak!.toFixed(0)} MB`
      : (result.failure ?? 'no figures');
    const goal = Number.isFinite(megabytes) ? `< ${seconds} s, < ${megabytes} MB` : `< ${seconds} s`;
    lines.push(`${submissions} submissions: ${figures} (target ${goal}): ${met ? 'met' : 'MISSED'}`);
  };
  target(2000, 2, 1024);
  target(10000, 10, 1024);
  const measured = results.filter((r) => r.main !== undefined && !r.failure);
  if (measured.length > 1) {
    const perMb = measured.map((r) => r.main!.total / (r.manifest.bytes / 1e6));
    const growth = perMb[perMb.length - 1]! / perMb[0]!;
    const sizes = `${measured[0]!.manifest.submissions} to ${measured[measured.length - 1]!.manifest.submissions}`;
    lines.push(`s/MB grows ${growth.toFixed(2)}x from ${sizes} submissions (1.00x is linear)`);
  }
  for (const { manifest, recall } of results) {
    if (recall && recall.inTop < recall.planted) {
      lines.push(
        `${manifest.submissions} submissions: ${recall.planted - recall.inTop} planted copies rank below the top ${recall.planted}, ${recall.planted - recall.reported} not reported at all`,
      );
    }
  }
  return lines;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

try {
  const options = parseOptions(process.argv.slice(2));
  const results: SizeResult[] = [];
  for (const size of options.sizes) results.push(runSize(options, size));
  const command = ['codewinnow compare --each DIR --format csv -o FILE', ...options.compareOptions].join(' ');
  const machine = `${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`;
  console.log(`\ncodewinnow speed, seed ${options.seed}, ${machine}: \`${command}\``);
  console.log(renderTable(results));
  console.log(
    '\nPhases, step by step in a process of their own (seconds / CPU seconds / peak MB at the end):',
  );
  console.log(renderPhaseTable(results));
  for (const line of verdicts(results)) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
