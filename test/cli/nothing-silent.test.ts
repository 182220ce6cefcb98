// Nothing a student hands in leaves the comparison without saying so: stderr's summary line (the list with
// --verbose), "not checked" submissions in every report, stray files at a course root, --exclude/--include.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { COMPARE_HELP, SNAPSHOT_BUILD_HELP } from '../../src/cli/help.js';
import { main } from '../../src/cli/index.js';
import { IGNORED_FOLDER_NAMES } from '../../src/sources/walk-submission.js';
import { makeTempTree } from '../sources/make-temp-tree.js';
import { fakeTerminal } from './fake-terminal.js';

const program = (name: string) =>
  `def ${name}(values):\n    total = 0\n    for value in values:\n        total += value * 2\n    return total\n`;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]);

async function run(args: string[]) {
  const terminal = fakeTerminal();
  const code = await main(args, terminal);
  return { code, out: terminal.out(), err: terminal.err() };
}

describe('files and submissions not compared are always reported', () => {
  const course = () =>
    makeTempTree({
      'amy/a.py': program('f'),
      'amy/logo.png': png,
      'ben/b.py': program('g'),
      'ben/Photo.java': png,
      'cat/only.class': new Uint8Array([0xca, 0xfe, 0xba, 0xbe, 0, 0]),
      'roster.csv': 'amy,ben,cat\n',
    });

  it('says on stderr how many files were not compared and why, even with -o; --verbose lists them', async () => {
    const root = course();
    const quiet = await run(['compare', '--each', root, '-o', join(root, 'report.txt')]);
    expect(quiet.code).toBe(0);
    expect(quiet.err).toContain('skipped 4 files (2 not-source, 1 not-a-submission, 1 binary)\n');
    expect(quiet.err).toContain('warning: 1 submission not checked, no file could be compared: ');
    expect(quiet.err).not.toContain('Photo.java');
    const verbose = await run(['compare', '--each', root, '--verbose', '--format', 'json']);
    expect(verbose.err).toContain(
      `${join(root, 'ben')}: Photo.java: binary: a PNG image, by its first bytes\n`,
    );
    expect(verbose.err).toContain(
      `${root}: roster.csv: not-a-submission: a file at the root of an --each folder, not a submission folder\n`,
    );
  });

  it('marks a submission with nothing compared as not checked in JSON, text and HTML', async () => {
    const root = course();
    const json = JSON.parse((await run(['compare', '--each', root, '--format', 'json'])).out);
    expect(json.notChecked).toEqual([join(root, 'cat')]);
    const text = (await run(['compare', '--each', root])).out;
    expect(text).toContain(`Not checked, no file could be compared (1): ${join(root, 'cat')}`);
    const html = join(root, 'report.html');
    await run(['compare', '--each', root, '--html', html, '-o', join(root, 'r.txt')]);
    const page = (await import('node:fs')).readFileSync(html, 'utf8');
    expect(page).toContain('<strong>1 not checked</strong>');
    expect(page).toContain('4 files not compared');
  });

  it('never takes a file at the root of an --each folder for a submission', async () => {
    const root = course();
    const json = JSON.parse((await run(['compare', '--each', root, '--format', 'json'])).out);
    expect(json.submissions.map((s: { name: string }) => s.name)).toEqual(
      ['amy', 'ben', 'cat'].map((n) => join(root, n)),
    );
  });

  it('leaves out what --exclude names, what --include does not, and left-out folders, each with its reason', async () => {
    const root = makeTempTree({
      'amy/src/a.py': program('f'),
      'amy/tests/test_a.py': program('t'),
      'amy/venv/lib/site.py': program('v'),
      'ben/src/b.py': program('g'),
    });
    const json = JSON.parse(
      (await run(['compare', '--each', root, '--exclude', 'tests/**', '--format', 'json'])).out,
    );
    expect(
      json.skipped.map((s: { path: string; reason: string; detail: string }) => [s.path, s.reason, s.detail]),
    ).toEqual([
      ['tests/test_a.py', 'excluded', "matches the exclude glob 'tests/**'"],
      [
        'venv/lib/site.py',
        'left-out-folder',
        "inside 'venv', a folder that never holds a student's own source (left out by default)",
      ],
    ]);
    expect(json.submissions[0].files.map((f: { path: string }) => f.path)).toEqual(['src/a.py']);
    const only = JSON.parse(
      (await run(['compare', '--each', root, '--include', 'src/**', '--format', 'json'])).out,
    );
    // The user's own choice of files comes first, in left-out folders too.
    expect(only.skipped.map((s: { path: string; detail: string }) => [s.path, s.detail])).toEqual([
      ['tests/test_a.py', 'matches no include glob'],
      ['venv/lib/site.py', 'matches no include glob'],
    ]);
  });

  it('reads a left-out folder that an --include glob names, and no other', async () => {
    const root = makeTempTree({
      'amy/src/a.py': program('f'),
      'amy/out/copy.py': program('c'),
      'amy/venv/lib/site.py': program('v'),
      'ben/src/b.py': program('g'),
    });
    const args = [
      'compare',
      '--each',
      root,
      '--include',
      'src/**',
      '--include',
      'out/**',
      '--include',
      '*.py',
    ];
    const json = JSON.parse((await run([...args, '--format', 'json'])).out);
    expect(json.submissions[0].files.map((f: { path: string }) => f.path)).toEqual([
      'out/copy.py',
      'src/a.py',
    ]);
    // `*.py` names a kind of file, not a folder: the virtual environment stays out, and says so.
    expect(json.skipped.map((s: { path: string; reason: string }) => [s.path, s.reason])).toEqual([
      ['venv/lib/site.py', 'left-out-folder'],
    ]);
  });
});

describe('the folders left out', () => {
  it('are all named in README and in --help, virtual environments included', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### What is read'), readme.indexOf('### The HTML report'));
    expect(['venv', 'env'].every((name) => IGNORED_FOLDER_NAMES.has(name))).toBe(true);
    for (const name of IGNORED_FOLDER_NAMES) {
      expect(section).toContain(`\`${name}\``);
      expect(COMPARE_HELP).toContain(`${name}/`);
      expect(SNAPSHOT_BUILD_HELP).toContain(`${name}/`);
    }
  });
});
