// Writes an output file (a report, a snapshot) so that readers never see it half-written and nothing but a
// regular file is ever replaced: a regular file (or one a symbolic link leads to) gets the content in a
// temporary file next to it, renamed over it; a character device (/dev/null) or a FIFO with a reader is
// written through; a folder, a block device, a socket or a FIFO nobody reads is refused. Creates no folders.
import { randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import { constants } from 'node:fs';
import { lstat, open, realpath, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { describeError } from '../engine/describe-error.js';
import { errorCode } from './error-code.js';

/** The output could not be written; the message names the file the user asked for, not the temporary one. */
export class OutputWriteError extends Error {
  override readonly name = 'OutputWriteError';
}

/**
 * Writes `content` (strings as UTF-8) to `path`: replaces a regular file in one rename, or leaves it
 * untouched; follows symbolic links to the file they name; writes through a character device or a FIFO.
 * @throws OutputWriteError (a missing folder, no permission, a folder or other special file, a FIFO with no
 *   reader); no temporary file is left behind.
 */
export async function writeFileAtomic(path: string, content: string | Uint8Array): Promise<void> {
  let stats: Stats | undefined;
  try {
    stats = await stat(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw toWriteError(path, error);
  }
  if (stats === undefined) {
    // A dangling symbolic link: create the file it names, not a regular file in the link's place.
    if (await isSymbolicLink(path)) return writeThrough(path, content, 'w');
    return replaceFile(path, path, content);
  }
  if (stats.isFile()) return replaceFile(path, await realpath(path), content);
  if (stats.isCharacterDevice()) return writeThrough(path, content, constants.O_WRONLY);
  if (stats.isFIFO()) return writeToFifo(path, content);
  if (stats.isDirectory()) {
    throw new OutputWriteError(
      `cannot write ${path}: it is a folder; give a file name, such as a new file inside it`,
    );
  }
  const kind = stats.isBlockDevice() ? 'a block device' : 'a socket';
  throw new OutputWriteError(`cannot write ${path}: it is ${kind}, not a file`);
}

async function replaceFile(asked: string, target: string, content: string | Uint8Array): Promise<void> {
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, content, { flag: 'wx' });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw toWriteError(asked, error, temporary);
  }
}

async function writeThrough(
  path: string,
  content: string | Uint8Array,
  flags: string | number,
): Promise<void> {
  try {
    await writeFile(path, content, { flag: flags });
  } catch (error) {
    throw toWriteError(path, error);
  }
}

/** A FIFO is written only when some process reads it: opening it for writing would otherwise wait forever. */
async function writeToFifo(path: string, content: string | Uint8Array): Promise<void> {
  let probe: FileHandle;
  try {
    probe = await open(path, constants.O_WRONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (errorCode(error) === 'ENXIO') {
      throw new OutputWriteError(`cannot write ${path}: it is a FIFO and no process is reading it`);
    }
    throw toWriteError(path, error);
  }
  // The blocking writer opens while the probe still holds the FIFO, so the reader never sees an early end.
  try {
    const writer = await open(path, constants.O_WRONLY);
    try {
      await probe.close();
      await writer.writeFile(content);
    } finally {
      await writer.close();
    }
  } catch (error) {
    throw toWriteError(path, error);
  } finally {
    await probe.close().catch(() => undefined);
  }
}

async function isSymbolicLink(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isSymbolicLink();
  } catch {
    return false;
  }
}

function toWriteError(path: string, error: unknown, temporary?: string): OutputWriteError {
  const reason = temporary ? describeError(error).replaceAll(temporary, path) : describeError(error);
  return new OutputWriteError(`cannot write ${path}: ${reason}`, { cause: error });
}
