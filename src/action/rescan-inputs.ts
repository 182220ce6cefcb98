// The inputs of modes `rescan` and `merge`, read once and parsed into one typed settings object, validated
// together like the check's (inputs.ts): one error lists every problem. The pull-request inputs the bot
// shares with the check (min-similarity, fail-on, comment, annotations, max-annotations) are read here too.
import { parseShard, type Shard } from '../rescan/shard.js';
import {
  parseChoice,
  parsePattern,
  parseShare,
  parseSwitch,
  parseWholeNumber,
  type Problems,
} from '../check/parse-option-values.js';
import {
  BOT_COMMENT_CHOICES,
  RESCAN_DEFAULTS,
  type BotComment,
  type RescanMode,
  type RescanOptions,
} from '../rescan/rescan-options.js';
import { InputError, parseFailOn } from './inputs.js';
import { splitList } from './split-list.js';

/** How the assignment's repositories are told apart; `list` names a file of the workspace. */
export type RepoFilterInput =
  | { readonly kind: 'prefix'; readonly prefix: string }
  | { readonly kind: 'pattern'; readonly pattern: RegExp }
  | { readonly kind: 'topic'; readonly topic: string }
  | { readonly kind: 'list'; readonly path: string };

/**
 * The inputs of modes `rescan` and `merge`: the tokens, what the action reads from the workspace before the
 * run, and the rescan's options as the CLI gives them too (rescan/rescan-options.ts).
 */
export interface RescanActionSettings {
  /** Reads the organization's repositories (and, for the bot, writes to their pull requests). */
  readonly courseToken: string;
  /** Writes the staff issue in this repository. */
  readonly githubToken: string;
  readonly filter: RepoFilterInput;
  /** Workspace paths holding starter code (ahead of the starter repository's code). */
  readonly starterPaths: readonly string[];
  /** Keep the staff issue in the workflow's own repository. */
  readonly staffIssue: boolean;
  /** The rescan's options but for what the workspace and the workflow's context give. */
  readonly rescan: Omit<RescanOptions, 'filter' | 'starterFiles' | 'issue' | 'serverUrl'>;
}

export const DEFAULT_STATE_PATH = '.codewinnow-state';

/** @throws InputError listing every invalid input. */
export function parseRescanInputs(
  getInput: (name: string) => string,
  mode: RescanMode,
): RescanActionSettings {
  const read = reader(getInput, []);
  const { input, given, problems } = read;
  const githubToken = input('github-token');
  const courseToken = input('course-token');
  // A merge reads no repository; only its bot needs the course token.
  const bot = parseSwitch('bot', given('bot'), false, problems);
  if (courseToken === '' && (mode === 'rescan' || bot)) {
    problems.push(
      "course-token: expected a token that can read the organization's repositories (a GitHub App installation token; " +
        "the job's own token sees only this repository), got nothing",
    );
  }
  const org = input('org');
  if (!/^[A-Za-z0-9-]+$/.test(org)) problems.push(`org: expected the organization's name, got '${org}'`);
  // In the order of action.yml, so that the problems are listed in that order.
  const filter = parseFilter(input, problems);
  const rescan = parseJobInputs(read, { mode, org });
  const staffIssue = parseSwitch('staff-issue', given('staff-issue'), false, problems);
  const botSettings = parseBotInputs(read);
  if (problems.length > 0)
    throw new InputError(`invalid inputs:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return {
    courseToken: courseToken || githubToken,
    githubToken: githubToken || courseToken,
    filter,
    starterPaths: splitList(input('starter')),
    staffIssue,
    rescan: { ...rescan, bot: bot ? botSettings : undefined },
  };
}

/** Reads inputs trimmed ('' for one not set), and parses values into `problems`. */
interface InputReader {
  readonly input: (name: string) => string;
  /** The trimmed input, undefined when not set. */
  readonly given: (name: string) => string | undefined;
  readonly share: (name: string, fallback: number) => number;
  readonly count: (name: string, fallback: number) => number;
  readonly problems: Problems;
}

function reader(getInput: (name: string) => string, problems: Problems): InputReader {
  const input = (name: string) => getInput(name).trim();
  const given = (name: string) => input(name) || undefined;
  return {
    input,
    given,
    share: (name, fallback) => parseShare(name, given(name), fallback, problems),
    count: (name, fallback) => parseWholeNumber(name, given(name), { min: 0, max: 1000, fallback }, problems),
    problems,
  };
}

function parseJobInputs(
  read: InputReader,
  job: { readonly mode: RescanMode; readonly org: string },
): Omit<RescanActionSettings['rescan'], 'bot'> {
  const { input, given, share, count, problems } = read;
  const statePath = input('state-path') || DEFAULT_STATE_PATH;
  const key = input('pseudonym-key');
  return {
    ...job,
    starterRepo: input('starter-repo') || undefined,
    shard: parseShardInput(input('shard'), job.mode, problems),
    stateDir: statePath,
    outputDir: input('output-path') || statePath,
    shardDirs: parseShards(splitList(input('shards')), job.mode, problems),
    earlier: splitList(input('earlier-snapshots')),
    pseudonymKey: key === '' ? undefined : new TextEncoder().encode(key),
    concurrency: Math.max(1, count('concurrency', RESCAN_DEFAULTS.concurrency)),
    limits: RESCAN_DEFAULTS.limits,
    maxFailed: share('max-failed', RESCAN_DEFAULTS.maxFailed),
    report: {
      minSimilarity: share('report-min-similarity', RESCAN_DEFAULTS.report.minSimilarity),
      threshold: share('report-threshold', RESCAN_DEFAULTS.report.threshold),
      maxShare: share('max-share', RESCAN_DEFAULTS.report.maxShare),
    },
    html: parseSwitch('html-report', given('html-report'), false, problems),
    decisions: input('decisions') || undefined,
  };
}

// The pull-request inputs the bot shares with the check.
function parseBotInputs(read: InputReader): NonNullable<RescanActionSettings['rescan']['bot']> {
  const { input, given, share, count, problems } = read;
  return {
    minSimilarity: share('min-similarity', RESCAN_DEFAULTS.bot.minSimilarity),
    failOn: parseFailOn(input('fail-on'), problems),
    comment: parseBotComment(given('comment'), problems),
    checkRun: parseSwitch('annotations', given('annotations'), true, problems),
    maxAnnotations: count('max-annotations', RESCAN_DEFAULTS.bot.maxAnnotations),
  };
}

function parseFilter(input: (name: string) => string, problems: Problems): RepoFilterInput {
  const given = ['prefix', 'pattern', 'topic', 'repos-file'].filter((name) => input(name) !== '');
  if (given.length !== 1) {
    problems.push(
      `prefix, pattern, topic, repos-file: expected exactly one (how to tell the assignment's repositories), got ${given.length === 0 ? 'none' : given.join(' and ')}`,
    );
  }
  if (input('prefix') !== '') return { kind: 'prefix', prefix: input('prefix') };
  if (input('topic') !== '') return { kind: 'topic', topic: input('topic') };
  if (input('repos-file') !== '') return { kind: 'list', path: input('repos-file') };
  return { kind: 'pattern', pattern: parsePattern('pattern', input('pattern') || '^$', problems) };
}

function parseShardInput(text: string, mode: RescanMode, problems: Problems): Shard | undefined {
  if (text === '') return undefined;
  const shard = parseShard(text);
  if (!shard) problems.push(`shard: expected i/n with 1 ≤ i ≤ n ≤ 256, such as 2/4, got '${text}'`);
  else if (mode === 'merge') problems.push('shard: only for mode rescan (merge combines every shard)');
  return shard;
}

function parseShards(paths: string[], mode: RescanMode, problems: Problems): string[] {
  if (mode === 'merge' && paths.length === 0)
    problems.push("shards: expected the shard jobs' output folders (mode merge), got nothing");
  if (mode === 'rescan' && paths.length > 0) problems.push('shards: only for mode merge');
  return paths;
}

// `full` names other students: never in a comment the bot posts in a student's repository.
function parseBotComment(text: string | undefined, problems: Problems): BotComment {
  if (text?.toLowerCase() !== 'full') return parseChoice('comment', text, BOT_COMMENT_CHOICES, problems);
  problems.push(
    "comment: 'full' names other students, and the bot comments in students' repositories: use fragments",
  );
  return BOT_COMMENT_CHOICES.fallback;
}
