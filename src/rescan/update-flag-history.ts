// How a run moves the flag history on (report/flag-history.ts): a flagged pair gains a sighting when its
// commits (or the pull request it was seen on) differ from its last one; a pair flagged before that this
// run saw below the flag, with both submissions compared, is marked cleared at this run's commits; a pair
// flagged again loses its clearing. Nothing is ever removed. Pure.
import type { MatchFragment, PairResult } from '../check/types.js';
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

/** A flag the bot found on a pull request's head, against one submission of the course. */
export interface PullObservation {
  readonly at: number;
  /** owner/name#number. */
  readonly pull: string;
  /** The pull request's repository and its head. */
  readonly own: { readonly name: string; readonly commit: string };
  /** The other submission, as the staff report names it, and the commit the snapshot holds of it. */
  readonly other: { readonly name: string; readonly commit?: string | undefined };
  readonly reason: string;
  /** Fragments with the pull request's side as `a`. */
  readonly fragments: readonly HistoryFragment[];
}

export function recordRun(history: FlagHistory, run: RunObservation): FlagHistory {
  const byKey = new Map(history.pairs.map((pair) => [keyOf(pair.a, pair.b), pair]));
  const flaggedNow = new Set<string>();
  for (const pair of run.pairs) {
    if (!pair.flagged) continue;
    const key = keyOf(pair.a, pair.b);
    flaggedNow.add(key);
    const found = { ...pair, fragments: pair.fragments.map(toHistoryFragment) };
    byKey.set(key, sighted(byKey.get(key), found, { at: run.at, commits: run.commits }));
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

/** A pull request's flag, as the bot saw it: a sighting, never a clearing (a PR is not the course). */
export function recordPull(history: FlagHistory, seen: PullObservation): FlagHistory {
  const byKey = new Map(history.pairs.map((pair) => [keyOf(pair.a, pair.b), pair]));
  const key = keyOf(seen.own.name, seen.other.name);
  const commits = new Map([[seen.own.name, seen.own.commit]]);
  if (seen.other.commit !== undefined) commits.set(seen.other.name, seen.other.commit);
  const found = { a: seen.own.name, b: seen.other.name, reason: seen.reason, fragments: seen.fragments };
  byKey.set(key, sighted(byKey.get(key), found, { at: seen.at, commits, pull: seen.pull }));
  return sorted(byKey);
}

/** A flagged pair as a sighting needs it: fragments with `a`'s side first. */
interface Found {
  readonly a: string;
  readonly b: string;
  readonly reason: string;
  readonly fragments: readonly HistoryFragment[];
}

function sighted(
  before: PairHistory | undefined,
  found: Found,
  seen: { at: number; commits: ReadonlyMap<string, string>; pull?: string },
): PairHistory {
  const [a, b] = ordered(found.a, found.b);
  const swap = (f: HistoryFragment): HistoryFragment =>
    a === found.a ? f : { fileA: f.fileB, linesA: f.linesB, fileB: f.fileA, linesB: f.linesA };
  const sighting: Sighting = {
    commitA: seen.commits.get(a),
    commitB: seen.commits.get(b),
    at: seen.at,
    reason: found.reason,
    ...(seen.pull !== undefined ? { pull: seen.pull } : {}),
    fragments: found.fragments.slice(0, MAX_HISTORY_FRAGMENTS).map(swap),
    fragmentCount: found.fragments.length,
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

function toHistoryFragment(fragment: MatchFragment): HistoryFragment {
  return {
    fileA: fragment.a.file,
    linesA: renderLines(fragment.a.lines),
    fileB: fragment.b.file,
    linesB: renderLines(fragment.b.lines),
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
