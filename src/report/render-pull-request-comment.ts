// The sticky PR comment: what matched (per mode: scores only, or also this PR's matching lines), a clean
// result, or a check that could not run. Always within GitHub's 65,536-character limit, with a note when
// lines were cut. Shows this PR's own files and lines, and the other side only as the report labels it.
import { renderLineSpan } from './lines.js';
import { fitText } from './fit-text.js';
import {
  COMMENT_MARKER,
  flagCell,
  type MatchedSubmission,
  type PullRequestReport,
} from './pull-request-report.js';
import { percent } from './render-text.js';

/** GitHub refuses comment bodies longer than this (422). */
export const MAX_COMMENT_CHARS = 65_536;

export type CommentDetail = 'summary' | 'fragments';

export interface CommentOptions {
  readonly detail: CommentDetail;
  readonly maxChars?: number;
}

/** The comment for a check that ran: the matches, or that there are none (when a previous push had some). */
export function renderPullRequestComment(report: PullRequestReport, options: CommentOptions): string {
  const head = [COMMENT_MARKER, ...renderHeadline(report)];
  const items =
    report.matches.length === 0
      ? []
      : [...renderTable(report.matches), ...renderDetails(report, options.detail)];
  return fitText({
    head,
    items,
    tail: [...renderNotChecked(report), '', renderFootnote(report)],
    maxChars: options.maxChars ?? MAX_COMMENT_CHARS,
    note: (cut) =>
      `\n… ${cut} more lines of this report are not shown: GitHub limits a comment's length. The job summary of this run lists every match.`,
  });
}

/** The comment for a check that could not run: never mistakable for "nothing found". */
export function renderCouldNotRunComment(headSha: string, reason: string): string {
  return [
    COMMENT_MARKER,
    '### ⚠️ codewinnow: the check could not run',
    '',
    `The similarity check of ${commit(headSha)} could not run, so this is **not** a result: ${reason}`,
    '',
    'Course staff: the job log of this run says more. The next push runs the check again.',
  ].join('\n');
}

function renderHeadline(report: PullRequestReport): string[] {
  const threshold = percent(report.minSimilarity);
  if (report.matches.length === 0) {
    return [
      '### ✅ codewinnow: no similar code found',
      '',
      `As of ${commit(report.headSha)}, no other submission of the course matches this pull request at or above ${threshold} similarity.`,
    ];
  }
  const count = report.matches.length;
  // A flag is listed whatever its similarity (a long fragment in a large project): say so, not "above".
  const flaggedBelow = report.matches.some((match) => match.similarity < report.minSimilarity);
  return [
    '### 🔍 codewinnow: similar code found',
    '',
    `As of ${commit(report.headSha)}, this pull request's code matches ${count} other submission${count === 1 ? '' : 's'} of the course at or above ${threshold} similarity${flaggedBelow ? ', or flagged below it' : ''}.`,
    '',
  ];
}

function renderTable(matches: readonly MatchedSubmission[]): string[] {
  return [
    '| other submission | similarity | share of your code | your matching lines | flagged because |',
    '| --- | ---: | ---: | ---: | --- |',
    ...matches.map(
      (m) =>
        `| ${escapeCell(m.label)} | ${percent(m.similarity)} | ${percent(m.coverage)} | ${m.sharedLines} | ${escapeCell(flagCell(m))} |`,
    ),
  ];
}

function renderDetails(report: PullRequestReport, detail: CommentDetail): string[] {
  if (detail === 'summary') return [];
  const lines: string[] = [];
  for (const match of report.matches) {
    lines.push('', `**${escapeInline(match.label)}** (${percent(match.similarity)}):`, '');
    for (const fragment of match.fragments) {
      const other = `\`${escapeCode(fragment.other.file)}\` ${renderLineSpan(fragment.other.lines, fragment.other.cells)}`;
      lines.push(
        `- \`${escapeCode(fragment.file)}\` ${renderLineSpan(fragment.lines, fragment.cells)} ↔ ${escapeInline(match.label)}, ${other}`,
      );
    }
  }
  return lines;
}

/** "2 files were not checked: `a.py` (…), `b` (…)": this PR's own files only. */
function renderNotChecked(report: PullRequestReport): string[] {
  const files = report.notChecked ?? [];
  if (files.length === 0) return [];
  const listed = files
    .slice(0, 20)
    .map((file) => `\`${escapeCode(file.path)}\` (${escapeInline(file.detail)})`);
  const more = files.length > 20 ? `, and ${files.length - 20} more` : '';
  const count = files.length === 1 ? '1 file was' : `${files.length} files were`;
  return ['', `⚠️ ${count} not checked: ${listed.join(', ')}${more}.`];
}

function renderFootnote(report: PullRequestReport): string {
  const failOn =
    report.failOn === undefined ? '' : ` The check fails at ${percent(report.failOn)} similarity.`;
  return (
    `<sub>Checked ${report.checkedFiles} changed file${report.checkedFiles === 1 ? '' : 's'} (${report.skippedFiles} skipped) ` +
    `against a snapshot of ${report.snapshotSubmissions} submissions built ${report.snapshotDate}. ` +
    (report.othersNamed
      ? 'Other submissions are named for course staff; '
      : 'Other submissions are named by pseudonym; ') +
    `their code is never shown here. ` +
    `A match is a prompt for a look, not a verdict: course staff review it.${failOn}</sub>`
  );
}

function commit(sha: string): string {
  return `\`${sha.slice(0, 7)}\``;
}

function escapeCell(text: string): string {
  return escapeInline(text).replace(/\|/g, '\\|');
}

function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
}

function escapeCode(text: string): string {
  return text.replace(/`/g, "'").replace(/\r?\n/g, ' ');
}
