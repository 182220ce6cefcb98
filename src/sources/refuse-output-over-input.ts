// Refuses, before a run reads anything, an output path that would replace one of the run's own inputs: a
// report written over the snapshot it checks against, or into a student's submission. Paths are compared as
// the file system resolves them (symbolic links followed, as writeFileAtomic follows them). Writes nothing.
import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';

/** An output names one of the run's inputs, or a file inside one; the message says which. */
export class OutputOverInputError extends Error {
  override readonly name = 'OutputOverInputError';
}

export interface RunInputs {
  /** Files and folders the run reads: submissions given as paths, starter code, snapshots, decisions. */
  readonly paths: readonly (string | undefined)[];
  /** --each folders: what is inside a child is read; a file at the root of one is not. */
  readonly eachFolders: readonly string[];
}

/**
 * @throws OutputOverInputError when an output in `outputs` resolves to an input of `inputs` or to a place
 *   inside one. Inputs or outputs that do not resolve (missing) are left to the reading and writing.
 */
export async function refuseOutputOverInput(
  outputs: readonly (string | undefined)[],
  inputs: RunInputs,
): Promise<void> {
  for (const output of outputs) {
    const written = output === undefined ? undefined : await whereWritten(output);
    if (output === undefined || written === undefined) continue;
    for (const input of inputs.paths) {
      const read = input === undefined ? undefined : await resolved(input);
      if (read !== undefined && (read === written || isInside(read, written)))
        throw new OutputOverInputError(
          `cannot write ${output}: it is ${read === written ? '' : 'inside '}${input}, which this run reads; ` +
            'give an output path outside the inputs',
        );
    }
    for (const each of inputs.eachFolders) {
      const folder = await resolved(each);
      if (folder !== undefined && isInside(folder, written) && relative(folder, written).includes(sep))
        throw new OutputOverInputError(
          `cannot write ${output}: it is inside a submission of --each ${each}, which this run reads; ` +
            'give an output path outside the inputs',
        );
    }
  }
}

/** Whether `path` lies strictly inside the folder `root` (both absolute). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

// Where a write to `path` lands: the file itself (or what a link names), or a new name in a folder that exists.
async function whereWritten(path: string): Promise<string | undefined> {
  const existing = await resolved(path);
  if (existing !== undefined) return existing;
  const folder = await resolved(dirname(path));
  return folder === undefined ? undefined : join(folder, basename(path));
}

async function resolved(path: string): Promise<string | undefined> {
  try {
    return await realpath(path);
  } catch {
    return undefined;
  }
}
