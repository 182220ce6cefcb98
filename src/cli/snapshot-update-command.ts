// `codewinnow snapshot update FILE [<path>...] [--each DIR]... -o FILE`: the course as it is now, recomputing
// only the submissions whose content changed since FILE was made.
import { parseArgs } from 'node:util';
import { droppedCount, startSnapshotUpdate } from '../check/update-snapshot.js';
import { updatedSampleBits } from '../snapshot/cohort-sample.js';
import { parseFlagRule, toPathGlobs } from './check-options.js';
import { refuseOutputOverInput } from '../sources/refuse-output-over-input.js';
import { describeSkipped } from './describe-not-compared.js';
import { writeFedSnapshot } from './feed-snapshot-build.js';
import { SNAPSHOT_UPDATE_HELP } from './help.js';
import { resolvePseudonymKey } from './pseudonym-key.js';
import { requireOutput, SNAPSHOT_WRITE_OPTIONS } from './snapshot-build-command.js';
import { readSnapshotFile } from './snapshot-file.js';
import { readStarterFiles } from './read-inputs.js';
import { listNamedPaths } from './stream-submissions.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

export async function runSnapshotUpdate(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: SNAPSHOT_WRITE_OPTIONS,
    allowPositionals: true,
  });
  if (values.help) {
    terminal.stdout(SNAPSHOT_UPDATE_HELP);
    return 0;
  }
  const [file, ...paths] = positionals;
  if (file === undefined) throw new UsageError('snapshot update needs the snapshot FILE to update');
  const output = requireOutput(values.output, 'snapshot update');
  // FILE itself may be the output: it is read whole before the new snapshot replaces it.
  await refuseOutputOverInput([output], {
    paths: [...paths, ...(values.base ?? [])],
    eachFolders: values.each ?? [],
  });
  const { named, stray } = await listNamedPaths(paths, values.each ?? [], toPathGlobs(values));
  if (named.length === 0)
    throw new UsageError('snapshot update needs the submissions as they are now: paths, or --each DIR');
  const { snapshot: previous } = await readSnapshotFile(file);
  const starter = values.base ? await readStarterFiles(values.base) : undefined;
  const pseudonymKey = resolvePseudonymKey(values['pseudonym-key'], process.env, terminal);
  const settings = {
    cohortSampleBits: updatedSampleBits(previous.params.cohortSampleBits, named.length),
    createdAt: terminal.now(),
    includeNames: values.names === true,
    pseudonymKey,
    flagRule: { ...previous.flagRule, ...parseFlagRule(values) },
  };
  const build = startSnapshotUpdate({ previous, starter, settings });
  const { fed, snapshot } = await writeFedSnapshot(build, named, { path: output, terminal });
  terminal.stdout(
    `kept ${fed.kept} unchanged, recomputed ${fed.computed}, dropped ${droppedCount(previous, snapshot)} no longer given\n`,
  );
  terminal.stderr(describeSkipped([...stray, ...fed.skipped]));
  return 0;
}
