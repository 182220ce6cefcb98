// The options of `codewinnow rescan` and `merge`, parsed once and validated together into the options the
// action's rescan mode has too (rescan/rescan-options.ts), with messages that say what was expected.
import {
  parseChoice,
  parsePattern,
  parseShare,
  parseWholeNumber,
  type Problems,
} from '../check/parse-option-values.js';
import {
  BOT_COMMENT_CHOICES,
  RESCAN_DEFAULTS,
  staffIssueTitle,
  type RescanMode,
  type RescanOptions,
} from '../rescan/rescan-options.js';
import { parseRepoList, type RepoFilter } from '../rescan/select-repos.js';
import { parseShard, type Shard } from '../rescan/shard.js';
import type { FileStore } from '../sources/file-store.js';
import { PSEUDONYM_KEY_VARIABLE } from './pseudonym-key.js';
import { readStarterFiles } from './read-inputs.js';
import { UsageError } from './usage-error.js';

export const RESCAN_OPTIONS = {
  org: { type: 'string' },
  prefix: { type: 'string' },
  pattern: { type: 'string' },
  topic: { type: 'string' },
  repos: { type: 'string' },
  'starter-repo': { type: 'string' },
  base: { type: 'string', multiple: true },
  state: { type: 'string' },
  output: { type: 'string', short: 'o' },
  shard: { type: 'string' },
  concurrency: { type: 'string' },
  earlier: { type: 'string', multiple: true },
  'min-similarity': { type: 'string' },
  threshold: { type: 'string' },
  'max-share': { type: 'string' },
  'max-failed': { type: 'string' },
  html: { type: 'boolean' },
  issue: { type: 'string' },
  bot: { type: 'boolean' },
  'pr-min-similarity': { type: 'string' },
  'fail-on': { type: 'string' },
  comment: { type: 'string' },
  'no-check-run': { type: 'boolean' },
  'pseudonym-key': { type: 'string' },
  'api-url': { type: 'string' },
  'server-url': { type: 'string' },
  decisions: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = {
  readonly [K in keyof typeof RESCAN_OPTIONS]?: (typeof RESCAN_OPTIONS)[K] extends { multiple: true }
    ? string[]
    : (typeof RESCAN_OPTIONS)[K] extends { type: 'boolean' }
      ? boolean
      : string;
};

export const DEFAULT_STATE_DIR = 'codewinnow-state';

export interface RawRescanOptions {
  readonly mode: RescanMode;
  readonly values: Values;
  readonly shardDirs: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly store: FileStore;
}

/** @throws UsageError listing every problem. */
export async function toRescanOptions(raw: RawRescanOptions): Promise<RescanOptions> {
  const { values, mode } = raw;
  const problems: Problems = [];
  const { shard, concurrency } = parseJobOptions(raw, problems);
  const comment = parseChoice(
    '--comment',
    values.comment,
    { ...BOT_COMMENT_CHOICES, note: ' (the bot never names other students)' },
    problems,
  );
  const issue = parseIssue(values.issue, problems);
  const filter = parseFilter(values, problems);
  const shares = parseShares(values, problems);
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  const org = values.org!;
  const state = values.state ?? (mode === 'rescan' ? DEFAULT_STATE_DIR : undefined);
  const key = values['pseudonym-key'] ?? raw.env[PSEUDONYM_KEY_VARIABLE];
  return {
    mode,
    org,
    filter: await readFilter(filter, raw.store),
    starterRepo: values['starter-repo'],
    starterFiles: await readStarterFiles(values.base ?? []),
    shard,
    stateDir: state,
    outputDir: values.output ?? state ?? DEFAULT_STATE_DIR,
    shardDirs: raw.shardDirs,
    earlier: values.earlier ?? [],
    pseudonymKey: key ? new TextEncoder().encode(key) : undefined,
    concurrency,
    limits: RESCAN_DEFAULTS.limits,
    maxFailed: shares.maxFailed,
    report: shares.report,
    html: values.html === true,
    issue: issue && { repo: issue, title: staffIssueTitle(org) },
    bot: values.bot
      ? {
          ...shares.bot,
          comment,
          checkRun: values['no-check-run'] !== true,
          maxAnnotations: RESCAN_DEFAULTS.bot.maxAnnotations,
        }
      : undefined,
    serverUrl: values['server-url'] ?? (raw.env.GITHUB_SERVER_URL || 'https://github.com'),
    decisions: values.decisions,
  };
}

// What the job is: the organization, a shard of it or the merge, how many repositories at once.
function parseJobOptions(
  raw: RawRescanOptions,
  problems: Problems,
): { shard: Shard | undefined; concurrency: number } {
  const { values, mode } = raw;
  if (!values.org || !/^[A-Za-z0-9-]+$/.test(values.org))
    problems.push(`--org: expected the organization's name, got '${values.org ?? ''}'`);
  if (mode === 'merge' && raw.shardDirs.length === 0)
    problems.push("merge needs the shard jobs' output folders");
  if (mode === 'merge' && values.shard !== undefined) problems.push('--shard: only for rescan');
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (values.shard !== undefined && !shard)
    problems.push(`--shard: expected I/N with 1 ≤ I ≤ N ≤ 256, got '${values.shard}'`);
  const range = { min: 1, max: 32, fallback: RESCAN_DEFAULTS.concurrency };
  return { shard, concurrency: parseWholeNumber('--concurrency', values.concurrency, range, problems) };
}

type IssueRepo = NonNullable<RescanOptions['issue']>['repo'];

function parseIssue(text: string | undefined, problems: Problems): IssueRepo | undefined {
  if (text === undefined) return undefined;
  const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(text);
  if (match) return { owner: match[1]!, repo: match[2]! };
  problems.push(`--issue: expected OWNER/REPO, got '${text}'`);
  return undefined;
}

function parseShares(values: Values, problems: Problems) {
  const share = (
    name: 'min-similarity' | 'threshold' | 'max-share' | 'max-failed' | 'pr-min-similarity',
    fallback: number,
  ) => parseShare(`--${name}`, values[name], fallback, problems);
  return {
    report: {
      minSimilarity: share('min-similarity', RESCAN_DEFAULTS.report.minSimilarity),
      threshold: share('threshold', RESCAN_DEFAULTS.report.threshold),
      maxShare: share('max-share', RESCAN_DEFAULTS.report.maxShare),
    },
    maxFailed: share('max-failed', RESCAN_DEFAULTS.maxFailed),
    bot: {
      minSimilarity: share('pr-min-similarity', RESCAN_DEFAULTS.bot.minSimilarity),
      failOn:
        values['fail-on'] === undefined ? undefined : parseShare('--fail-on', values['fail-on'], 1, problems),
    },
  };
}

type FilterChoice = RepoFilter | { readonly kind: 'file'; readonly path: string };

function parseFilter(values: Values, problems: Problems): FilterChoice {
  const given = (['prefix', 'pattern', 'topic', 'repos'] as const).filter(
    (name) => values[name] !== undefined,
  );
  if (given.length !== 1) {
    problems.push(
      `expected exactly one of --prefix, --pattern, --topic, --repos, got ${given.length === 0 ? 'none' : given.map((n) => `--${n}`).join(' and ')}`,
    );
  }
  if (values.prefix !== undefined) return { kind: 'prefix', prefix: values.prefix };
  if (values.topic !== undefined) return { kind: 'topic', topic: values.topic };
  if (values.repos !== undefined) return { kind: 'file', path: values.repos };
  return { kind: 'pattern', pattern: parsePattern('--pattern', values.pattern ?? '^$', problems) };
}

async function readFilter(choice: FilterChoice, store: FileStore): Promise<RepoFilter> {
  if (choice.kind !== 'file') return choice;
  const bytes = await store.read(choice.path);
  if (bytes === undefined) throw new UsageError(`--repos: no such file ${choice.path}`);
  return { kind: 'list', names: parseRepoList(new TextDecoder().decode(bytes)) };
}
