// `codewinnow snapshot build <path>... [--each DIR]... [--base PATH]... -o FILE`: a course into one snapshot.
import { parseArgs } from 'node:util';
import { starterHashes } from '../check/prepare-files.js';
import { DEFAULT_STORED_WINDOW } from '../check/settings.js';
import { defaultFlagRule, startSnapshotBuild } from '../check/start-snapshot-build.js';
import {
  integer,
  parseCheckOptions,
  parseFlagRule,
  PATH_GLOB_OPTIONS,
  toPathGlobs,
} from './check-options.js';
import { cohortSampleBitsFor } from '../snapshot/cohort-sample.js';
import { refuseOutputOverInput } from '../sources/refuse-output-over-input.js';
import { describeSkipped } from './describe-not-compared.js';
import { writeFedSnapshot } from './feed-snapshot-build.js';
import { SNAPSHOT_BUILD_HELP } from './help.js';
import { resolvePseudonymKey } from './pseudonym-key.js';
import { readStarterFiles } from './read-inputs.js';
import { listNamedPaths } from './stream-submissions.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

/** Options of the commands that write a snapshot from submissions on disk. */
export const SNAPSHOT_WRITE_OPTIONS = {
  each: { type: 'string', multiple: true },
  base: { type: 'string', multiple: true },
  output: { type: 'string', short: 'o' },
  names: { type: 'boolean' },
  'pseudonym-key': { type: 'string' },
  threshold: { type: 'string' },
  'long-fragment': { type: 'string' },
  ...PATH_GLOB_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runSnapshotBuild(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...SNAPSHOT_WRITE_OPTIONS,
      k: { type: 'string', short: 'k' },
      w: { type: 'string', short: 'w' },
      'stored-window': { type: 'string' },
      'course-size': { type: 'string' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    terminal.stdout(SNAPSHOT_BUILD_HELP);
    return 0;
  }
  const output = requireOutput(values.output, 'snapshot build');
  const { k, w } = parseCheckOptions({ k: values.k, w: values.w }).settings;
  const storedWindow = parseStoredWindow(values['stored-window'], w);
  await refuseOutputOverInput([output], {
    paths: [...positionals, ...(values.base ?? [])],
    eachFolders: values.each ?? [],
  });
  const { named, stray } = await listNamedPaths(positionals, values.each ?? [], toPathGlobs(values));
  if (named.length === 0)
    throw new UsageError(
      'snapshot build needs submissions: paths, or --each DIR with one child per submission',
    );
  // A shard's build is told the whole course's size, so that every shard samples alike and they merge.
  const courseSize = integer('--course-size', values['course-size'], named.length, 1, 10_000_000);
  const starter = await readStarterFiles(values.base ?? []);
  const pseudonymKey = resolvePseudonymKey(values['pseudonym-key'], process.env, terminal);
  const settings = {
    k,
    w,
    storedWindow,
    cohortSampleBits: cohortSampleBitsFor(courseSize),
    createdAt: terminal.now(),
    includeNames: values.names === true,
    pseudonymKey,
    flagRule: { ...defaultFlagRule(), ...parseFlagRule(values) },
  };
  const build = startSnapshotBuild({ settings, starter: starterHashes(starter, settings) });
  const { fed } = await writeFedSnapshot(build, named, { path: output, terminal });
  terminal.stderr(describeSkipped([...stray, ...fed.skipped]));
  return 0;
}

/** --stored-window, from w to 1,000; by default the larger of w and DEFAULT_STORED_WINDOW. */
export function parseStoredWindow(text: string | undefined, w: number): number {
  return integer('--stored-window', text, Math.max(w, DEFAULT_STORED_WINDOW), w, 1000);
}

/** The -o FILE a command that writes a snapshot cannot do without. */
export function requireOutput(output: string | undefined, command: string): string {
  if (output === undefined || output === '')
    throw new UsageError(`${command} needs -o FILE: where to write the snapshot`);
  return output;
}
