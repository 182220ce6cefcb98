// The bot: with a token that may write to the students' repositories (a GitHub App's), check the open pull
// requests of the course whose head changed since the last run against the fresh snapshot, and post the
// sticky comment and a check run on each, under the action's privacy rules.
//
// Cost: one search request per 100 open pull requests updated since the last run; for each, its head (1);
// for each new head, its file list (1 per 100 files), its tarball (1) and the comment and check run (2–3).
import type { Decisions } from '../check/decision-types.js';
import { compareText } from '../engine/compare-text.js';
import { describeError } from '../engine/describe-error.js';
import type { CourseHost, OpenPull } from '../github/course-host.js';
import { resolveCommentAuthor, type CommentAuthorRule } from '../github/upsert-sticky-comment.js';
import { isSourcePath } from '../languages/registry.js';
import { checkPull } from '../pull-check/check-pull.js';
import { maxSimilarity } from '../report/pull-request-report.js';
import type { PullLine } from '../report/staff-report.js';
import { readTarball } from '../sources/read-tarball.js';
import type { Snapshot } from '../snapshot/types.js';
import type { FetchLimits } from './fetch-repo.js';
import { mapConcurrently } from './map-concurrently.js';
import { publishPull, type PullPublishing } from './publish-pull.js';
import type { PullMemory } from './rescan-memory.js';

/** Pull requests updated this long before the last run began are looked at again (clocks differ). */
export const CLOCK_MARGIN_MS = 10 * 60 * 1000;
const MAX_PULL_FILES = 3000;

export interface BotSettings extends PullPublishing {
  readonly minSimilarity: number;
  readonly failOn: number | undefined;
  readonly concurrency: number;
  readonly limits: FetchLimits;
}

export interface BotRequest {
  readonly org: string;
  /** The staff copy of the whole course. */
  readonly snapshot: Snapshot;
  /** The course's repositories (owner/name, lower case): pull requests elsewhere are left alone. */
  readonly repos: ReadonlySet<string>;
  readonly memory: PullMemory;
  readonly settings: BotSettings;
  /** Staff decisions: the bot tells no one of an allowed pair, nor of a dismissed one while it stays so. */
  readonly decisions?: Decisions | undefined;
}

export interface BotDeps {
  readonly host: CourseHost;
  readonly now: () => number;
}

export interface BotResult {
  readonly memory: PullMemory;
  /** Every course pull request looked at, by name. */
  readonly pulls: readonly PullLine[];
}

export async function reviewPulls(deps: BotDeps, request: BotRequest): Promise<BotResult> {
  const startedAt = deps.now();
  const { memory } = request;
  const since = memory.checkedAt === undefined ? undefined : memory.checkedAt - CLOCK_MARGIN_MS;
  const found = (await deps.host.searchOpenPulls(request.org, since))
    .filter((pull) => request.repos.has(`${pull.repo.owner}/${pull.repo.repo}`.toLowerCase()))
    .sort((x, y) => compareText(keyOf(x), keyOf(y)));
  let author: Promise<CommentAuthorRule> | undefined;
  const authorOnce = () => (author ??= resolveCommentAuthor(deps.host));
  const lines = await mapConcurrently(found, request.settings.concurrency, (pull) =>
    reviewPull(deps, request, { pull, author: authorOnce }),
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

async function reviewPull(deps: BotDeps, request: BotRequest, target: PullTarget): Promise<PullLine> {
  const { host } = deps;
  const { pull } = target;
  const name = keyOf(pull);
  const { settings } = request;
  try {
    const head = await host.fetchPull(pull.repo, pull.number);
    if (request.memory.heads[name] === head.headSha)
      return { pull: name, status: 'unchanged', headSha: head.headSha };
    const pullRef = { ...pull.repo, number: pull.number };
    const changed = await host.listPullFiles(pullRef, MAX_PULL_FILES);
    const paths = new Set(changed.filter((file) => file.status !== 'removed').map((file) => file.path));
    const bytes = await host.fetchTarball(pull.repo, head.headSha, settings.limits.maxTarballBytes);
    const read = readTarball(bytes, {
      maxFileBytes: settings.limits.maxFileBytes,
      acceptPath: (path) => paths.has(path) && isSourcePath(path),
    });
    const report = checkPull({
      snapshot: request.snapshot,
      repo: `${pull.repo.owner}/${pull.repo.repo}`,
      headSha: head.headSha,
      files: read.files,
      skippedFiles: read.skipped.filter((skip) => paths.has(skip.path)).length,
      notChecked: read.skipped
        .filter((skip) => paths.has(skip.path) && skip.reason !== 'not-source')
        .map((skip) => ({ path: skip.path, detail: skip.detail })),
      minSimilarity: settings.minSimilarity,
      failOn: settings.failOn,
      decisions: request.decisions,
    });
    const completedAt = new Date(deps.now()).toISOString();
    await publishPull(host, { pull: pullRef, report, completedAt, author: target.author }, settings);
    return { pull: name, status: 'checked', headSha: head.headSha, similarity: maxSimilarity(report) };
  } catch (error) {
    return { pull: name, status: 'failed', reason: describeError(error) };
  }
}

function keyOf(pull: OpenPull): string {
  return `${pull.repo.owner}/${pull.repo.repo}#${pull.number}`;
}
