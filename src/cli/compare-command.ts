// `codewinnow compare <path>...`: every given submission against every other, ranked.
import { parseArgs } from 'node:util';
import { applyDecisions } from '../check/apply-decisions.js';
import { compareSubmissions, type ComparePhase } from '../check/compare-submissions.js';
import type { Decisions } from '../check/decision-types.js';
import type { CheckResult, PairResult } from '../check/types.js';
import { DEFAULT_TABLE_LIMIT, describeDetailed, renderHtml } from '../report/html/render-html.js';
import { pairsWithCode } from '../report/html/to-html-payload.js';
import { toSourceLookup, type SourceLookup } from '../report/html/source-lookup.js';
import { plural } from '../report/plural.js';
import { percent } from '../report/render-text.js';
import { writeFileAtomic } from '../sources/write-file-atomic.js';
import { CHECK_OPTIONS, parseCheckOptions, type CheckOptions } from './check-options.js';
import { describeNotCompared } from './describe-not-compared.js';
import { eachHint } from './each-hint.js';
import type { FingerprintPool } from './fingerprint-pool.js';
import { startPool, toFingerprinting, type ThreadStarter } from './fingerprint-threads.js';
import { COMPARE_HELP } from './help.js';
import { clearingProgress, createProgress, type Progress } from './progress.js';
import { readStarterFiles, readSubmissions, type ReadInputs } from './read-inputs.js';
import { renderReport } from './render-report.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';
import { loadDecisions } from '../rescan/load-decisions.js';
import { createFileStore } from '../sources/create-file-store.js';

export async function runCompare(
  args: string[],
  terminal: Terminal,
  threads?: ThreadStarter,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...CHECK_OPTIONS, each: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  if (values.help) {
    terminal.stdout(COMPARE_HELP);
    return 0;
  }
  const options = parseCheckOptions(values);
  const each = values.each ?? [];
  if (positionals.length === 0 && each.length === 0) {
    throw new UsageError('compare needs submissions: paths, or --each DIR with one child per submission');
  }
  const progress = createProgress(terminal, 'reading');
  const { result, source } = await compareInputs(
    { paths: positionals, each, options, threads },
    terminal,
    progress,
  );
  progress.phase('writing');
  await emit(result, options, clearingProgress(terminal, progress), source);
  progress.finish();
  return exitCode(result, options);
}

/**
 * Reads the submissions and compares them, the decisions file applied: what `compare` reports and
 * `review` lists. Leaves `progress` running.
 */
export async function compareInputs(
  given: {
    readonly paths: readonly string[];
    readonly each: readonly string[];
    readonly options: CheckOptions;
    /** These decisions, not the file --decisions names (review reads its own). */
    readonly decisions?: Decisions | undefined;
    /** Starts fingerprinting threads; without it, one thread does it all. */
    readonly threads?: ThreadStarter | undefined;
  },
  terminal: Terminal,
  progress: Progress,
): Promise<{ readonly result: CheckResult; readonly source: SourceLookup }> {
  const { options } = given;
  const { inputs, pool, source, files } = await readWhileFingerprinting(given, terminal, progress);
  const onPhase = (phase: ComparePhase) => progress.phase(`${phase} ${plural(files, 'file')}`);
  onPhase('fingerprinting');
  const prepared = { files: await pool.finish(), skipped: [] };
  const compared = compareSubmissions({ ...inputs, settings: options.settings, prepared, onPhase });
  const decisions =
    given.decisions ??
    (
      await loadDecisions(createFileStore(), options.decisions, (message) =>
        terminal.stderr(`codewinnow: ${message}
`),
      )
    ).decisions;
  const result: CheckResult = applyDecisions(
    { ...compared, skipped: [...inputs.skipped, ...compared.skipped] },
    decisions,
  );
  return { result, source };
}

/**
 * Writes the report; with --html also the HTML report, showing the code `source` has (none when absent).
 * Says on stderr which pairs are above --fail-above, the exit code's reason.
 */
export async function emit(
  result: CheckResult,
  options: CheckOptions,
  terminal: Terminal,
  source: SourceLookup = () => undefined,
): Promise<void> {
  const notCompared = describeNotCompared(result, options.verbose);
  if (notCompared !== '') terminal.stderr(notCompared);
  const report = renderReport(result, options);
  if (options.output) await writeFileAtomic(options.output, report);
  else terminal.stdout(report);
  if (options.html) {
    const html = renderHtml(result, { source, otherPairs: options.htmlPairs });
    await writeFileAtomic(options.html, html);
    const kib = Buffer.byteLength(html) / 1024;
    const size = kib < 1024 ? `${Math.ceil(kib)} KB` : `${(kib / 1024).toFixed(1)} MB`;
    const shown = pairsWithCode(result.pairs, {
      tableLimit: DEFAULT_TABLE_LIMIT,
      otherPairs: options.htmlPairs,
    });
    const flagged = shown.filter((pair) => pair.flagged).length;
    terminal.stderr(
      `wrote ${options.html} (${size}; ${plural(result.pairs.length, 'pair')} listed, code side by side for ${describeDetailed(flagged, shown.length - flagged)})\n`,
    );
  }
  terminal.stderr(renderFailAbove(result, options));
}

/** Pairs listed by name when some are above --fail-above; the rest are counted. */
const FAIL_ABOVE_LISTED = 20;

/** The pairs above --fail-above, one a line, for stderr; '' when none is (or no --fail-above). */
export function renderFailAbove(result: CheckResult, options: CheckOptions): string {
  const above = pairsAboveFailAbove(result, options);
  if (above.length === 0 || options.failAbove === undefined) return '';
  const lines = above
    .slice(0, FAIL_ABOVE_LISTED)
    .map((pair) => `  ${percent(pair.similarity).padStart(6)}  ${pair.a} ↔ ${pair.b}\n`);
  if (above.length > FAIL_ABOVE_LISTED) lines.push(`  … and ${above.length - FAIL_ABOVE_LISTED} more\n`);
  const count = above.length === 1 ? '1 pair is' : `${above.length} pairs are`;
  return `codewinnow: ${count} above --fail-above ${percent(options.failAbove)} (exit code 1):\n${lines.join('')}`;
}

function pairsAboveFailAbove(result: CheckResult, options: CheckOptions): readonly PairResult[] {
  const { failAbove } = options;
  return failAbove === undefined ? [] : result.pairs.filter((pair) => pair.similarity > failAbove);
}

export function exitCode(result: CheckResult, options: CheckOptions): number {
  return pairsAboveFailAbove(result, options).length > 0 ? 1 : 0;
}

// Reads the submissions while the other threads fingerprint the ones already read; the pool is left to
// finish (or stopped, when reading fails). The submissions come back without their text, which only the
// HTML report shows (then in `source`): the rest of the run needs none, and at 10,000 submissions it is
// over 120 MB.
async function readWhileFingerprinting(
  given: {
    paths: readonly string[];
    each: readonly string[];
    options: CheckOptions;
    threads?: ThreadStarter | undefined;
  },
  terminal: Terminal,
  progress: Progress,
): Promise<{ inputs: ReadInputs; pool: FingerprintPool; source: SourceLookup; files: number }> {
  const { options } = given;
  const starter = await readStarterFiles(options.base, options.globs);
  const pool = startPool({
    ...toFingerprinting(starter, options.settings),
    threads: options.threads,
    starterOfThreads: given.threads,
  });
  try {
    const paths = { paths: given.paths, each: given.each, globs: options.globs };
    const read = await readSubmissions(paths, progress, (index, submission) =>
      pool.add(index, submission.files),
    );
    rejectDuplicates(read.submissions.map((s) => s.name));
    const hint = eachHint(read.submissions, given.each);
    if (hint) terminal.stderr(hint);
    const submissions = read.submissions.map((submission) => ({ name: submission.name, files: [] }));
    return {
      inputs: { ...read, submissions, starter },
      pool,
      source: options.html ? toSourceLookup(read.submissions) : () => undefined,
      files: read.submissions.reduce((sum, submission) => sum + submission.files.length, 0),
    };
  } catch (error) {
    pool.close();
    throw error;
  }
}

function rejectDuplicates(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new UsageError(`submission given twice: ${name}`);
    seen.add(name);
  }
}
