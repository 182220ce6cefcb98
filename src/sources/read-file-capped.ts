// Reads a whole file, refusing one over a size limit before reading it (a snapshot named by an input could
// be anything, a multi-gigabyte file too).
import { open } from 'node:fs/promises';

/** A file over the size limit its reader set. */
export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
}

/**
 * The bytes of the file at `path`; with `maxBytes`, only when it is no larger.
 * @throws FileTooLargeError ("123 bytes, over the limit of 100 bytes"), or what the file system throws.
 */
export async function readFileCapped(path: string, maxBytes?: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    if (maxBytes !== undefined) {
      const { size } = await handle.stat();
      if (size > maxBytes) throw new FileTooLargeError(`${size} bytes, over the limit of ${maxBytes} bytes`);
    }
    return new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}
