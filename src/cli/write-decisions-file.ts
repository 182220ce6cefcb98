// Writes the decisions file `codewinnow review` changed: in one rename, so no reader ever sees half a file,
// and only over a regular file (or nothing): a folder, a device or a FIFO in its place is refused, never
// written through. Makes the file's folder (.codewinnow/) when it is new.
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorCode } from '../sources/error-code.js';
import { writeFileAtomic } from '../sources/write-file-atomic.js';

/** The decisions file's place holds something other than a regular file. */
export class DecisionsFileKindError extends Error {
  override readonly name = 'DecisionsFileKindError';
}

/** @throws DecisionsFileKindError when `path` is not a regular file; OutputWriteError when writing fails. */
export async function writeDecisionsFile(path: string, text: string): Promise<void> {
  try {
    const stats = await stat(path);
    if (!stats.isFile())
      throw new DecisionsFileKindError(`cannot write decisions to ${path}: it is not a regular file`);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
  }
  await writeFileAtomic(path, text);
}
