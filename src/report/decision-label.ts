// A pair's decision in one word or two, as every report shows it; '' when staff have not decided it.
import type { PairResult } from '../check/types.js';

/** `allowed`, `dismissed`, `confirmed`, or `lifted` (a dismissal a new fragment outgrew); '' when none. */
export function decisionLabel(pair: Pick<PairResult, 'decision'>): string {
  const { decision } = pair;
  if (!decision) return '';
  return decision.lifted ? 'lifted' : decision.kind;
}
