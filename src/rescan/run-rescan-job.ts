// One job of the scheduled rescan, as both shells run it (action modes `rescan` and `merge`, the CLI's
// `codewinnow rescan`): the whole course in one job, one shard of a matrix (it writes its slice and its
// report for the merge), or the merge of the shards (byte for byte the snapshot one job would have built).
import type { EarlierTerm } from '../check/compare-snapshot.js';
import { countStatuses } from '../report/staff-report.js';
import type { CourseState } from './course-state.js';
import { assertFewFailures } from './assert-few-failures.js';
import { publishCourse, type JobOutcome, type PublishDeps, type PublishSettings } from './publish-course.js';
import { renderShardSummary } from './render-shard-summary.js';
import { rescanCourse, type RescanResult, type RescanSettings } from './rescan-course.js';
import { readPreviousState, readSnapshotAt } from './rescan-store.js';
import type { StarterSource } from './resolve-starter.js';
import { describeSelection, type RepoSelection } from './select-repos.js';
import { readShards, writeShardOutput } from './shard-files.js';
import { pseudonymKeyCheck } from './shard-manifest.js';
import type { Shard } from './shard.js';
import { sumRequests } from './to-staff-report.js';

export type RescanMode = 'rescan' | 'merge';

export interface RescanJob extends Omit<PublishSettings, 'org' | 'course' | 'earlier' | 'download'> {
  readonly mode: RescanMode;
  readonly selection: RepoSelection;
  /** A rescan of one shard (writes its slice and report, publishes nothing else). */
  readonly shard?: Shard | undefined;
  /** The previous run's output folder (restored from the cache); undefined or empty: a full build. */
  readonly stateDir?: string | undefined;
  /** Merge: the shard jobs' output folders. */
  readonly shardDirs: readonly string[];
  /** Earlier terms' snapshot files, each with the label its submissions get. */
  readonly earlierFiles: readonly { readonly label: string; readonly path: string }[];
  readonly starter: StarterSource;
  readonly rescan: RescanSettings;
}

export interface JobDeps extends PublishDeps {
  readonly warn: (message: string) => void;
}

export async function runRescanJob(deps: JobDeps, job: RescanJob): Promise<JobOutcome> {
  if (job.mode === 'merge')
    return publishCourse(deps, await readShards(deps.store, job.shardDirs), await publishSettings(deps, job));
  const previous = await readPreviousState(deps.store, job.stateDir, deps.warn);
  const result = await rescanCourse(deps, {
    selection: job.selection,
    shard: job.shard,
    previous: previous.snapshot,
    memory: previous.memory,
    starter: job.starter,
    settings: job.rescan,
    keepTexts: job.html && !job.shard,
  });
  if (job.shard) return writeShard(deps, { ...job, shard: job.shard }, result);
  return publishCourse(deps, stateOf(result), await publishSettings(deps, job));
}

// A shard publishes nothing: it writes its slice, its memory and its manifest for the merge job.
async function writeShard(
  deps: JobDeps,
  job: RescanJob & { readonly shard: Shard },
  result: RescanResult,
): Promise<JobOutcome> {
  assertFewFailures(result.repos, job.maxFailed);
  const manifest = {
    shard: job.shard,
    keyCheck: pseudonymKeyCheck(job.rescan.pseudonymKey),
    repos: result.repos,
    excluded: result.selected.excluded,
    missing: result.selected.missing,
    notes: notesOf(result),
    requests: sumRequests([deps.host.requestCounts()]),
    skipped: result.skippedFiles,
  };
  const paths = await writeShardOutput(deps.store, job.outputDir, {
    manifest,
    memory: result.memory,
    snapshot: result.snapshot,
  });
  const course = describeSelection(job.selection);
  return {
    summary: renderShardSummary(manifest, { course, createdAt: result.snapshot.createdAt }),
    paths,
    repos: countStatuses(result.repos),
    pairs: 0,
    flagged: 0,
    topSimilarity: 0,
    requests: manifest.requests.total ?? 0,
  };
}

async function publishSettings(deps: JobDeps, job: RescanJob): Promise<PublishSettings> {
  const earlier: EarlierTerm[] = [];
  for (const term of job.earlierFiles)
    earlier.push({ label: term.label, snapshot: await readSnapshotAt(deps.store, term.path) });
  return {
    ...job,
    org: job.selection.org,
    course: describeSelection(job.selection),
    earlier,
    download: { concurrency: job.rescan.concurrency, limits: job.rescan.limits },
  };
}

function stateOf(result: RescanResult): CourseState {
  return {
    snapshot: result.snapshot,
    memory: result.memory,
    repos: result.repos,
    excluded: result.selected.excluded,
    missing: result.selected.missing,
    notes: notesOf(result),
    skippedFiles: result.skippedFiles,
    requests: [],
    texts: result.texts,
  };
}

function notesOf(result: RescanResult): string[] {
  const notes: string[] = [];
  if (result.rebuild !== undefined) notes.push(`Full build: ${result.rebuild}.`);
  const starter = result.starter;
  if (starter.status === 'stale')
    notes.push(
      `The starter repository could not be read (${starter.problem}); its previous starter code was used.`,
    );
  else if (starter.status === 'none')
    notes.push('No starter code was given: code that every submission shares counts as similar.');
  return notes;
}
