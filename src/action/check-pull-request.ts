// Runs the check of the PR's files against the snapshot and turns the result into the PR's report, with
// the other side disclosed as the comment input allows: pseudonyms by default, names only with
// `comment: full` and a staff snapshot that holds them.
import { checkAgainstSnapshots, labelOf } from '../check/check-against-snapshots.js';
import { DEFAULT_SETTINGS } from '../check/settings.js';
import type { CheckSettings, InputFile } from '../check/types.js';
import type { Disclosure } from '../report/to-pull-request-report.js';
import { toPullRequestReport } from '../report/to-pull-request-report.js';
import type { PullRequestReport } from '../report/pull-request-report.js';
import type { Snapshot } from '../snapshot/types.js';
import type { GatheredFiles } from './gather-pull-files.js';
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
  const { snapshot, gathered, context, settings } = check;
  const checkSettings: CheckSettings = {
    ...DEFAULT_SETTINGS,
    k: snapshot.params.k,
    w: snapshot.params.w,
    minSimilarity: settings.minSimilarity,
    threshold: settings.minSimilarity,
  };
  const own = context.repoFullName;
  const result = checkAgainstSnapshots({
    submissions: [{ name: own, repo: own, files: gathered.files }],
    snapshots: [snapshot],
    starter: check.starter,
    settings: checkSettings,
  });
  const facts = {
    headSha: context.headSha,
    failOn: settings.failOn,
    checkedFiles: result.submissions[0]?.files.length ?? 0,
    skippedFiles: gathered.skipped.length + result.skipped.length,
    snapshotSubmissions: snapshot.submissions.length,
    snapshotDate: new Date(snapshot.createdAt).toISOString().slice(0, 10),
  };
  return toPullRequestReport(result, own, facts, disclosureOf(snapshot, settings));
}

function disclosureOf(snapshot: Snapshot, settings: ActionSettings): Disclosure {
  if (settings.comment === 'full' && snapshot.namesIncluded)
    return { label: (name) => name, othersNamed: true, otherPaths: true };
  const pseudonyms = new Map(
    snapshot.submissions.map((submission) => [labelOf(submission), submission.pseudonym]),
  );
  return {
    label: (name) => `submission ${pseudonyms.get(name) ?? 'unknown'}`,
    othersNamed: false,
    otherPaths: settings.comment === 'full',
  };
}
