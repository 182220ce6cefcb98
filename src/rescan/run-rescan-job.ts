// One job of the scheduled rescan, as both shells run it (action modes `rescan` and `merge`, the CLI's
// `codewinnow rescan`): the whole course in one job, one shard of a matrix (it writes its slice and its
// report for the merge), or the merge of the shards (byte for byte the snapshot one job would have built).
import { countStatuses } from '../report/staff-report.js';
import type { CourseState } from './course-state.js';
import { assertFewFailures } from './assert-few-failures.js';
import { publishCourse, type JobOutcome } from './publish-course.js';
import { renderShardSummary } from './render-shard-summary.js';
import { rescanCourse, type RescanResult } from './rescan-course.js';
import type { RescanContext } from './rescan-context.js';
import type { RescanOptions } from './rescan-options.js';
import { readPreviousState } from './rescan-store.js';
import { describeSelection } from './select-repos.js';
import { readShards, writeShardOutput } from './shard-files.js';
import { pseudonymKeyCheck } from './shard-manifest.js';
import type { Shard } from './shard.js';
import { sumRequests } from './to-staff-report.js';

export async function runRescanJob(context: RescanContext, options: RescanOptions): Promise<JobOutcome> {
  if (options.mode === 'merge')
    return publishCourse(context, await readShards(context.store, options.shardDirs), options);
  const previous = await readPreviousState(context.store, options.stateDir, context.warn);
  const result = await rescanCourse(context, options, previous);
  if (options.shard) return writeShard(context, { ...options, shard: options.shard }, result);
  return publishCourse(context, stateOf(result), options);
}

// A shard publishes nothing: it writes its slice, its memory and its manifest for the merge job.
async function writeShard(
  context: RescanContext,
  options: RescanOptions & { readonly shard: Shard },
  result: RescanResult,
): Promise<JobOutcome> {
  assertFewFailures(result.repos, options.maxFailed);
  const manifest = {
    shard: options.shard,
    keyCheck: pseudonymKeyCheck(options.pseudonymKey),
    repos: result.repos,
    excluded: result.selected.excluded,
    missing: result.selected.missing,
    notes: notesOf(result),
    requests: sumRequests([context.host.requestCounts()]),
    skipped: result.skippedFiles,
  };
  const paths = await writeShardOutput(context.store, options.outputDir, {
    manifest,
    memory: result.memory,
    snapshot: result.snapshot,
  });
  const course = describeSelection(options);
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
