// The action: parse the inputs, find the pull request, load the course snapshot, check the PR's changed
// files against it, and publish what was found. The one place that decides the run's outcome: every
// failure ends in the catch below, which says plainly that the check could not run (never "nothing found").
// Modes rescan and merge (the instructor's scheduled run) are in run-rescan.ts.
import { describeError } from '../engine/describe-error.js';
import type { GitHubClient } from '../github/github-client.js';
import {
  COMMENT_MARKER,
  maxSimilarity,
  reachesFailOn,
  type PullRequestReport,
} from '../report/pull-request-report.js';
import { renderCouldNotRunComment } from '../report/render-pull-request-comment.js';
import { percent } from '../report/render-text.js';
import { resolveCommentAuthor, upsertStickyComment } from '../github/upsert-sticky-comment.js';
import { checkPullRequest } from './check-pull-request.js';
import { assertSomethingToCheck, gatherPullFiles } from './gather-pull-files.js';
import { parseActionMode, parseInputs, type ActionMode, type ActionSettings } from './inputs.js';
import { loadSnapshot } from './load-snapshot.js';
import type { ActionDeps } from './ports.js';
import { publishReport } from './publish-report.js';
import { runRescan } from './run-rescan.js';
import { createRuntimeDeps } from './runtime-deps.js';
import { parsePullRequestContext, type PullRequestContext } from './pull-request-context.js';

/** Where a failure can still be told to the PR, once the run knows it. */
interface FailureTarget {
  readonly client: GitHubClient;
  readonly context: PullRequestContext;
  readonly settings: ActionSettings;
}

/** Runs the action with `deps` (the runner's real ports by default; tests pass fakes). Never throws. */
export async function run(deps: ActionDeps = createRuntimeDeps()): Promise<void> {
  let mode: ActionMode;
  try {
    mode = parseActionMode(deps.runner.getInput('mode'));
  } catch (error) {
    deps.runner.setFailed(`codewinnow could not start: ${describeError(error)}`);
    return;
  }
  if (mode === 'check') await runPullRequestCheck(deps);
  else await runRescan(deps, mode);
}

async function runPullRequestCheck(deps: ActionDeps): Promise<void> {
  let target: FailureTarget | undefined;
  let report: PullRequestReport | undefined;
  try {
    const settings = parseInputs((name) => deps.runner.getInput(name));
    const context = parsePullRequestContext(await deps.loadContext());
    const client = deps.connect(settings.githubToken);
    target = { client, context, settings };
    report = await runCheck(deps, target);
    await publishReport(
      { client, runner: deps.runner, files: deps.files, clock: deps.clock },
      { context, settings, report },
    );
    if (reachesFailOn(report)) {
      deps.runner.setFailed(
        `codewinnow: this pull request's code is ${percent(maxSimilarity(report))} similar to another submission, at or above fail-on ${percent(settings.failOn ?? 0)}`,
      );
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : `unexpected failure: ${String(error)}`;
    if (report) {
      deps.runner.setFailed(`codewinnow checked this pull request but could not report all of it: ${reason}`);
      return;
    }
    if (target) await tellPullRequest(deps, target, reason);
    deps.runner.setFailed(`codewinnow could not run the check: ${reason}`);
  }
}

async function runCheck(deps: ActionDeps, target: FailureTarget): Promise<PullRequestReport> {
  const { settings, context, client } = target;
  const snapshotClient =
    settings.snapshotToken === settings.githubToken ? client : deps.connect(settings.snapshotToken);
  const loaded = await loadSnapshot(settings.snapshot, { client: snapshotClient, files: deps.files });
  deps.runner.info(`Snapshot: ${loaded.origin}, ${loaded.snapshot.submissions.length} submissions`);
  const gathered = await gatherPullFiles(
    { client, files: deps.files },
    { context, rules: settings, submission: context.repoFullName },
  );
  deps.runner.info(
    `Pull request files: ${gathered.files.length} checked, ${gathered.skipped.length} skipped, read from the ${gathered.source}`,
  );
  if (gathered.source === 'api' && gathered.workspaceHead !== undefined) {
    deps.runner.info(
      `The workspace is at ${gathered.workspaceHead.slice(0, 7)}, not at the PR's head ${context.headSha.slice(0, 7)}: files were read through the API ` +
        '(check out with ref: ${{ github.event.pull_request.head.sha }} to save those requests).',
    );
  }
  assertSomethingToCheck(gathered);
  if (gathered.truncated)
    deps.runner.warning('The pull request changes 3,000 files or more: GitHub lists only the first 3,000.');
  const starter = await deps.files.readStarter(settings.starter);
  return checkPullRequest({ snapshot: loaded.snapshot, gathered, starter: starter.files, context, settings });
}

// The sticky comment, if there is one, must not keep saying what an earlier push found.
async function tellPullRequest(deps: ActionDeps, target: FailureTarget, reason: string): Promise<void> {
  if (target.settings.comment === 'off') return;
  try {
    const rule = await resolveCommentAuthor(target.client);
    const body = renderCouldNotRunComment(target.context.headSha, reason);
    await upsertStickyComment(
      target.client,
      { pull: target.context.pull, marker: COMMENT_MARKER, body, create: false },
      rule,
    );
  } catch (error) {
    deps.runner.warning(`Could not update the PR comment: ${describeError(error)}`);
  }
}
