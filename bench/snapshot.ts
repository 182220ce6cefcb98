// `node build/bench/snapshot.js [--submissions 5000] [--lines 2000] [--shards 4] [--seed 1]` (after
// `npx tsc -p tsconfig.json`): builds the snapshot of a synthetic course (made in memory, never written),
// merges shards of it and asserts they give the very same bytes, then checks a 1,000-line submission
// against it in a child process and prints build time, size as a share of the source, load and check time
// and the check's peak memory, against the targets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { starterHashes } from '../src/check/prepare-files.js';
import { startSnapshotBuild, type SnapshotBuildSettings, type SnapshotSubmissionInput } from '../src/check/snapshot-build.js';
import { DEFAULT_SETTINGS } from '../src/check/settings.js';
import type { InputFile } from '../src/check/types.js';
import { decodeSnapshot } from '../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../src/snapshot/encode-snapshot.js';
import { mergeSnapshots } from '../src/snapshot/merge-snapshots.js';
import type { ChildFigures } from './snapshot-child.js';
import { makeBenchCourse, measure } from './snapshot-bench-course.js';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'snapshot-child.js');
const CREATED_AT = Date.UTC(2026, 10, 21);

const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '5000' },
    lines: { type: 'string', default: '2000' },
    shards: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
  },
});
const count = Number(values.submissions);
const shardCount = Number(values.shards);
const seed = Number(values.seed);

const seconds = (since: number) => (performance.now() - since) / 1000;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function build(submissions: readonly SnapshotSubmissionInput[], starter: ReadonlySet<number>): Uint8Array {
  const settings: SnapshotBuildSettings = { k: DEFAULT_SETTINGS.k, w: DEFAULT_SETTINGS.w, createdAt: CREATED_AT, includeNames: false };
  const snapshotBuild = startSnapshotBuild({ settings, starter });
  for (const submission of submissions) snapshotBuild.add(submission);
  return encodeSnapshot(snapshotBuild.finish());
}

function starterSet(files: readonly InputFile[]): Set<number> {
  return starterHashes(files, { k: DEFAULT_SETTINGS.k, w: DEFAULT_SETTINGS.w });
}

function line(label: string, value: string, target?: string, met?: boolean): void {
  const verdict = target === undefined ? '' : `   target ${target}: ${met ? 'met' : 'MISSED'}`;
  console.log(`${label.padEnd(40)}${value}${verdict}`);
}

let started = performance.now();
const course = makeBenchCourse({ seed, submissions: count, lines: Number(values.lines), queryLines: 1000 });
const source = measure(course.submissions);
const query = measure([course.query]);
line('course (generated in memory)', `${count} submissions, ${(source.lines / count).toFixed(0)} lines each on average, ${mb(source.bytes)} of source (${seconds(started).toFixed(1)} s)`);

started = performance.now();
const starter = starterSet(course.starter);
const bytes = build(course.submissions, starter);
const buildSeconds = seconds(started);
line('build (tokenize, fingerprint, encode)', `${buildSeconds.toFixed(1)} s, ${(source.bytes / 2 ** 20 / buildSeconds).toFixed(1)} MB of source per second`);
const share = bytes.length / source.bytes;
line('snapshot size', `${mb(bytes.length)} = ${(100 * share).toFixed(1)}% of the source`, '≤ 10%', share <= 0.1);

started = performance.now();
const shardBytes: Uint8Array[] = [];
const per = Math.ceil(count / shardCount);
for (let s = 0; s < shardCount; s++) shardBytes.push(build(course.submissions.slice(s * per, (s + 1) * per), starter));
const shardSeconds = seconds(started);
started = performance.now();
const merged = encodeSnapshot(mergeSnapshots(shardBytes.map((b) => decodeSnapshot(b))));
const identical = merged.length === bytes.length && merged.every((byte, i) => byte === bytes[i]);
line(`merge of ${shardCount} shards`, `${seconds(started).toFixed(1)} s (shards built in ${shardSeconds.toFixed(1)} s)`);
line('merged bytes = single build', identical ? 'yes, byte-identical' : 'NO: they differ', 'identical', identical);
if (!identical) process.exitCode = 1;

const dir = mkdtempSync(join(tmpdir(), 'codewinnow-snapshot-bench-'));
try {
  const snapshotPath = join(dir, 'course.cws');
  const queryPath = join(dir, 'query.json');
  writeFileSync(snapshotPath, bytes);
  writeFileSync(queryPath, JSON.stringify(course.query));
  const output = execFileSync(process.execPath, [CHILD, snapshotPath, queryPath], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const figures = JSON.parse(output) as ChildFigures;
  const total = figures.loadSeconds + figures.checkSeconds;
  line('load (read and decode)', `${figures.loadSeconds.toFixed(2)} s`);
  line(`check (${query.lines} lines)`, `${figures.checkSeconds.toFixed(2)} s, ${figures.pairs} pairs`);
  line('load + check', `${total.toFixed(2)} s`, '≤ 2 s', total <= 2);
  const peak = figures.maxRssMB;
  line('check process peak memory', `${peak.toFixed(0)} MB max RSS (heap ${figures.heapUsedMB.toFixed(0)} MB, typed arrays ${figures.arrayBuffersMB.toFixed(0)} MB at the end)`, '≤ 1.5 GB', peak <= 1536);
  const top = figures.top.map((t) => `${t.b} ${(100 * t.similarity).toFixed(1)}%`).join(', ');
  line('top pairs', `${top} (copied from ${course.copiedFrom.join(' and ')})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
