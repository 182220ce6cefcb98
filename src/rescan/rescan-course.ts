// The use case "bring the course's snapshot up to date with every student repository", as the scheduled
// rescan (action mode `rescan`, `codewinnow rescan`) runs it, one shard or the whole course:
//
//   list the organization (1 request per 100 repositories) → pick the assignment's repositories → for each,
//   nothing if not pushed since the previous snapshot, else its head commit (1 request), else its tarball
//   (1 request) → fingerprint what was downloaded → carry over everything else from the previous snapshot.
//
// The result is the staff copy (names, repositories, commits): a fresh build of the same course state gives
// the same snapshot, byte for byte. A repository that fails keeps its previous version, reported as stale.
import { startSnapshotBuild } from '../check/snapshot-build.js';
import { currentParameters } from '../check/snapshot-parameters-now.js';
import type { SkippedEntry } from '../check/types.js';
import type { CourseHost, CourseRepo } from '../github/course-host.js';
import { assembleSnapshot } from '../snapshot/assemble-snapshot.js';
import { entryOf, type SnapshotEntry } from '../snapshot/snapshot-entry.js';
import { sameParameters } from '../snapshot/snapshot-parameters.js';
import { derivePseudonymKey, ownerId, pseudonymOf } from '../snapshot/submission-identity.js';
import type { Snapshot } from '../snapshot/types.js';
import type { RepoLine } from '../report/staff-report.js';
import { fetchRepo, type FetchLimits, type PreviousVersion, type RepoOutcome } from './fetch-repo.js';
import { mapConcurrently } from './map-concurrently.js';
import type { RescanMemory } from './rescan-memory.js';
import { resolveStarter, type StarterSource, type StarterStatus } from './resolve-starter.js';
import { selectRepos, type RepoSelection, type SelectedRepos } from './select-repos.js';
import { inShard, type Shard } from './shard.js';

export interface RescanSettings {
  readonly k: number;
  readonly w: number;
  /** Staff secret for pseudonyms; without one they are derived from the starter code and guessable. */
  readonly pseudonymKey?: Uint8Array | undefined;
  /** Repositories fetched at once. */
  readonly concurrency: number;
  readonly limits: FetchLimits;
}

export interface RescanRequest {
  readonly selection: RepoSelection;
  /** Only this shard's repositories; the whole course when absent. */
  readonly shard?: Shard | undefined;
  /** The previous staff snapshot (a student copy works too, with more downloads); none: a full build. */
  readonly previous?: Snapshot | undefined;
  readonly memory: RescanMemory;
  readonly starter: StarterSource;
  readonly settings: RescanSettings;
}

export interface RescanDeps {
  readonly host: CourseHost;
  /** The clock, ms since 1970: the snapshot's creation time. */
  readonly now: () => number;
  /** Progress for logs: counts only, never a repository's name (logs may be readable by students). */
  readonly log: (message: string) => void;
}

export interface RescanResult {
  /** The staff copy of this shard's (or the whole course's) repositories. */
  readonly snapshot: Snapshot;
  /** The memory to keep for the next run (the starter's; pull-request heads untouched). */
  readonly memory: RescanMemory;
  /** This shard's repositories, by name. */
  readonly repos: readonly RepoLine[];
  readonly selected: Pick<SelectedRepos, 'excluded' | 'missing'>;
  /** Skipped files of the repositories fetched (files no front end reads are not listed). */
  readonly skippedFiles: readonly SkippedEntry[];
  readonly starter: { readonly status: StarterStatus; readonly problem?: string | undefined };
  /** Why the previous snapshot could not be used as it is, if it could not. */
  readonly rebuild?: string | undefined;
}

export async function rescanCourse(deps: RescanDeps, request: RescanRequest): Promise<RescanResult> {
  const { settings, selection } = request;
  const createdAt = deps.now();
  const all = await deps.host.listOrgRepos(selection.org);
  const selected = selectRepos(all, selection);
  const repos = request.shard ? selected.repos.filter((repo) => inShard(fullNameOf(repo), request.shard!)) : selected.repos;
  deps.log(`${all.length} repositories in the organization, ${selected.repos.length} submissions, ${repos.length} in this job`);
  const params = currentParameters(settings.k, settings.w);
  const previous = request.previous && sameParameters(request.previous.params, params) ? request.previous : undefined;
  const starter = await resolveStarter(deps.host, {
    source: request.starter,
    org: selection.org,
    all,
    previous,
    memory: request.memory.starter,
    params,
    limits: settings.limits,
  });
  const starterHashes = Float64Array.from(starter.hashes).sort();
  const reusable = previous !== undefined && sameHashes(previous.starter, starterHashes);
  const build = startSnapshotBuild({
    settings: { k: settings.k, w: settings.w, createdAt, includeNames: true, pseudonymKey: settings.pseudonymKey },
    starter: starter.hashes,
    previous: reusable ? previous : undefined,
  });
  const versions = previousVersions(previous, reusable);
  const skippedFiles: SkippedEntry[] = [];
  let done = 0;
  const outcomes = await mapConcurrently(repos, settings.concurrency, async (repo) => {
    const outcome = await fetchRepo(deps.host, repo, versions(repo), settings.limits);
    if (outcome.status === 'fetched') {
      const files = outcome.files!;
      build.add({ name: repo.name, repo: outcome.fullName, commit: outcome.commit, commitTime: repo.pushedAt, files: files.files });
      for (const skip of files.skipped) if (skip.reason !== 'unknown-extension') skippedFiles.push({ submission: outcome.fullName, ...skip });
    }
    if (++done % 25 === 0 || done === repos.length) deps.log(`${done} of ${repos.length} repositories looked at`);
    return { ...outcome, files: undefined };
  });
  const key = settings.pseudonymKey ?? derivePseudonymKey(params, starterHashes);
  const fresh = build.finish();
  const entries: SnapshotEntry[] = fresh.submissions.map((_, index) => entryOf(fresh, index));
  for (const outcome of outcomes) if (outcome.status !== 'fetched' && outcome.previous) entries.push(keptEntry(previous!, outcome, key));
  const snapshot = assembleSnapshot({
    params,
    createdAt,
    namesIncluded: true,
    pseudonymsKeyed: settings.pseudonymKey !== undefined,
    starter: starterHashes,
    entries,
  });
  return {
    snapshot,
    memory: { ...request.memory, starter: starter.memory },
    repos: outcomes.map(toRecord),
    selected: { excluded: selected.excluded, missing: selected.missing },
    skippedFiles: skippedFiles.sort((x, y) => compare(`${x.submission}\0${x.path}`, `${y.submission}\0${y.path}`)),
    starter: { status: starter.status, problem: starter.problem },
    rebuild: rebuildReason(request.previous, previous, reusable),
  };
}

/** Looks up a repository's entry in the previous snapshot by its owner id (no names needed). */
function previousVersions(previous: Snapshot | undefined, reusable: boolean): (repo: CourseRepo) => PreviousVersion | undefined {
  const index = new Map(previous?.submissions.map((submission, i) => [submission.owner, i]));
  return (repo) => {
    const i = index.get(ownerId(fullNameOf(repo).toLowerCase()));
    if (i === undefined) return undefined;
    const submission = previous!.submissions[i]!;
    return { index: i, commit: submission.commit, pushedAt: submission.commitTime, reusable };
  };
}

// Carried over: fingerprints as they were, identity as this run computes it. An unchanged or same-head
// repository takes this listing's pushed_at (what a fresh build would record); a stale one keeps its old
// time, so the next run looks at it again.
function keptEntry(previous: Snapshot, outcome: RepoOutcome, key: Uint8Array): SnapshotEntry {
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

function toRecord(outcome: RepoOutcome): RepoLine {
  return {
    name: outcome.fullName,
    status: outcome.status,
    ...(outcome.reason === undefined ? {} : { reason: outcome.reason }),
    ...(outcome.commit === undefined ? {} : { commit: outcome.commit }),
  };
}

function rebuildReason(given: Snapshot | undefined, comparable: Snapshot | undefined, reusable: boolean): string | undefined {
  if (!given) return 'no previous snapshot: every repository is downloaded';
  if (!comparable) return 'the previous snapshot was made with other parameters (k, w, hash or front ends): every repository is downloaded';
  if (!reusable) return 'the starter code changed: every repository is downloaded again';
  return undefined;
}

function sameHashes(a: Float64Array, b: Float64Array): boolean {
  return a.length === b.length && a.every((hash, i) => hash === b[i]);
}

export function fullNameOf(repo: CourseRepo): string {
  return `${repo.owner}/${repo.name}`;
}

function compare(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
