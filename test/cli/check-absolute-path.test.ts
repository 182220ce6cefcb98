// `codewinnow check /absolute/path --snapshot …`: the snapshot's pseudonyms show whole in the text table and
// the HTML report, as in CSV (an absolute path shares no folder with a pseudonym, not even its '/').
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { commonFolder } from '../../src/report/common-folder.js';
import { fakeTerminal } from './fake-terminal.js';

const SUB = resolve('fixtures/demo-course/submissions');
const dir = mkdtempSync(join(tmpdir(), 'codewinnow-check-abs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]): Promise<string> {
  const terminal = fakeTerminal();
  expect(await main(args, terminal)).toBe(0);
  return terminal.out();
}

describe('check of an absolute path against a snapshot', () => {
  it('prints every pseudonym whole in the text table and the HTML report', async () => {
    const snapshot = join(dir, 'course.cws');
    await run(['snapshot', 'build', '--each', SUB, '-o', snapshot, '--pseudonym-key', 'k']);
    const html = join(dir, 'report.html');
    const alice = join(SUB, 'byte-bandit');
    const csv = await run(['check', alice, '--snapshot', snapshot, '--format', 'csv']);
    const pseudonyms = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(',')[1]!);
    expect(pseudonyms.length).toBeGreaterThan(2);
    for (const name of pseudonyms) expect(name).toMatch(/^[0-9a-f]{8}$/);
    const text = await run(['check', alice, '--snapshot', snapshot, '--html', html, '--top', '100']);
    expect(text).not.toContain('Submissions in');
    const tableNames = text
      .split('\n\n')[1]!
      .split('\n')
      .filter((row) => /^ *\d+ /.test(row))
      .map((row) => row.trim().split(/\s+/).at(-1));
    expect(tableNames).toEqual(pseudonyms);
    const page = readFileSync(html, 'utf8');
    for (const name of pseudonyms) expect(page).toContain(`"${name}"`);
  });

  it('finds no common folder between an absolute path and pseudonyms', () => {
    expect(commonFolder(['/home/ta/alice', 'd836ec99', '7f3a09c1'])).toBe('');
    expect(commonFolder(['d836ec99', '/home/ta/alice'])).toBe('');
    expect(commonFolder(['/a', '/b'])).toBe('/');
    expect(commonFolder(['/home/ta/alice', '/home/ta/bob'])).toBe('/home/ta/');
  });
});
