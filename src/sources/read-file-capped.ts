// Reads a whole input file (a snapshot, an input list) only when it is a regular file under a size cap,
// both checked before a byte is read: a FIFO never hangs the run, /dev/zero is never read without end, and
// a multi-gigabyte file named by an input is refused unread.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/** The file is not a regular file, or is over its reader's cap; the message says which. */
export class FileReadRefusedError extends Error {
  override readonly name = 'FileReadRefusedError';
}

/**
 * The bytes of the regular file at `path`; with `maxBytes`, only when it is no larger. With `start`, a file
 * whose first bytes are not `start` is read no further: those first bytes are returned, all a caller needs
 * to say what the file is instead (a 900 MB video given as a snapshot is not read whole to be refused).
 * @throws FileReadRefusedError for a folder, FIFO, device or socket, or a file over `maxBytes`
 *   ("123 bytes, over the limit of 100 bytes"); the file system's own error (ENOENT, EACCES) when it cannot
 *   be opened.
 */
export async function readFileCapped(
  path: string,
  maxBytes = Number.MAX_SAFE_INTEGER,
  start?: Uint8Array,
): Promise<Uint8Array> {
  // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new FileReadRefusedError(`not a regular file (${kindOf(stats)})`);
    if (stats.size > maxBytes) {
      throw new FileReadRefusedError(`${stats.size} bytes, over the limit of ${maxBytes} bytes`);
    }
    if (start !== undefined) {
      const first = new Uint8Array(Math.min(start.length, stats.size));
      const { bytesRead } = await handle.read(first, 0, first.length, 0);
      if (bytesRead < start.length || !start.every((byte, i) => first[i] === byte))
        return first.subarray(0, bytesRead);
    }
    // One byte more than the size, so a file that grew since fstat is refused rather than cut.
    const bytes = new Uint8Array(stats.size + 1);
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled > stats.size) throw new FileReadRefusedError('it grew while it was read: try again');
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
