// `codewinnow compare` end to end on the demo course and on small folders made for each case.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { makeTempTree } from '../sources/make-temp-tree.js';
import { fakeTerminal } from './fake-terminal.js';

const COURSE = 'fixtures/demo-course';
const SUB = `${COURSE}/submissions`;

async function compareCsv(args: string[]) {
  const terminal = fakeTerminal();
  const code = await main(['compare', '--format', 'csv', ...args], terminal);
  const [header, ...rows] = terminal.out().trim().split('\n');
  const columns = header!.split(',');
  const pairs = rows.map((row) => Object.fromEntries(row.split(',').map((cell, i) => [columns[i]!, cell])));
  return { code, columns, pairs, err: terminal.err() };
}

/** The demo course with its starter. */
const DEMO = ['--each', SUB, '--base', `${COURSE}/starter`];

const short = (name: string) => name.replace(`${SUB}/`, '');

describe('codewinnow compare on the demo course', () => {
  it('ranks the planted copies first and flags only the planted pairs', async () => {
    const { code, columns, pairs } = await compareCsv(['--each', SUB, '--base', `${COURSE}/starter`]);
    expect(code).toBe(0);
    expect(columns.slice(0, 4)).toEqual(['a', 'b', 'similarity', 'flagged']);
    const top = pairs.slice(0, 3).map((p) => [short(p.a!), short(p.b!)]);
    expect(top).toEqual([
      ['ada-lovelace-fan', 'byte-bandit'],
      ['ada-lovelace-fan', 'quiet-quokka'],
      ['byte-bandit', 'quiet-quokka'],
    ]);
    expect(pairs.filter((p) => p.flagged === '1').map((p) => `${short(p.a!)}~${short(p.b!)}`)).toEqual([
      'ada-lovelace-fan~byte-bandit',
      'ada-lovelace-fan~quiet-quokka',
      'byte-bandit~quiet-quokka',
      // a 20-line function in a big file: a low share, flagged by its one long fragment
      'partial-pete~segfault-sally',
    ]);
    expect(Number(pairs[1]!.similarity)).toBeGreaterThan(0.9);
  });

  it('finds the function partial-pete copied from segfault-sally, at its lines', async () => {
    const terminal = fakeTerminal();
    await main(
      [
        'compare',
        `${SUB}/segfault-sally`,
        `${SUB}/partial-pete`,
        '--base',
        `${COURSE}/starter`,
        '--format',
        'json',
      ],
      terminal,
    );
    const report = JSON.parse(terminal.out());
    const [pair] = report.pairs;
    const python = pair.fragments.filter((f: { a: { file: string } }) => f.a.file === 'python/text_stats.py');
    const longest = python.sort(
      (x: { a: { endLine: number; startLine: number } }, y: { a: { endLine: number; startLine: number } }) =>
        y.a.endLine - y.a.startLine - (x.a.endLine - x.a.startLine),
    )[0];
    expect(longest.b.file).toBe('python/text_stats.py');
    expect(longest.a.endLine - longest.a.startLine).toBeGreaterThanOrEqual(15);
    const sally = readFileSync(`${SUB}/segfault-sally/python/text_stats.py`, 'utf8').split('\n');
    expect(sally[longest.a.startLine - 1]).toMatch(/def rank_words/);
  });

  it('never reports starter code: the starter-only submission matches nobody', async () => {
    const { pairs } = await compareCsv([...DEMO, '--min-similarity', '0']);
    const sam = pairs.filter((p) => short(p.a!) === 'starter-sam' || short(p.b!) === 'starter-sam');
    expect(sam.every((p) => Number(p.similarity) < 0.2 && p.flagged === '0')).toBe(true);
  });

  it('prints a readable table with the fragments of the top pairs', async () => {
    const terminal = fakeTerminal();
    expect(await main(['compare', '--each', SUB, '--base', `${COURSE}/starter`], terminal)).toBe(0);
    expect(terminal.out()).toMatch(/9 submissions, 63 files/);
    expect(terminal.out()).toMatch(/python\/text_stats\.py:\d+–\d+ {2}↔ {2}python\/text_stats\.py:\d+–\d+/);
    expect(terminal.out()).not.toMatch(/pairs are flagged/);
  });

  it('lists a flagged pair below --min-similarity, and says so: the minimum never hides a flag', async () => {
    const { pairs } = await compareCsv([...DEMO, '--min-similarity', '0.5']);
    expect(pairs.filter((p) => p.flagged === '1').map((p) => `${short(p.a!)}~${short(p.b!)}`)).toEqual([
      'ada-lovelace-fan~byte-bandit',
      'ada-lovelace-fan~quiet-quokka',
      'byte-bandit~quiet-quokka',
      'partial-pete~segfault-sally',
    ]);
    expect(pairs).toHaveLength(4);
    const terminal = fakeTerminal();
    await main(
      ['compare', '--each', SUB, '--base', `${COURSE}/starter`, '--min-similarity', '0.5'],
      terminal,
    );
    expect(terminal.out()).toMatch(/; 4 pairs at or above 50\.0% or flagged below it \(1\), 4 flagged/);
  });

  it('cautions staff when a fifth of the pairs are flagged: here half the course hands in one program', async () => {
    const root = makeTempTree({});
    cpSync(SUB, join(root, 'subs'), { recursive: true });
    for (const n of [2, 3, 4])
      cpSync(join(root, 'subs', 'ada-lovelace-fan'), join(root, 'subs', `ada-${n}`), { recursive: true });
    const terminal = fakeTerminal();
    await main(['compare', '--each', join(root, 'subs'), '--base', `${COURSE}/starter`], terminal);
    expect(terminal.out()).toMatch(/^12 submissions, 84 files; .* 16 flagged/);
    expect(terminal.out()).toMatch(
      /\nThis course's pairs: median score [\d.]+%; a pair stands out from a score of [\d.]+%\. 16 of its 66 pairs are flagged \(24%\), more than copying between a few students explains: .* see what the flagged pairs share before acting on one\n/,
    );
  });
});

describe('codewinnow compare: options, exit codes and bad input', () => {
  const java = (name: string, body: string) => `class ${name} {\n  void run() {\n${body}\n  }\n}\n`;
  const body = Array.from({ length: 12 }, (_, i) => `    total += values[${i}] * weight(${i}, total);`).join(
    '\n',
  );

  it('exits 1 when a pair is above --fail-above, 0 otherwise', async () => {
    const root = makeTempTree({
      'a/A.java': java('A', body),
      'b/B.java': java('B', body.replace(/total/g, 'sum')),
    });
    expect((await compareCsv([join(root, 'a'), join(root, 'b'), '--fail-above', '0.9'])).code).toBe(1);
    expect((await compareCsv([join(root, 'a'), join(root, 'b'), '--fail-above', '1'])).code).toBe(0);
  });

  it('names submissions exactly as given, reads any text file and lists skipped files with their reason', async () => {
    const root = makeTempTree({
      'a/A.java': java('A', body),
      'a/data.bin': new Uint8Array([0, 1, 2, 0, 5]),
      'a/notes.xyz': 'something',
      'a/Broken.java': new Uint8Array([0x63, 0x6c, 0xff, 0xfe, 0x61]),
      'b/B.java': java('B', body),
    });
    const terminal = fakeTerminal();
    await main(['compare', join(root, 'a'), join(root, 'b'), '--format', 'json'], terminal);
    const report = JSON.parse(terminal.out());
    expect(report.pairs.map((p: { a: string; b: string }) => [p.a, p.b])).toEqual([
      [join(root, 'a'), join(root, 'b')],
    ]);
    expect(report.skipped.map((s: { path: string; reason: string }) => [s.path, s.reason])).toEqual([
      ['data.bin', 'not-source'],
    ]);
    const files = report.submissions[0].files.map(
      (f: { path: string; language: string; notes?: unknown }) => [f.path, f.language, f.notes],
    );
    expect(files).toEqual([
      ['A.java', 'java', undefined],
      ['Broken.java', 'java', [{ kind: 'encoding', detail: 'decoded as Windows-1252 (Latin-1): not UTF-8' }]],
      [
        'notes.xyz',
        'text',
        [
          {
            kind: 'language',
            detail:
              "read as text by its content, where no language shows clearly; its name (extension '.xyz') does not say",
          },
        ],
      ],
    ]);
    expect(terminal.err()).toContain('skipped 1 file (1 not-source)');
  });

  it('reads every file as one language with --language', async () => {
    const root = makeTempTree({ 'a/a.txt': java('A', body), 'b/b.txt': java('B', body) });
    const { pairs } = await compareCsv([join(root, 'a'), join(root, 'b'), '--language', 'java']);
    expect(pairs).toHaveLength(1);
    expect(Number(pairs[0]!.similarity)).toBe(1);
  });

  it('answers a missing path, a bad option value and an unknown option with exit 2 and a message', async () => {
    for (const args of [
      ['compare', 'no/such/folder'],
      ['compare', '-k', 'zero', COURSE],
      ['compare', '--format', 'xml', COURSE],
      ['compare', '--bogus', COURSE],
      ['compare'],
      ['frobnicate'],
    ]) {
      const terminal = fakeTerminal();
      expect(await main(args, terminal)).toBe(2);
      expect(terminal.err()).toMatch(/^codewinnow: .+\n/);
      expect(terminal.err()).not.toMatch(/\n\s+at /);
    }
  });

  it('writes the report to --output atomically and documents every option in --help', async () => {
    const dir = makeTempTree({});
    const output = join(dir, 'pairs.csv');
    writeFileSync(output, 'old');
    expect((await compareCsv(['--each', SUB, '-o', output])).code).toBe(0);
    expect(readFileSync(output, 'utf8')).toMatch(/^a,b,similarity,flagged/);
    const help = fakeTerminal();
    expect(await main(['compare', '--help'], help)).toBe(0);
    for (const option of [
      '--each',
      '--base',
      '--language',
      '-k',
      '-w',
      '--max-share',
      '--min-similarity',
      '--fail-above',
      '--format',
    ]) {
      expect(help.out()).toContain(option);
    }
  });
});

describe('codewinnow compare: shares and --fail-above', () => {
  const java = (name: string, body: string) => `class ${name} {\n  void run() {\n${body}\n  }\n}\n`;
  const body = Array.from({ length: 12 }, (_, i) => `    total += values[${i}] * weight(${i}, total);`).join(
    '\n',
  );

  it('reads --threshold 0.5 and 50% alike, and refuses an ambiguous 2 with every other problem', async () => {
    const root = makeTempTree({ 'a/A.java': java('A', body), 'b/B.java': java('B', body) });
    const half = await compareCsv([join(root, 'a'), join(root, 'b'), '--threshold', '0.5']);
    expect((await compareCsv([join(root, 'a'), join(root, 'b'), '--threshold', '50%'])).pairs).toEqual(
      half.pairs,
    );
    const terminal = fakeTerminal();
    const args = ['compare', root, '--threshold', '2', '--min-similarity', '1.01', '-k', '0'];
    expect(await main(args, terminal)).toBe(2);
    expect(terminal.out()).toBe('');
    expect(terminal.err()).toContain(
      [
        "-k: expected a whole number from 1 to 200, got '0'",
        "--min-similarity: expected a share from 0 to 1 or a percentage such as 40%, got '1.01' (a bare number above 1 is ambiguous: write 1.01% or 0.0101)",
        "--threshold: expected a share from 0 to 1 or a percentage such as 40%, got '2' (a bare number above 1 is ambiguous: write 2% or 0.02)",
      ].join('\n'),
    );
  });

  it('says on stderr which pairs are above --fail-above, and nothing when none is', async () => {
    const root = makeTempTree({
      'a/A.java': java('A', body),
      'b/B.java': java('B', body.replace(/total/g, 'sum')),
      'c/C.java': java('C', 'return;'),
    });
    const [a, b, c] = ['a', 'b', 'c'].map((name) => join(root, name));
    const above = await compareCsv([a!, b!, c!, '--fail-above', '90%']);
    expect(above.code).toBe(1);
    expect(above.err).toBe(
      `codewinnow: 1 pair is above --fail-above 90.0% (exit code 1):\n  100.0%  ${a} ↔ ${b}\n`,
    );
    const none = await compareCsv([a!, b!, '--fail-above', '1']);
    expect(none.code).toBe(0);
    expect(none.err).toBe('');
  });
});
