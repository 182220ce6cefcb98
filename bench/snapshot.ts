// `node build/bench/snapshot.js [--submissions 5000] [--lines 2000] [--shards 4] [--seed 1]` (after
// `npx tsc -p tsconfig.json`): builds the snapshot of a synthetic course (made in memory, never written),
// merges shards of it and asserts they give the very same bytes, then checks a 1,000-line submission
// against it, and prints build time, size as a share of the source, load and check time and the check's
// peak memory against the targets, and compare's similarities on the same texts beside the check's.
// Each half runs in a child process of this small one, so that the check's peak memory is its own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BuildFigures } from './snapshot-build-child.js';
import type { CheckFigures } from './snapshot-check-child.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const MB = 2 ** 20;

const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '5000' },
    lines: { type: 'string', default: '2000' },
    shards: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
  },
});

function runChild<T>(script: string, args: string[]): T {
  const output = execFileSync(process.execPath, [join(HERE, script), ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  return JSON.parse(output) as T;
}

function line(label: string, value: string, target?: string, met?: boolean): void {
  const verdict = target === undefined ? '' : `   target ${target}: ${met ? 'met' : 'MISSED'}`;
  console.log(`${label.padEnd(40)}${value}${verdict}`);
}

function report(build: BuildFigures, check: CheckFigures): void {
  const share = build.snapshotBytes / build.sourceBytes;
  const total = check.loadSeconds + check.checkSeconds;
  const top = check.top.map((t) => `${t.b} ${(100 * t.similarity).toFixed(1)}%`).join(', ');
  line(
    'course (generated in memory)',
    `${build.submissions} submissions × ${build.averageLines.toFixed(0)} lines on average, ${(build.sourceBytes / MB).toFixed(1)} MB (${build.generateSeconds.toFixed(1)} s)`,
  );
  line(
    'build (tokenize, fingerprint, encode)',
    `${build.buildSeconds.toFixed(1)} s, ${build.fingerprints} fingerprints`,
  );
  line(
    'snapshot size',
    `${(build.snapshotBytes / MB).toFixed(1)} MB = ${(100 * share).toFixed(1)}% of the source`,
    '≤ 10%',
    share <= 0.1,
  );
  line(
    `merge of ${values.shards} shards`,
    `${build.mergeSeconds.toFixed(1)} s (shards built in ${build.shardSeconds.toFixed(1)} s)`,
  );
  line(
    'merged = single build',
    build.mergedIdentical ? 'byte-identical' : 'DIFFERENT',
    'identical',
    build.mergedIdentical,
  );
  line('load (read and decode)', `${check.loadSeconds.toFixed(2)} s`);
  line(`check (${build.queryLines} lines)`, `${check.checkSeconds.toFixed(2)} s, ${check.pairs} pairs`);
  line('load + check', `${total.toFixed(2)} s`, '≤ 2 s', total <= 2);
  const peak = `${check.maxRssMB.toFixed(0)} MB max RSS, heap ${check.heapUsedMB.toFixed(0)} MB + typed arrays ${check.arrayBuffersMB.toFixed(0)} MB at the end`;
  line('check peak memory', peak, '≤ 1.5 GB', check.maxRssMB <= 1536);
  line('top pairs', `${top} (copied from ${build.copiedFrom.join(' and ')})`);
  const compared = build.copiedFrom.map(
    (name, i) => `${name} ${(100 * build.compareSimilarities[i]!).toFixed(1)}%`,
  );
  line('compare on the same texts', compared.join(', '));
}

const dir = mkdtempSync(join(tmpdir(), 'codewinnow-snapshot-bench-'));
try {
  const build = runChild<BuildFigures>('snapshot-build-child.js', [
    dir,
    values.submissions,
    values.lines,
    values.shards,
    values.seed,
  ]);
  const check = runChild<CheckFigures>('snapshot-check-child.js', [
    join(dir, 'course.cws'),
    join(dir, 'query.json'),
  ]);
  report(build, check);
  if (!build.mergedIdentical) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
