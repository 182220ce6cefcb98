// scripts/release.sh in a throwaway repository: it tags vX.Y.Z and moves vX only when the commit is ready
// (clean, package.json at that version, a fresh build identical to dist/, the examples pinned to it), and
// says what is wrong otherwise. The build is replaced through CODEWINNOW_RELEASE_BUILD.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempTree } from '../sources/make-temp-tree.js';

const ROOT = join(import.meta.dirname, '..', '..');
const IDENTITY = {
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@example.invalid',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@example.invalid',
};

/** Writes the files release.sh looks at, for `version`, with the examples pinned to `pin` (staff) and `major`. */
function writeRelease(
  dir: string,
  version: string,
  pins = { staff: `v${version}`, student: `v${version[0]}` },
) {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'codewinnow', version }));
  writeFileSync(join(dir, 'dist', 'index.js'), `// bundle of ${version}\n`);
  writeFileSync(join(dir, 'dist-cli', 'index.js'), `// cli of ${version}\n`);
  const workflows = join(dir, 'examples', 'workflows');
  writeFileSync(
    join(workflows, 'student-check.yml'),
    `    - uses: OWNER/codewinnow@${pins.student} # major\n`,
  );
  writeFileSync(join(workflows, 'staff-rescan.yml'), `    - uses: OWNER/codewinnow@${pins.staff}\n`);
}

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    env: { ...process.env, ...IDENTITY },
    encoding: 'utf8',
  }).trim();
}

function commit(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** A repository with release.sh and a commit ready for `version`. */
function makeRepository(version: string): string {
  const dir = makeTempTree({});
  for (const folder of ['scripts', 'dist', 'dist-cli', 'examples/workflows'])
    mkdirSync(join(dir, folder), { recursive: true });
  copyFileSync(join(ROOT, 'scripts', 'release.sh'), join(dir, 'scripts', 'release.sh'));
  writeRelease(dir, version);
  git(dir, 'init', '-q', '-b', 'main');
  commit(dir, `Release ${version}`);
  return dir;
}

function release(dir: string, version: string, build = 'true') {
  const run = spawnSync('sh', ['scripts/release.sh', version], {
    cwd: dir,
    env: { ...process.env, ...IDENTITY, CODEWINNOW_RELEASE_BUILD: build },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const tagged = (dir: string, tag: string) => git(dir, 'rev-parse', `${tag}^{commit}`);

describe('scripts/release.sh', () => {
  it('tags vX.Y.Z, moves vX to each new release, and never moves vX.Y.Z', () => {
    const dir = makeRepository('1.2.0');
    const first = git(dir, 'rev-parse', 'HEAD');
    const result = release(dir, '1.2.0');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect([tagged(dir, 'v1.2.0'), tagged(dir, 'v1')]).toEqual([first, first]);
    expect(git(dir, 'cat-file', '-t', 'v1.2.0')).toBe('tag');
    expect(result.stdout).toContain('git push origin v1.2.0 && git push --force origin v1');
    expect(result.stdout).toContain(`uses: OWNER/codewinnow@${first} # v1.2.0`);
    writeRelease(dir, '1.3.0');
    const second = commit(dir, 'Release 1.3.0');
    expect(release(dir, '1.3.0').code).toBe(0);
    expect([tagged(dir, 'v1.2.0'), tagged(dir, 'v1.3.0'), tagged(dir, 'v1')]).toEqual([
      first,
      second,
      second,
    ]);
    const again = release(dir, 'v1.2.0');
    expect([again.code, again.stderr]).toEqual([
      1,
      'release: v1.2.0 exists already: a release tag never moves, release a new version\n',
    ]);
  });

  it.for([
    ['a version that is not X.Y.Z', (dir: string) => dir, '1.2', "expected a version X.Y.Z, got '1.2'"],
    [
      'uncommitted changes',
      (dir: string) => writeFileSync(join(dir, 'notes.txt'), 'draft'),
      '1.2.0',
      'the work tree has uncommitted changes',
    ],
    [
      'package.json at another version',
      (dir: string) => (writeRelease(dir, '1.1.0', { staff: 'v1.2.0', student: 'v1' }), commit(dir, 'x')),
      '1.2.0',
      "package.json says 1.1.0: run 'npm version 1.2.0 --no-git-tag-version', rebuild and commit",
    ],
    [
      'examples pinned to an older release',
      (dir: string) => (writeRelease(dir, '1.2.0', { staff: 'v1.1.0', student: 'v1' }), commit(dir, 'x')),
      '1.2.0',
      'examples/workflows/staff-rescan.yml:uses: OWNER/codewinnow@v1.1.0 (expected @v1.2.0)',
    ],
  ] as const)('refuses %s, and tags nothing', ([, change, version, message]) => {
    const dir = makeRepository('1.2.0');
    change(dir);
    const result = release(dir, version);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(git(dir, 'tag')).toBe('');
  });

  it('refuses a commit whose dist/ a fresh build changes', () => {
    const dir = makeRepository('1.2.0');
    const result = release(dir, '1.2.0', 'echo rebuilt >> dist/index.js');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('dist/ or dist-cli/ differs from a fresh build');
    expect(git(dir, 'tag')).toBe('');
  });
});
