// writeFileAtomic puts the new content on disk before it renames it over the old file, and the rename after:
// a crash between them leaves the old content or the new, never an empty file. A crash cannot be staged in a
// test, so this records the file-system calls in their order.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeFileAtomic } from '../../src/sources/write-file-atomic.js';
import { makeTempTree } from './make-temp-tree.js';

const calls: string[] = [];

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const name = (path: unknown) => String(path).replace(/\.[0-9a-f-]{36}\.tmp$/, '.tmp');
  return {
    ...fs,
    open: async (
      path: string,
      ...rest: Parameters<typeof fs.open> extends [unknown, ...infer R] ? R : never
    ) => {
      const handle = await fs.open(path, ...rest);
      const label = name(path).split('/').pop();
      const sync = handle.sync.bind(handle);
      const writeFile = handle.writeFile.bind(handle);
      handle.sync = async () => {
        calls.push(`sync ${label}`);
        return sync();
      };
      handle.writeFile = async (...args: Parameters<typeof writeFile>) => {
        calls.push(`write ${label}`);
        return writeFile(...args);
      };
      return handle;
    },
    rename: async (from: string, to: string) => {
      calls.push(`rename ${name(from).split('/').pop()} ${to.split('/').pop()}`);
      return fs.rename(from, to);
    },
  };
});

describe('writeFileAtomic on disk', () => {
  it('syncs the new content before the rename, and the folder after it', async () => {
    const root = makeTempTree({});
    const path = join(root, 'report.txt');
    writeFileSync(path, 'old');
    calls.length = 0;
    await writeFileAtomic(path, 'new');
    expect(readFileSync(path, 'utf8')).toBe('new');
    const folder = root.split('/').pop();
    expect(calls).toEqual([
      'write report.txt.tmp',
      'sync report.txt.tmp',
      'rename report.txt.tmp report.txt',
      `sync ${folder}`,
    ]);
  });
});
