// Every pair a rescan ever flagged, kept in the staff state so a rewrite cannot erase it: the pull-request
// comment tells a student whether they are flagged, and a student can rewrite until they are not. Staff
// see "flagged at abc1234 (2026-10-03), not since def5678 (2026-10-10)". Staff only: it names students.
// Never in the student snapshot. Types and the one line that describes a pair's history.

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

/**
 * "flagged at abc1234 (2026-10-03), not since def5678 (2026-10-10)": the commits of the side that changed
 * between the last sighting and the first run below the flag (both sides' when both changed, and both with
 * "same commits" when neither did: the flag went for another reason, such as a decision or a threshold).
 */
export function describeHistory(pair: PairHistory): string {
  const last = pair.flagged[pair.flagged.length - 1];
  if (!last) return 'never flagged';
  const times = pair.flagged.length > 1 ? ` (${pair.flagged.length} sightings)` : '';
  const on = last.pull ? ` on ${last.pull}` : '';
  const { cleared } = pair;
  if (!cleared)
    return `flagged at ${commits(pair, last, BOTH)} (${day(last.at)})${on}${times}, still flagged`;
  const changed: Side[] = (['a', 'b'] as const).filter(
    (side) => commitOf(cleared, side) !== commitOf(last, side),
  );
  if (changed.length === 0)
    return `flagged at ${commits(pair, last, BOTH)} (${day(last.at)})${on}${times}, not since the run of ${day(cleared.at)} (same commits)`;
  return `flagged at ${commits(pair, last, changed)} (${day(last.at)})${on}${times}, not since ${commits(pair, cleared, changed)} (${day(cleared.at)})`;
}

type Side = 'a' | 'b';
const BOTH: readonly Side[] = ['a', 'b'];

const commitOf = (at: Clearing, side: Side) => (side === 'a' ? at.commitA : at.commitB);

// One side's short commit alone; both sides' named ("owner/x abc1234, owner/y 1234abc"); unknown left out.
function commits(pair: PairHistory, at: Clearing, sides: readonly Side[]): string {
  const known = sides.flatMap((side) => {
    const commit = commitOf(at, side);
    return commit === undefined ? [] : [{ name: side === 'a' ? pair.a : pair.b, commit: commit.slice(0, 7) }];
  });
  if (known.length === 0) return 'unknown commits';
  if (known.length === 1 && sides.length === 1) return known[0]!.commit;
  return known.map(({ name, commit }) => `${name} ${commit}`).join(', ');
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
