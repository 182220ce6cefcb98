// The runner's file port on a real temporary folder: workspace reads that never follow a symbolic link or
// leave the workspace, and the commit a checkout is at.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNodeFiles } from '../../src/action/node-files.js';
import { makeTempTree } from '../sources/make-temp-tree.js';

const SHA = 'a'.repeat(40);
const text = (read: { kind: string; bytes?: Uint8Array }) =>
  read.bytes ? new TextDecoder().decode(read.bytes) : read;

describe('createNodeFiles', () => {
  it('reads workspace files by repository path', async () => {
    const root = makeTempTree({ 'src/Main.java': 'class Main {}' });
    const files = createNodeFiles({ workspace: root, tempDir: join(root, 'tmp') });
    expect(text(await files.readWorkspaceFile('src/Main.java', 1000))).toBe('class Main {}');
    expect(await files.readWorkspaceFile('src/Gone.java', 1000)).toEqual({ kind: 'missing' });
    // Over the cap, the first part is read and the whole size told, for the truncated note.
    expect(await files.readWorkspaceFile('src/Main.java', 5)).toEqual({
      kind: 'bytes',
      bytes: new TextEncoder().encode('class'),
      size: 13,
    });
  });

  it('refuses symbolic links and paths out of the workspace', async () => {
    const outside = makeTempTree({ 'secret.txt': 'runner secret' });
    const root = makeTempTree({ 'a.txt': 'a' });
    symlinkSync(join(outside, 'secret.txt'), join(root, 'link.txt'));
    symlinkSync(outside, join(root, 'dir'));
    const files = createNodeFiles({ workspace: root, tempDir: join(root, 'tmp') });
    expect(await files.readWorkspaceFile('link.txt', 1000)).toEqual({
      kind: 'refused',
      reason: 'symlink',
      detail: 'symbolic link, not followed',
    });
    expect(await files.readWorkspaceFile('dir/secret.txt', 1000)).toMatchObject({
      kind: 'refused',
      reason: 'unreadable',
    });
    expect(await files.readWorkspaceFile('../secret.txt', 1000)).toMatchObject({
      kind: 'refused',
      reason: 'unreadable',
    });
  });

  it('has no workspace files without a workspace', async () => {
    const files = createNodeFiles({ workspace: undefined, tempDir: '/tmp' });
    expect(await files.readWorkspaceFile('a.txt', 10)).toEqual({ kind: 'missing' });
    expect(await files.readWorkspaceHead()).toBeUndefined();
  });

  it('finds the commit of a detached checkout, a branch, and a packed branch', async () => {
    const detached = makeTempTree({ '.git/HEAD': `${SHA}\n` });
    expect(await createNodeFiles({ workspace: detached, tempDir: '/tmp' }).readWorkspaceHead()).toBe(SHA);
    const branch = makeTempTree({
      '.git/HEAD': 'ref: refs/heads/feedback\n',
      '.git/refs/heads/feedback': `${SHA}\n`,
    });
    expect(await createNodeFiles({ workspace: branch, tempDir: '/tmp' }).readWorkspaceHead()).toBe(SHA);
    const packed = makeTempTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.git/packed-refs': `# pack-refs\n${SHA} refs/heads/main\n`,
    });
    expect(await createNodeFiles({ workspace: packed, tempDir: '/tmp' }).readWorkspaceHead()).toBe(SHA);
    const none = makeTempTree({ 'a.txt': 'a' });
    expect(await createNodeFiles({ workspace: none, tempDir: '/tmp' }).readWorkspaceHead()).toBeUndefined();
  });

  it('writes the report to the temporary folder and reads starter code', async () => {
    const root = makeTempTree({ 'starter/Main.java': 'class Main {}' });
    mkdirSync(join(root, 'tmp'));
    writeFileSync(join(root, 'snap.cwsnap'), 'x');
    const files = createNodeFiles({ workspace: root, tempDir: join(root, 'tmp') });
    expect(await files.writeReport('r.json', '{}')).toBe(join(root, 'tmp', 'r.json'));
    expect(await files.readStarter(['starter'])).toEqual({
      files: [{ path: 'Main.java', text: 'class Main {}' }],
      skipped: [],
    });
    expect(new TextDecoder().decode(await files.readInputFile('snap.cwsnap'))).toBe('x');
  });
});
