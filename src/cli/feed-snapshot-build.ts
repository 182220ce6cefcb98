// Feeds a snapshot build from disk, one submission at a time, writes it, and describes the result for people.
import type { SnapshotBuild } from '../check/start-snapshot-build.js';
import type { SkippedEntry } from '../check/types.js';
import { plural } from '../report/plural.js';
import type { Snapshot } from '../snapshot/types.js';
import { createProgress } from './progress.js';
import { writeSnapshotFile } from './snapshot-file.js';
import { streamSubmissions, type NamedPath } from './stream-submissions.js';
import type { Terminal } from './terminal.js';

export interface FedBuild {
  readonly kept: number;
  readonly computed: number;
  readonly sourceBytes: number;
  readonly skipped: readonly SkippedEntry[];
}

/** Feeds `build` every submission of `named`, then writes the snapshot to `output` and says so on stdout. */
export async function writeFedSnapshot(
  build: SnapshotBuild,
  named: readonly NamedPath[],
  output: { readonly path: string; readonly terminal: Terminal },
): Promise<{ readonly fed: FedBuild; readonly snapshot: Snapshot }> {
  const fed = await feedSnapshotBuild(build, named, output.terminal);
  const snapshot = build.finish();
  const bytes = await writeSnapshotFile(output.path, snapshot);
  output.terminal.stdout(describeWritten(output.path, snapshot, bytes, fed.sourceBytes));
  return { fed, snapshot };
}

/** Reads every submission of `named` into `build`. */
export async function feedSnapshotBuild(
  build: SnapshotBuild,
  named: readonly NamedPath[],
  terminal: Terminal,
): Promise<FedBuild> {
  const progress = createProgress(terminal, 'fingerprinting');
  const skipped: SkippedEntry[] = [];
  let kept = 0;
  let sourceBytes = 0;
  let done = 0;
  for await (const submission of streamSubmissions(named)) {
    for (const file of submission.files) sourceBytes += Buffer.byteLength(file.text);
    skipped.push(...submission.skipped);
    if (build.add(submission) === 'kept') kept++;
    progress.update(++done, named.length);
  }
  progress.finish();
  return { kept, computed: done - kept, sourceBytes, skipped };
}

/** "wrote course.cws: 120 submissions, 340 files, 95,123 fingerprints; 1,234,567 bytes (8.1% of the source)". */
export function describeWritten(
  path: string,
  snapshot: Snapshot,
  bytes: number,
  sourceBytes?: number,
): string {
  const share = sourceBytes
    ? ` (${((100 * bytes) / sourceBytes).toFixed(1)}% of the ${count(sourceBytes)} bytes of source)`
    : '';
  return (
    `wrote ${path}: ${plural(snapshot.submissions.length, 'submission', count)}, ` +
    `${plural(snapshot.files.length, 'file', count)}, ` +
    `${plural(snapshot.fingerprints.hashes.length, 'fingerprint', count)}; ${plural(bytes, 'byte', count)}${share}\n`
  );
}

/** A count with thousands separators, the same on every machine. */
export function count(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
