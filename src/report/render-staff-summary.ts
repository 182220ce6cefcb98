// The staff report in Markdown, for the rescan's job summary and its sticky issue: what the run did and
// cost, the ranked pairs, the repositories that need attention, the bot's pull requests, and the top
// pairs' fragments with links to the lines on GitHub. Cut to a character budget, most important first.
import type { PairResult } from '../check/types.js';
import { decisionLabel } from './decision-label.js';
import { describeCohort } from './describe-cohort.js';
import { describeListed } from './listed-pairs.js';
import { fitText } from './fit-text.js';
import { cellsOf, renderLines, type Cells } from './lines.js';
import { percent } from './render-text.js';
import { countStatuses, fragmentLink, type StaffReport } from './staff-report.js';
import { markdownCell, markdownCode } from './markdown-escape.js';
import { notCheckedSubmissions } from './reading-notes.js';

export interface StaffSummaryOptions {
  /** Pairs in the table. */
  readonly maxPairs: number;
  /** Top pairs whose fragments are listed. */
  readonly detailedPairs: number;
  readonly maxChars: number;
  /** The first line, such as a hidden marker for the sticky issue. */
  readonly marker?: string | undefined;
}

/** The whole summary, within `options.maxChars`. */
export function renderStaffSummary(report: StaffReport, options: StaffSummaryOptions): string {
  const items = [
    ...renderPairTable(report, options.maxPairs),
    ...renderAttention(report),
    ...renderNotCompared(report),
    ...renderPulls(report),
    ...renderNoLongerFlagged(report),
    ...renderFragments(report, options.detailedPairs),
  ];
  return fitText({
    head: renderHead(report, options.marker),
    items,
    tail: [
      '',
      '<sub>Staff only: this report names students and links to their code. A match is a prompt for a look, not a verdict.</sub>',
    ],
    maxChars: options.maxChars,
    note: (cut) => `\n… ${cut} more lines not shown (size limit); the JSON report has everything.`,
  });
}

function renderHead(report: StaffReport, marker: string | undefined): string[] {
  const counts = countStatuses(report.repos);
  const excluded =
    report.excluded.length === 0
      ? ''
      : ` ${report.excluded.length} not submissions (${countBy(report.excluded.map((e) => e.reason))}).`;
  const { requests } = report;
  const byKind = Object.entries(requests)
    .filter(([kind, n]) => kind !== 'total' && n > 0)
    .map(([kind, n]) => `${kind} ${n}`);
  return [
    ...(marker === undefined ? [] : [marker]),
    '## codewinnow: course rescan',
    '',
    `${markdownCell(report.course)}, ${report.createdAt.slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `Repositories: ${report.repos.length}: ${counts.fetched} fetched, ${counts.unchanged} unchanged, ${counts['same-head']} pushed without a new head, ` +
      `**${counts.stale} stale**, **${counts.skipped} skipped**.${excluded}`,
    `API requests: ${requests.total ?? 0}${byKind.length > 0 ? ` (${byKind.join(', ')})` : ''}.`,
    ...report.notes.map((note) => `${markdownCell(note)}`),
    '',
  ];
}

function renderPairTable(report: StaffReport, maxPairs: number): string[] {
  const { pairs, settings } = report.result;
  const flagged = pairs.filter((pair) => pair.flagged).length;
  const lines = [
    '### Pairs',
    '',
    `${describeListed(pairs, settings.minSimilarity, `${percent(settings.minSimilarity)} similarity`)}, ${flagged} flagged (⚑, with the reason).`,
  ];
  const { cohort } = report.result;
  if (cohort && cohort.standsOutFrom !== null)
    lines.push('', `This course's pairs: ${describeCohort(cohort, flagged)}.`);
  const decided = pairs.filter((pair) => pair.decision !== undefined).length;
  if (decided > 0)
    lines.push(
      '',
      `${decided} pairs decided in the decisions file (allowed, dismissed, confirmed; lifted: dismissed, but with a new fragment since).`,
    );
  if (pairs.length === 0) return [...lines, ...renderConfirmedNotFound(report), ''];
  lines.push(
    '',
    '| # | similarity | submission a | submission b | longest run (tokens) | shared lines a / b | flagged because / decision |',
    '| ---: | ---: | --- | --- | ---: | ---: | --- |',
  );
  for (const [i, pair] of pairs.slice(0, maxPairs).entries()) {
    lines.push(
      `| ${i + 1} | ${percent(pair.similarity)}${pair.flagged ? ' ⚑' : ''} | ${markdownCell(pair.a)} | ${markdownCell(pair.b)} | ${pair.longestFragment} | ${pair.sharedLinesA} / ${pair.sharedLinesB} | ${reasonOf(pair)} |`,
    );
  }
  if (pairs.length > maxPairs)
    lines.push('', `… and ${pairs.length - maxPairs} more pairs in the JSON report.`);
  lines.push(...renderConfirmedNotFound(report));
  return [...lines, ''];
}

// Confirmed pairs this run did not find, in one paragraph, so that they stay in sight.
function renderConfirmedNotFound(report: StaffReport): string[] {
  const missing = report.result.confirmedNotFound ?? [];
  if (missing.length === 0) return [];
  const listed = missing.map(
    (pair) => `${markdownCell(pair.a)} ↔ ${markdownCell(pair.b)} (${markdownCell(pair.note)})`,
  );
  return ['', `Confirmed in the decisions file, not among this run's pairs: ${listed.join('; ')}.`];
}

// The reason as a Markdown cell, after the decision in bold when there is one.
function reasonOf(pair: PairResult): string {
  const label = decisionLabel(pair);
  return `${label === '' ? '' : `**${label}**: `}${markdownCell(pair.reason)}`;
}

/** Submissions not checked and files not compared, the first 20 of each listed (the JSON lists all). */
function renderNotCompared(report: StaffReport): string[] {
  const { skipped } = report.result;
  const notChecked = notCheckedSubmissions(report.result);
  if (skipped.length === 0 && notChecked.length === 0) return [];
  const lines = ['### Not compared', ''];
  if (notChecked.length > 0) {
    const listed = notChecked.slice(0, 20).map(markdownCell).join(', ');
    const more = notChecked.length > 20 ? `, and ${notChecked.length - 20} more` : '';
    lines.push(`**${notChecked.length} not checked** (no file could be compared): ${listed}${more}.`, '');
  }
  if (skipped.length > 0) {
    lines.push(`${skipped.length} files not compared (${countBy(skipped.map((skip) => skip.reason))}):`, '');
    for (const skip of skipped.slice(0, 20)) {
      lines.push(
        `- ${markdownCell(skip.submission)}: \`${markdownCode(skip.path)}\`: ${markdownCell(skip.detail)}`,
      );
    }
    if (skipped.length > 20) lines.push(`- … and ${skipped.length - 20} more in the JSON report.`);
  }
  return [...lines, ''];
}

function renderAttention(report: StaffReport): string[] {
  const problems = report.repos.filter((repo) => repo.status === 'stale' || repo.status === 'skipped');
  if (problems.length === 0 && report.missing.length === 0) return [];
  const lines = [
    '### Repositories that need attention',
    '',
    '| repository | status | why |',
    '| --- | --- | --- |',
  ];
  for (const repo of problems) {
    const status = repo.status === 'stale' ? 'stale: previous version kept' : 'skipped: not in the snapshot';
    lines.push(`| ${markdownCell(repo.name)} | ${status} | ${markdownCell(repo.reason ?? '')} |`);
  }
  for (const name of report.missing)
    lines.push(`| ${markdownCell(name)} | missing | listed, but not in the organization |`);
  return [...lines, ''];
}

function renderPulls(report: StaffReport): string[] {
  if (report.pulls === undefined) return [];
  const lines = ['### Pull requests', ''];
  const looked = report.pulls.filter((pull) => pull.status !== 'unchanged');
  lines.push(
    `${report.pulls.length} open pull requests updated since the last run; ${looked.length} checked or failed.`,
  );
  if (looked.length === 0) return [...lines, ''];
  lines.push('', '| pull request | status | highest similarity | note |', '| --- | --- | ---: | --- |');
  for (const pull of looked) {
    const similarity = pull.similarity === undefined ? '' : percent(pull.similarity);
    lines.push(
      `| ${markdownCell(pull.pull)} | ${pull.status} | ${similarity} | ${markdownCell(pull.reason ?? '')} |`,
    );
  }
  return [...lines, ''];
}

function renderFragments(report: StaffReport, detailedPairs: number): string[] {
  const lines: string[] = [];
  const cells = cellsOf(report.result.submissions);
  for (const [i, pair] of report.result.pairs.slice(0, detailedPairs).entries()) {
    if (!pair.flagged && i > 0) break;
    lines.push(
      `### ${i + 1}. ${markdownCell(pair.a)} ↔ ${markdownCell(pair.b)}: ${percent(pair.similarity)}`,
      '',
    );
    lines.push('| file in a | lines | file in b | lines |', '| --- | ---: | --- | ---: |');
    for (const fragment of pair.fragments) lines.push(renderFragment(report, pair, fragment, cells));
    lines.push('');
  }
  return lines;
}

function renderFragment(
  report: StaffReport,
  pair: PairResult,
  fragment: PairResult['fragments'][number],
  cells: (submission: string, file: string) => Cells,
): string {
  const side = (name: string, s: typeof fragment.a) => {
    const link = fragmentLink(report, name, s);
    const lines = renderLines(s.lines, cells(name, s.file));
    return [`\`${markdownCode(s.file)}\``, link === undefined ? lines : `[${lines}](${link})`];
  };
  return `| ${[...side(pair.a, fragment.a), ...side(pair.b, fragment.b)].join(' | ')} |`;
}

function countBy(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n} ${value}`).join(', ');
}

// Pairs flagged by an earlier run (or on a pull request) that are not flagged now: a rewrite until the flag
// goes does not erase them.
function renderNoLongerFlagged(report: StaffReport): string[] {
  const cleared = (report.history ?? []).filter((pair) => pair.cleared !== undefined);
  if (cleared.length === 0) return [];
  return [
    '',
    `### Flagged before, not now (${cleared.length})`,
    '',
    ...cleared.map(
      (pair) => `- ${markdownCode(pair.a)} ↔ ${markdownCode(pair.b)}: ${markdownCell(pair.summary)}`,
    ),
  ];
}
