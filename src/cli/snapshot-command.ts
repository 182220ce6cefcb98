// `codewinnow snapshot <build|update|merge|info> ...`: picks the subcommand.
import { SNAPSHOT_HELP } from './help.js';
import { runSnapshotBuild } from './snapshot-build-command.js';
import { runSnapshotInfo } from './snapshot-info-command.js';
import { runSnapshotMerge } from './snapshot-merge-command.js';
import { runSnapshotUpdate } from './snapshot-update-command.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

const SUBCOMMANDS: Record<string, (args: string[], terminal: Terminal) => Promise<number>> = {
  build: runSnapshotBuild,
  update: runSnapshotUpdate,
  merge: runSnapshotMerge,
  info: runSnapshotInfo,
};

export async function runSnapshot(args: string[], terminal: Terminal): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h') {
    terminal.stdout(SNAPSHOT_HELP);
    return name === undefined ? 2 : 0;
  }
  const subcommand = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (!subcommand) throw new UsageError(`unknown snapshot command '${name}' (build, update, merge or info)`);
  return subcommand(rest, terminal);
}
