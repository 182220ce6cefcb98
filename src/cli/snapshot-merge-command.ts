// `codewinnow snapshot merge A B... -o FILE`: shards (or an old snapshot and a newer partial one) into one.
import { parseArgs } from 'node:util';
import { mergeSnapshots } from '../snapshot/merge-snapshots.js';
import { describeWritten } from './feed-snapshot-build.js';
import { SNAPSHOT_MERGE_HELP } from './help.js';
import { requireOutput } from './snapshot-build-command.js';
import { readSnapshotFile, writeSnapshotFile } from './snapshot-file.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

export async function runSnapshotMerge(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    terminal.stdout(SNAPSHOT_MERGE_HELP);
    return 0;
  }
  const output = requireOutput(values.output, 'snapshot merge');
  if (positionals.length === 0) throw new UsageError('snapshot merge needs the snapshot files to merge');
  const loaded = [];
  for (const path of positionals) loaded.push(await readSnapshotFile(path));
  const merged = mergeSnapshots(
    loaded.map((l) => l.snapshot),
    loaded.map((l) => l.path),
  );
  const bytes = await writeSnapshotFile(output, merged);
  terminal.stdout(describeWritten(output, merged, bytes));
  return 0;
}
