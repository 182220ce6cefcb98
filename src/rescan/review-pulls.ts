// The bot: with a token that may write to the students' repositories (a GitHub App's), check the open pull
// requests of the course whose head changed since the last run against the fresh snapshot, and post the
// sticky comment and a check run on each, under the action's privacy rules.
//
// Cost: one search request per 100 open pull requests updated since the last run; for each, its head (1);
// for each new head, its file list (1 per 100 files), its tarball (1) and the comment and check run (2–3).
import type { Decisions } from '../check/decision-types.js';
import { compareText } from '../engine/compare-text.js';
import { describeError } from '../engine/describe-error.js';
import type { OpenPull } from '../github/course-host.js';
import { resolveCommentAuthor, type CommentAuthorRule } from '../github/upsert-sticky-comment.js';
import { isSourcePath } from '../languages/registry.js';
import { checkPull } from '../pull-check/check-pull.js';
import { labelOf } from '../check/check-against-snapshots.js';
import { renderLines } from '../report/lines.js';
import { maxSimilarity, type PullRequestReport } from '../report/pull-request-report.js';
import type { PullFlag, PullLine } from '../report/staff-report.js';
import { readTarball } from '../sources/read-tarball.js';
import type { Snapshot } from '../snapshot/types.js';
import { mapConcurrently } from './map-concurrently.js';
import { publishPull } from './publish-pull.js';
import type { RescanContext } from './rescan-context.js';
import type { PullMemory } from './rescan-memory.js';
import type { BotOptions, RescanOptions } from './rescan-options.js';

/** Pull requests updated this long before the last run began are looked at again (clocks differ). */
export const CLOCK_MARGIN_MS = 10 * 60 * 1000;
const MAX_PULL_FILES = 3000;
/** Pull requests checked at once, whatever the rescan's concurrency. */
const MAX_BOT_CONCURRENCY = 4;

/** The options the bot reads: the rescan's, with the bot's own given. */
export type BotRunOptions = Pick<RescanOptions, 'org' | 'concurrency' | 'limits' | 'report'> & {
  readonly bot: BotOptions;
};

/** The course the bot checks pull requests against, and what it remembers of them. */
export interface CourseToReview {
  /** The staff copy of the whole course. */
  readonly snapshot: Snapshot;
  /** The course's repositories (owner/name, lower case): pull requests elsewhere are left alone. */
  readonly repos: ReadonlySet<string>;
  readonly memory: PullMemory;
  /** Staff decisions: the bot tells no one of an allowed pair, nor of a dismissed one while it stays so. */
  readonly decisions?: Decisions | undefined;
}

type BotDeps = Pick<RescanContext, 'host' | 'now'>;

export interface BotResult {
  readonly memory: PullMemory;
  /** Every course pull request looked at, by name. */
  readonly pulls: readonly PullLine[];
}

export async function reviewPulls(
  deps: BotDeps,
  options: BotRunOptions,
  course: CourseToReview,
): Promise<BotResult> {
  const startedAt = deps.now();
  const { memory } = course;
  const since = memory.checkedAt === undefined ? undefined : memory.checkedAt - CLOCK_MARGIN_MS;
  const found = (await deps.host.searchOpenPulls(options.org, since))
    .filter((pull) => course.repos.has(`${pull.repo.owner}/${pull.repo.repo}`.toLowerCase()))
    .sort((x, y) => compareText(keyOf(x), keyOf(y)));
  let author: Promise<CommentAuthorRule> | undefined;
  const authorOnce = () => (author ??= resolveCommentAuthor(deps.host));
  const concurrency = Math.min(options.concurrency, MAX_BOT_CONCURRENCY);
  const lines = await mapConcurrently(found, concurrency, (pull) =>
    reviewPull(deps, { options, course }, { pull, author: authorOnce }),
  );
  const heads: Record<string, string> = { ...memory.heads };
  for (const line of lines)
    if (line.status === 'checked' && line.headSha !== undefined) heads[line.pull] = line.headSha;
  const complete = lines.every((line) => line.status !== 'failed');
  return { memory: { checkedAt: complete ? startedAt : memory.checkedAt, heads }, pulls: lines };
}

interface PullTarget {
  readonly pull: OpenPull;
  readonly author: () => Promise<CommentAuthorRule>;
}

async function reviewPull(
  deps: BotDeps,
  run: { readonly options: BotRunOptions; readonly course: CourseToReview },
  target: PullTarget,
): Promise<PullLine> {
  const { host } = deps;
  const { pull } = target;
  const name = keyOf(pull);
  const { limits, bot } = run.options;
  try {
    const head = await host.fetchPull(pull.repo, pull.number);
    if (run.course.memory.heads[name] === head.headSha)
      return { pull: name, status: 'unchanged', headSha: head.headSha };
    const pullRef = { ...pull.repo, number: pull.number };
    const changed = await host.listPullFiles(pullRef, MAX_PULL_FILES);
    const paths = new Set(changed.filter((file) => file.status !== 'removed').map((file) => file.path));
    const bytes = await host.fetchTarball(pull.repo, head.headSha, limits.maxTarballBytes);
    const read = readTarball(bytes, {
      maxFileBytes: limits.maxFileBytes,
      acceptPath: (path) => paths.has(path) && isSourcePath(path),
    });
    const report = checkPull({
      snapshot: run.course.snapshot,
      repo: `${pull.repo.owner}/${pull.repo.repo}`,
      headSha: head.headSha,
      files: read.files,
      skippedFiles: read.skipped.filter((skip) => paths.has(skip.path)).length,
      notChecked: read.skipped
        .filter((skip) => paths.has(skip.path) && skip.reason !== 'not-source')
        .map((skip) => ({ path: skip.path, detail: skip.detail })),
      minSimilarity: bot.minSimilarity,
      // Flagged as the staff report flags the same pair.
      threshold: run.options.report.threshold,
      failOn: bot.failOn,
      decisions: run.course.decisions,
    });
    const completedAt = new Date(deps.now()).toISOString();
    await publishPull(host, { pull: pullRef, report, completedAt, author: target.author }, bot);
    const flags = flagsOf(report, run.course.snapshot);
    return {
      pull: name,
      status: 'checked',
      headSha: head.headSha,
      similarity: maxSimilarity(report),
      ...(flags.length > 0 ? { flags } : {}),
    };
  } catch (error) {
    return { pull: name, status: 'failed', reason: describeError(error) };
  }
}

// The head's flagged matches named as the staff report names submissions (the report the student sees
// labels them by pseudonym), for the flag history.
function flagsOf(report: PullRequestReport, snapshot: Snapshot): PullFlag[] {
  const names = new Map<string, string>();
  for (const submission of snapshot.submissions) {
    names.set(`submission ${submission.pseudonym}`, labelOf(submission));
    names.set(labelOf(submission), labelOf(submission));
  }
  return report.matches
    .filter((match) => match.flagged)
    .map((match) => ({
      with: names.get(match.label) ?? match.label,
      reason: match.reason,
      fragments: match.fragments.map((f) => ({
        fileA: f.file,
        linesA: renderLines(f.lines),
        fileB: f.other.file,
        linesB: renderLines(f.other.lines),
      })),
    }));
}

function keyOf(pull: OpenPull): string {
  return `${pull.repo.owner}/${pull.repo.repo}#${pull.number}`;
}
