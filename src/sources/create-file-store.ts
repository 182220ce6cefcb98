// Whole files in and out, for shells that keep state between runs (the rescan's state and output folders):
// a missing file reads as undefined, not an error, and every write is atomic and makes its folder first.
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { errorCode } from './error-code.js';
import type { FileStore } from './file-store.js';
import { readFileCapped } from './read-file-capped.js';
import { writeFileAtomic } from './write-file-atomic.js';

/** Files by path: relative paths are taken from `base` (the workspace), else from the working folder. */
export function createFileStore(base?: string): FileStore {
  const at = (path: string) => resolve(base ?? '.', path);
  return {
    async read(path, maxBytes) {
      try {
        return await readFileCapped(at(path), maxBytes);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(path, content) {
      await mkdir(dirname(at(path)), { recursive: true });
      await writeFileAtomic(at(path), content);
    },
  };
}
