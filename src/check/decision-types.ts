// The decisions staff keep about pairs (`.codewinnow/decisions.yml`, parsed by parse-decisions.ts): groups
// declared up front and one decision per pair, as data. Pairs are known by the two submission names as
// the reports show them, in either order. Lines are 0-based and half-open here, as everywhere inside.
import type { LineRange } from '../engine/types.js';

/** `allowed`: never flagged; `dismissed`: not flagged until a new fragment appears; `confirmed`: always flagged. */
export type DecisionKind = 'allowed' | 'dismissed' | 'confirmed';

export const DECISION_KINDS: readonly DecisionKind[] = ['allowed', 'dismissed', 'confirmed'];

/** Who decided, when, and why. */
export interface DecisionRecord {
  readonly note: string;
  readonly by?: string | undefined;
  /** A date or time as written, e.g. `2026-11-24`. */
  readonly at?: string | undefined;
}

/** Submissions that may share code (declared lab partners, a group project): every pair among them is allowed. */
export interface DeclaredGroup extends DecisionRecord {
  readonly members: readonly string[];
}

/** One side of a fragment a dismissal was made at: a file and its lines. */
export interface EvidencePlace {
  readonly file: string;
  readonly lines: LineRange;
}

/** A fragment the pair had when it was dismissed, `a` on the side of the decision's `a`. */
export interface EvidenceFragment {
  readonly a: EvidencePlace;
  readonly b: EvidencePlace;
}

export interface PairDecision extends DecisionRecord {
  readonly a: string;
  readonly b: string;
  readonly decision: DecisionKind;
  /** Dismissed only: the fragments it was dismissed at; a fragment overlapping none of them lifts it. */
  readonly evidence?: readonly EvidenceFragment[] | undefined;
}

export interface Decisions {
  readonly groups: readonly DeclaredGroup[];
  readonly pairs: readonly PairDecision[];
}

export const NO_DECISIONS: Decisions = { groups: [], pairs: [] };

/** What a run made of a pair's decision, as every report shows it. */
export interface AppliedDecision extends DecisionRecord {
  readonly kind: DecisionKind;
  /** The declared group it was allowed by, when it was (by its members, joined with ", "). */
  readonly group?: string | undefined;
  /** A dismissal this run's pair outgrew: it has a fragment the dismissal's evidence does not. */
  readonly lifted?: boolean | undefined;
}
