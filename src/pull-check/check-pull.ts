// One pull request's check: its changed files against the course snapshot, seen from the pull request.
// Both the action (from the student's workflow) and the bot (from the rescan) run it. Other submissions go
// by pseudonym with file names only, unless `full` is asked for and the snapshot is a staff copy that holds
// names (the comment and check run land in the student's repository). Pure.
import { indexDecisions, isSettled } from '../check/apply-decisions.js';
import { checkAgainstSnapshots, labelOf } from '../check/check-against-snapshots.js';
import type { Decisions } from '../check/decision-types.js';
import { DEFAULT_SETTINGS } from '../check/settings.js';
import type { CheckResult, CheckSettings, InputFile } from '../check/types.js';
import type { NotCheckedFile, PullRequestReport } from '../report/pull-request-report.js';
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
  /** Its changed source files that could not be read, for the comment (left out by choice: not listed). */
  readonly notChecked?: readonly NotCheckedFile[];
  /** Starter code on top of the snapshot's own. */
  readonly starter?: readonly InputFile[];
  readonly minSimilarity: number;
  /**
   * The course's flag threshold (default: the one the snapshot was built with, the staff report's): matches
   * from `minSimilarity` up are listed, and only the one decision (check/decide-flag.ts) flags.
   */
  readonly threshold?: number | undefined;
  readonly failOn: number | undefined;
  /** Other submissions' names and paths, for repositories students cannot read (`comment: full`). */
  readonly full?: boolean;
  /** Staff decisions (the bot's): pairs allowed, or dismissed and not outgrown, are left out of the report. */
  readonly decisions?: Decisions | undefined;
}

export function checkPull(check: PullCheck): PullRequestReport {
  const { snapshot } = check;
  const settings: CheckSettings = {
    ...DEFAULT_SETTINGS,
    k: snapshot.params.k,
    w: snapshot.params.w,
    minSimilarity: check.minSimilarity,
    ...snapshot.flagRule,
    ...(check.threshold === undefined ? {} : { threshold: check.threshold }),
  };
  const checked = checkAgainstSnapshots({
    submissions: [{ name: check.repo, repo: check.repo, files: check.files }],
    snapshots: [snapshot],
    ...(check.starter ? { starter: check.starter } : {}),
    settings,
  });
  const result = check.decisions ? withoutSettled(checked, check.decisions) : checked;
  const facts = {
    headSha: check.headSha,
    failOn: check.failOn,
    checkedFiles: result.submissions[0]?.files.length ?? 0,
    skippedFiles: check.skippedFiles,
    ...(check.notChecked && check.notChecked.length > 0 ? { notChecked: check.notChecked } : {}),
    snapshotSubmissions: snapshot.submissions.length,
    snapshotDate: new Date(snapshot.createdAt).toISOString().slice(0, 10),
  };
  return toPullRequestReport(result, check.repo, facts, disclosureOf(snapshot, check.full === true));
}

// A settled pair is dropped, not relabelled: a decision's note is for staff, never for the student.
function withoutSettled(result: CheckResult, decisions: Decisions): CheckResult {
  const index = indexDecisions(decisions);
  return { ...result, pairs: result.pairs.filter((pair) => !isSettled(index.decisionOf(pair))) };
}

function disclosureOf(snapshot: Snapshot, full: boolean): Disclosure {
  if (full && snapshot.namesIncluded) return { label: (name) => name, othersNamed: true, otherPaths: true };
  const pseudonyms = new Map(
    snapshot.submissions.map((submission) => [labelOf(submission), submission.pseudonym]),
  );
  return {
    label: (name) => `submission ${pseudonyms.get(name) ?? 'unknown'}`,
    othersNamed: false,
    otherPaths: full,
  };
}
