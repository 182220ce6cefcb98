// The action's check of its pull request: the gathered files against the snapshot, as the bot runs it
// (pull-check/check-pull.ts), with the comment input deciding how much of the other side is disclosed.
import type { InputFile } from '../check/types.js';
import { checkPull } from '../pull-check/check-pull.js';
import type { PullRequestReport } from '../report/pull-request-report.js';
import type { Snapshot } from '../snapshot/types.js';
import { notCheckedFiles, type GatheredFiles } from './gather-pull-files.js';
import type { ActionSettings } from './inputs.js';
import type { PullRequestContext } from './pull-request-context.js';

export interface PullRequestCheck {
  readonly snapshot: Snapshot;
  readonly gathered: GatheredFiles;
  readonly starter: readonly InputFile[];
  readonly context: PullRequestContext;
  readonly settings: ActionSettings;
}

export function checkPullRequest(check: PullRequestCheck): PullRequestReport {
  const { gathered, context, settings } = check;
  return checkPull({
    snapshot: check.snapshot,
    repo: context.repoFullName,
    headSha: context.headSha,
    files: gathered.files,
    skippedFiles: gathered.skipped.length,
    notChecked: notCheckedFiles(gathered),
    starter: check.starter,
    minSimilarity: settings.minSimilarity,
    failOn: settings.failOn,
    full: settings.comment === 'full',
  });
}
