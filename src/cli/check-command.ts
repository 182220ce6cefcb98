// `codewinnow check <path>... --snapshot FILE...`: the given submissions against a course's snapshot (and
// earlier terms'), reported as `compare` reports. k and w are the snapshot's; asking for others is an error.
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { applyDecisions } from '../check/apply-decisions.js';
import { checkAgainstSnapshots, checkFingerprinting } from '../check/check-against-snapshots.js';
import { comparableParameters } from '../check/this-build-parameters.js';
import type { CheckResult, CheckSettings } from '../check/types.js';
import type { SourceLookup } from '../report/html/source-lookup.js';
import type { Snapshot } from '../snapshot/types.js';
import { SnapshotMismatchError } from '../snapshot/snapshot-error.js';
import { parameterMismatch } from '../snapshot/snapshot-parameters.js';
import { CHECK_OPTIONS, parseCheckOptions, parseFlagRule, type CheckOptions } from './check-options.js';
import { emit, exitCode } from './compare-command.js';
import type { ThreadStarter } from './thread-starter.js';
import { CHECK_HELP } from './help.js';
import { clearingProgress, createProgress, type Progress } from './progress.js';
import { readWhileFingerprinting } from './read-while-fingerprinting.js';
import { readSnapshotFile, type LoadedSnapshot } from './snapshot-file.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';
import { loadDecisions } from '../rescan/load-decisions.js';
import { createFileStore } from '../sources/create-file-store.js';
import { DEFAULT_DECISIONS_PATH } from '../sources/read-decisions-text.js';
import { refuseOutputOverInput } from '../sources/refuse-output-over-input.js';

const OPTIONS = {
  ...CHECK_OPTIONS,
  each: { type: 'string', multiple: true },
  snapshot: { type: 'string', multiple: true },
} as const;

export async function runCheck(args: string[], terminal: Terminal, threads?: ThreadStarter): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  if (values.help) {
    terminal.stdout(CHECK_HELP);
    return 0;
  }
  const options = parseCheckOptions(values);
  const each = values.each ?? [];
  if (positionals.length === 0 && each.length === 0)
    throw new UsageError('check needs submissions: paths, or --each DIR');
  if (!values.snapshot?.length)
    throw new UsageError('check needs --snapshot FILE: the course to check against');
  const asked = {
    k: values.k === undefined ? undefined : options.settings.k,
    w: values.w === undefined ? undefined : options.settings.w,
  };
  await refuseOutputOverInput([options.output, options.html], {
    paths: [...positionals, ...options.base, ...values.snapshot, options.decisions ?? DEFAULT_DECISIONS_PATH],
    eachFolders: each,
  });
  const snapshots = (await loadSnapshots(values.snapshot, asked)).map((loaded) => loaded.snapshot);
  const { params, flagRule } = snapshots[0]!;
  // The course's flag rule, as staff built the snapshot with it, unless this run asks for another.
  const settings = { ...options.settings, k: params.k, w: params.w, ...flagRule, ...parseFlagRule(values) };
  const progress = createProgress(terminal, 'reading');
  const run = { paths: positionals, each, options, settings, snapshots, threads };
  const { result, source } = await checkInputs(run, terminal, progress);
  progress.phase('writing');
  // The HTML report shows the code read here; a snapshot's side has none to show (the page says why).
  await emit(result, { ...options, settings }, clearingProgress(terminal, progress), source);
  progress.finish();
  return exitCode(result, options);
}

interface CheckRun {
  readonly paths: readonly string[];
  readonly each: readonly string[];
  readonly options: CheckOptions;
  /** The options' settings with the snapshots' k and w and the flag rule that applies. */
  readonly settings: CheckSettings;
  readonly snapshots: readonly Snapshot[];
  readonly threads: ThreadStarter | undefined;
}

// Reads and fingerprints the submissions, checks them against the snapshots and applies staff decisions.
async function checkInputs(
  run: CheckRun,
  terminal: Terminal,
  progress: Progress,
): Promise<{ result: CheckResult; source: SourceLookup }> {
  const { options, settings, snapshots } = run;
  const reading = { language: settings.language, maxTokens: settings.maxTokens };
  const { inputs, prepared, source } = await readWhileFingerprinting(
    {
      paths: { paths: run.paths, each: run.each, base: options.base, globs: options.globs },
      threads: options.threads,
      starterOfThreads: run.threads,
      html: options.html !== undefined,
      fingerprinting: (starter) => ({ ...checkFingerprinting({ snapshots, starter, settings }), reading }),
    },
    progress,
  );
  progress.phase('fingerprinting and comparing');
  const checked = checkAgainstSnapshots({
    // A submission is known by its folder's name, the name its repository has in the snapshot.
    submissions: inputs.submissions.map((submission) => ({ ...submission, repo: basename(submission.name) })),
    snapshots,
    starter: inputs.starter,
    settings,
    prepared: { files: prepared },
  });
  const { decisions } = await loadDecisions(createFileStore(), options.decisions, (message) =>
    terminal.stderr(`codewinnow: ${message}\n`),
  );
  const result = applyDecisions({ ...checked, skipped: inputs.skipped }, decisions);
  return { result, source };
}

// Reads every snapshot, refusing one made with k or w other than those asked for explicitly, or with other
// front ends than this build's.
async function loadSnapshots(
  paths: readonly string[],
  asked: { k: number | undefined; w: number | undefined },
): Promise<LoadedSnapshot[]> {
  const expected = comparableParameters(asked.k, asked.w);
  const loaded: LoadedSnapshot[] = [];
  for (const path of paths) loaded.push(await readSnapshotFile(path, expected));
  assertSameParameters(loaded);
  return loaded;
}

// Several snapshots are compared with the same k and w, or not at all.
function assertSameParameters(loaded: readonly LoadedSnapshot[]): void {
  const first = loaded[0]!;
  for (const other of loaded.slice(1)) {
    const problem = parameterMismatch(other.snapshot.params, first.snapshot.params, `${first.path} with`);
    if (problem !== undefined) throw new SnapshotMismatchError(`${other.path} was ${problem}`);
  }
}
