// JSON for machines: the whole result, lines 1-based as people and editors count them.
import { JSON_FORMAT_VERSION } from './json-format.js';
import type { CheckResult, FragmentSide } from '../check/types.js';
import { cellsOf, toHumanCells, toHumanLines, toHumanPlace } from './lines.js';
import { notCheckedSubmissions } from './reading-notes.js';

export function renderJson(result: CheckResult): string {
  const cells = cellsOf(result.submissions);
  const side = (name: string, s: FragmentSide) => ({
    file: s.file,
    ...toHumanPlace(s.lines, cells(name, s.file)),
    tokens: s.tokens,
  });
  const document = {
    tool: 'codewinnow',
    formatVersion: JSON_FORMAT_VERSION,
    kind: 'pairs',
    settings: result.settings,
    submissions: result.submissions.map((submission) => ({
      ...submission,
      files: submission.files.map(({ starterLines, cells: fileCells, ...file }) => ({
        ...file,
        ...(starterLines ? { starterLines: starterLines.map(toHumanLines) } : {}),
        ...(fileCells ? { cells: toHumanCells(fileCells) } : {}),
      })),
    })),
    pairs: result.pairs.map((pair) => ({
      ...pair,
      fragments: pair.fragments.map((fragment) => ({
        a: side(pair.a, fragment.a),
        b: side(pair.b, fragment.b),
      })),
    })),
    skipped: result.skipped,
    notChecked: notCheckedSubmissions(result),
    ...(result.ignoredAbove === undefined ? {} : { ignoredAbove: result.ignoredAbove }),
    ...(result.cohort === undefined ? {} : { cohort: result.cohort }),
    ...(result.confirmedNotFound === undefined ? {} : { confirmedNotFound: result.confirmedNotFound }),
  };
  return JSON.stringify(document, null, 2) + '\n';
}
