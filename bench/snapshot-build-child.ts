// The build half of the snapshot benchmark, in a process of its own (the course is hundreds of megabytes of
// text): makes the course in memory, builds its snapshot, builds shards and merges them, and writes the
// snapshot and the submission to check into DIR. Prints its figures as one JSON line.
// Usage: node build/bench/snapshot-build-child.js DIR SUBMISSIONS LINES SHARDS SEED
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareSubmissions } from '../src/check/compare-submissions.js';
import { starterHashes } from '../src/check/prepare-files.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../src/check/settings.js';
import { startSnapshotBuild, type SnapshotSubmissionInput } from '../src/check/start-snapshot-build.js';
import { decodeSnapshot } from '../src/snapshot/decode-snapshot.js';
import { cohortSampleBitsFor } from '../src/snapshot/cohort-sample.js';
import { encodeSnapshot } from '../src/snapshot/encode-snapshot.js';
import { mergeSnapshots } from '../src/snapshot/merge-snapshots.js';
import { makeBenchCourse, measure, type BenchCourse } from './snapshot-bench-course.js';

export interface BuildFigures {
  readonly submissions: number;
  readonly averageLines: number;
  readonly sourceBytes: number;
  readonly queryLines: number;
  readonly copiedFrom: readonly string[];
  /** compare's similarity of the query with each of copiedFrom, on their texts: what the check approximates. */
  readonly compareSimilarities: readonly number[];
  readonly generateSeconds: number;
  readonly buildSeconds: number;
  readonly snapshotBytes: number;
  readonly fingerprints: number;
  readonly shardSeconds: number;
  readonly mergeSeconds: number;
  readonly mergedIdentical: boolean;
}

const CREATED_AT = Date.UTC(2026, 10, 21);
const seconds = (since: number) => (performance.now() - since) / 1000;

// `courseSize`: the whole course's, which a shard's build is told as the rescan's is.
function build(
  submissions: readonly SnapshotSubmissionInput[],
  starter: ReadonlySet<number>,
  courseSize = submissions.length,
): Uint8Array {
  const settings = {
    k: DEFAULT_SETTINGS.k,
    w: DEFAULT_SETTINGS.w,
    storedWindow: DEFAULT_STORED_WINDOW,
    cohortSampleBits: cohortSampleBitsFor(courseSize),
    createdAt: CREATED_AT,
    includeNames: false,
  };
  const snapshotBuild = startSnapshotBuild({ settings, starter });
  for (const submission of submissions) snapshotBuild.add(submission);
  return encodeSnapshot(snapshotBuild.finish());
}

// Shards of the course built apart, then merged: the rescan's way of building a snapshot.
function buildAndMergeShards(
  submissions: readonly SnapshotSubmissionInput[],
  starter: ReadonlySet<number>,
  count: number,
) {
  let started = performance.now();
  const per = Math.ceil(submissions.length / count);
  const parts: Uint8Array[] = [];
  for (let at = 0; at < submissions.length; at += per)
    parts.push(build(submissions.slice(at, at + per), starter, submissions.length));
  const buildSeconds = seconds(started);
  started = performance.now();
  const merged = encodeSnapshot(mergeSnapshots(parts.map((part) => decodeSnapshot(part))));
  return { merged, buildSeconds, mergeSeconds: seconds(started) };
}

function compareWithSources(course: BenchCourse): number[] {
  const sources = course.copiedFrom.map((name) => course.submissions.find((s) => s.name === name)!);
  const { pairs } = compareSubmissions({
    submissions: [course.query, ...sources],
    starter: course.starter,
    settings: { ...DEFAULT_SETTINGS, minSimilarity: 0 },
  });
  const pairWith = (name: string) => pairs.find((p) => p.a === course.query.name && p.b === name);
  return course.copiedFrom.map((name) => pairWith(name)?.similarity ?? 0);
}

function main(): void {
  const [dir, submissions, lines, shardCount, seed] = process.argv.slice(2);
  if (!dir || !submissions || !lines || !shardCount || !seed)
    throw new Error('usage: DIR SUBMISSIONS LINES SHARDS SEED');
  const count = Number(submissions);
  let started = performance.now();
  const course = makeBenchCourse({
    seed: Number(seed),
    submissions: count,
    lines: Number(lines),
    queryLines: 1000,
  });
  const source = measure(course.submissions);
  const generateSeconds = seconds(started);
  started = performance.now();
  const starter = starterHashes(course.starter, { k: DEFAULT_SETTINGS.k, w: DEFAULT_SETTINGS.w });
  const bytes = build(course.submissions, starter);
  const buildSeconds = seconds(started);
  writeFileSync(join(dir, 'course.cws'), bytes);
  writeFileSync(join(dir, 'query.json'), JSON.stringify(course.query));
  const shards = buildAndMergeShards(course.submissions, starter, Number(shardCount));
  const figures: BuildFigures = {
    submissions: count,
    averageLines: source.lines / count,
    sourceBytes: source.bytes,
    queryLines: measure([course.query]).lines,
    copiedFrom: course.copiedFrom,
    compareSimilarities: compareWithSources(course),
    generateSeconds,
    buildSeconds,
    snapshotBytes: bytes.length,
    fingerprints: decodeSnapshot(bytes).fingerprints.hashes.length,
    shardSeconds: shards.buildSeconds,
    mergeSeconds: shards.mergeSeconds,
    mergedIdentical:
      shards.merged.length === bytes.length && shards.merged.every((byte, i) => byte === bytes[i]),
  };
  process.stdout.write(JSON.stringify(figures) + '\n');
}

main();
