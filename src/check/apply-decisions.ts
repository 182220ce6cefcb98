// Staff decisions applied to a run's pairs: the one place compare, check, the rescan and the bot learn what
// staff decided about a pair. Allowed (by the pair's own decision or a declared group): not flagged.
// Dismissed: not flagged while every fragment of the pair overlaps a fragment it was dismissed at; one that
// does not lifts the dismissal and the pair is judged as if undecided. Confirmed: flagged, whatever this
// run's scores, and listed apart when this run did not find it at all. Ranking is untouched. Pure.
import type { AppliedDecision, Decisions, EvidenceFragment, PairDecision } from './decision-types.js';
import { pairKey } from './pair-key.js';
import type { CheckResult, ConfirmedPair, LineRange, PairResult } from './types.js';

/** What a decision is looked up by: the pair's names, and its fragments' files and lines. */
export interface DecidablePair {
  readonly a: string;
  readonly b: string;
  readonly fragments: readonly EvidenceFragment[];
}

/** Decisions looked up by pair. */
export interface DecisionIndex {
  readonly decisionOf: (pair: DecidablePair) => AppliedDecision | undefined;
}

/** Every decision by pair key, and every declared group's pairs as allowed. */
export function indexDecisions(decisions: Decisions): DecisionIndex {
  const pairs = new Map(decisions.pairs.map((pair) => [pairKey(pair.a, pair.b), pair]));
  const groupOf = new Map<string, Decisions['groups'][number][]>();
  for (const group of decisions.groups)
    for (const member of group.members) groupOf.set(member, [...(groupOf.get(member) ?? []), group]);
  return {
    decisionOf: (pair) => {
      const own = pairs.get(pairKey(pair.a, pair.b));
      if (own) return toApplied(own, pair);
      const group = groupOf.get(pair.a)?.find((g) => g.members.includes(pair.b));
      if (!group) return undefined;
      const { members, ...record } = group;
      return { kind: 'allowed', ...record, group: members.join(', ') };
    },
  };
}

function toApplied(decision: PairDecision, pair: DecidablePair): AppliedDecision {
  const { decision: kind, evidence, note, by, at } = decision;
  const record = { note, ...(by === undefined ? {} : { by }), ...(at === undefined ? {} : { at }) };
  if (kind !== 'dismissed') return { kind, ...record };
  const swapped = pair.a !== decision.a;
  const grown = pair.fragments.some((fragment) => !isKnown(fragment, evidence ?? [], swapped));
  return { kind, ...record, ...(grown ? { lifted: true } : {}) };
}

/** Whether some evidence fragment overlaps this fragment on both sides (sides swapped when the pair is). */
function isKnown(
  fragment: EvidenceFragment,
  evidence: readonly EvidenceFragment[],
  swapped: boolean,
): boolean {
  const a = swapped ? fragment.b : fragment.a;
  const b = swapped ? fragment.a : fragment.b;
  return evidence.some(
    (known) =>
      known.a.file === a.file &&
      known.b.file === b.file &&
      overlaps(known.a.lines, a.lines) &&
      overlaps(known.b.lines, b.lines),
  );
}

function overlaps(x: LineRange, y: LineRange): boolean {
  return x.start < Math.max(y.end, y.start + 1) && y.start < Math.max(x.end, x.start + 1);
}

/** The result with each decided pair's decision on it, and its flag and reason as the decision says. */
export function applyDecisions(result: CheckResult, decisions: Decisions): CheckResult {
  if (decisions.pairs.length === 0 && decisions.groups.length === 0) return result;
  const index = indexDecisions(decisions);
  const pairs = result.pairs.map((pair) => decidePair(pair, index.decisionOf(pair)));
  const confirmedNotFound = findConfirmedNotFound(result, decisions);
  return { ...result, pairs, ...(confirmedNotFound.length > 0 ? { confirmedNotFound } : {}) };
}

// Confirmed pairs of two submissions of this run that the run did not list.
function findConfirmedNotFound(result: CheckResult, decisions: Decisions): ConfirmedPair[] {
  const names = new Set(result.submissions.map((submission) => submission.name));
  const listed = new Set(result.pairs.map((pair) => pairKey(pair.a, pair.b)));
  return decisions.pairs
    .filter((d) => d.decision === 'confirmed' && names.has(d.a) && names.has(d.b))
    .filter((d) => !listed.has(pairKey(d.a, d.b)))
    .map(({ a, b, note, by, at }) => ({
      a,
      b,
      note,
      ...(by === undefined ? {} : { by }),
      ...(at === undefined ? {} : { at }),
    }));
}

function decidePair(pair: PairResult, decision: AppliedDecision | undefined): PairResult {
  if (!decision) return pair;
  const note = (verb: string) => `${verb} by decisions file: ${decision.note}`;
  switch (decision.kind) {
    case 'allowed':
      return { ...pair, flagged: false, reason: note('allowed'), decision };
    case 'confirmed':
      return { ...pair, flagged: true, reason: joined(note('confirmed'), pair.reason), decision };
    case 'dismissed':
      if (!decision.lifted) return { ...pair, flagged: false, reason: note('dismissed'), decision };
      return {
        ...pair,
        reason: pair.flagged ? joined(pair.reason, 'a new fragment since it was dismissed') : pair.reason,
        decision,
      };
  }
}

function joined(first: string, second: string): string {
  return second === '' ? first : `${first}; ${second}`;
}

/** Whether staff have settled the pair so that no one is told of it: allowed, or dismissed and not lifted. */
export function isSettled(decision: AppliedDecision | undefined): boolean {
  return (
    decision !== undefined &&
    (decision.kind === 'allowed' || (decision.kind === 'dismissed' && !decision.lifted))
  );
}

/** Flagged pairs with no decision standing: never decided, or a dismissal lifted by a new fragment. */
export function undecidedFlagged(result: CheckResult): PairResult[] {
  return result.pairs.filter(
    (pair) => pair.flagged && (pair.decision === undefined || pair.decision.lifted === true),
  );
}
