// JSON for machines: the whole result, lines 1-based as people and editors count them.
import type { CheckResult, FragmentSide } from '../check/types.js';
import { toHumanLines } from './lines.js';
import { notCheckedSubmissions } from './reading-notes.js';

export function renderJson(result: CheckResult): string {
  const side = (s: FragmentSide) => ({ file: s.file, ...toHumanLines(s.lines), tokens: s.tokens });
  const document = {
    tool: 'codewinnow',
    settings: result.settings,
    submissions: result.submissions.map((submission) => ({
      ...submission,
      files: submission.files.map(({ starterLines, ...file }) =>
        starterLines ? { ...file, starterLines: starterLines.map(toHumanLines) } : file,
      ),
    })),
    pairs: result.pairs.map((pair) => ({
      ...pair,
      fragments: pair.fragments.map((fragment) => ({ a: side(fragment.a), b: side(fragment.b) })),
    })),
    skipped: result.skipped,
    notChecked: notCheckedSubmissions(result),
    ...(result.ignoredAbove === undefined ? {} : { ignoredAbove: result.ignoredAbove }),
    ...(result.cohort === undefined ? {} : { cohort: result.cohort }),
  };
  return JSON.stringify(document, null, 2) + '\n';
}
