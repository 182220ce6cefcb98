// Writes an output file (a report, a snapshot) so that readers never see it half-written and nothing but a
// regular file is ever replaced: a regular file (or one a symbolic link leads to) gets the content in a
// temporary file next to it, with the file's own permissions, synced to disk and renamed over it, so that
// not even a crash leaves it half-written; a read-only file is left as it is; a character device
// (/dev/null) or a FIFO with a reader is written through; a folder, a block device, a socket or a FIFO
// nobody reads is refused. Creates no folders.
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import type { Stats } from 'node:fs';
import { constants } from 'node:fs';
import {
  access,
  chmod,
  lstat,
  open,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { describeError } from '../engine/describe-error.js';
import { errorCode } from './error-code.js';

/** The output could not be written; the message names the file the user asked for, not the temporary one. */
export class OutputWriteError extends Error {
  override readonly name = 'OutputWriteError';
}

/**
 * Writes `content` (strings as UTF-8) to `path`: replaces a regular file in one rename, keeping its
 * permissions, or leaves it untouched; follows symbolic links to the file they name; writes through a
 * character device or a FIFO.
 * @throws OutputWriteError (a missing folder, no permission, a read-only file, a folder or other special
 *   file, a FIFO with no reader); no temporary file is left behind.
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
  if (stats.isFile()) {
    const target = await realpath(path);
    await refuseReadOnly(path, target, stats.mode);
    return replaceFile(path, target, content, stats.mode & 0o777);
  }
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

async function replaceFile(
  asked: string,
  target: string,
  content: string | Uint8Array,
  mode?: number,
): Promise<void> {
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(content);
      // On disk before the rename: after a crash the file holds the old content or the new, never an
      // empty or partly written one (a rename may reach the disk before the data it names).
      await handle.sync();
    } finally {
      await handle.close();
    }
    // The replaced file's own permissions, umask aside: a report kept private (0600) stays private.
    if (mode !== undefined) await chmod(temporary, mode);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw toWriteError(asked, error, temporary);
  }
  await syncFolder(dirname(target));
}

/** Puts a rename in `folder` on disk; where a folder cannot be synced (some file systems), the rename stands. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not durable yet, but written: the file system puts it on disk in its own time.
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

/**
 * A renaming replaces a file whatever its permissions, so a file made read-only (no write bit, or none for
 * this user) is refused here as writing into it would be.
 */
async function refuseReadOnly(asked: string, target: string, mode: number): Promise<void> {
  let writable = (mode & 0o222) !== 0;
  if (writable)
    writable = await access(target, constants.W_OK).then(
      () => true,
      () => false,
    );
  if (!writable)
    throw new OutputWriteError(
      `cannot write ${asked}: it is read-only; make it writable or give another file`,
    );
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
