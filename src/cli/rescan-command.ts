// `codewinnow rescan` and `codewinnow merge`: the scheduled rescan from a staff machine or any CI, the same
// job the action's modes run. Prints the staff report (Markdown) on stdout and progress on stderr.
import { parseArgs } from 'node:util';
import type { CourseHost } from '../github/course-host.js';
import { createCourseHost } from '../github/octokit-course-host.js';
import { createRequestCounter } from '../github/request-counter.js';
import type { RescanMode } from '../rescan/rescan-options.js';
import { runRescanJob } from '../rescan/run-rescan-job.js';
import { createFileStore } from '../sources/create-file-store.js';
import type { FileStore } from '../sources/file-store.js';
import { createCliOctokit } from './create-cli-octokit.js';
import { RESCAN_OPTIONS, toRescanOptions } from './rescan-options.js';
import { MERGE_HELP, RESCAN_HELP } from './rescan-help.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

/** What the command reaches beyond the terminal: the environment, GitHub and the file system. */
export interface RescanCommandDeps {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** A host acting with `token` against the REST API at `apiUrl`. */
  readonly connect: (
    token: string,
    apiUrl: string | undefined,
    warn: (message: string) => void,
  ) => CourseHost;
  readonly store: FileStore;
}

export function runtimeRescanDeps(): RescanCommandDeps {
  return {
    env: process.env,
    connect: (token, apiUrl, warn) => {
      const counter = createRequestCounter();
      return createCourseHost(
        createCliOctokit(token, { baseUrl: apiUrl, warn, fetch: counter.fetch }),
        counter,
      );
    },
    store: createFileStore(),
  };
}

export const runRescanCommand = (args: string[], terminal: Terminal) =>
  runRescanWith('rescan', args, terminal, runtimeRescanDeps());
export const runMergeCommand = (args: string[], terminal: Terminal) =>
  runRescanWith('merge', args, terminal, runtimeRescanDeps());

export async function runRescanWith(
  mode: RescanMode,
  args: string[],
  terminal: Terminal,
  deps: RescanCommandDeps,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: RESCAN_OPTIONS,
    allowPositionals: mode === 'merge',
  });
  if (values.help) {
    terminal.stdout(mode === 'merge' ? MERGE_HELP : RESCAN_HELP);
    return 0;
  }
  const token = deps.env.GITHUB_TOKEN || deps.env.GH_TOKEN;
  if (!token)
    throw new UsageError(
      `${mode} needs a token in GITHUB_TOKEN or GH_TOKEN that can read every repository of the organization`,
    );
  const options = await toRescanOptions({
    mode,
    values,
    shardDirs: positionals,
    env: deps.env,
    store: deps.store,
  });
  const warn = (message: string) => terminal.stderr(`warning: ${message}\n`);
  const host = deps.connect(token, values['api-url'] ?? (deps.env.GITHUB_API_URL || undefined), warn);
  const outcome = await runRescanJob(
    {
      host,
      staffHost: host,
      store: deps.store,
      now: terminal.now,
      log: (m) => terminal.stderr(`${m}\n`),
      warn,
    },
    options,
  );
  terminal.stdout(outcome.summary);
  const written = Object.values(outcome.paths).join(', ');
  terminal.stderr(`wrote ${written}; ${outcome.requests} API requests\n`);
  if (options.pseudonymKey === undefined) {
    terminal.stderr(
      'warning: no --pseudonym-key: pseudonyms are derived from the starter code and can be linked to repositories\n',
    );
  }
  return 0;
}
