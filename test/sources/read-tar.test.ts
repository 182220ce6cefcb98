// The tar reader and the tarball → submission step: pax global and per-file headers, GNU long names, the
// top folder, the skip rules shared with reading from disk, and clear errors for cut or corrupt archives.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTar, TarError } from '../../src/sources/read-tar.js';
import { readSubmission } from '../../src/sources/read-submission.js';
import { readTarball, TarballTooLargeError } from '../../src/sources/read-tarball.js';
import { writeTar, writeTarGz } from '../support/tar-writer.js';
import { makeTempTree } from './make-temp-tree.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const TOP = 'course-hw1-alice-0123456';
const deep = `${'very-long-folder-name/'.repeat(6)}Main.java`;

describe('readTar', () => {
  it('reads pax global and per-file headers, GNU long names and links', () => {
    const files = [
      { path: `${TOP}/`, kind: 'directory' as const },
      { path: `${TOP}/a.py`, content: 'print(1)\n' },
      { path: `${TOP}/${deep}`, content: 'class Main {}\n' },
      { path: `${TOP}/link.py`, kind: 'symlink' as const, linkTarget: 'a.py' },
    ];
    for (const longNames of ['pax', 'gnu'] as const) {
      const archive = readTar(writeTar(files, { commit: SHA, longNames }));
      expect(archive.globals).toEqual(new Map([['comment', SHA]]));
      expect(
        archive.entries.map((e) => [e.path, e.kind, new TextDecoder().decode(e.data), e.linkTarget]),
      ).toEqual([
        [`${TOP}/`, 'directory', '', undefined],
        [`${TOP}/a.py`, 'file', 'print(1)\n', undefined],
        [`${TOP}/${deep}`, 'file', 'class Main {}\n', undefined],
        [`${TOP}/link.py`, 'symlink', '', 'a.py'],
      ]);
    }
  });

  it('reads what git archive writes, long and non-ASCII paths included', () => {
    const repo = makeTempTree({});
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'buffer' });
    mkdirSync(join(repo, deep.slice(0, deep.lastIndexOf('/'))), { recursive: true });
    writeFileSync(join(repo, deep), 'class Main {}\n');
    writeFileSync(join(repo, 'héllo.py'), 'print("hé")\n');
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x');
    const commit = git('rev-parse', 'HEAD').toString().trim();
    const archive = readTar(new Uint8Array(git('archive', '--prefix=top/', 'HEAD')));
    expect(archive.globals.get('comment')).toBe(commit);
    expect(archive.entries.filter((e) => e.kind === 'file').map((e) => e.path)).toEqual(
      expect.arrayContaining([`top/${deep}`, 'top/héllo.py']),
    );
  });

  it('says clearly where a cut archive ends', () => {
    const whole = writeTar([{ path: 'a/b.py', content: 'x = 1\n'.repeat(200) }]);
    expect(() => readTar(whole.subarray(0, 700))).toThrow(
      new TarError('truncated archive: the entry at offset 0 has 1200 bytes of data, 188 left'),
    );
    expect(() => readTar(whole.subarray(0, 300))).toThrow(
      /truncated archive: a header at offset 0 needs 512 bytes, 300 left/,
    );
    expect(() => readTar(whole.subarray(0, 512 + 1536))).toThrow(
      /ends at offset 2048 without the end-of-archive blocks/,
    );
  });

  it('refuses bytes that are not tar', () => {
    expect(() => readTar(new TextEncoder().encode('hello'.repeat(200)))).toThrow(TarError);
    const bad = writeTar([{ path: 'a.py', content: 'x\n' }]);
    bad[0] = 0x62;
    expect(() => readTar(bad)).toThrow(/bad header checksum at offset 0/);
  });
});

const leftOut = (path: string, folder: string) => ({
  path,
  reason: 'left-out-folder',
  detail: `inside '${folder}', a folder that never holds a student's own source (left out by default)`,
});

describe('readTarball', () => {
  const binary = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]);

  it('strips the top folder, reads source, and skips what reading from disk skips (version control unlisted)', () => {
    const gz = writeTarGz(
      [
        { path: `${TOP}/`, kind: 'directory' },
        { path: `${TOP}/src/Main.java`, content: '\uFEFFclass Main {}\r\n' },
        { path: `${TOP}/${deep}`, content: 'class Deep {}\n' },
        { path: `${TOP}/logo.png`, content: binary },
        { path: `${TOP}/data.py`, content: 'x = 1\n'.repeat(100_000) },
        { path: `${TOP}/node_modules/lib/index.js`, content: 'module.exports = 1;\n' },
        { path: `${TOP}/.github/workflows/ci.yml`, content: 'on: push\n' },
        { path: `${TOP}/.git/hooks/update.py`, content: 'x = 1\n' },
        { path: `${TOP}/notes.xyz`, content: 'notes\n' },
        { path: `${TOP}/link.py`, kind: 'symlink', linkTarget: '/etc/passwd' },
      ],
      { commit: SHA },
    );
    const read = readTarball(gz, { acceptPath: (path) => !path.endsWith('.xyz') });
    expect(read).toEqual({
      commit: SHA,
      files: [
        { path: 'data.py', text: 'x = 1\n'.repeat(100_000) },
        { path: 'src/Main.java', text: 'class Main {}\n' },
        { path: deep, text: 'class Deep {}\n' },
      ],
      skipped: [
        leftOut('.github/workflows/ci.yml', '.github'),
        { path: 'link.py', reason: 'symlink', detail: 'link to /etc/passwd, not followed' },
        { path: 'logo.png', reason: 'binary', detail: 'a PNG image, by its first bytes' },
        leftOut('node_modules/lib/index.js', 'node_modules'),
        {
          path: 'notes.xyz',
          reason: 'not-source',
          detail: 'not source code by its name (a data, media or archive format)',
        },
      ],
    });
  });

  it('keeps paths as they are when there is no single top folder, and never lets one leave the repository', () => {
    const gz = gzipSync(
      writeTar([
        { path: 'a.py', content: 'x = 1\n' },
        { path: 'b/../../c.py', content: 'y = 2\n' },
      ]),
    );
    expect(readTarball(gz)).toEqual({
      commit: undefined,
      files: [{ path: 'a.py', text: 'x = 1\n' }],
      skipped: [{ path: 'b/../../c.py', reason: 'unreadable', detail: 'a path outside the repository' }],
    });
  });

  it('gives what reading the same files from a folder gives, left-out and version-control folders included', async () => {
    const contents: Record<string, string> = {
      'Main.java': 'class Main {}\n',
      'out/Copy.java': 'class Copy {}\n',
      'bin/Main.class': 'class\n',
      'web/node_modules/x/index.js': 'module.exports = 1;\n',
      '.venv/lib/site.py': 'x = 1\n',
      '.svn/pristine/a.py': 'x = 1\n',
      'docs/notes.xyz': 'notes\n',
    };
    const acceptPath = (path: string) => !/\.(class|xyz)$/.test(path);
    const entries = Object.entries(contents).map(([path, content]) => ({ path: `${TOP}/${path}`, content }));
    const fromDisk = await readSubmission(makeTempTree(contents), { acceptPath });
    expect(readTarball(writeTarGz(entries, { commit: SHA }), { acceptPath })).toEqual({
      ...fromDisk,
      commit: SHA,
    });
    expect(fromDisk.skipped.map((skip) => [skip.path, skip.reason])).toEqual([
      ['.venv/lib/site.py', 'left-out-folder'],
      ['docs/notes.xyz', 'not-source'],
      ['out/Copy.java', 'left-out-folder'],
      ['web/node_modules/x/index.js', 'left-out-folder'],
    ]);
  });

  it('refuses a bomb and a cut download with their own errors', () => {
    const gz = writeTarGz([{ path: 'top/a.txt', content: 'a'.repeat(5000) }]);
    expect(() => readTarball(gz, { maxUnpackedBytes: 4096 })).toThrow(TarballTooLargeError);
    expect(() => readTarball(gz.subarray(0, gz.length - 10))).toThrow(
      /not a readable gzip file: unexpected end of file/,
    );
  });
});
