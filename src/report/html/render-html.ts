// The HTML report: one self-contained page with no network access (a strict Content-Security-Policy lists
// the hashes of its own script and style), an overview (histogram, groups), a ranked, sortable, filterable
// table and a side-by-side view built in the browser (page/, compiled into page-script.ts) from an embedded
// JSON payload (html-payload.ts). Pure: no I/O, no clock.
import type { CheckResult } from '../../check/types.js';
import { describeListed } from '../listed-pairs.js';
import { percent } from '../render-text.js';
import { escapeHtml } from './escape-html.js';
import { findGroups } from './find-groups.js';
import type { ColumnKey } from './html-payload.js';
import { PAGE_SCRIPT } from './page-script.js';
import type { HistoryEntry } from '../flag-history.js';
import { renderGroups } from './render-groups.js';
import { renderHistogram } from './render-histogram.js';
import { renderReading } from './render-reading.js';
import { REPORT_STYLE } from './report-style.js';
import { sha256Base64 } from './sha256-base64.js';
import type { SourceLookup } from './source-lookup.js';
import { toHtmlPayload } from './to-html-payload.js';
import { toScriptJson } from './to-script-json.js';

export interface HtmlOptions {
  /** The code of each file; files it has no text for are shown as missing. */
  readonly source: SourceLookup;
  /** Pairs not flagged whose code is included side by side too, the top ones by rank (default 0: every
   * flagged pair's code is always included). */
  readonly otherPairs?: number;
  /** Pairs listed in the table (default 50 000); the histogram counts all. */
  readonly tableLimit?: number;
  /** The rescan's flag history (report/flag-history.ts): pairs flagged before and not now are listed. */
  readonly history?: readonly HistoryEntry[] | undefined;
}

export const DEFAULT_OTHER_PAIRS = 0;
export const DEFAULT_TABLE_LIMIT = 50_000;

const COLUMNS: readonly [key: ColumnKey, label: string, className: string][] = [
  ['rank', '#', ''],
  ['sim', 'Similarity', ''],
  ['covA', 'Covers A', ''],
  ['covB', 'Covers B', ''],
  ['longest', 'Longest', ''],
  ['lines', 'Shared lines A / B', ''],
  ['a', 'Submission A', 'name'],
  ['b', 'Submission B', 'name'],
  ['frags', 'Fragments', ''],
];

/** The whole page as one string. The same result and sources always give the same bytes. */
export function renderHtml(result: CheckResult, options: HtmlOptions): string {
  const limits = {
    otherPairs: options.otherPairs ?? DEFAULT_OTHER_PAIRS,
    tableLimit: options.tableLimit ?? DEFAULT_TABLE_LIMIT,
  };
  const groups = findGroups(result.pairs);
  const payload = toHtmlPayload(result, options.source, {
    ...limits,
    groups: groups.map((group) => group.members),
  });
  const flagged = result.pairs.filter((pair) => pair.flagged).length;
  const title = `codewinnow · ${result.submissions.length} submissions · ${flagged} flagged ${flagged === 1 ? 'pair' : 'pairs'}`;
  return [
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">`,
    '<meta name="referrer" content="no-referrer">\n<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>\n<link rel="icon" href="data:,">`,
    `<style>${REPORT_STYLE}</style>\n</head>\n<body>`,
    renderTop(result, flagged, payload.prefix),
    '<main>\n<div id="overview-view">',
    '<section class="overview">',
    `<div class="card"><h2>Similarity of all listed pairs</h2>${renderHistogram(result.pairs, result.settings)}` +
      `<p class="caption">${describeListed(result.pairs, result.settings.minSimilarity, percent(result.settings.minSimilarity))}, on a log scale. Click a bar to list its pairs.</p></div>`,
    renderStudentsShell(),
    `<div class="card groups-card"><h2>Groups at or above the threshold</h2><div class="groups-body"><div class="group-list">${renderGroups(groups, result.settings.threshold, payload.prefix)}</div>` +
      '<figure id="group-graph" class="group-graph"><svg id="group-graph-svg" role="img"></svg><figcaption id="group-graph-caption"></figcaption></figure></div></div>',
    '</section>',
    renderHistory(options.history ?? []),
    renderTableShell(result, { tableLimit: limits.tableLimit, detailed: payload.details.length }),
    renderReading(result),
    '</div>\n<section id="pair-view" hidden aria-live="polite"></section>\n</main>',
    renderFooter(),
    `<script type="application/json" id="report-data">${toScriptJson(payload)}</script>`,
    `<script>${PAGE_SCRIPT}</script>`,
    '<noscript><p>This report needs JavaScript to show the table and the code.</p></noscript>',
    '</body>\n</html>\n',
  ].join('\n');
}

// Pairs flagged by an earlier run (or on a pull request) and not now: a rewrite does not erase them.
function renderHistory(history: readonly HistoryEntry[]): string {
  const cleared = history.filter((pair) => pair.cleared !== undefined);
  if (cleared.length === 0) return '';
  const items = cleared.map(
    (pair) =>
      `<li><b>${escapeHtml(pair.a)}</b> ↔ <b>${escapeHtml(pair.b)}</b>: ${escapeHtml(pair.summary)}</li>`,
  );
  return `<section class="card history"><h2>Flagged before, not now (${cleared.length})</h2><ul>${items.join('')}</ul></section>`;
}

/** Nothing may be fetched; only this page's own script and stylesheet, by hash, may run. */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    `script-src 'sha256-${sha256Base64(PAGE_SCRIPT)}'`,
    `style-src 'sha256-${sha256Base64(REPORT_STYLE)}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function renderTop(result: CheckResult, flagged: number, prefix: string): string {
  const { settings } = result;
  const files = result.submissions.reduce((n, s) => n + s.files.length, 0);
  const share =
    settings.maxShare < 1 ? ` · code in over ${percent(settings.maxShare)} of submissions ignored` : '';
  return (
    '<header class="top"><h1>codewinnow <span>similarity report</span></h1>' +
    `<p class="summary">${result.submissions.length} submissions${prefix ? ` in <code>${escapeHtml(prefix)}</code>` : ''} · ${files} files · ${result.pairs.length} pairs listed · ` +
    `<strong>${flagged} flagged</strong> (≥ ${percent(settings.threshold)}) · k=${settings.k}, w=${settings.w}${share}</p>` +
    '<p class="notice"><strong>Confidential:</strong> this report contains students\' code. Keep it where only course staff can read it. ' +
    'Similarity is a reason to look, not a verdict.</p></header>'
  );
}

const STUDENT_COLUMNS: readonly [key: string, label: string, className: string][] = [
  ['name', 'Submission', 'name'],
  ['match', 'Strongest match', 'name'],
  ['sim', 'Similarity', ''],
  ['flagged', 'Flagged pairs', ''],
];

/** The per-submission table; the page fills and sorts it (page/student-view.ts). */
function renderStudentsShell(): string {
  const headers = STUDENT_COLUMNS.map(
    ([key, label, className]) =>
      `<th data-skey="${key}"${className ? ` class="${className}"` : ''} aria-sort="none"><button type="button">${label}</button></th>`,
  ).join('');
  return (
    '<div class="card students" aria-label="Submissions"><h2>Submissions</h2>' +
    `<div class="table-wrap students-wrap" id="students-wrap"><table id="students"><thead><tr>${headers}</tr></thead><tbody id="student-rows"></tbody></table></div>` +
    '<p class="caption">Each submission with its strongest match among the listed pairs and how many flagged pairs it is in. Click one to list its pairs.</p>' +
    '</div>'
  );
}

function renderTableShell(result: CheckResult, limits: { tableLimit: number; detailed: number }): string {
  const headers = COLUMNS.map(
    ([key, label, className]) =>
      `<th data-key="${key}"${className ? ` class="${className}"` : ''} aria-sort="none"><button type="button">${label}</button></th>`,
  ).join('');
  const total = result.pairs.length;
  const { detailed } = limits;
  const flaggedListed = result.pairs.slice(0, limits.tableLimit).filter((pair) => pair.flagged).length;
  const notes = [
    detailed === total
      ? 'Every listed pair can be opened side by side.'
      : `Code side by side is included for ${describeDetailed(flaggedListed, detailed - flaggedListed)}` +
        ' (--html-pairs N adds the top N others).',
  ];
  if (total > limits.tableLimit)
    notes.push(`The table lists the top ${limits.tableLimit} of ${total} pairs.`);
  return (
    '<section class="pairs" aria-label="Pairs">' +
    '<div class="toolbar"><input type="search" id="filter" placeholder="Filter by submission name  ( / )" aria-label="Filter by submission name">' +
    '<label><input type="checkbox" id="flagged-only"> flagged only</label><span id="active-filters"></span><span id="count"></span></div>' +
    `<div class="table-wrap" id="table-wrap"><table id="pairs"><thead><tr>${headers}</tr></thead><tbody id="rows"></tbody></table></div>` +
    `<p class="caption">${notes.join(' ')} Coverage is the share of a submission's code (starter code not counted) inside shared fragments; longest is in tokens.</p>` +
    '</section>'
  );
}

/** "all 3 flagged pairs and the top 2 others", as the table's note and the CLI say it. */
export function describeDetailed(flagged: number, others: number): string {
  const all = flagged === 1 ? 'the 1 flagged pair' : `all ${flagged} flagged pairs`;
  return others > 0 ? `${all} and the top ${others} ${others === 1 ? 'other' : 'others'}` : all;
}

function renderFooter(): string {
  return (
    '<footer><p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> or <kbd>↓</kbd>/<kbd>↑</kbd> move through pairs · <kbd>Enter</kbd> open · ' +
    '<kbd>n</kbd>/<kbd>p</kbd> next/previous fragment · <kbd>j</kbd>/<kbd>k</kbd> next/previous pair while open · <kbd>Esc</kbd> back · <kbd>/</kbd> filter</p>' +
    '<p>Made by codewinnow. This file loads nothing from the network.</p></footer>'
  );
}
