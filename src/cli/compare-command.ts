// `codewinnow compare <path>...`: every given submission against every other, ranked.
import { parseArgs } from 'node:util';
import { applyDecisions } from '../check/apply-decisions.js';
import { compareSubmissions, type ComparePhase } from '../check/compare-submissions.js';
import type { Decisions } from '../check/decision-types.js';
import type { CheckResult, PairResult } from '../check/types.js';
import { DEFAULT_TABLE_LIMIT, describeDetailed, renderHtml } from '../report/html/render-html.js';
import { pairsWithCode } from '../report/html/to-html-payload.js';
import type { SourceLookup } from '../report/html/source-lookup.js';
import { plural } from '../report/plural.js';
import { percent } from '../report/render-text.js';
import { DEFAULT_DECISIONS_PATH } from '../sources/read-decisions-text.js';
import { refuseOutputOverInput } from '../sources/refuse-output-over-input.js';
import { writeFileAtomic } from '../sources/write-file-atomic.js';
import { CHECK_OPTIONS, parseCheckOptions, type CheckOptions } from './check-options.js';
import { describeNotCompared } from './describe-not-compared.js';
import { eachHint } from './each-hint.js';
import { toFingerprinting } from './fingerprint-threads.js';
import type { ThreadStarter } from './thread-starter.js';
import { COMPARE_HELP } from './help.js';
import { clearingProgress, createProgress, type Progress } from './progress.js';
import { readWhileFingerprinting } from './read-while-fingerprinting.js';
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
  await refuseOutputOverInput([options.output, options.html], {
    paths: [...positionals, ...options.base, options.decisions ?? DEFAULT_DECISIONS_PATH],
    eachFolders: each,
  });
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
  const {
    inputs,
    prepared: files,
    source,
  } = await readWhileFingerprinting(
    {
      paths: { paths: given.paths, each: given.each, base: options.base, globs: options.globs },
      threads: options.threads,
      starterOfThreads: given.threads,
      html: options.html !== undefined,
      fingerprinting: (starter) => toFingerprinting(starter, options.settings),
      inspect: (submissions) => {
        rejectDuplicates(submissions.map((s) => s.name));
        const hint = eachHint(submissions, given.each);
        if (hint) terminal.stderr(hint);
      },
    },
    progress,
  );
  const onPhase = (phase: ComparePhase) => progress.phase(`${phase} ${plural(files.length, 'file')}`);
  onPhase('fingerprinting');
  const prepared = { files };
  const compared = compareSubmissions({ ...inputs, settings: options.settings, prepared, onPhase });
  const decisions =
    given.decisions ??
    (
      await loadDecisions(createFileStore(), options.decisions, (message) =>
        terminal.stderr(`codewinnow: ${message}
`),
      )
    ).decisions;
  const result: CheckResult = applyDecisions({ ...compared, skipped: inputs.skipped }, decisions);
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

function rejectDuplicates(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new UsageError(`submission given twice: ${name}`);
    seen.add(name);
  }
}
