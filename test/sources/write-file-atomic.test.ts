import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutputWriteError, writeFileAtomic } from '../../src/sources/write-file-atomic.js';
import { makeTempTree } from './make-temp-tree.js';

describe('writeFileAtomic', () => {
  it('creates a file and leaves no temporary file behind', async () => {
    const dir = makeTempTree({});
    await writeFileAtomic(join(dir, 'report.md'), '# Report\n');
    expect(readdirSync(dir)).toEqual(['report.md']);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toBe('# Report\n');
  });

  it('replaces an existing file, with bytes as well as text', async () => {
    const dir = makeTempTree({ 'index.bin': 'old contents that are longer' });
    await writeFileAtomic(join(dir, 'index.bin'), new Uint8Array([1, 2, 3]));
    expect(readdirSync(dir)).toEqual(['index.bin']);
    expect([...readFileSync(join(dir, 'index.bin'))]).toEqual([1, 2, 3]);
  });

  it('throws when the folder is missing, and when the target is a folder, leaving nothing behind', async () => {
    const dir = makeTempTree({});
    const target = join(dir, 'missing', 'report.md');
    const missing = writeFileAtomic(target, 'x');
    await expect(missing).rejects.toBeInstanceOf(OutputWriteError);
    // The message names the file asked for, never the temporary one, and keeps the system's reason.
    await expect(missing).rejects.toThrow(
      `cannot write ${target}: ENOENT: no such file or directory, open '${target}'`,
    );
    await expect(missing).rejects.toMatchObject({ cause: { code: 'ENOENT' } });
    mkdirSync(join(dir, 'taken'));
    await expect(writeFileAtomic(join(dir, 'taken'), 'x')).rejects.toThrow(
      `cannot write ${join(dir, 'taken')}: it is a folder; give a file name, such as a new file inside it`,
    );
    expect(readdirSync(dir)).toEqual(['taken']);
  });

  it('writes into a pipe or device (-o /dev/stdout) instead of renaming a file over it', async () => {
    const dir = makeTempTree({});
    const pipe = join(dir, 'pipe');
    execFileSync('mkfifo', [pipe]);
    const reader = readFile(pipe, 'utf8');
    await writeFileAtomic(pipe, 'through the pipe\n');
    expect(await reader).toBe('through the pipe\n');
    expect(statSync(pipe).isFIFO()).toBe(true);
    expect(readdirSync(dir)).toEqual(['pipe']);
  });

  it('keeps the permissions of the file it replaces, and leaves a read-only file as it was', async () => {
    const dir = makeTempTree({ 'private.md': 'old', 'kept.cws': 'saved' });
    chmodSync(join(dir, 'private.md'), 0o600);
    await writeFileAtomic(join(dir, 'private.md'), "students' code\n");
    expect(statSync(join(dir, 'private.md')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'private.md'), 'utf8')).toBe("students' code\n");
    chmodSync(join(dir, 'kept.cws'), 0o444);
    await expect(writeFileAtomic(join(dir, 'kept.cws'), 'new')).rejects.toThrow(
      `cannot write ${join(dir, 'kept.cws')}: it is read-only; make it writable or give another file`,
    );
    expect(readFileSync(join(dir, 'kept.cws'), 'utf8')).toBe('saved');
    expect(statSync(join(dir, 'kept.cws')).mode & 0o777).toBe(0o444);
    expect(readdirSync(dir).sort()).toEqual(['kept.cws', 'private.md']);
  });
});
