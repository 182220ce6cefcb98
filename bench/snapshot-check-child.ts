// The check half of the snapshot benchmark, in a process of its own so that its peak memory is its own
// (started by a small parent: on Linux a child's maxRSS starts from its parent's): loads a snapshot,
// checks one submission against it, prints the figures as one JSON line.
// Usage: node build/bench/snapshot-check-child.js SNAPSHOT QUERY.json
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { checkAgainstSnapshots } from '../src/check/check-against-snapshots.js';
import { DEFAULT_SETTINGS } from '../src/check/settings.js';
import { comparableParameters } from '../src/check/this-build-parameters.js';
import type { SubmissionInput } from '../src/check/types.js';
import { decodeCheckedSnapshot } from '../src/sources/load-snapshot.js';

export interface CheckFigures {
  readonly loadSeconds: number;
  readonly checkSeconds: number;
  readonly maxRssMB: number;
  readonly heapUsedMB: number;
  readonly arrayBuffersMB: number;
  readonly pairs: number;
  readonly top: readonly { b: string; similarity: number; fragments: number }[];
}

function isSubmission(value: unknown): value is SubmissionInput {
  if (typeof value !== 'object' || value === null || !('name' in value) || !('files' in value)) return false;
  const files: unknown = value.files;
  return (
    typeof value.name === 'string' &&
    Array.isArray(files) &&
    files.every((f: unknown) => typeof f === 'object' && f !== null && 'path' in f && 'text' in f)
  );
}

async function main(): Promise<void> {
  const [snapshotPath, queryPath] = process.argv.slice(2);
  if (!snapshotPath || !queryPath) throw new Error('usage: snapshot-check-child.js SNAPSHOT QUERY.json');
  const query: unknown = JSON.parse(readFileSync(queryPath, 'utf8'));
  if (!isSubmission(query)) throw new Error(`${queryPath} is not a submission`);
  const loadStart = performance.now();
  // As the action and the CLI load it.
  const snapshot = decodeCheckedSnapshot(await readFile(snapshotPath), { expected: comparableParameters() });
  const checkStart = performance.now();
  const settings = { ...DEFAULT_SETTINGS, k: snapshot.params.k, w: snapshot.params.w };
  const result = checkAgainstSnapshots({ submissions: [query], snapshots: [snapshot], settings });
  const end = performance.now();
  const memory = process.memoryUsage();
  const figures: CheckFigures = {
    loadSeconds: (checkStart - loadStart) / 1000,
    checkSeconds: (end - checkStart) / 1000,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
    heapUsedMB: memory.heapUsed / 2 ** 20,
    arrayBuffersMB: memory.arrayBuffers / 2 ** 20,
    pairs: result.pairs.length,
    top: result.pairs
      .slice(0, 3)
      .map((pair) => ({ b: pair.b, similarity: pair.similarity, fragments: pair.fragments.length })),
  };
  process.stdout.write(JSON.stringify(figures) + '\n');
}

await main();
