// What a pull request's check found, as the PR comment, annotations, job summary and JSON report show it.
// Privacy is decided when this is built (see to-pull-request-report.ts): it holds only this PR's own files
// and lines, and for the other side a label and a file name that are already safe to show. Never any
// source text.
import type { LineRange, NotebookCellLines } from '../check/types.js';

/** Where the other side of a fragment is: a label (pseudonym or, with `comment: full`, a name) and a file. */
export interface OtherLocation {
  readonly file: string;
  readonly lines: LineRange;
  /** The file's code cells on its lines when it is a notebook whose cells are known (report/lines.ts). */
  readonly cells?: readonly NotebookCellLines[] | undefined;
}

/** Lines of this PR's file that match lines of another submission. */
export interface MatchedFragment {
  /** This PR's file, relative to the repository root. */
  readonly file: string;
  readonly lines: LineRange;
  /** The file's code cells on its lines when it is a notebook (report/lines.ts). */
  readonly cells?: readonly NotebookCellLines[] | undefined;
  readonly other: OtherLocation;
}

/** One of this PR's files that could not be compared. */
export interface NotCheckedFile {
  readonly path: string;
  readonly detail: string;
}

/** Another submission of the course that this PR's code matches. */
export interface MatchedSubmission {
  /** "submission 7f3a09c1", or the repository's name with `comment: full`. */
  readonly label: string;
  readonly similarity: number;
  /** Share of this PR's checked code that matches it. */
  readonly coverage: number;
  /** Lines of this PR that match it. */
  readonly sharedLines: number;
  /** Worth a look by the course's rule (check/decide-flag.ts). */
  readonly flagged: boolean;
  /** Why, in one line naming no one and quoting no code; '' when not flagged. */
  readonly reason: string;
  /** Ordered by this PR's file, then line. */
  readonly fragments: readonly MatchedFragment[];
}

export interface PullRequestReport {
  readonly headSha: string;
  readonly minSimilarity: number;
  /** The fail-on threshold, if any. */
  readonly failOn: number | undefined;
  readonly checkedFiles: number;
  readonly skippedFiles: number;
  /** This PR's own changed source files that could not be compared, with why (not those left out by choice). */
  readonly notChecked?: readonly NotCheckedFile[] | undefined;
  /** Submissions in the snapshot, and when it was built (ISO 8601 date). */
  readonly snapshotSubmissions: number;
  readonly snapshotDate: string;
  /** Whether labels are names (`comment: full` with a staff snapshot) rather than pseudonyms. */
  readonly othersNamed: boolean;
  /** Ranked: similarity, then label. */
  readonly matches: readonly MatchedSubmission[];
}

/** The hidden marker our PR comment carries (together with its author, it finds the comment again). */
export const COMMENT_MARKER = '<!-- codewinnow -->';

/** The highest similarity of any match, 0 when there is none. */
export function maxSimilarity(report: Pick<PullRequestReport, 'matches'>): number {
  return report.matches.reduce((max, match) => Math.max(max, match.similarity), 0);
}

/** A match's "flagged because" cell: why it is flagged, or that it is listed without a flag. */
export function flagCell(match: Pick<MatchedSubmission, 'flagged' | 'reason'>): string {
  return match.flagged ? match.reason : 'not flagged: listed for its similarity only';
}

/** Whether a match reaches fail-on. */
export function reachesFailOn(report: Pick<PullRequestReport, 'matches' | 'failOn'>): boolean {
  return report.failOn !== undefined && report.matches.some((match) => match.similarity >= report.failOn!);
}

/** A check run's conclusion for the report: failure at fail-on, neutral on any match, else success. */
export function checkRunConclusion(
  report: Pick<PullRequestReport, 'matches' | 'failOn'>,
): 'success' | 'neutral' | 'failure' {
  if (reachesFailOn(report)) return 'failure';
  return report.matches.length > 0 ? 'neutral' : 'success';
}

/** A check run's one-line title for the report. */
export function checkRunTitle(report: Pick<PullRequestReport, 'matches'>): string {
  const count = report.matches.length;
  if (count === 0) return 'No similar code found';
  const top = (maxSimilarity(report) * 100).toFixed(1);
  return `Similar code: ${count} other submission${count === 1 ? '' : 's'}, up to ${top}%`;
}
