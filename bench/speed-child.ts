// One size of the speed benchmark, in its own process so that its peak memory is its own:
// `node build/bench/speed-child.js [--phases] <course folder> <csv out> [compare options...]`. Runs the real
// CLI (`main()`) once and prints its time and peak RSS as a JSON line (MainReport); with --phases instead
// runs the same compare step by step in-process and prints the seconds of each phase and the peak RSS at
// its end (PhaseReport), in a process of its own so that those peaks are the phases' own. Before main() this
// process loads what the CLI's entry loads (index.js) and no more, so main() loads the rest itself, as the
// installed command does; its worker threads run the CLI's own entry (bin.js).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { main } from '../src/cli/index.js';
import type { Terminal } from '../src/cli/terminal.js';
import { ThreadStarter } from '../src/cli/thread-starter.js';
import type { MainReport, PhaseName, PhaseReport, PhaseTiming } from './speed-report.js';

const NO_PROGRESS = { update: () => {}, finish: () => {} };

async function runMain(courseDir: string, csvPath: string, options: readonly string[]): Promise<MainReport> {
  const started = performance.now();
  // performance.now() counts from the process's start.
  const start = started / 1000;
  let lastReadDraw: number | undefined;
  let stderr = '';
  // Interactive, so that the CLI draws its progress line: the last write of its reading phase marks the end
  // of reading (the phases after it are drawn too).
  const terminal: Terminal = {
    stdout: () => {},
    stderr: (text) => {
      if (text.startsWith('\r') && text.includes('reading')) lastReadDraw = performance.now();
      if (!text.startsWith('\r')) stderr += text;
    },
    interactive: true,
    now: () => Date.now(),
  };
  const exitCode = await main(
    ['compare', '--each', courseDir, '--format', 'csv', '-o', csvPath, ...options],
    terminal,
    THREADS,
  );
  const total = seconds(started);
  const usage = process.resourceUsage();
  const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  const peakRss = usage.maxRSS * 1024;
  const read = lastReadDraw === undefined ? undefined : (lastReadDraw - started) / 1000;
  return { exitCode, stderr, start, total, cpu, read, peakRss };
}

async function timePhases(
  courseDir: string,
  csvPath: string,
  options: readonly string[],
): Promise<PhaseReport> {
  const { compareSubmissions } = await import('../src/check/compare-submissions.js');
  const { CHECK_OPTIONS, parseCheckOptions } = await import('../src/cli/check-options.js');
  const { prepareInThreads, toFingerprinting } = await import('../src/cli/fingerprint-threads.js');
  const { readInputs } = await import('../src/cli/read-inputs.js');
  const { renderReport } = await import('../src/cli/render-report.js');
  const parsed = parseCheckOptions(parseArgs({ args: [...options], options: CHECK_OPTIONS }).values);
  const phases: PhaseTiming[] = [];
  let current: { name: PhaseName; started: number; cpu: NodeJS.CpuUsage } | undefined;
  const close = () => {
    if (!current) return;
    const peakRss = process.resourceUsage().maxRSS * 1024;
    const { user, system } = process.cpuUsage(current.cpu);
    const cpu = (user + system) / 1e6;
    // Only tokenizing and fingerprinting run on threads (fingerprint-threads.ts); the rest on this one.
    const threads = current.name === 'fingerprint' ? fingerprintThreads : 1;
    phases.push({ name: current.name, seconds: seconds(current.started), cpu, peakRss, threads });
  };
  const next = (name: PhaseName) => {
    close();
    current = { name, started: performance.now(), cpu: process.cpuUsage() };
  };
  next('read');
  const inputs = await readInputs({ paths: [], each: [courseDir], base: [] }, NO_PROGRESS);
  const files = inputs.submissions.flatMap((submission) => submission.files);
  const fingerprintThreads = Math.min(parsed.threads, files.length);
  next('fingerprint');
  const prepared = await prepareInThreads({
    ...toFingerprinting([], parsed.settings),
    submissions: inputs.submissions,
    threads: parsed.threads,
    starterOfThreads: THREADS,
  });
  const result = compareSubmissions({
    submissions: inputs.submissions,
    starter: [],
    settings: parsed.settings,
    prepared,
    onStep: next,
  });
  next('render');
  writeFileSync(csvPath, renderReport(result, { ...parsed, format: 'csv' }));
  close();
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0);
  return { bytes, files: files.length, threads: fingerprintThreads, phases };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

// What the worker threads run: the CLI's entry, which serves a thread when started in one (bin.ts).
const THREADS = new ThreadStarter(fileURLToPath(new URL('../src/cli/bin.js', import.meta.url)));
const args = process.argv.slice(2);
const phased = args[0] === '--phases';
const [courseDir, csvPath, ...options] = phased ? args.slice(1) : args;
if (courseDir === undefined || csvPath === undefined) {
  console.error(
    'usage: node build/bench/speed-child.js [--phases] <course folder> <csv out> [compare options...]',
  );
  process.exitCode = 2;
} else {
  const report = phased
    ? await timePhases(courseDir, csvPath, options)
    : await runMain(courseDir, csvPath, options);
  process.stdout.write(JSON.stringify(report) + '\n');
}
