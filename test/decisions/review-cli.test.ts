// `codewinnow compare --decisions` and `codewinnow review` end to end on the demo course, in process.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { parseDecisions } from '../../src/check/parse-decisions.js';
import { fakeTerminal } from '../cli/fake-terminal.js';
import { makeTempTree } from '../sources/make-temp-tree.js';
import { buildDemoSnapshot } from '../support/demo-snapshot.js';

const COURSE = 'fixtures/demo-course';
const SUB = `${COURSE}/submissions`;
const ADA = `${SUB}/ada-lovelace-fan`;
const BYTE = `${SUB}/byte-bandit`;
const QUOKKA = `${SUB}/quiet-quokka`;
const RACCOON = `${SUB}/recursive-raccoon`;
const INPUTS = ['--each', SUB, '--base', `${COURSE}/starter`];

async function run(args: string[]) {
  const terminal = fakeTerminal();
  const code = await main(args, terminal);
  return { code, out: terminal.out(), err: terminal.err() };
}

async function csvOf(args: string[]) {
  const { out, err } = await run(['compare', '--format', 'csv', ...INPUTS, ...args]);
  const [header, ...rows] = out.trim().split('\n');
  const columns = header!.split(',');
  return { columns, rows: rows.map((row) => row.split(',')), err };
}

const short = (name: string) => name.replace(`${SUB}/`, '');

describe('decisions on the command line', () => {
  it('compare: an allowed pair is not flagged, a dismissed one neither, a confirmed one is, in every column', async () => {
    const folder = makeTempTree({
      'decisions.yml': [
        'version: 1',
        'groups:',
        `  - members: [${ADA}, ${BYTE}]`,
        '    note: declared partners',
        'pairs:',
        `  - { a: ${BYTE}, b: ${QUOKKA}, decision: confirmed, note: copied }`,
        `  - a: ${SUB}/partial-pete`,
        `    b: ${SUB}/segfault-sally`,
        '    decision: dismissed',
        '    note: lecture helper',
        '    evidence:',
        '      - { a: "python/text_stats.py:70-140", b: "python/text_stats.py:30-100" }',
        '      - { a: "js/textStats.js:60-60", b: "js/textStats.js:52-52" }',
        '      - { a: "java/TextStats.java:20-30", b: "java/TextStats.java:80-86" }',
        // sally's loop reads its line through scan(), which is read at its call (inline-calls.ts).
        '      - { a: "java/TextStats.java:20-30", b: "java/TextStats.java:36-44" }',
        '      - { a: "java/TextStats.java:85-95", b: "java/TextStats.java:110-120" }',
        '',
      ].join('\n'),
    });
    const { columns, rows, err } = await csvOf(['--decisions', join(folder, 'decisions.yml')]);
    expect(columns.slice(0, 4)).toEqual(['a', 'b', 'similarity', 'flagged']);
    expect(columns.at(-1)).toBe('decision');
    const decided = rows
      .filter((row) => row.at(-1) !== '')
      .map((row) => [short(row[0]!), short(row[1]!), row[3], row.at(-1)]);
    expect(decided).toEqual([
      ['ada-lovelace-fan', 'byte-bandit', '0', 'allowed'],
      ['byte-bandit', 'quiet-quokka', '1', 'confirmed'],
      ['partial-pete', 'segfault-sally', '0', 'dismissed'],
    ]);
    expect(err).toContain(`decisions from ${join(folder, 'decisions.yml')} (2 pairs, 1 groups)`);
  });

  it('compare: a dismissal is lifted by a fragment its evidence does not have', async () => {
    // As above, with the Python evidence narrowed so that python/text_stats.py 128–133 ↔ 88–93 is new.
    const folder = makeTempTree({
      'd.yml': [
        'version: 1',
        'pairs:',
        `  - a: ${SUB}/segfault-sally`,
        `    b: ${SUB}/partial-pete`,
        '    decision: dismissed',
        '    note: lecture helper',
        '    evidence:',
        '      - { b: "python/text_stats.py:70-100", a: "python/text_stats.py:30-60" }',
        '      - { b: "js/textStats.js:60-60", a: "js/textStats.js:52-52" }',
        '      - { b: "java/TextStats.java:20-30", a: "java/TextStats.java:80-86" }',
        '',
      ].join('\n'),
    });
    const { rows } = await csvOf(['--decisions', join(folder, 'd.yml')]);
    const row = rows.find((r) => short(r[0]!) === 'partial-pete' && short(r[1]!) === 'segfault-sally')!;
    expect([row[3], row.at(-1)]).toEqual(['1', 'lifted']);
    expect(row.at(-2)).toContain('a new fragment since it was dismissed');
    const text = await run(['compare', ...INPUTS, '--decisions', join(folder, 'd.yml')]);
    expect(text.out).toMatch(/partial-pete +segfault-sally +lifted/);
  });

  it('compare: a confirmed pair stays listed when this run does not find it', async () => {
    // A pair under --min-similarity that nothing flags (a flagged one is listed whatever the minimum).
    const folder = makeTempTree({
      'd.yml': `version: 1\npairs:\n  - { a: ${ADA}, b: ${RACCOON}, decision: confirmed, note: copied in week 3 }\n`,
    });
    const args = [...INPUTS, '--min-similarity', '0.5', '--decisions', join(folder, 'd.yml')];
    const text = await run(['compare', ...args]);
    expect(text.out).toContain(
      "Confirmed in the decisions file, not among this run's pairs (1):\n   ada-lovelace-fan ↔ recursive-raccoon: copied in week 3\n",
    );
    const json = JSON.parse((await run(['compare', '--format', 'json', ...args])).out);
    expect(json.confirmedNotFound).toEqual([{ a: ADA, b: RACCOON, note: 'copied in week 3' }]);
  });

  it('compare: an invalid decisions file is a clear error with its line, and exit code 2', async () => {
    const folder = makeTempTree({
      'd.yml': 'version: 1\npairs:\n  - { a: x, b: y, decision: maybe, note: n }\n',
    });
    const { code, err } = await run(['compare', ...INPUTS, '--decisions', join(folder, 'd.yml')]);
    expect(code).toBe(2);
    expect(err).toContain(
      `${join(folder, 'd.yml')}:3:29: pairs.0.decision: expected one of allowed, dismissed, confirmed`,
    );
    const missing = await run(['compare', ...INPUTS, '--decisions', join(folder, 'none.yml')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(`decisions file not found: ${join(folder, 'none.yml')}`);
  });

  it('review lists undecided flagged pairs, records decisions, and lists fewer after', async () => {
    const file = join(makeTempTree({}), 'staff', 'decisions.yml');
    const listed = await run(['review', ...INPUTS, '--decisions', file]);
    expect(listed.out).toMatch(/^4 of 4 flagged pairs not decided \(no decisions file\)\./);
    const allowed = await run([
      'review',
      '--decide',
      BYTE,
      ADA,
      'allowed',
      '--note',
      'partners',
      '--by',
      'tom',
      '--decisions',
      file,
    ]);
    expect(allowed).toMatchObject({ code: 0 });
    const dismissed = await run([
      'review',
      '--decide',
      QUOKKA,
      ADA,
      'dismissed',
      '--note',
      'lecture',
      ...INPUTS,
      '--decisions',
      file,
    ]);
    expect(dismissed.code).toBe(0);
    const decisions = parseDecisions(readFileSync(file, 'utf8'), file);
    // The date is the terminal clock's: the fake one starts at 1970.
    expect(decisions.pairs.map(({ evidence, ...rest }) => ({ ...rest, evidence: evidence?.length }))).toEqual(
      [
        {
          a: BYTE,
          b: ADA,
          decision: 'allowed',
          note: 'partners',
          by: 'tom',
          at: '1970-01-01',
          evidence: undefined,
        },
        // The pair's own order, as compare names it, so its evidence's sides are a's and b's. 24 fragments:
        // where inlining moved code, a fragment shows as one piece per stretch of lines (fragment-pieces.ts).
        { a: ADA, b: QUOKKA, decision: 'dismissed', note: 'lecture', at: '1970-01-01', evidence: 24 },
      ],
    );
    const after = await run(['review', ...INPUTS, '--decisions', file]);
    expect(after.out.split('\n')[0]).toBe(`2 of 2 flagged pairs not decided (decisions from ${file}).`);
    expect(after.out).not.toContain(`${ADA}  ${QUOKKA}`);
    // Deciding the same pair again replaces its decision.
    await run([
      'review',
      '--decide',
      ADA,
      BYTE,
      'confirmed',
      '--note',
      'not partners after all',
      '--decisions',
      file,
    ]);
    const again = parseDecisions(readFileSync(file, 'utf8'), file);
    expect(again.pairs.map((p) => `${p.decision}:${p.note}`)).toEqual([
      'confirmed:not partners after all',
      'dismissed:lecture',
    ]);
  });

  it('review reads the pairs of a JSON report, and a dismissal needs the pairs', async () => {
    const folder = makeTempTree({});
    const report = join(folder, 'report.json');
    await run(['compare', ...INPUTS, '--format', 'json', '-o', report]);
    const listed = await run(['review', '--report', report, '--decisions', join(folder, 'd.yml')]);
    expect(listed.out.split('\n')[0]).toBe('4 of 4 flagged pairs not decided (no decisions file).');
    const blind = await run([
      'review',
      '--decide',
      ADA,
      BYTE,
      'dismissed',
      '--note',
      'n',
      '--decisions',
      join(folder, 'd.yml'),
    ]);
    expect(blind.code).toBe(2);
    expect(blind.err).toContain('--decide dismissed keeps the pair');
    const fromReport = await run([
      'review',
      '--decide',
      ADA,
      BYTE,
      'dismissed',
      '--note',
      'n',
      '--report',
      report,
      '--decisions',
      join(folder, 'd.yml'),
    ]);
    expect(fromReport.code).toBe(0);
    expect(
      parseDecisions(readFileSync(join(folder, 'd.yml'), 'utf8'), 'd.yml').pairs[0]!.evidence,
    ).toHaveLength(11);
  });

  it('review writes the decisions file in one rename and refuses a folder or a FIFO in its place', async () => {
    const folder = makeTempTree({ 'd.yml': '# our decisions\nversion: 1\n' });
    const file = join(folder, 'd.yml');
    const decide = (path: string) =>
      run(['review', '--decide', 'x', 'y', 'allowed', '--note', 'n', '--decisions', path]);
    expect((await decide(file)).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(
      '# our decisions\nversion: 1\npairs:\n  - a: x\n    b: y\n    decision: allowed\n    note: n\n    at: 1970-01-01\n',
    );
    mkdirSync(join(folder, 'dir.yml'));
    const intoFolder = await decide(join(folder, 'dir.yml'));
    expect(intoFolder.code).toBe(2);
    expect(intoFolder.err).toContain('not a regular file');
    const fifo = join(folder, 'fifo.yml');
    execFileSync('mkfifo', [fifo]);
    writeFileSync(join(folder, 'unused'), '');
    const intoFifo = await decide(fifo);
    expect(intoFifo.code).toBe(2);
    expect(intoFifo.err).toContain('not a regular file');
  });
});

describe('check with a decisions file', () => {
  it('allows a pair with a snapshot submission as the check names it', async () => {
    const folder = makeTempTree({
      'staff.cws': await buildDemoSnapshot({ includeNames: true }),
      'd.yml': `version: 1\npairs:\n  - { a: course/a3-ada-lovelace-fan, b: ${BYTE}, decision: allowed, note: partners }\n`,
    });
    const { code, out, err } = await run([
      'check',
      BYTE,
      '--snapshot',
      join(folder, 'staff.cws'),
      '--format',
      'json',
      '--decisions',
      join(folder, 'd.yml'),
    ]);
    expect(code).toBe(0);
    expect(err).toContain('decisions from');
    const pairs = JSON.parse(out).pairs as { a: string; b: string; flagged: boolean; decision?: unknown }[];
    expect(pairs.find((p) => p.b === 'course/a3-ada-lovelace-fan')).toMatchObject({
      a: BYTE,
      flagged: false,
      decision: { kind: 'allowed', note: 'partners' },
    });
    expect(pairs.find((p) => p.b === 'course/a3-quiet-quokka')).toMatchObject({ flagged: true });
    expect(pairs.find((p) => p.b === 'course/a3-quiet-quokka')!.decision).toBeUndefined();
  });
});
