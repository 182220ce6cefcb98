// The CLI as a course's staff install it: `npm pack` then `npm install -g` of the tarball, and from a git
// URL, into a temporary prefix with no network, run from a folder outside the clone. The installed command
// must print what the source prints.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { fakeTerminal } from '../cli/fake-terminal.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const DEMO = join(ROOT, 'fixtures', 'demo-course');
const COMPARE = ['compare', '--each', join(DEMO, 'submissions'), '--base', join(DEMO, 'starter')];
const NPM_QUIET = ['--offline', '--no-audit', '--no-fund', '--loglevel=error'];
// As a user's shell would run npm: without the npm_config_* of the `npm test` running this (its
// local_prefix makes npm link a git dependency to its temporary clone instead of installing it).
const OWN_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
);

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'codewinnow-install-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function installAndRun(spec: string, prefix: string): Promise<void> {
  await run('npm', ['install', '-g', '--prefix', prefix, ...NPM_QUIET, spec], { cwd: dir, env: OWN_ENV });
  const codewinnow = join(prefix, 'bin', 'codewinnow');
  const version = await run(codewinnow, ['--version'], { cwd: dir, env: OWN_ENV });
  expect(version.stdout).toBe('codewinnow 0.1.0\n');
  const installed = await run(codewinnow, COMPARE, { cwd: dir, env: OWN_ENV });
  const source = fakeTerminal();
  expect(await main(COMPARE, source)).toBe(0);
  expect(installed.stdout).toBe(source.out());
  expect(installed.stdout).toMatch(/^9 submissions, 63 files;/);
}

describe('installing the CLI', () => {
  it('installs from the npm pack tarball and runs anywhere', async () => {
    const packed = await run('npm', ['pack', '--json', '--pack-destination', dir, ...NPM_QUIET], {
      cwd: ROOT,
      env: OWN_ENV,
    });
    const [{ filename, files }] = JSON.parse(packed.stdout) as [
      { filename: string; files: { path: string }[] },
    ];
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['LICENSE', 'bin/codewinnow.js', 'dist-cli/index.js']));
    expect(paths.filter((path) => /^(src|test|build|node_modules)\//.test(path))).toEqual([]);
    await installAndRun(join(dir, filename), join(dir, 'from-tarball'));
  });

  it('installs from a git URL (the committed tree, nothing built on install)', async () => {
    // npm links a git dependency with a "build" or "prepare" script to its temporary clone, and then
    // deletes the clone (npm/cli#9406): the package has neither, so npm packs and installs it.
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(Object.keys(scripts).filter((name) => /^(pre|post)?(build|prepare|install)$/.test(name))).toEqual(
      [],
    );
    const repo = join(dir, 'repo');
    await run('git', ['init', '-q', repo]);
    // The files git would commit from this working tree, as a fresh repository the URL points at.
    const git = (...args: string[]) =>
      run('git', [`--git-dir=${join(repo, '.git')}`, `--work-tree=${ROOT}`, ...args], { cwd: ROOT });
    await git('add', '-A');
    await git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'snapshot');
    await installAndRun(`git+file://${repo}`, join(dir, 'from-git'));
  });
});
