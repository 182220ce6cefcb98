// The readable report of `codewinnow compare` and `check`: a ranked table, then the top pairs' fragments
// as file:line ranges, then what was skipped, what was not checked and what was read with notes.
import type { CheckResult, PairResult } from '../check/types.js';
import { commonFolder } from './common-folder.js';
import { describeCohort } from './describe-cohort.js';
import { describeListed } from './listed-pairs.js';
import { decisionLabel } from './decision-label.js';
import { cellsOf, renderFileLines, type Cells } from './lines.js';
import { describeNotes, notCheckedSubmissions, notedFiles } from './reading-notes.js';
import { plural } from './plural.js';

export interface TextOptions {
  /** How many pairs the table lists. */
  readonly maxPairs: number;
  /** How many flagged pairs get their fragments listed (the top pair when none is flagged). */
  readonly detailedPairs: number;
}

export function renderText(result: CheckResult, options: TextOptions): string {
  const { settings, pairs } = result;
  const files = result.submissions.reduce((n, s) => n + s.files.length, 0);
  const flagged = pairs.filter((pair) => pair.flagged).length;
  const folder = commonFolder(result.submissions.map((s) => s.name));
  const out: string[] = [
    `${plural(result.submissions.length, 'submission')}, ${plural(files, 'file')}; k=${settings.k} w=${settings.w}; ` +
      `${describeListed(pairs, settings.minSimilarity, percent(settings.minSimilarity))}, ${flagged} flagged ` +
      `(similarity ≥ ${percent(settings.threshold)}, a score standing out from this course's pairs, or a fragment of ≥ ${settings.longFragment} informative tokens)`,
  ];
  if (result.cohort && result.cohort.standsOutFrom !== null)
    out.push(`This course's pairs: ${describeCohort(result.cohort, flagged)}`);
  if (folder) out.push(`Submissions in ${folder}`);
  if (result.ignoredAbove !== undefined) {
    out.push(
      `Code found in more than ${result.ignoredAbove} submissions was ignored as common, to keep this run ` +
        `linear in the course's size (--max-share sets a limit of your own).`,
    );
  }
  const named = folder
    ? pairs.map((p) => ({ ...p, a: p.a.slice(folder.length), b: p.b.slice(folder.length) }))
    : pairs;
  if (pairs.length > 0) out.push('', ...renderTable(named.slice(0, options.maxPairs)));
  if (pairs.length > options.maxPairs)
    out.push(`… and ${plural(pairs.length - options.maxPairs, 'more pair')} (--format csv lists all)`);
  if (pairs.length > 0) out.push(...renderLegend(result, named.slice(0, options.maxPairs)));
  const ranked = named.map((pair, index) => ({ pair, rank: index + 1 }));
  const flaggedOnes = ranked.filter(({ pair }) => pair.flagged);
  const detailed = (flaggedOnes.length > 0 ? flaggedOnes : ranked.slice(0, 1)).slice(
    0,
    options.detailedPairs,
  );
  const cells = cellsOf(result.submissions.map((s) => ({ ...s, name: s.name.slice(folder.length) })));
  for (const { pair, rank } of detailed) out.push('', ...renderFragments(rank, pair, cells));
  out.push(...renderConfirmedNotFound(result, folder));
  if (result.skipped.length > 0) out.push('', ...renderSkipped(result));
  out.push(...renderReading(result));
  return out.join('\n') + '\n';
}

function renderTable(pairs: readonly PairResult[]): string[] {
  const decided = pairs.some((pair) => pair.decision !== undefined);
  const header = ['#', 'score', 'similarity', 'names', 'cover a', 'cover b', 'longest', 'lines a', 'lines b'];
  header.push('flag', 'a', 'b', ...(decided ? ['decision'] : []));
  // Numbers and the flag right-aligned; names and the decision left-aligned.
  const firstText = header.indexOf('a');
  const rows = pairs.map((pair, i) => [
    String(i + 1),
    percent(pair.score),
    percent(pair.similarity),
    pair.namesAgree === null ? '-' : percent(pair.namesAgree),
    percent(pair.coverageA),
    percent(pair.coverageB),
    String(pair.longestFragment),
    String(pair.sharedLinesA),
    String(pair.sharedLinesB),
    pair.flagged ? '!' : '',
    pair.a,
    pair.b,
    ...(decided ? [decisionLabel(pair)] : []),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c < firstText ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

// What each column counts, and why a pair at or above the threshold is not flagged (it shares too little).
function renderLegend(result: CheckResult, listed: readonly PairResult[]): string[] {
  const { threshold, k } = result.settings;
  const lines = [
    'score (what pairs are ranked by): similarity × names; similarity: share of both submissions in ' +
      'shared fragments (starter code not counted); names: share of the shared code whose names agree ' +
      '(the same, or renamed one-to-one; literals as written); ' +
      'cover a, cover b: share of a, of b; longest: tokens in the longest fragment; ' +
      'lines a, lines b: lines of a, of b in fragments; !: flagged.',
  ];
  if (listed.some((pair) => pair.decision !== undefined))
    lines.push(
      'decision: from the decisions file; lifted: dismissed, but a fragment has appeared since (decide it again).',
    );
  const small = listed.flatMap((pair, index) =>
    !pair.flagged && !pair.decision && pair.similarity >= threshold ? [`#${index + 1}`] : [],
  );
  if (small.length > 0) {
    lines.push(
      `Not flagged though at or above ${percent(threshold)}: ${small.join(', ')}, which share fewer than ` +
        `${2 * k} tokens (two k-grams) on a side: too little code to tell copying from coincidence.`,
    );
  }
  return lines;
}

function renderFragments(
  rank: number,
  pair: PairResult,
  cells: (submission: string, file: string) => Cells,
): string[] {
  const lines = [
    `${rank}. ${pair.a} ↔ ${pair.b}: ${percent(pair.similarity)}, ${plural(pair.fragments.length, 'fragment')}`,
  ];
  if (pair.flagged) lines.push(`   flagged: ${pair.reason}`);
  else if (pair.decision) lines.push(`   not flagged: ${pair.reason}`);
  for (const { a, b } of pair.fragments) {
    lines.push(
      `   ${renderFileLines(a.file, a.lines, cells(pair.a, a.file))}  ↔  ${renderFileLines(b.file, b.lines, cells(pair.b, b.file))}`,
    );
  }
  return lines;
}

/** Confirmed pairs this run did not find, so that they stay in sight; none: nothing. */
function renderConfirmedNotFound(result: CheckResult, folder: string): string[] {
  const missing = result.confirmedNotFound ?? [];
  if (missing.length === 0) return [];
  return [
    '',
    `Confirmed in the decisions file, not among this run's pairs (${missing.length}):`,
    ...missing.map(
      (pair) => `   ${pair.a.slice(folder.length)} ↔ ${pair.b.slice(folder.length)}: ${pair.note}`,
    ),
  ];
}

function renderSkipped(result: CheckResult): string[] {
  const lines = [`Skipped ${plural(result.skipped.length, 'file')}:`];
  for (const skip of result.skipped.slice(0, 20))
    lines.push(`   ${skip.submission}/${skip.path}: ${skip.detail}`);
  if (result.skipped.length > 20)
    lines.push(`   … and ${result.skipped.length - 20} more (--format json lists all)`);
  return lines;
}

/** Submissions not checked, and files read with notes (at most 20 listed). */
function renderReading(result: CheckResult): string[] {
  const lines: string[] = [];
  const notChecked = notCheckedSubmissions(result);
  if (notChecked.length > 0) {
    lines.push('', `Not checked, no file could be compared (${notChecked.length}): ${notChecked.join(', ')}`);
  }
  const noted = notedFiles(result);
  if (noted.length > 0) lines.push('', `Read with notes (${noted.length} files):`);
  for (const file of noted.slice(0, 20))
    lines.push(`   ${file.submission}/${file.path}: ${describeNotes(file.notes)}`);
  if (noted.length > 20) lines.push(`   … and ${noted.length - 20} more (--format json lists all)`);
  return lines;
}

export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
