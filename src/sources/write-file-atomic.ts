// Writes an output file (a report, a snapshot) so that readers never see it half-written: the content goes
// to a temporary file next to the target, which is then renamed over it. Does not create folders.
import { randomUUID } from 'node:crypto';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { describeError, errorCode } from './describe-error.js';

/** The output could not be written; the message names the file the user asked for, not the temporary one. */
export class OutputWriteError extends Error {
  override readonly name = 'OutputWriteError';
}

/**
 * Replaces the file at `path` with `content` (strings as UTF-8) in one rename, or leaves it untouched.
 * @throws OutputWriteError (a missing folder, no permission); no temporary file is left behind.
 */
export async function writeFileAtomic(path: string, content: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    // A device or a pipe (/dev/stdout, /dev/null) is written to: renaming a file over it would replace it.
    if (await isDeviceOrPipe(path)) return await writeFile(path, content);
    await writeFile(temporary, content, { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    const reason =
      errorCode(error) === 'EISDIR'
        ? 'it is a directory; give a file name, such as a new file inside it'
        : describeError(error).replaceAll(temporary, path);
    throw new OutputWriteError(`cannot write ${path}: ${reason}`, { cause: error });
  }
}

async function isDeviceOrPipe(path: string): Promise<boolean> {
  const stats = await stat(path).catch(() => undefined);
  return stats !== undefined && !stats.isFile() && !stats.isDirectory();
}
