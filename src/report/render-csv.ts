// CSV for machines: one row per pair, `a` and `b` exactly as the submissions were named; `decision` is the
// decisions file's word for the pair (decision-label.ts), empty when undecided.
import type { CheckResult } from '../check/types.js';
import { decisionLabel } from './decision-label.js';

const COLUMNS = [
  'a',
  'b',
  'similarity',
  'flagged',
  'coverage_a',
  'coverage_b',
  'longest_fragment',
  'shared_tokens_a',
  'shared_tokens_b',
  'shared_lines_a',
  'shared_lines_b',
  'fragments',
  'informative_tokens',
  'score',
  'names_agree',
  'reason',
  'decision',
] as const;

export function renderCsv(result: CheckResult): string {
  const rows = result.pairs.map((pair) =>
    [
      pair.a,
      pair.b,
      pair.similarity.toFixed(4),
      pair.flagged ? '1' : '0',
      pair.coverageA.toFixed(4),
      pair.coverageB.toFixed(4),
      pair.longestFragment,
      pair.sharedTokensA,
      pair.sharedTokensB,
      pair.sharedLinesA,
      pair.sharedLinesB,
      pair.fragments.length,
      pair.informativeTokens,
      pair.score.toFixed(4),
      pair.namesAgree === null ? '' : pair.namesAgree.toFixed(4),
      pair.reason,
      decisionLabel(pair),
    ]
      .map((value) => csvField(String(value)))
      .join(','),
  );
  return [COLUMNS.join(','), ...rows].join('\n') + '\n';
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
