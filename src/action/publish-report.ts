// Tells everyone what the check found: the sticky PR comment, annotations on the head commit's matching
// lines (a check run, or workflow commands when the token may not create check runs), the job summary, the
// JSON report and the outputs. Rendering is report's job; this only sends what report rendered.
import type { GitHubClient } from '../github/github-client.js';
import { CheckRunForbiddenError, publishCheckRun } from '../github/publish-check-run.js';
import { resolveCommentAuthor, upsertStickyComment } from '../github/upsert-sticky-comment.js';
import {
  checkRunConclusion,
  checkRunTitle,
  COMMENT_MARKER,
  maxSimilarity,
  type PullRequestReport,
} from '../report/pull-request-report.js';
import { renderJobSummary } from '../report/render-job-summary.js';
import { renderPullRequestComment } from '../report/render-pull-request-comment.js';
import { renderPullRequestJson } from '../report/render-pull-request-json.js';
import { renderOmittedAnnotations, toAnnotations } from '../report/to-annotations.js';
import type { ActionSettings } from './inputs.js';
import type { Clock, FilesPort, RunnerPort } from './ports.js';
import type { PullRequestContext } from './pull-request-context.js';

/** The check run's name: unique on the commit, and not the name of the workflow's own job. */
export const CHECK_RUN_NAME = 'codewinnow similarity';
/** GitHub keeps 10 workflow-command annotations per type per step. */
export const WORKFLOW_ANNOTATIONS_PER_TYPE = 10;
/** A check run's summary takes at most this many characters. */
const MAX_CHECK_SUMMARY_CHARS = 65_535;
export const REPORT_FILE_NAME = 'codewinnow-report.json';

export interface PublishPorts {
  readonly client: GitHubClient;
  readonly runner: RunnerPort;
  readonly files: FilesPort;
  readonly clock: Clock;
}

export interface PublishRequest {
  readonly context: PullRequestContext;
  readonly settings: ActionSettings;
  readonly report: PullRequestReport;
}

export async function publishReport(ports: PublishPorts, request: PublishRequest): Promise<void> {
  const { report } = request;
  await publishComment(ports, request);
  if (request.settings.annotations) await publishAnnotations(ports, request);
  await ports.runner.writeSummary(renderJobSummary(report));
  const path = await ports.files.writeReport(REPORT_FILE_NAME, renderPullRequestJson(report));
  ports.runner.setOutput('max-similarity', maxSimilarity(report).toFixed(4));
  ports.runner.setOutput('flagged', String(report.matches.length > 0));
  ports.runner.setOutput('report', path);
}

async function publishComment(ports: PublishPorts, request: PublishRequest): Promise<void> {
  const { settings, report, context } = request;
  if (settings.comment === 'off') return;
  const body = renderPullRequestComment(report, {
    detail: settings.comment === 'summary' ? 'summary' : 'fragments',
  });
  const rule = await resolveCommentAuthor(ports.client);
  const create = report.matches.length > 0;
  const outcome = await upsertStickyComment(
    ports.client,
    { pull: context.pull, marker: COMMENT_MARKER, body, create },
    rule,
  );
  ports.runner.info(`PR comment: ${outcome}`);
}

async function publishAnnotations(ports: PublishPorts, request: PublishRequest): Promise<void> {
  const { report, context, settings } = request;
  const list = toAnnotations(report, settings.maxAnnotations);
  const omitted =
    list.omitted > 0
      ? `\n\n${renderOmittedAnnotations(list.omitted, `max-annotations is ${settings.maxAnnotations}`)}`
      : '';
  try {
    await publishCheckRun(ports.client, {
      repo: context.pull,
      name: CHECK_RUN_NAME,
      headSha: context.headSha,
      conclusion: checkRunConclusion(report),
      completedAt: ports.clock.now().toISOString(),
      title: checkRunTitle(report),
      summary: renderJobSummary(report, MAX_CHECK_SUMMARY_CHARS - omitted.length) + omitted,
      annotations: list.annotations,
    });
  } catch (error) {
    if (!(error instanceof CheckRunForbiddenError)) throw error;
    ports.runner.info(`No check run: ${error.message}. Annotating with workflow commands instead.`);
    annotateWithWorkflowCommands(ports.runner, report, settings.maxAnnotations);
  }
}

// Workflow commands: one type (warning), so at most 10 survive; one notice says how many more there were.
function annotateWithWorkflowCommands(
  runner: RunnerPort,
  report: PullRequestReport,
  maxAnnotations: number,
): void {
  const limit = Math.min(maxAnnotations, WORKFLOW_ANNOTATIONS_PER_TYPE);
  const all = toAnnotations(report, Number.MAX_SAFE_INTEGER).annotations;
  for (const annotation of all.slice(0, limit)) runner.annotate(annotation);
  if (all.length > limit) {
    const why =
      limit < maxAnnotations
        ? 'GitHub shows at most 10 annotations of a kind per step'
        : `max-annotations is ${maxAnnotations}`;
    runner.notice(renderOmittedAnnotations(all.length - limit, why));
  }
}
