// Outputs and input files that cannot hurt: -o onto a symbolic link, a FIFO or a device writes through it
// or refuses, never replaces it; a snapshot that is a FIFO or a device is refused before a byte is read.
import { spawn, execFileSync } from 'node:child_process';
import {
  lstatSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { FileReadRefusedError, readFileCapped } from '../../src/sources/read-file-capped.js';
import { OutputWriteError, writeFileAtomic } from '../../src/sources/write-file-atomic.js';
import { fakeTerminal } from '../cli/fake-terminal.js';
import { makeTempTree } from './make-temp-tree.js';

const isRoot = process.getuid?.() === 0;

function mkfifo(path: string): string {
  execFileSync('mkfifo', [path]);
  return path;
}

/** Starts `cat fifo > out` and resolves, once it has finished, with what it read. */
function readFifoInBackground(fifo: string): Promise<string> {
  const reader = spawn('cat', [fifo]);
  let text = '';
  reader.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    reader.on('error', reject);
    reader.on('close', () => resolve(text));
  });
}

async function waitForReader(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('writeFileAtomic onto what is not a regular file', () => {
  it('writes the file a symbolic link names and keeps the link', async () => {
    const dir = makeTempTree({ 'reports/real.txt': 'old\n' });
    symlinkSync(join(dir, 'reports/real.txt'), join(dir, 'link.txt'));
    await writeFileAtomic(join(dir, 'link.txt'), 'new\n');
    expect(lstatSync(join(dir, 'link.txt')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'link.txt'))).toBe(join(dir, 'reports/real.txt'));
    expect(readFileSync(join(dir, 'reports/real.txt'), 'utf8')).toBe('new\n');
  });

  it('creates the file a dangling symbolic link names', async () => {
    const dir = makeTempTree({});
    symlinkSync('made-later.txt', join(dir, 'link.txt'));
    await writeFileAtomic(join(dir, 'link.txt'), 'made\n');
    expect(lstatSync(join(dir, 'link.txt')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'made-later.txt'), 'utf8')).toBe('made\n');
  });

  it('refuses a FIFO nobody reads, at once, and leaves it a FIFO', async () => {
    const fifo = mkfifo(join(makeTempTree({}), 'pipe'));
    const write = writeFileAtomic(fifo, 'report\n');
    await expect(write).rejects.toBeInstanceOf(OutputWriteError);
    await expect(write).rejects.toThrow(`cannot write ${fifo}: it is a FIFO and no process is reading it`);
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  it('writes through a FIFO that a process reads, and leaves it a FIFO', async () => {
    const fifo = mkfifo(join(makeTempTree({}), 'pipe'));
    const read = readFifoInBackground(fifo);
    await waitForReader();
    await writeFileAtomic(fifo, 'through the pipe\n');
    expect(await read).toBe('through the pipe\n');
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  it('refuses a folder', async () => {
    const dir = makeTempTree({});
    mkdirSync(join(dir, 'out'));
    await expect(writeFileAtomic(join(dir, 'out'), 'x')).rejects.toThrow(
      `cannot write ${join(dir, 'out')}: it is a folder; give a file name, such as a new file inside it`,
    );
  });

  // Makes its own null device in a temporary folder; the machine's /dev/null is never touched. mknod needs
  // root, which this project's machines and CI are: elsewhere the test fails and says so, it never skips.
  it('writes through a character device and leaves it a device', async () => {
    if (!isRoot) throw new Error('this test makes a device with mknod: run it as root');
    const device = join(makeTempTree({}), 'null');
    execFileSync('mknod', [device, 'c', '1', '3']);
    await writeFileAtomic(device, 'into the void\n');
    expect(statSync(device).isCharacterDevice()).toBe(true);
  });

  it('-o onto a symbolic link writes the report to its target (codewinnow compare)', async () => {
    const dir = makeTempTree({
      'a/A.py': 'def f(x):\n    return x + 1\n',
      'b/B.py': 'def g(y):\n    return y + 1\n',
    });
    writeFileSync(join(dir, 'target.json'), '');
    symlinkSync(join(dir, 'target.json'), join(dir, 'report.json'));
    const terminal = fakeTerminal();
    const args = [
      'compare',
      join(dir, 'a'),
      join(dir, 'b'),
      '--format',
      'json',
      '-o',
      join(dir, 'report.json'),
    ];
    expect(await main(args, terminal)).toBe(0);
    expect(lstatSync(join(dir, 'report.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'target.json'), 'utf8')).tool).toBe('codewinnow');
  });
});

describe('readFileCapped', () => {
  it('reads a regular file under the cap', async () => {
    const dir = makeTempTree({ 'snap.cws': 'abc' });
    expect([...(await readFileCapped(join(dir, 'snap.cws'), 3))]).toEqual([97, 98, 99]);
  });

  it('refuses a file over the cap before reading it', async () => {
    const dir = makeTempTree({ 'snap.cws': 'abcd' });
    await expect(readFileCapped(join(dir, 'snap.cws'), 3)).rejects.toThrow(
      new FileReadRefusedError('4 bytes, over the limit of 3 bytes'),
    );
  });

  it('refuses a FIFO without waiting for a writer, and a device without reading it', async () => {
    const fifo = mkfifo(join(makeTempTree({}), 'pipe'));
    const started = Date.now();
    await expect(readFileCapped(fifo, 1000)).rejects.toThrow('not a regular file (a FIFO)');
    expect(Date.now() - started).toBeLessThan(2000);
    // Opened read-only and refused by fstat: not a byte of /dev/zero is read.
    await expect(readFileCapped('/dev/zero', 1000)).rejects.toThrow('not a regular file (a device)');
  });

  it('with the start a file must have, reads no further than its first bytes when it lacks it', async () => {
    const dir = makeTempTree({ 'movie.mp4': 'x'.repeat(100_000), 'snap.cws': 'CWS!' + 'y'.repeat(100) });
    const start = new Uint8Array([67, 87, 83, 33]); // "CWS!"
    expect([...(await readFileCapped(join(dir, 'movie.mp4'), 1_000_000, start))]).toEqual([
      120, 120, 120, 120,
    ]);
    expect((await readFileCapped(join(dir, 'snap.cws'), 1_000_000, start)).length).toBe(104);
    // Shorter than the start: what there is.
    const short = makeTempTree({ 'a.cws': 'CW' });
    expect([...(await readFileCapped(join(short, 'a.cws'), 10, start))]).toEqual([67, 87]);
    // The cap still comes first, unread.
    await expect(readFileCapped(join(dir, 'movie.mp4'), 10, start)).rejects.toThrow(FileReadRefusedError);
  });

  it('a snapshot command says what a wrong file is from its first bytes', async () => {
    const dir = makeTempTree({ 'notes.txt': 'not a snapshot at all\n'.repeat(10_000) });
    const terminal = fakeTerminal();
    expect(await main(['snapshot', 'info', join(dir, 'notes.txt')], terminal)).toBe(2);
    expect(terminal.err()).toContain('not a codewinnow snapshot: bad magic number');
  });

  it('makes snapshot commands refuse a FIFO or a device as the snapshot (exit 2, no hang)', async () => {
    const fifo = mkfifo(join(makeTempTree({}), 'snapshot.cws'));
    for (const path of [fifo, '/dev/zero']) {
      const terminal = fakeTerminal();
      expect(await main(['snapshot', 'info', path], terminal)).toBe(2);
      expect(terminal.err()).toContain('not a regular file');
    }
  });
});
