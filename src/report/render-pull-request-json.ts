// The JSON report of a PR check (the action's `report` output): the PullRequestReport with 1-based lines.
import type { LineRange } from '../check/types.js';
import { toHumanLines } from './lines.js';
import type { PullRequestReport } from './pull-request-report.js';

export function renderPullRequestJson(report: PullRequestReport): string {
  const lines = (range: LineRange) => toHumanLines(range);
  const document = {
    tool: 'codewinnow',
    ...report,
    matches: report.matches.map((match) => ({
      ...match,
      fragments: match.fragments.map((f) => ({
        file: f.file,
        ...lines(f.lines),
        other: { file: f.other.file, ...lines(f.other.lines) },
      })),
    })),
  };
  return JSON.stringify(document, null, 2) + '\n';
}
