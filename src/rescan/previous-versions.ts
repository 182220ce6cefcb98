// What a rescan takes over from the previous snapshot: each repository's entry found by its owner id (no
// names needed, so a student copy serves too), and an entry carried over as a fresh build would record it.
import type { CourseRepo } from '../github/course-host.js';
import { entryOf, type SnapshotEntry } from '../snapshot/snapshot-entry.js';
import { ownerId, pseudonymOf } from '../snapshot/submission-identity.js';
import type { Snapshot } from '../snapshot/types.js';
import type { PreviousVersion, RepoOutcome } from './fetch-repo.js';

/** Looks up a repository's entry in the previous snapshot by its owner id (no names needed). */
export function previousVersions(
  previous: Snapshot | undefined,
  reusable: boolean,
): (repo: CourseRepo) => PreviousVersion | undefined {
  const index = new Map(previous?.submissions.map((submission, i) => [submission.owner, i]));
  return (repo) => {
    const i = index.get(ownerId(`${repo.owner}/${repo.name}`.toLowerCase()));
    if (i === undefined) return undefined;
    const submission = previous!.submissions[i]!;
    return { index: i, commit: submission.commit, pushedAt: submission.commitTime, reusable };
  };
}

// Carried over: fingerprints as they were, identity as this run computes it. An unchanged or same-head
// repository takes this listing's pushed_at (what a fresh build would record); a stale one keeps its old
// time, so the next run looks at it again.
export function keptEntry(previous: Snapshot, outcome: RepoOutcome, key: Uint8Array): SnapshotEntry {
  const entry = entryOf(previous, outcome.previous!.index);
  const ownerKeyText = outcome.fullName.toLowerCase();
  return {
    ...entry,
    pseudonym: pseudonymOf(key, ownerKeyText),
    name: outcome.repo.name,
    repo: outcome.fullName,
    commit: outcome.commit,
    commitTime: outcome.status === 'stale' ? entry.commitTime : outcome.repo.pushedAt,
  };
}

/** Whether two sorted starter hash lists are the same. */
export function sameHashes(a: Float64Array, b: Float64Array): boolean {
  return a.length === b.length && a.every((hash, i) => hash === b[i]);
}
