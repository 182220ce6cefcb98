// The job summary (Markdown, up to 1 MiB per step): the same content as the comment with every fragment,
// because the comment may be off or cut. The same privacy as the comment: the report decides the labels.
import { fitText } from './fit-text.js';
import { renderLines } from './lines.js';
import { flagCell, type PullRequestReport } from './pull-request-report.js';
import { percent } from './render-text.js';
import { markdownCell, markdownCode } from './markdown-escape.js';

/** GitHub's limit for one step's summary, in bytes; we count characters and keep a margin for UTF-8. */
export const MAX_SUMMARY_CHARS = 256 * 1024;

/** The summary; `maxChars` cuts it shorter (a check run's summary takes 65,535 characters). */
export function renderJobSummary(report: PullRequestReport, maxChars = MAX_SUMMARY_CHARS): string {
  const head = [
    '## codewinnow',
    '',
    `Commit \`${report.headSha.slice(0, 7)}\`: ${report.checkedFiles} files checked, ${report.skippedFiles} skipped; ` +
      `snapshot of ${report.snapshotSubmissions} submissions built ${report.snapshotDate}; ` +
      `matches at or above ${percent(report.minSimilarity)} similarity are listed, and flagged ones below it` +
      (report.failOn === undefined ? '.' : `, and the check fails at ${percent(report.failOn)}.`),
    '',
    ...renderNotChecked(report),
  ];
  if (report.matches.length === 0) return [...head, 'No similar code found.', ''].join('\n');
  const items: string[] = [
    '| other submission | similarity | share of your code | your matching lines | flagged because |',
    '| --- | ---: | ---: | ---: | --- |',
  ];
  for (const m of report.matches)
    items.push(
      `| ${markdownCell(m.label)} | ${percent(m.similarity)} | ${percent(m.coverage)} | ${m.sharedLines} | ${markdownCell(flagCell(m))} |`,
    );
  for (const match of report.matches) {
    items.push(
      '',
      `### ${markdownCell(match.label)}: ${percent(match.similarity)}`,
      '',
      '| your file | your lines | their file | their lines |',
      '| --- | ---: | --- | ---: |',
    );
    for (const f of match.fragments) {
      items.push(
        `| \`${markdownCode(f.file)}\` | ${renderLines(f.lines, f.cells)} | \`${markdownCode(f.other.file)}\` | ${renderLines(f.other.lines, f.other.cells)} |`,
      );
    }
  }
  return fitText({
    head,
    items,
    tail: [''],
    maxChars,
    note: (cut) =>
      `\n… ${cut} more lines not shown (the summary has a size limit); the JSON report lists every match.`,
  });
}

/** This PR's own files that could not be checked, each with why. */
function renderNotChecked(report: PullRequestReport): string[] {
  const files = report.notChecked ?? [];
  if (files.length === 0) return [];
  return [
    `${files.length} file${files.length === 1 ? ' was' : 's were'} not checked:`,
    '',
    ...files.map((file) => `- \`${markdownCode(file.path)}\`: ${markdownCell(file.detail)}`),
    '',
  ];
}
