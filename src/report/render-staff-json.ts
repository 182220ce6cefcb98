// The staff report as JSON for scripts: every repository's status, the requests, the bot's pull requests,
// and every pair with its fragments as 1-based lines and links. Staff only (names, links to code).
import { JSON_FORMAT_VERSION, toJsonFile, toJsonPairs } from './json-format.js';
import { fragmentLink, type StaffReport } from './staff-report.js';

export function renderStaffJson(report: StaffReport): string {
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
      files: s.files.map(toJsonFile),
    })),
    pairs: toJsonPairs(result, (name, side) => fragmentLink(report, name, side)),
    skipped: result.skipped,
    ...(result.confirmedNotFound === undefined ? {} : { confirmedNotFound: result.confirmedNotFound }),
    history: report.history ?? null,
  };
  return JSON.stringify(document, null, 2) + '\n';
}
