// JSON for machines: the whole result, lines 1-based as people and editors count them.
import { JSON_FORMAT_VERSION, toJsonFile, toJsonPairs } from './json-format.js';
import type { CheckResult } from '../check/types.js';
import { notCheckedSubmissions } from './reading-notes.js';

export function renderJson(result: CheckResult): string {
  const document = {
    tool: 'codewinnow',
    formatVersion: JSON_FORMAT_VERSION,
    kind: 'pairs',
    settings: result.settings,
    submissions: result.submissions.map((submission) => ({
      ...submission,
      files: submission.files.map(toJsonFile),
    })),
    pairs: toJsonPairs(result),
    skipped: result.skipped,
    notChecked: notCheckedSubmissions(result),
    ...(result.ignoredAbove === undefined ? {} : { ignoredAbove: result.ignoredAbove }),
    ...(result.cohort === undefined ? {} : { cohort: result.cohort }),
    ...(result.confirmedNotFound === undefined ? {} : { confirmedNotFound: result.confirmedNotFound }),
  };
  return JSON.stringify(document, null, 2) + '\n';
}
