// The one line that tells a pair's flag history (report/flag-history.ts), for the staff summary, the staff
// issue, the staff JSON and the HTML report.
import type { Clearing, FlagHistory, HistoryEntry, PairHistory } from '../report/flag-history.js';

/** Every pair of `history` with its line. */
export function toHistoryEntries(history: FlagHistory): HistoryEntry[] {
  return history.pairs.map((pair) => ({ ...pair, summary: describeHistory(pair) }));
}

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
