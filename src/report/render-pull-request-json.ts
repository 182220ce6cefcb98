// The JSON report of a PR check (the action's `report` output): the PullRequestReport with 1-based lines.
import { JSON_FORMAT_VERSION } from './json-format.js';
import { toHumanPlace } from './lines.js';
import type { PullRequestReport } from './pull-request-report.js';

export function renderPullRequestJson(report: PullRequestReport): string {
  const document = {
    tool: 'codewinnow',
    formatVersion: JSON_FORMAT_VERSION,
    kind: 'pull-request',
    ...report,
    matches: report.matches.map((match) => ({
      ...match,
      fragments: match.fragments.map((f) => ({
        file: f.file,
        ...toHumanPlace(f.lines, f.cells),
        other: { file: f.other.file, ...toHumanPlace(f.other.lines, f.other.cells) },
      })),
    })),
  };
  return JSON.stringify(document, null, 2) + '\n';
}
