// What a shell has parsed (action inputs, command-line options) → the rescan job, with the defaults both
// shells share, so that `codewinnow rescan` and the action's rescan mode do the very same thing.
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../check/settings.js';
import type { InputFile } from '../check/types.js';
import type { RepoRef } from '../github/github-client.js';
import type { FetchLimits } from './fetch-repo.js';
import type { RescanJob, RescanMode } from './run-rescan-job.js';
import type { RepoFilter } from './select-repos.js';
import type { Shard } from './shard.js';

export const DEFAULT_LIMITS: FetchLimits = {
  maxTarballBytes: 100 * 1024 * 1024,
  attempts: 2,
};

/** The defaults both shells give the rescan's settings (the check's own are in check/settings.ts). */
export const RESCAN_DEFAULTS = {
  /** Repositories fetched at once. */
  concurrency: 4,
  /** The run fails, publishing nothing, when more than this share of the repositories failed. */
  maxFailed: 0.25,
  /** The staff report's pairs: at or above minSimilarity listed, at or above threshold flagged. */
  report: { minSimilarity: 0.1, threshold: 0.5, maxShare: 1 },
  bot: { minSimilarity: 0.25, maxAnnotations: 50, comment: 'fragments' },
} as const;

/** What the bot's comment may show: never `full`, which names other students in a student's repository. */
export const BOT_COMMENT_CHOICES = {
  values: ['off', 'summary', 'fragments'],
  fallback: RESCAN_DEFAULTS.bot.comment,
} as const satisfies { readonly values: readonly BotComment[]; readonly fallback: BotComment };

export type BotComment = 'off' | 'summary' | 'fragments';

/** The staff issue's title. */
export function staffIssueTitle(org: string): string {
  return `codewinnow: similarity report for ${org}`;
}

export interface RescanOptions {
  readonly mode: RescanMode;
  readonly org: string;
  readonly filter: RepoFilter;
  readonly starterRepo?: string | undefined;
  /** Starter code the shell read (workspace paths, --base); ahead of the starter repository. */
  readonly starterFiles: readonly InputFile[];
  readonly shard?: Shard | undefined;
  readonly stateDir?: string | undefined;
  readonly outputDir: string;
  readonly shardDirs: readonly string[];
  /** Earlier terms' snapshot files; each is labelled by its file name without extension. */
  readonly earlier: readonly string[];
  readonly pseudonymKey?: Uint8Array | undefined;
  readonly concurrency: number;
  readonly maxFailed: number;
  readonly report: { readonly minSimilarity: number; readonly threshold: number; readonly maxShare: number };
  readonly html: boolean;
  readonly issue?: { readonly repo: RepoRef; readonly title: string } | undefined;
  readonly bot?:
    | {
        readonly minSimilarity: number;
        readonly failOn: number | undefined;
        readonly comment: BotComment;
        readonly checkRun: boolean;
        readonly maxAnnotations: number;
      }
    | undefined;
  readonly serverUrl: string;
  /** The staff's decisions file; undefined: .codewinnow/decisions.yml when it exists. */
  readonly decisions?: string | undefined;
}

export function toRescanJob(options: RescanOptions): RescanJob {
  const { starterRepo } = options;
  return {
    mode: options.mode,
    selection: { org: options.org, filter: options.filter, starterRepo },
    shard: options.shard,
    stateDir: options.stateDir,
    outputDir: options.outputDir,
    shardDirs: options.shardDirs,
    earlierFiles: options.earlier.map((path) => ({ label: labelOf(path), path })),
    starter:
      options.starterFiles.length > 0
        ? { kind: 'files', files: options.starterFiles }
        : starterRepo !== undefined
          ? { kind: 'repo', name: starterRepo }
          : { kind: 'none' },
    rescan: {
      k: DEFAULT_SETTINGS.k,
      w: DEFAULT_SETTINGS.w,
      storedWindow: DEFAULT_STORED_WINDOW,
      pseudonymKey: options.pseudonymKey,
      concurrency: options.concurrency,
      limits: DEFAULT_LIMITS,
    },
    compare: options.report,
    bot: options.bot && {
      ...options.bot,
      concurrency: Math.min(options.concurrency, 4),
      limits: DEFAULT_LIMITS,
    },
    issue: options.issue,
    html: options.html,
    maxFailed: options.maxFailed,
    serverUrl: options.serverUrl,
    decisions: options.decisions,
  };
}

/** "terms/fall-2025.cwsnap" → "fall-2025". */
function labelOf(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  return name.replace(/\.[^.]*$/, '') || name;
}
