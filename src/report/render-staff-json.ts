// The staff report as JSON for scripts: every repository's status, the requests, the bot's pull requests,
// and every pair with its fragments as 1-based lines and links. Staff only (names, links to code).
import { JSON_FORMAT_VERSION } from './json-format.js';
import type { FragmentSide } from '../check/types.js';
import { cellsOf, toHumanCells, toHumanPlace } from './lines.js';
import { fragmentLink, type StaffReport } from './staff-report.js';

export function renderStaffJson(report: StaffReport): string {
  const cells = cellsOf(report.result.submissions);
  const side = (name: string, s: FragmentSide) => {
    const link = fragmentLink(report, name, s);
    return {
      file: s.file,
      ...toHumanPlace(s.lines, cells(name, s.file)),
      tokens: s.tokens,
      ...(link === undefined ? {} : { link }),
    };
  };
  const { result } = report;
  const document = {
    tool: 'codewinnow',
    formatVersion: JSON_FORMAT_VERSION,
    kind: 'rescan',
    createdAt: report.createdAt,
    course: report.course,
    notes: report.notes,
    requests: report.requests,
    repos: report.repos,
    excluded: report.excluded,
    missing: report.missing,
    pulls: report.pulls ?? null,
    settings: result.settings,
    submissions: result.submissions.map((s) => ({
      name: s.name,
      commit: report.commits.get(s.name) ?? null,
      files: s.files.map(({ cells: fileCells, ...file }) =>
        fileCells ? { ...file, cells: toHumanCells(fileCells) } : file,
      ),
    })),
    pairs: result.pairs.map((pair) => ({
      ...pair,
      fragments: pair.fragments.map((fragment) => ({
        a: side(pair.a, fragment.a),
        b: side(pair.b, fragment.b),
      })),
    })),
    skipped: result.skipped,
    ...(result.confirmedNotFound === undefined ? {} : { confirmedNotFound: result.confirmedNotFound }),
    history: report.history ?? null,
  };
  return JSON.stringify(document, null, 2) + '\n';
}
