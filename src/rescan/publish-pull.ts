// Tells a pull request what the bot found, as the action does from the student's own workflow: the one
// sticky comment (found by marker and author, created only when something matched) and a check run on the
// head commit with annotations on the matching lines. Rendering is report's; sending is github's.
import type { CourseHost } from '../github/course-host.js';
import type { PullRef } from '../github/github-client.js';
import { CheckRunForbiddenError, publishCheckRun } from '../github/publish-check-run.js';
import {
  upsertStickyComment,
  type CommentAuthorRule,
  type StickyOutcome,
} from '../github/upsert-sticky-comment.js';
import {
  checkRunConclusion,
  checkRunTitle,
  COMMENT_MARKER,
  type PullRequestReport,
} from '../report/pull-request-report.js';
import { renderJobSummary } from '../report/render-job-summary.js';
import { renderPullRequestComment } from '../report/render-pull-request-comment.js';
import { renderOmittedAnnotations, toAnnotations } from '../report/to-annotations.js';
import type { BotOptions } from './rescan-options.js';

/** The bot's check run: its own name, so it is told apart from the student workflow's. */
export const BOT_CHECK_RUN_NAME = 'codewinnow course check';
const MAX_CHECK_SUMMARY_CHARS = 65_535;

export interface PublishedPull {
  readonly comment: StickyOutcome | 'off';
  /** Whether a check run was created (false: off, or the token may not). */
  readonly checkRun: boolean;
}

export async function publishPull(
  host: CourseHost,
  target: {
    readonly pull: PullRef;
    readonly report: PullRequestReport;
    readonly completedAt: string;
    readonly author: () => Promise<CommentAuthorRule>;
  },
  publishing: Pick<BotOptions, 'comment' | 'checkRun' | 'maxAnnotations'>,
): Promise<PublishedPull> {
  const { pull, report } = target;
  let comment: StickyOutcome | 'off' = 'off';
  if (publishing.comment !== 'off') {
    const body = renderPullRequestComment(report, { detail: publishing.comment });
    const request = { pull, marker: COMMENT_MARKER, body, create: report.matches.length > 0 };
    comment = await upsertStickyComment(host, request, await target.author());
  }
  if (!publishing.checkRun) return { comment, checkRun: false };
  const list = toAnnotations(report, publishing.maxAnnotations);
  const omitted =
    list.omitted > 0
      ? `\n\n${renderOmittedAnnotations(list.omitted, `at most ${publishing.maxAnnotations} are sent`)}`
      : '';
  try {
    await publishCheckRun(host, {
      repo: { owner: pull.owner, repo: pull.repo },
      name: BOT_CHECK_RUN_NAME,
      headSha: report.headSha,
      conclusion: checkRunConclusion(report),
      completedAt: target.completedAt,
      title: checkRunTitle(report),
      summary: renderJobSummary(report, MAX_CHECK_SUMMARY_CHARS - omitted.length) + omitted,
      annotations: list.annotations,
    });
    return { comment, checkRun: true };
  } catch (error) {
    if (error instanceof CheckRunForbiddenError) return { comment, checkRun: false };
    throw error;
  }
}
