// `codewinnow snapshot info FILE [--names]`: what a snapshot holds, without comparing anything.
import { parseArgs } from 'node:util';
import { SNAPSHOT_INFO_HELP } from './help.js';
import { renderSnapshotInfo } from './render-snapshot-info.js';
import { readSnapshotFile } from './snapshot-file.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

export async function runSnapshotInfo(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { names: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    terminal.stdout(SNAPSHOT_INFO_HELP);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError(`snapshot info takes one FILE, got ${positionals.length}`);
  terminal.stdout(renderSnapshotInfo(await readSnapshotFile(positionals[0]!), values.names === true));
  return 0;
}
