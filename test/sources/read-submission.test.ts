import { execFileSync } from 'node:child_process';
import { chmodSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSubmission } from '../../src/sources/read-submission.js';
import { SubmissionPathError } from '../../src/sources/submission-path-error.js';
import { makeTempTree } from './make-temp-tree.js';

// Root reads whatever the permissions say, so as root the read runs as 'nobody' (uid 65534), as an ordinary
// user would meet the files. Test files run in their own process (pool: forks), which may change its uid.
async function asUnprivilegedUser<T>(read: () => Promise<T>): Promise<T> {
  if (process.geteuid?.() !== 0 || !process.seteuid) return await read();
  process.seteuid(65534);
  try {
    return await read();
  } finally {
    process.seteuid(0);
  }
}

describe('readSubmission', () => {
  it('reads nested folders in path order with relative, slash-separated paths', async () => {
    const root = makeTempTree({
      'src/main/Main.java': 'class Main {}\n',
      'README.md': '# hw1\n',
      'src/a.py': 'print(1)\n',
      'src-b.js': 'let b;\n',
      'lib/deep/er/x.js': 'let x;\n',
    });
    expect(await readSubmission(root)).toEqual({
      files: [
        { path: 'README.md', text: '# hw1\n' },
        { path: 'lib/deep/er/x.js', text: 'let x;\n' },
        { path: 'src-b.js', text: 'let b;\n' },
        { path: 'src/a.py', text: 'print(1)\n' },
        { path: 'src/main/Main.java', text: 'class Main {}\n' },
      ],
      skipped: [],
    });
  });

  it('reads a single-file submission under its base name', async () => {
    const root = makeTempTree({ 'alice.py': '\uFEFFprint("hi")\r\n' });
    expect(await readSubmission(join(root, 'alice.py'))).toEqual({
      files: [{ path: 'alice.py', text: 'print("hi")\n' }],
      skipped: [],
    });
  });

  it('strips byte-order marks and normalizes line ends', async () => {
    const root = makeTempTree({ 'a.c': '\uFEFFint a;\r\nint b;\rint c;\n' });
    expect((await readSubmission(root)).files).toEqual([{ path: 'a.c', text: 'int a;\nint b;\nint c;\n' }]);
  });

  it('reads nothing in hidden, dependency and build output folders, but reports the source files there', async () => {
    const root = makeTempTree({
      'Main.java': 'class Main {}\n',
      '.git/config': '[core]\n',
      '.git/hooks/pre-commit.py': 'x = 1\n',
      '.venv/lib/site.py': 'x = 1\n',
      '.idea/workspace.xml': '<x/>\n',
      'node_modules/left-pad/index.js': 'module.exports = 1;\n',
      'build/Main.class': 'class\n',
      'out/Copy.java': 'class Copy {}\n',
      'py/__pycache__/m.py': 'x = 1\n',
      'py/m.py': 'y = 2\n',
      '.eslintrc': 'root = true\n',
    });
    const leftOut = (path: string, folder: string) => ({
      path,
      reason: 'left-out-folder',
      detail: `inside '${folder}', a folder that never holds a student's own source (left out by default)`,
    });
    // Version-control data is not even listed; what is not source by its name is not listed either.
    expect(await readSubmission(root, { acceptPath: (path) => !/\.(xml|class)$/.test(path) })).toEqual({
      files: [
        { path: '.eslintrc', text: 'root = true\n' },
        { path: 'Main.java', text: 'class Main {}\n' },
        { path: 'py/m.py', text: 'y = 2\n' },
      ],
      skipped: [
        leftOut('.venv/lib/site.py', '.venv'),
        leftOut('node_modules/left-pad/index.js', 'node_modules'),
        leftOut('out/Copy.java', 'out'),
        leftOut('py/__pycache__/m.py', '__pycache__'),
      ],
    });
  });

  it('reads a submission whose own folder is named like a left-out one, and reports links in its left-out folders', async () => {
    const root = join(
      makeTempTree({ 'build/Main.java': 'class Main {}\n', 'build/dist/x.js': 'let x;\n' }),
      'build',
    );
    symlinkSync(join(root, 'Main.java'), join(root, 'dist/Copy.java'));
    symlinkSync(root, join(root, 'out'));
    expect(await readSubmission(root)).toEqual({
      files: [{ path: 'Main.java', text: 'class Main {}\n' }],
      skipped: [
        {
          path: 'dist/Copy.java',
          reason: 'left-out-folder',
          detail: "inside 'dist', a folder that never holds a student's own source (left out by default)",
        },
        {
          path: 'dist/x.js',
          reason: 'left-out-folder',
          detail: "inside 'dist', a folder that never holds a student's own source (left out by default)",
        },
        { path: 'out', reason: 'symlink', detail: 'symbolic link, not followed' },
      ],
    });
  });

  it('reads every text file, noting how, and reports each kind of file it skips, sorted by path', async () => {
    const root = makeTempTree({
      'a-binary.class': new Uint8Array([0xca, 0xfe, 0xba, 0xbe, 0x00, 0x00]),
      'b-large.py': 'x = 1\n'.repeat(40),
      'c-latin1.py': new Uint8Array([0x23, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a]),
      'd-empty.py': '',
      'e-blank.py': '\n  \n',
      'f-min.js': `var a=1;${'a+=1;'.repeat(30)}\n`,
      'g-image.png': 'not really a png\n',
      'h-ok.py': 'print(1)\n',
    });
    const result = await readSubmission(root, {
      maxFileBytes: 230,
      maxLineLength: 120,
      acceptPath: (path) => !path.endsWith('.png'),
    });
    expect(result).toEqual({
      files: [
        {
          path: 'b-large.py',
          text: 'x = 1\n'.repeat(38) + 'x ',
          notes: [{ kind: 'truncated', detail: 'only the first 230 of 240 bytes read' }],
        },
        {
          path: 'c-latin1.py',
          text: '# café\n',
          notes: [{ kind: 'encoding', detail: 'decoded as Windows-1252 (Latin-1): not UTF-8' }],
        },
        {
          path: 'f-min.js',
          text: `var a=1;${'a+=1;'.repeat(30)}\n`,
          notes: [{ kind: 'minified', detail: 'minified or generated: line 1 has 158 characters, over 120' }],
        },
        { path: 'h-ok.py', text: 'print(1)\n' },
      ],
      skipped: [
        { path: 'a-binary.class', reason: 'binary', detail: 'a Java class file, by its first bytes' },
        { path: 'd-empty.py', reason: 'empty', detail: 'the file has 0 bytes' },
        { path: 'e-blank.py', reason: 'empty', detail: 'the file holds only whitespace' },
        {
          path: 'g-image.png',
          reason: 'not-source',
          detail: 'not source code by its name (a data, media or archive format)',
        },
      ],
    });
  });

  it('passes relative, slash-separated paths to acceptPath and never reads refused files', async () => {
    const root = makeTempTree({ 'src/A.java': 'class A {}\n', 'src/notes.txt': 'x\n' });
    chmodSync(join(root, 'src/notes.txt'), 0o000);
    const seen: string[] = [];
    const result = await readSubmission(root, {
      acceptPath: (path) => {
        seen.push(path);
        return path.endsWith('.java');
      },
    });
    expect(seen).toEqual(['src/A.java', 'src/notes.txt']);
    expect(result.skipped).toEqual([
      {
        path: 'src/notes.txt',
        reason: 'not-source',
        detail: 'not source code by its name (a data, media or archive format)',
      },
    ]);
  });

  it('skips what excludePath refuses, with its reason, before reading it', async () => {
    const root = makeTempTree({ 'src/A.java': 'class A {}\n', 'test/ATest.java': 'class T {}\n' });
    chmodSync(join(root, 'test/ATest.java'), 0o000);
    const result = await readSubmission(root, {
      excludePath: (path) => (path.startsWith('test/') ? 'matches the exclude glob' : undefined),
    });
    expect(result).toEqual({
      files: [{ path: 'src/A.java', text: 'class A {}\n' }],
      skipped: [{ path: 'test/ATest.java', reason: 'excluded', detail: 'matches the exclude glob' }],
    });
  });

  it('reads the first 4 MiB of a file and notes long lines, by default', async () => {
    const line = `${'x'.repeat(127)}\n`; // 128 bytes: 32,768 lines are exactly 4 MiB
    const root = makeTempTree({
      'fits.txt': line.repeat(32_768),
      'over.txt': line.repeat(32_769),
      'long-line.txt': `${'y'.repeat(1001)}\n${line.repeat(20)}`,
    });
    const { files, skipped } = await readSubmission(root);
    expect(skipped).toEqual([]);
    expect(files.map(({ path, text, notes }) => ({ path, length: text.length, notes }))).toEqual([
      { path: 'fits.txt', length: 4 * 1024 * 1024, notes: undefined },
      {
        path: 'long-line.txt',
        length: 1002 + 20 * 128,
        notes: [{ kind: 'minified', detail: 'minified or generated: line 1 has 1001 characters, over 1000' }],
      },
      {
        path: 'over.txt',
        length: 4 * 1024 * 1024,
        notes: [
          {
            kind: 'truncated',
            detail: `only the first ${4 * 1024 * 1024} of ${4 * 1024 * 1024 + 128} bytes read`,
          },
        ],
      },
    ]);
  });

  it('skips symbolic links to files and folders without following them', async () => {
    const outside = makeTempTree({ 'secret.py': 'x = 1\n', 'lib/y.py': 'y = 1\n' });
    const root = makeTempTree({ 'main.py': 'print(1)\n' });
    symlinkSync(join(outside, 'secret.py'), join(root, 'link.py'));
    symlinkSync(join(outside, 'lib'), join(root, 'lib'), 'dir');
    expect(await readSubmission(root)).toEqual({
      files: [{ path: 'main.py', text: 'print(1)\n' }],
      skipped: [
        { path: 'lib', reason: 'symlink', detail: 'symbolic link, not followed' },
        { path: 'link.py', reason: 'symlink', detail: 'symbolic link, not followed' },
      ],
    });
  });

  it('skips special files such as named pipes without opening them', async () => {
    const root = makeTempTree({ 'main.py': 'print(1)\n' });
    execFileSync('mkfifo', [join(root, 'pipe')]);
    expect((await readSubmission(root)).skipped).toEqual([
      { path: 'pipe', reason: 'unreadable', detail: 'not a regular file (a device, socket or pipe)' },
    ]);
  });

  it('reports files and folders it may not read as unreadable, with the error', async () => {
    const root = makeTempTree({ 'locked.py': 'x = 1\n', 'private/a.py': 'y = 1\n', 'ok.py': 'z = 1\n' });
    chmodSync(root, 0o755);
    chmodSync(join(root, 'locked.py'), 0o000);
    chmodSync(join(root, 'private'), 0o000);
    try {
      const result = await asUnprivilegedUser(() => readSubmission(root));
      expect(result.files).toEqual([{ path: 'ok.py', text: 'z = 1\n' }]);
      expect(result.skipped).toEqual([
        { path: 'locked.py', reason: 'unreadable', detail: expect.stringContaining('EACCES') },
        { path: 'private', reason: 'unreadable', detail: expect.stringContaining('EACCES') },
      ]);
    } finally {
      chmodSync(join(root, 'private'), 0o755);
    }
  });

  it('returns nothing for an empty folder', async () => {
    expect(await readSubmission(makeTempTree({}))).toEqual({ files: [], skipped: [] });
  });

  it('throws SubmissionPathError for a path that does not exist', async () => {
    const root = makeTempTree({ 'a.py': 'x = 1\n' });
    const missing = join(root, 'nobody');
    await expect(readSubmission(missing)).rejects.toThrow(
      new SubmissionPathError(`no such file or folder: ${missing}`, missing),
    );
    await expect(readSubmission(join(root, 'a.py', 'b.py'))).rejects.toBeInstanceOf(SubmissionPathError);
  });
});
