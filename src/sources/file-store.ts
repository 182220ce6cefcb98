// Whole files in and out, for shells that keep state between runs (the rescan's state and output folders):
// a missing file reads as undefined, not an error, and every write is atomic and makes its folder first.
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { errorCode } from './error-code.js';
import { writeFileAtomic } from './write-file-atomic.js';

export interface FileStore {
  read(path: string): Promise<Uint8Array | undefined>;
  write(path: string, content: string | Uint8Array): Promise<void>;
}

/** Files by path: relative paths are taken from `base` (the workspace), else from the working folder. */
export function createFileStore(base?: string): FileStore {
  const at = (path: string) => resolve(base ?? '.', path);
  return {
    async read(path) {
      try {
        return new Uint8Array(await readFile(at(path)));
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
