// `codewinnow check <path>... --snapshot FILE...`: the given submissions against a course's snapshot (and
// earlier terms'), reported as `compare` reports. k and w are the snapshot's; asking for others is an error.
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { applyDecisions } from '../check/apply-decisions.js';
import { checkAgainstSnapshots, checkFingerprinting } from '../check/check-against-snapshots.js';
import { comparableParameters } from '../check/this-build-parameters.js';
import type { CheckResult } from '../check/types.js';
import { SnapshotMismatchError } from '../snapshot/snapshot-error.js';
import { parameterMismatch } from '../snapshot/snapshot-parameters.js';
import { CHECK_OPTIONS, parseCheckOptions, parseFlagRule } from './check-options.js';
import { emit, exitCode } from './compare-command.js';
import type { ThreadStarter } from './fingerprint-threads.js';
import { CHECK_HELP } from './help.js';
import { clearingProgress, createProgress } from './progress.js';
import { readWhileFingerprinting } from './read-while-fingerprinting.js';
import { readSnapshotFile, type LoadedSnapshot } from './snapshot-file.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';
import { loadDecisions } from '../rescan/load-decisions.js';
import { createFileStore } from '../sources/create-file-store.js';

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
  const loaded = await loadSnapshots(values.snapshot, asked);
  const { params, flagRule } = loaded[0]!.snapshot;
  // The course's flag rule, as staff built the snapshot with it, unless this run asks for another.
  const settings = { ...options.settings, k: params.k, w: params.w, ...flagRule, ...parseFlagRule(values) };
  const progress = createProgress(terminal, 'reading');
  const snapshots = loaded.map((l) => l.snapshot);
  const reading = { language: settings.language, maxTokens: settings.maxTokens };
  const {
    inputs,
    prepared: files,
    source,
  } = await readWhileFingerprinting(
    {
      paths: { paths: positionals, each, base: options.base, globs: options.globs },
      threads: options.threads,
      starterOfThreads: threads,
      html: options.html !== undefined,
      fingerprinting: (starter) => ({ ...checkFingerprinting({ snapshots, starter, settings }), reading }),
    },
    progress,
  );
  progress.phase('fingerprinting and comparing');
  const check = {
    // A submission is known by its folder's name, the name its repository has in the snapshot.
    submissions: inputs.submissions.map((submission) => ({ ...submission, repo: basename(submission.name) })),
    snapshots,
    starter: inputs.starter,
    settings,
  };
  const prepared = { files, skipped: [] };
  const result = checkAgainstSnapshots({ ...check, prepared });
  const { decisions } = await loadDecisions(createFileStore(), options.decisions, (message) =>
    terminal.stderr(`codewinnow: ${message}\n`),
  );
  const withSkipped: CheckResult = applyDecisions(
    { ...result, skipped: [...inputs.skipped, ...result.skipped] },
    decisions,
  );
  progress.phase('writing');
  // The HTML report shows the code read here; a snapshot's side has none to show (the page says why).
  await emit(withSkipped, { ...options, settings }, clearingProgress(terminal, progress), source);
  progress.finish();
  return exitCode(withSkipped, options);
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
