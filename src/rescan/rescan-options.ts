// The rescan's one settings shape: what a shell has parsed (action inputs, command-line options), with the
// defaults both shells share, so that `codewinnow rescan` and the action's rescan mode do the very same
// thing. Every step of the rescan takes these options (or a Pick of them) and the runtime context
// (rescan-context.ts); none re-packs them. k and w are not settings of the rescan: it fingerprints with the
// check's defaults (check/settings.ts), as the pull-request checks that read its snapshot do.
import type { InputFile } from '../check/types.js';
import type { RepoRef } from '../github/github-client.js';
import type { FetchLimits } from './fetch-repo.js';
import type { RepoSelection } from './select-repos.js';
import type { Shard } from './shard.js';

/** A rescan of the course (one job or one shard), or the merge of the shard jobs' outputs. */
export type RescanMode = 'rescan' | 'merge';

/** The defaults both shells give the rescan's settings (the check's own are in check/settings.ts). */
export const RESCAN_DEFAULTS = {
  /** Repositories fetched at once. */
  concurrency: 4,
  /** The run fails, publishing nothing, when more than this share of the repositories failed. */
  maxFailed: 0.25,
  /** The staff report's pairs: at or above minSimilarity listed, at or above threshold flagged. */
  report: { minSimilarity: 0.1, threshold: 0.5, maxShare: 1 },
  bot: { minSimilarity: 0.25, maxAnnotations: 50, comment: 'fragments' },
  limits: { maxTarballBytes: 100 * 1024 * 1024, attempts: 2 },
} as const satisfies Pick<RescanOptions, 'concurrency' | 'maxFailed' | 'report' | 'limits'> & {
  readonly bot: Pick<BotOptions, 'minSimilarity' | 'maxAnnotations' | 'comment'>;
};

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

/** The bot's settings: how it checks the course's open pull requests and what it posts on each. */
export interface BotOptions {
  /** Pairs at or above this similarity are shown in the pull request. */
  readonly minSimilarity: number;
  /** The check run fails at or above this similarity; undefined: never. */
  readonly failOn: number | undefined;
  readonly comment: BotComment;
  /** Also a check run with annotations on the head commit. */
  readonly checkRun: boolean;
  readonly maxAnnotations: number;
}

/** The settings of one rescan job; which repositories (`org`, `filter`, `starterRepo`) as select-repos reads them. */
export interface RescanOptions extends RepoSelection {
  readonly mode: RescanMode;
  /** Starter code the shell read (workspace paths, --base); ahead of the starter repository. */
  readonly starterFiles: readonly InputFile[];
  /** A rescan of one shard (writes its slice and manifest, publishes nothing else). */
  readonly shard?: Shard | undefined;
  /** The previous run's output folder (restored from the cache); undefined or empty: a full build. */
  readonly stateDir?: string | undefined;
  readonly outputDir: string;
  /** Merge: the shard jobs' output folders. */
  readonly shardDirs: readonly string[];
  /** Earlier terms' snapshot files; each is labelled by its file name without extension. */
  readonly earlier: readonly string[];
  /** Staff secret for pseudonyms; without one they are derived from the starter code and guessable. */
  readonly pseudonymKey?: Uint8Array | undefined;
  /** Repositories fetched at once (the bot's pull requests: at most 4). */
  readonly concurrency: number;
  /** Download limits of every tarball the rescan fetches. */
  readonly limits: FetchLimits;
  /** The run fails, publishing nothing, when more than this share of the repositories failed. */
  readonly maxFailed: number;
  /** The staff report's pairs: at or above minSimilarity listed, at or above threshold flagged. */
  readonly report: { readonly minSimilarity: number; readonly threshold: number; readonly maxShare: number };
  /** Also write staff-report.html, with the code of the top flagged pairs (fetched when not in memory). */
  readonly html: boolean;
  /** The staff issue's repository and title; undefined: no issue. */
  readonly issue?: { readonly repo: RepoRef; readonly title: string } | undefined;
  /** The bot's settings; undefined: the bot does not run. */
  readonly bot?: BotOptions | undefined;
  /** GitHub's address, for links in the staff report. */
  readonly serverUrl: string;
  /** The staff's decisions file; undefined: .codewinnow/decisions.yml when it exists. */
  readonly decisions?: string | undefined;
}
