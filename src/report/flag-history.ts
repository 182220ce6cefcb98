// Every pair a rescan ever flagged, kept in the staff state so a rewrite cannot erase it: the pull-request
// comment tells a student whether they are flagged, and a student can rewrite until they are not. Staff
// see "flagged at abc1234 (2026-10-03), not since def5678 (2026-10-10)". Staff only: it names students.
// Never in the student snapshot. Types only.

/** The lines of one fragment then, 1-based and inclusive, as people read them. */
export interface HistoryFragment {
  readonly fileA: string;
  readonly linesA: string;
  readonly fileB: string;
  readonly linesB: string;
}

/** One time a pair was found flagged at these commits (or on a pull request's head). */
export interface Sighting {
  /** The commits of a and b compared (a pull request's head for the side it belongs to). */
  readonly commitA?: string | undefined;
  readonly commitB?: string | undefined;
  /** When the run that saw it began, ms since 1970. */
  readonly at: number;
  /** Why it was flagged then. */
  readonly reason: string;
  /** owner/name#number when the bot saw it on a pull request's head. */
  readonly pull?: string | undefined;
  /** Its fragments then (at most MAX_HISTORY_FRAGMENTS); `fragmentCount` says how many there were. */
  readonly fragments: readonly HistoryFragment[];
  readonly fragmentCount: number;
}

/** When a pair flagged before was seen below the flag, at which commits. */
export interface Clearing {
  readonly commitA?: string | undefined;
  readonly commitB?: string | undefined;
  readonly at: number;
}

export interface PairHistory {
  /** The two submissions as the staff report names them, `a` before `b`. */
  readonly a: string;
  readonly b: string;
  /** Every distinct sighting, oldest first. */
  readonly flagged: readonly Sighting[];
  /** Set while the pair is no longer flagged: the first run that saw it below the flag. */
  readonly cleared?: Clearing | undefined;
}

/** Sorted by a, then b. */
export interface FlagHistory {
  readonly pairs: readonly PairHistory[];
}

export const EMPTY_HISTORY: FlagHistory = { pairs: [] };

/** Fragments kept per sighting: enough to find the code again, bounded however large the copy. */
export const MAX_HISTORY_FRAGMENTS = 20;

/** A pair's history with the one line that tells it (rescan/describe-history.ts), as reports show it. */
export interface HistoryEntry extends PairHistory {
  readonly summary: string;
}
