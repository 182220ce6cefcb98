// A notebook's fragments in every output as cell and line in the cell ("cell 4, lines 2–9"), next to the
// .ipynb file's own lines where an output carries lines; a .py file holding the same code on the other side.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import type { CheckResult, NotebookCellLines } from '../../src/check/types.js';
import { fromRecordTable } from '../../src/report/html/record-table.js';
import { toSourceLookup } from '../../src/report/html/source-lookup.js';
import { toHtmlPayload } from '../../src/report/html/to-html-payload.js';
import { renderLines, renderLineSpan } from '../../src/report/lines.js';
import { renderJobSummary } from '../../src/report/render-job-summary.js';
import { renderJson } from '../../src/report/render-json.js';
import { renderPullRequestComment } from '../../src/report/render-pull-request-comment.js';
import { renderPullRequestJson } from '../../src/report/render-pull-request-json.js';
import { renderStaffJson } from '../../src/report/render-staff-json.js';
import { renderStaffSummary } from '../../src/report/render-staff-summary.js';
import { renderText } from '../../src/report/render-text.js';
import { toAnnotations } from '../../src/report/to-annotations.js';
import { toPullRequestReport } from '../../src/report/to-pull-request-report.js';
import { toNotebook } from '../support/to-notebook.js';

const DEMO = join(import.meta.dirname, '../../fixtures/demo-course/submissions');
const stats = readFileSync(join(DEMO, 'ada-lovelace-fan/python/text_stats.py'), 'utf8');
/** The same code in one cell (no blank lines), and in many (one per block between blank lines). */
const CASES = [
  { name: 'one cell', code: stats.replace(/\n\n+/g, '\n') },
  { name: 'many cells', code: stats },
];

function compare(code: string) {
  const notebook = toNotebook(code);
  const submissions = [
    { name: 'course/ada', files: [{ path: 'text_stats.py', text: code }] },
    { name: 'course/bob', files: [{ path: 'stats.ipynb', text: notebook }] },
  ];
  const result = compareSubmissions({
    submissions,
    starter: [],
    settings: { ...DEFAULT_SETTINGS, minSimilarity: 0 },
  });
  const fragment = result.pairs[0]!.fragments[0]!;
  expect(fragment.b.file).toBe('stats.ipynb');
  const start = cellLineOf(notebook, fragment.b.lines.start);
  const end = cellLineOf(notebook, fragment.b.lines.end - 1);
  return { result, submissions, notebook, fragment, start, end, expected: expectedText(start, end) };
}

/** Cell (counted from the top, markdown too) and 1-based line in it of a 0-based .ipynb line, read off the JSON's layout. */
function cellLineOf(notebook: string, fileLine: number): { cell: number; line: number } {
  let cell = 0;
  let line = 0;
  let inSource = false;
  for (const [i, text] of notebook.split('\n').entries()) {
    if (text === '  {') cell++;
    if (inSource && /^\s+"/.test(text)) line++;
    if (text.endsWith('"source": [')) [inSource, line] = [true, 0];
    if (/^\s+\]/.test(text)) inSource = false;
    if (i === fileLine) return { cell, line };
  }
  throw new Error(`no line ${fileLine}`);
}

function expectedText(start: { cell: number; line: number }, end: { cell: number; line: number }): string {
  if (start.cell !== end.cell)
    return `cell ${start.cell} line ${start.line} – cell ${end.cell} line ${end.line}`;
  return `cell ${start.cell}, lines ${start.line}–${end.line}`;
}

const facts = {
  headSha: 'abcdef1234567890abcdef1234567890abcdef12',
  failOn: undefined,
  checkedFiles: 1,
  skippedFiles: 0,
  snapshotSubmissions: 2,
  snapshotDate: '2026-11-20',
};

function pullRequestReport(result: CheckResult) {
  const disclosure = { label: () => 'submission 7f3a09c1', othersNamed: false, otherPaths: false };
  return toPullRequestReport(result, 'course/bob', facts, disclosure);
}

describe('a notebook fragment as cell and line', () => {
  it('is rendered by the one line renderer: one line, lines of a cell, across cells, and plain lines', () => {
    const cells: NotebookCellLines[] = [
      { cell: 2, start: 10, end: 14 },
      { cell: 4, start: 20, end: 22 },
    ];
    expect(renderLines({ start: 11, end: 14 }, cells)).toBe('cell 2, lines 2–4');
    expect(renderLineSpan({ start: 20, end: 21 }, cells)).toBe('cell 4, line 1');
    expect(renderLines({ start: 13, end: 22 }, cells)).toBe('cell 2 line 4 – cell 4 line 2');
    expect(renderLines({ start: 11, end: 14 })).toBe('12–14');
    expect(renderLineSpan({ start: 11, end: 14 })).toBe('lines 12–14');
  });

  for (const { name, code } of CASES) {
    describe(name, () => {
      it('text: the notebook side says its cells, the .py side its lines', () => {
        const { result, fragment, expected } = compare(code);
        const text = renderText(result, { maxPairs: 10, detailedPairs: 5 });
        const py = `text_stats.py:${fragment.a.lines.start + 1}–${fragment.a.lines.end}`;
        expect(text).toContain(`   ${py}  ↔  stats.ipynb ${expected}\n`);
      });

      it('JSON: the .ipynb lines stay, `cells` gives cell and line; the file lists its cells', () => {
        const { result, notebook, fragment, start, end } = compare(code);
        const report = JSON.parse(renderJson(result));
        expect(report.pairs[0].fragments[0].b).toEqual({
          file: 'stats.ipynb',
          startLine: fragment.b.lines.start + 1,
          endLine: fragment.b.lines.end,
          cells: { start, end },
          tokens: fragment.b.tokens,
        });
        expect(report.pairs[0].fragments[0].a).not.toHaveProperty('cells');
        const cells = report.submissions[1].files[0].cells;
        expect(cells[0]).toEqual({ cell: 2, startLine: expect.any(Number), endLine: expect.any(Number) });
        expect(cellLineOf(notebook, cells[0].startLine - 1)).toEqual({ cell: 2, line: 1 });
        const staff = JSON.parse(
          renderStaffJson({ ...staffReport(result), commits: new Map(), serverUrl: 'https://github.com' }),
        );
        expect(staff.pairs[0].fragments[0].b.cells).toEqual({ start, end });
        expect(staff.submissions[1].files[0].cells).toEqual(cells);
      });

      it('HTML: the fragment label says the cells', () => {
        const { result, submissions, expected } = compare(code);
        const payload = toHtmlPayload(result, toSourceLookup(submissions), {
          tableLimit: 10,
          otherPairs: 10,
          groups: [],
        });
        const [entry] = fromRecordTable(payload.details[0]!);
        expect(entry!.linesB).toBe(expected);
        expect(entry!.linesA).toMatch(/^\d+–\d+$/);
      });

      it('PR comment, annotations, job summary and PR JSON: the student’s notebook by cell', () => {
        const { result, fragment, expected, start, end } = compare(code);
        const report = pullRequestReport(result);
        const comment = renderPullRequestComment(report, { detail: 'fragments' });
        const other = `\`text_stats.py\` lines ${fragment.a.lines.start + 1}–${fragment.a.lines.end}`;
        expect(comment).toContain(`- \`stats.ipynb\` ${expected} ↔ submission 7f3a09c1, ${other}`);
        const [annotation] = toAnnotations(report, 10).annotations;
        expect(annotation).toMatchObject({
          path: 'stats.ipynb',
          startLine: fragment.b.lines.start + 1,
          endLine: fragment.b.lines.end,
        });
        expect(annotation!.message).toMatch(new RegExp(`^C${expected.slice(1)} match submission 7f3a09c1`));
        expect(renderJobSummary(report)).toContain(`| \`stats.ipynb\` | ${expected} |`);
        const json = JSON.parse(renderPullRequestJson(report));
        expect(json.matches[0].fragments[0].cells).toEqual({ start, end });
      });

      it('staff summary: the fragment table says the cells', () => {
        const { result, expected } = compare(code);
        const summary = renderStaffSummary(staffReport(result), {
          maxPairs: 10,
          detailedPairs: 5,
          maxChars: 60_000,
        });
        expect(summary).toMatch(new RegExp(`\\| \`stats\\.ipynb\` \\| \\[?${escape(expected)}`));
      });
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function staffReport(result: CheckResult) {
  return {
    createdAt: '2026-11-21T09:30:00Z',
    course: 'course',
    repos: [],
    excluded: [],
    missing: [],
    notes: [],
    requests: { total: 0 },
    result,
    commits: new Map([['course/bob', 'c0ffee'.padEnd(40, '0')]]),
    serverUrl: 'https://github.com',
  };
}
