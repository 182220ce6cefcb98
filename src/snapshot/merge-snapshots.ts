// Several snapshots (shards of one course, or an old one and a newer partial one) → one. A submission
// present in more than one is taken from the newest: the later commit time recorded at build time, else the
// snapshot created later, else the one given later. Merging disjoint shards gives the very snapshot (and
// bytes) a single build of all their submissions would.
import { assembleSnapshot } from './assemble-snapshot.js';
import { SnapshotMismatchError } from './snapshot-error.js';
import { entryOf, type SnapshotEntry } from './snapshot-entry.js';
import { parameterMismatch, sameParameters } from './snapshot-parameters.js';
import { describeFlagRule, sameFlagRule } from './flag-rule.js';
import type { Snapshot } from './types.js';

/**
 * One snapshot holding every owner of `snapshots`, the newest version of each. `labels` name the snapshots
 * in messages (file names), "snapshot 1" and so on by default.
 * @throws SnapshotMismatchError when the snapshots were made with different parameters or flag rules (shards
 *   of one course share its rule; which one a check should apply is staff's call), or when staff copies (with
 *   names) and student copies (without) are mixed.
 */
export function mergeSnapshots(snapshots: readonly Snapshot[], labels?: readonly string[]): Snapshot {
  const first = snapshots[0];
  if (!first) throw new RangeError('mergeSnapshots needs at least one snapshot');
  const label = (i: number) => labels?.[i] ?? `snapshot ${i + 1}`;
  snapshots.forEach((snapshot, i) => {
    if (!sameParameters(snapshot.params, first.params)) {
      const why =
        parameterMismatch(snapshot.params, first.params, `${label(0)} with`) ??
        `made with other front ends than ${label(0)}`;
      throw new SnapshotMismatchError(`cannot merge: ${label(i)} was ${why}`);
    }
    if (snapshot.namesIncluded !== first.namesIncluded) {
      const which = (s: Snapshot) =>
        s.namesIncluded ? 'a staff copy (with names)' : 'a student copy (no names)';
      throw new SnapshotMismatchError(
        `cannot merge: ${label(i)} is ${which(snapshot)}, ${label(0)} ${which(first)}`,
      );
    }
    if (!sameFlagRule(snapshot.flagRule, first.flagRule)) {
      const rule = (s: Snapshot) => describeFlagRule(s.flagRule);
      throw new SnapshotMismatchError(
        `cannot merge: ${label(i)} flags ${rule(snapshot)}, ${label(0)} ${rule(first)}; build them with one rule`,
      );
    }
  });
  const newest = new Map<string, { entry: SnapshotEntry; createdAt: number }>();
  for (const snapshot of snapshots) {
    snapshot.submissions.forEach((submission, index) => {
      const held = newest.get(submission.owner);
      const candidate = { entry: entryOf(snapshot, index), createdAt: snapshot.createdAt };
      if (!held || !isOlder(candidate, held)) newest.set(submission.owner, candidate);
    });
  }
  const starter: number[] = [];
  for (const snapshot of snapshots) for (const hash of snapshot.starter) starter.push(hash);
  return assembleSnapshot({
    params: first.params,
    createdAt: Math.max(...snapshots.map((s) => s.createdAt)),
    namesIncluded: first.namesIncluded,
    pseudonymsKeyed: snapshots.every((s) => s.pseudonymsKeyed),
    starter,
    entries: [...newest.values()].map((held) => held.entry),
    flagRule: first.flagRule,
  });
}

// Whether `candidate` is older than `held` (a tie keeps the later one given, `candidate`).
function isOlder(
  candidate: { entry: SnapshotEntry; createdAt: number },
  held: { entry: SnapshotEntry; createdAt: number },
): boolean {
  const a = candidate.entry.commitTime;
  const b = held.entry.commitTime;
  if (a !== undefined && b !== undefined && a !== b) return a < b;
  return candidate.createdAt < held.createdAt;
}
