// The CLI as a course's staff install it: `npm pack` then `npm install -g` of the tarball, and from a git
// URL, into a temporary prefix with no network, run from a folder outside the clone. The installed command
// must print what the source prints.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'codewinnow-install-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function installAndRun(spec: string, prefix: string): Promise<void> {
  await run('npm', ['install', '-g', '--prefix', prefix, ...NPM_QUIET, spec], { cwd: dir });
  const codewinnow = join(prefix, 'bin', 'codewinnow');
  const version = await run(codewinnow, ['--version'], { cwd: dir });
  expect(version.stdout).toBe('codewinnow 0.1.0\n');
  const installed = await run(codewinnow, COMPARE, { cwd: dir });
  const source = fakeTerminal();
  expect(await main(COMPARE, source)).toBe(0);
  expect(installed.stdout).toBe(source.out());
  expect(installed.stdout).toMatch(/^9 submissions, 63 files;/);
}

describe('installing the CLI', () => {
  it('installs from the npm pack tarball and runs anywhere', async () => {
    const packed = await run('npm', ['pack', '--json', '--pack-destination', dir, ...NPM_QUIET], {
      cwd: ROOT,
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
