// One job of the scheduled rescan, as both shells run it (action modes `rescan` and `merge`, the CLI's
// `codewinnow rescan`): the whole course in one job, one shard of a matrix (it writes its slice and its
// report for the merge), or the merge of the shards (byte for byte the snapshot one job would have built).
import type { EarlierTerm } from '../check/compare-snapshot.js';
import { renderStaffJson } from '../report/render-staff-json.js';
import { renderStaffSummary } from '../report/render-staff-summary.js';
import { countStatuses } from '../report/staff-report.js';
import { DEFAULT_SETTINGS } from '../check/settings.js';
import { encodeSnapshot } from '../snapshot/encode-snapshot.js';
import { mergeSnapshots } from '../snapshot/merge-snapshots.js';
import { parseShardReport, type ShardReport } from './parse-shard-report.js';
import {
  assertFewFailures,
  publishCourse,
  SUMMARY_LIMITS,
  type CourseState,
  type JobOutcome,
  type PublishDeps,
  type PublishSettings,
} from './publish-course.js';
import { rescanCourse, type RescanResult, type RescanSettings } from './rescan-course.js';
import { parseRescanMemory, renderRescanMemory } from './rescan-memory.js';
import { FILES, pathIn, readPreviousState, readSnapshotAt } from './rescan-store.js';
import { RescanError, type StarterSource } from './resolve-starter.js';
import { describeSelection, type RepoSelection } from './select-repos.js';
import type { Shard } from './shard.js';

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
  if (job.mode === 'merge') return mergeShards(deps, job);
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
  if (job.shard) return writeShard(deps, job, result);
  return publishCourse(
    deps,
    { ...stateOf(result, notesOf(result)), requests: [] },
    await publishSettings(deps, job),
  );
}

async function writeShard(deps: JobDeps, job: RescanJob, result: RescanResult): Promise<JobOutcome> {
  assertFewFailures(result.repos, job.maxFailed);
  const state = {
    ...stateOf(result, [`Shard ${job.shard!.index} of ${job.shard!.count}.`, ...notesOf(result)]),
    requests: [],
  };
  const report = {
    createdAt: new Date(result.snapshot.createdAt).toISOString(),
    course: describeSelection(job.selection),
    ...state,
    requests: deps.host.requestCounts(),
    result: {
      settings: { ...DEFAULT_SETTINGS, k: job.rescan.k, w: job.rescan.w },
      submissions: [],
      pairs: [],
      skipped: [...result.skippedFiles],
    },
    commits: new Map<string, string>(),
    serverUrl: job.serverUrl,
  };
  const paths = {
    report: pathIn(job.outputDir, FILES.report),
    memory: pathIn(job.outputDir, FILES.memory),
    state: pathIn(job.outputDir, FILES.state),
  };
  await deps.store.write(paths.report, renderStaffJson(report));
  await deps.store.write(paths.memory, renderRescanMemory(result.memory));
  await deps.store.write(paths.state, encodeSnapshot(result.snapshot));
  const summary = renderStaffSummary(report, SUMMARY_LIMITS);
  return {
    summary,
    paths,
    repos: countStatuses(result.repos),
    pairs: 0,
    flagged: 0,
    topSimilarity: 0,
    requests: report.requests.total,
  };
}

async function mergeShards(deps: JobDeps, job: RescanJob): Promise<JobOutcome> {
  if (job.shardDirs.length === 0) throw new RescanError("merge needs the shard jobs' output folders");
  const snapshots = [];
  const reports: ShardReport[] = [];
  let memory;
  for (const dir of job.shardDirs) {
    snapshots.push(await readSnapshotAt(deps.store, pathIn(dir, FILES.state)));
    reports.push(
      parseShardReport(await readText(deps, pathIn(dir, FILES.report)), pathIn(dir, FILES.report)),
    );
    memory ??= parseRescanMemory(await readText(deps, pathIn(dir, FILES.memory))).memory;
  }
  const snapshot = mergeSnapshots(snapshots, job.shardDirs);
  const state: CourseState = {
    snapshot,
    memory: memory!,
    repos: reports
      .flatMap((r) => r.repos)
      .sort((x, y) => compare(x.name.toLowerCase(), y.name.toLowerCase())),
    excluded: reports[0]!.excluded,
    missing: reports[0]!.missing,
    notes: [
      `${job.shardDirs.length} shards merged.`,
      ...new Set(reports.flatMap((r) => r.notes.filter((n) => !n.startsWith('Shard ')))),
    ],
    skippedFiles: reports.flatMap((r) => r.skipped),
    requests: reports.map((r) => r.requests),
  };
  return publishCourse(deps, state, await publishSettings(deps, job));
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

function stateOf(result: RescanResult, notes: readonly string[]): Omit<CourseState, 'requests'> {
  return {
    snapshot: result.snapshot,
    memory: result.memory,
    repos: result.repos,
    excluded: result.selected.excluded,
    missing: result.selected.missing,
    notes,
    skippedFiles: result.skippedFiles,
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

async function readText(deps: JobDeps, path: string): Promise<string> {
  const bytes = await deps.store.read(path);
  if (bytes === undefined)
    throw new RescanError(`${path}: no such file (is it a shard job's output folder?)`);
  return new TextDecoder().decode(bytes);
}

function compare(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
