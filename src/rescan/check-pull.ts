// The bot's check of one pull request: its changed files against the course snapshot just built, seen from
// the pull request with every other submission named by pseudonym and only their file names shown (the
// comment and check run land in the student's repository). Pure.
import { checkAgainstSnapshots, labelOf } from '../check/check-against-snapshots.js';
import { DEFAULT_SETTINGS } from '../check/settings.js';
import type { CheckSettings, InputFile } from '../check/types.js';
import type { PullRequestReport } from '../report/pull-request-report.js';
import { toPullRequestReport, type Disclosure } from '../report/to-pull-request-report.js';
import type { Snapshot } from '../snapshot/types.js';

export interface PullCheck {
  readonly snapshot: Snapshot;
  /** The pull request's repository, owner/name: its own snapshot entry never matches. */
  readonly repo: string;
  readonly headSha: string;
  /** Its changed files that a front end reads. */
  readonly files: readonly InputFile[];
  readonly skippedFiles: number;
  readonly minSimilarity: number;
  readonly failOn: number | undefined;
}

export function checkPull(check: PullCheck): PullRequestReport {
  const { snapshot } = check;
  const settings: CheckSettings = {
    ...DEFAULT_SETTINGS,
    k: snapshot.params.k,
    w: snapshot.params.w,
    minSimilarity: check.minSimilarity,
    threshold: check.minSimilarity,
  };
  const result = checkAgainstSnapshots({
    submissions: [{ name: check.repo, repo: check.repo, files: check.files }],
    snapshots: [snapshot],
    settings,
  });
  const facts = {
    headSha: check.headSha,
    failOn: check.failOn,
    checkedFiles: result.submissions[0]?.files.length ?? 0,
    skippedFiles: check.skippedFiles + result.skipped.length,
    snapshotSubmissions: snapshot.submissions.length,
    snapshotDate: new Date(snapshot.createdAt).toISOString().slice(0, 10),
  };
  return toPullRequestReport(result, check.repo, facts, pseudonymsOf(snapshot));
}

/** Others by pseudonym, their files by base name: what a student may see of their classmates. */
function pseudonymsOf(snapshot: Snapshot): Disclosure {
  const pseudonyms = new Map(
    snapshot.submissions.map((submission) => [labelOf(submission), submission.pseudonym]),
  );
  return {
    label: (name) => `submission ${pseudonyms.get(name) ?? 'unknown'}`,
    othersNamed: false,
    otherPaths: false,
  };
}
