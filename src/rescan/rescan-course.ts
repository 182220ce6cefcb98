// The use case "bring the course's snapshot up to date with every student repository", as the scheduled
// rescan (action mode `rescan`, `codewinnow rescan`) runs it, one shard or the whole course:
//
//   list the organization (1 request per 100 repositories) → pick the assignment's repositories → for each,
//   nothing if not pushed since the previous snapshot, else its head commit (1 request), else its tarball
//   (1 request) → fingerprint what was downloaded → carry over everything else from the previous snapshot,
//   all through the one course-snapshot builder (check/start-snapshot-build.ts).
//
// The result is the staff copy (names, repositories, commits): a fresh build of the same course state gives
// the same snapshot, byte for byte. A repository that fails keeps its previous version, reported as stale.
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../check/settings.js';
import {
  comparablePrevious,
  startSnapshotBuild,
  type PreviousUse,
  type SnapshotBuild,
  type SubmissionMetadata,
} from '../check/start-snapshot-build.js';
import type { SkippedEntry } from '../check/types.js';
import { compareText } from '../engine/compare-text.js';
import type { CourseHost, CourseRepo } from '../github/course-host.js';
import type { RepoLine } from '../report/staff-report.js';
import { cohortSampleBitsFor, updatedSampleBits } from '../snapshot/cohort-sample.js';
import type { Snapshot } from '../snapshot/types.js';
import { fetchRepo, type PreviousVersion, type RepoOutcome } from './fetch-repo.js';
import { mapConcurrently } from './map-concurrently.js';
import type { RescanContext } from './rescan-context.js';
import type { RescanMemory } from './rescan-memory.js';
import type { RescanOptions } from './rescan-options.js';
import type { PreviousState } from './rescan-store.js';
import {
  resolveStarter,
  type ResolvedStarter,
  type StarterOptions,
  type StarterStatus,
} from './resolve-starter.js';
import { selectRepos, type SelectedRepos } from './select-repos.js';
import { inShard } from './shard.js';

/** The rescan fingerprints with the check's defaults: what the pull-request checks compare with. */
const PARAMETERS = { k: DEFAULT_SETTINGS.k, w: DEFAULT_SETTINGS.w, storedWindow: DEFAULT_STORED_WINDOW };

/** The options a course rescan reads; `html` (unless a shard) keeps the texts downloaded for the report. */
export type CourseRescanOptions = StarterOptions &
  Pick<RescanOptions, 'filter' | 'shard' | 'pseudonymKey' | 'concurrency' | 'html' | 'report'>;

/** File texts by path, by submission label (the repository's full name). */
export type SubmissionTexts = ReadonlyMap<string, ReadonlyMap<string, string>>;

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
  /** The texts of the repositories downloaded this run, when asked to keep them; else empty. */
  readonly texts: SubmissionTexts;
}

/**
 * This shard's (or the whole course's) repositories brought up to date from `previous` (the previous staff
 * snapshot, or a student copy with more downloads; none: a full build) and its memory.
 */
export async function rescanCourse(
  deps: Pick<RescanContext, 'host' | 'now' | 'log'>,
  options: CourseRescanOptions,
  previous: PreviousState,
): Promise<RescanResult> {
  const createdAt = deps.now();
  const all = await deps.host.listOrgRepos(options.org);
  const selected = selectRepos(all, options);
  const { shard } = options;
  const repos = shard ? selected.repos.filter((repo) => inShard(fullNameOf(repo), shard)) : selected.repos;
  deps.log(
    `${all.length} repositories in the organization, ${selected.repos.length} submissions, ${repos.length} in this job`,
  );
  const base = await startCourseBuild(deps.host, options, {
    all,
    courseSize: selected.repos.length,
    createdAt,
    previous,
  });
  const fetched = await fetchAll(deps, options, { repos, base, keepTexts: options.html && !shard });
  for (const outcome of fetched.outcomes) {
    if (outcome.status !== 'fetched' && outcome.previous) base.build.keep(keptMetadata(outcome));
  }
  const snapshot = base.build.finish();
  return {
    snapshot,
    memory: { ...previous.memory, starter: base.starter.memory },
    repos: fetched.outcomes.map(toRecord),
    selected: { excluded: selected.excluded, missing: selected.missing },
    skippedFiles: fetched.skippedFiles,
    starter: { status: base.starter.status, problem: base.starter.problem },
    rebuild: REBUILD_REASONS[base.build.previousUse],
    texts: fetched.texts,
  };
}

/** The build of this run, started once the starter code is known. */
interface CourseBuild {
  readonly starter: ResolvedStarter;
  readonly build: SnapshotBuild;
}

async function startCourseBuild(
  host: CourseHost,
  options: CourseRescanOptions,
  run: {
    readonly all: readonly CourseRepo[];
    /** Submissions in the whole course, every shard's included. */
    readonly courseSize: number;
    readonly createdAt: number;
    readonly previous: PreviousState;
  },
): Promise<CourseBuild> {
  const { snapshot, memory } = run.previous;
  const params = buildParameters(snapshot, run.courseSize);
  const starter = await resolveStarter(host, options, {
    all: run.all,
    previous: comparablePrevious(snapshot, params),
    memory: memory.starter,
    params,
  });
  const build = startSnapshotBuild({
    settings: {
      ...params,
      createdAt: run.createdAt,
      includeNames: true,
      pseudonymKey: options.pseudonymKey,
      // The staff report's threshold, so the pull-request checks reading this snapshot flag as it does.
      flagRule: { threshold: options.report.threshold, longFragment: DEFAULT_SETTINGS.longFragment },
    },
    starter: starter.hashes,
    previous: snapshot,
  });
  return { starter, build };
}

/**
 * PARAMETERS, with the statistics' sample for the whole course's size (the same in every shard), or the
 * previous snapshot's while the course has not outgrown it, so that a course that changes a little is not
 * fingerprinted again (snapshot/cohort-sample.ts).
 */
function buildParameters(previous: Snapshot | undefined, courseSize: number) {
  const fresh = { ...PARAMETERS, cohortSampleBits: cohortSampleBitsFor(courseSize) };
  if (!previous) return fresh;
  const cohortSampleBits = updatedSampleBits(previous.params.cohortSampleBits, courseSize);
  const kept = { ...PARAMETERS, cohortSampleBits };
  return comparablePrevious(previous, kept) ? kept : fresh;
}

/** Fetches what may have changed, a few repositories at a time, feeding each download to the build at once. */
async function fetchAll(
  deps: Pick<RescanContext, 'host' | 'log'>,
  options: Pick<RescanOptions, 'concurrency' | 'limits'>,
  run: { readonly repos: readonly CourseRepo[]; readonly base: CourseBuild; readonly keepTexts: boolean },
): Promise<{ outcomes: RepoOutcome[]; skippedFiles: SkippedEntry[]; texts: SubmissionTexts }> {
  const { repos, base } = run;
  const reusable = base.build.previousUse === 'reusable';
  const versionOf = (repo: CourseRepo): PreviousVersion | undefined => {
    const entry = base.build.previousOf({ name: repo.name, repo: fullNameOf(repo) });
    return entry && { commit: entry.commit, pushedAt: entry.commitTime, reusable };
  };
  const skippedFiles: SkippedEntry[] = [];
  const texts = new Map<string, ReadonlyMap<string, string>>();
  let done = 0;
  const outcomes = await mapConcurrently(repos, options.concurrency, async (repo) => {
    const outcome = await fetchRepo(deps.host, repo, versionOf(repo), options.limits);
    if (outcome.files) {
      const { files, skipped } = outcome.files;
      base.build.add({
        name: repo.name,
        repo: outcome.fullName,
        commit: outcome.commit,
        commitTime: repo.pushedAt,
        files,
      });
      if (run.keepTexts) texts.set(outcome.fullName, new Map(files.map((file) => [file.path, file.text])));
      for (const skip of skipped)
        if (skip.reason !== 'not-source') skippedFiles.push({ submission: outcome.fullName, ...skip });
    }
    if (++done % 25 === 0 || done === repos.length)
      deps.log(`${done} of ${repos.length} repositories looked at`);
    return { ...outcome, files: undefined };
  });
  skippedFiles.sort((x, y) => compareText(`${x.submission}\0${x.path}`, `${y.submission}\0${y.path}`));
  return { outcomes, skippedFiles, texts };
}

function toRecord(outcome: RepoOutcome): RepoLine {
  return {
    name: outcome.fullName,
    status: outcome.status,
    ...(outcome.reason === undefined ? {} : { reason: outcome.reason }),
    ...(outcome.commit === undefined ? {} : { commit: outcome.commit }),
  };
}

// Carried over unread: an unchanged or same-head repository takes this listing's pushed_at (what a fresh
// build would record); a stale one keeps its old time, so the next run looks at it again.
function keptMetadata(outcome: RepoOutcome): SubmissionMetadata {
  return {
    name: outcome.repo.name,
    repo: outcome.fullName,
    commit: outcome.commit,
    commitTime: outcome.status === 'stale' ? outcome.previous!.pushedAt : outcome.repo.pushedAt,
  };
}

/** Why the previous snapshot could not be used as it is, if it could not. */
const REBUILD_REASONS: Record<PreviousUse, string | undefined> = {
  none: 'no previous snapshot: every repository is downloaded',
  'other-parameters':
    "the previous snapshot was made with other parameters (k, w, hash or front ends, or a statistics' sample the course has outgrown): every repository is downloaded",
  'other-starter': 'the starter code changed: every repository is downloaded again',
  reusable: undefined,
};

export function fullNameOf(repo: CourseRepo): string {
  return `${repo.owner}/${repo.name}`;
}
