// Reads a whole input file (a snapshot, an input list) only when it is a regular file under a size cap,
// both checked before a byte is read: a FIFO never hangs the run and /dev/zero is never read without end.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/** Snapshot files over this size are refused unread: a course's snapshot is a few megabytes. */
export const MAX_SNAPSHOT_FILE_BYTES = 1024 * 1024 * 1024;

/** The file is not a regular file or is over the cap; the message names it and says why. */
export class FileReadRefusedError extends Error {
  override readonly name = 'FileReadRefusedError';
}

/**
 * The bytes of the regular file at `path`, at most `maxBytes` of them.
 * @throws FileReadRefusedError for a folder, FIFO, device or socket, or a file over `maxBytes`; the file
 *   system's own error (ENOENT, EACCES) when it cannot be opened.
 */
export async function readRegularFile(path: string, maxBytes: number): Promise<Uint8Array> {
  // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new FileReadRefusedError(`${path} is not a regular file (${kindOf(stats)})`);
    if (stats.size > maxBytes) {
      throw new FileReadRefusedError(`${path} has ${stats.size} bytes, over the limit of ${maxBytes}`);
    }
    // One byte more than the cap, so a file that grew since fstat is refused rather than cut.
    const bytes = new Uint8Array(Math.min(stats.size, maxBytes) + 1);
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled > maxBytes) throw new FileReadRefusedError(`${path} grew over the limit of ${maxBytes} bytes`);
    return bytes.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

function kindOf(stats: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
}): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'a socket or other special file';
}
