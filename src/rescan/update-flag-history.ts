// How a run moves the flag history on (report/flag-history.ts): a flagged pair gains a sighting when its
// commits (or the pull request it was seen on) differ from its last one; a pair flagged before that this
// run saw below the flag, with both submissions compared, is marked cleared at this run's commits; a pair
// flagged again loses its clearing. Nothing is ever removed. Pure.
import type { PairResult } from '../check/types.js';
import { compareText } from '../engine/compare-text.js';
import { renderLines } from '../report/lines.js';
import {
  MAX_HISTORY_FRAGMENTS,
  type FlagHistory,
  type HistoryFragment,
  type PairHistory,
  type Sighting,
} from '../report/flag-history.js';

export interface RunObservation {
  /** When the run began, ms since 1970. */
  readonly at: number;
  /** Every pair the run listed, flagged or not. */
  readonly pairs: readonly PairResult[];
  /** The commit each submission was compared at, by name. */
  readonly commits: ReadonlyMap<string, string>;
  /** The submissions the run compared: a pair is cleared only when both of them were. */
  readonly compared: ReadonlySet<string>;
}

/** A flag the bot found on a pull request's head: `pair.a` or `pair.b` is the pull request's repository. */
export interface PullObservation {
  readonly at: number;
  readonly pull: string;
  /** The pair as a check found it, named as the staff report names submissions. */
  readonly pair: PairResult;
  /** Commits of each side: the pull request's head for its own side. */
  readonly commits: ReadonlyMap<string, string>;
}

export function recordRun(history: FlagHistory, run: RunObservation): FlagHistory {
  const byKey = new Map(history.pairs.map((pair) => [keyOf(pair.a, pair.b), pair]));
  const flaggedNow = new Set<string>();
  for (const pair of run.pairs) {
    if (!pair.flagged) continue;
    const key = keyOf(pair.a, pair.b);
    flaggedNow.add(key);
    byKey.set(key, sighted(byKey.get(key), pair, { at: run.at, commits: run.commits }));
  }
  for (const [key, pair] of byKey) {
    if (flaggedNow.has(key) || pair.cleared || !run.compared.has(pair.a) || !run.compared.has(pair.b))
      continue;
    byKey.set(key, {
      ...pair,
      cleared: { commitA: run.commits.get(pair.a), commitB: run.commits.get(pair.b), at: run.at },
    });
  }
  return sorted(byKey);
}

/** A pull request's flagged pair, as the bot saw it: a sighting, never a clearing (a PR is not the course). */
export function recordPull(history: FlagHistory, seen: PullObservation): FlagHistory {
  if (!seen.pair.flagged) return history;
  const byKey = new Map(history.pairs.map((pair) => [keyOf(pair.a, pair.b), pair]));
  const key = keyOf(seen.pair.a, seen.pair.b);
  byKey.set(key, sighted(byKey.get(key), seen.pair, seen));
  return sorted(byKey);
}

function sighted(
  before: PairHistory | undefined,
  pair: PairResult,
  seen: { at: number; commits: ReadonlyMap<string, string>; pull?: string },
): PairHistory {
  const [a, b] = ordered(pair.a, pair.b);
  const swapped = a !== pair.a;
  const sighting: Sighting = {
    commitA: seen.commits.get(a),
    commitB: seen.commits.get(b),
    at: seen.at,
    reason: pair.reason,
    ...(seen.pull !== undefined ? { pull: seen.pull } : {}),
    fragments: pair.fragments.slice(0, MAX_HISTORY_FRAGMENTS).map((f) => toHistoryFragment(f, swapped)),
    fragmentCount: pair.fragments.length,
  };
  const flagged = before?.flagged ?? [];
  const last = flagged[flagged.length - 1];
  const same =
    last !== undefined &&
    last.commitA === sighting.commitA &&
    last.commitB === sighting.commitB &&
    last.pull === sighting.pull;
  return { a, b, flagged: same ? flagged : [...flagged, sighting] };
}

function toHistoryFragment(fragment: PairResult['fragments'][number], swapped: boolean): HistoryFragment {
  const [first, second] = swapped ? [fragment.b, fragment.a] : [fragment.a, fragment.b];
  return {
    fileA: first.file,
    linesA: renderLines(first.lines),
    fileB: second.file,
    linesB: renderLines(second.lines),
  };
}

const ordered = (x: string, y: string): [string, string] => (compareText(x, y) <= 0 ? [x, y] : [y, x]);

function keyOf(x: string, y: string): string {
  const [a, b] = ordered(x, y);
  return `${a}\n${b}`;
}

function sorted(byKey: Map<string, PairHistory>): FlagHistory {
  return { pairs: [...byKey.values()].sort((x, y) => compareText(x.a, y.a) || compareText(x.b, y.b)) };
}
