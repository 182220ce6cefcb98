// One size of the speed benchmark, in its own process so that its peak memory is its own:
// `node build/bench/speed-child.js <course folder> <csv out> [compare options...]`. Runs the real CLI
// (`main()`) once and prints its time and peak RSS as a first JSON line (MainReport); then, that peak taken,
// times the phases again in-process (warm) and prints a second line (PhaseReport).
import { parseArgs } from 'node:util';
import { compareSubmissions } from '../src/check/compare-submissions.js';
import { prepareSubmissions } from '../src/check/prepare-files.js';
import { CHECK_OPTIONS, parseCheckOptions } from '../src/cli/check-options.js';
import { main } from '../src/cli/index.js';
import { readInputs } from '../src/cli/read-inputs.js';
import type { Terminal } from '../src/cli/terminal.js';
import { languageForPath } from '../src/languages/registry.js';
import type { MainReport, PhaseReport } from './speed-report.js';

const NO_PROGRESS = { update: () => {}, finish: () => {} };

async function runMain(courseDir: string, csvPath: string, options: readonly string[]): Promise<MainReport> {
  const started = performance.now();
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
  );
  const total = seconds(started);
  const usage = process.resourceUsage();
  const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  const peakRss = usage.maxRSS * 1024;
  const read = lastReadDraw === undefined ? undefined : (lastReadDraw - started) / 1000;
  return { exitCode, stderr, total, cpu, read, peakRss };
}

async function timePhases(courseDir: string, options: readonly string[]): Promise<PhaseReport> {
  const { settings } = parseCheckOptions(parseArgs({ args: [...options], options: CHECK_OPTIONS }).values);
  const inputs = await readInputs({ paths: [], each: [courseDir], base: [] }, NO_PROGRESS);
  const files = inputs.submissions.flatMap((submission) => submission.files);
  let started = performance.now();
  let tokens = 0;
  for (const file of files)
    tokens += languageForPath(file.path, settings.language)?.tokenize(file.text).ids.length ?? 0;
  const tokenize = seconds(started);
  started = performance.now();
  prepareSubmissions(inputs.submissions, { k: settings.k, w: settings.w }, new Set(), settings);
  const fingerprint = seconds(started);
  started = performance.now();
  compareSubmissions({ submissions: inputs.submissions, starter: [], settings });
  const compare = seconds(started);
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0);
  return { bytes, files: files.length, tokens, tokenize, fingerprint, compare };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

const [courseDir, csvPath, ...options] = process.argv.slice(2);
if (courseDir === undefined || csvPath === undefined) {
  console.error('usage: node build/bench/speed-child.js <course folder> <csv out> [compare options...]');
  process.exitCode = 2;
} else {
  const report = await runMain(courseDir, csvPath, options);
  process.stdout.write(JSON.stringify(report) + '\n');
  if (report.exitCode === 0)
    process.stdout.write(JSON.stringify(await timePhases(courseDir, options)) + '\n');
}
