// `codewinnow snapshot ...` and `codewinnow check` end to end on the demo course and on temporary folders.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { main } from '../../src/cli/index.js';
import { fakeTerminal } from '../cli/fake-terminal.js';

const COURSE = 'fixtures/demo-course';
const SUB = `${COURSE}/submissions`;
const BASE = `${COURSE}/starter`;
const KEY = ['--pseudonym-key', 'staff-secret'];
const { k, w } = DEFAULT_SETTINGS;
const otherK = String(k + 3);

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'codewinnow-snapshot-cli-'));
  made.push(dir);
  return dir;
}

/** Runs the CLI with a fixed clock, so that snapshots made at different moments can be compared bytewise. */
async function run(args: string[], now = 1_763_712_000_000) {
  const terminal = { ...fakeTerminal(), now: () => now };
  const code = await main(args, terminal);
  return { code, out: terminal.out(), err: terminal.err() };
}

/** The demo course with its starter, keyed, into `output`. */
const buildCourse = (output: string, ...more: string[]) =>
  run(['snapshot', 'build', '--each', SUB, '--base', BASE, '-o', output, ...KEY, ...more]);

const dir = tempDir();
const course = join(dir, 'course.cws');
const staff = join(dir, 'staff.cws');

describe('codewinnow snapshot build and info', () => {
  it('builds a student copy, and says so', async () => {
    const { code, out, err } = await buildCourse(course);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^wrote .*course\.cws: 9 submissions, 63 files, [\d,]+ fingerprints; [\d,]+ bytes \([\d.]+% of the [\d,]+ bytes of source\)\n$/,
    );
    expect(err).toBe('');
    const info = await run(['snapshot', 'info', course]);
    expect(info.code).toBe(0);
    expect(info.out).toContain('created       2025-11-21T08:00:00.000Z');
    expect(info.out).toMatch(
      new RegExp(`parameters {4}k=${k} w=${w}, stored window up to 32 \\(used \\d+ to ${w}\\)`),
    );
    expect(info.out).toContain(
      'submissions   9: a student copy, no names; pseudonyms keyed by a staff secret',
    );
    expect(info.out).not.toMatch(/pseudonym +owner/);
    // The course's statistics checks judge a pair against: 9 submissions make 36 pairs.
    expect(info.out).toMatch(
      /course pairs {2}36 of the 9 submissions sampled \(every submission, stored at w\), deviation \d+\.\d%: median score \d+\.\d%; a pair stands out from a score of \d+\.\d%/,
    );
    const names = await run(['snapshot', 'info', course, '--names']);
    expect(names.out).toMatch(
      /pseudonym +owner +files +lines\n([0-9a-f]{8} +[0-9a-f]{16} +7 +\d+\n){9}\(a student copy/,
    );
    expect(names.out).not.toContain('byte-bandit');
    expect(readFileSync(course).toString('latin1')).not.toContain('byte-bandit');
  });

  it('stores no submission sparser than --stored-window, and refuses one below w', async () => {
    const dense = join(dir, 'dense.cws');
    // As one shard of a course so large that none of these nine is in the statistics' sample.
    const built = await run([
      ...['snapshot', 'build', '--each', SUB, '-o', dense],
      ...['--stored-window', String(w), '--course-size', '1000000'],
    ]);
    expect(built.code).toBe(0);
    expect((await run(['snapshot', 'info', dense])).out).toMatch(
      new RegExp(`stored window up to ${w} \\(used \\d+ to ${w}\\)`),
    );
    const refused = await run([
      'snapshot',
      'build',
      '--each',
      SUB,
      '--stored-window',
      String(w - 1),
      '-o',
      dense,
    ]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(
      `--stored-window: expected a whole number from ${w} to 1000, got '${w - 1}'`,
    );
  });

  it('stores names only with --names, and lists them with info --names', async () => {
    expect(
      (await run(['snapshot', 'build', '--each', SUB, '--base', BASE, '-o', staff, '--names', ...KEY])).code,
    ).toBe(0);
    const { out } = await run(['snapshot', 'info', staff, '--names']);
    expect(out).toContain('a staff copy, with names (keep it private)');
    expect(out).toMatch(/[0-9a-f]{8} +[0-9a-f]{16} +7 +\d+ +byte-bandit\n/);
  });

  it('warns when pseudonyms are not keyed, and takes the key from the environment', async () => {
    const other = join(dir, 'derived.cws');
    const derived = await run(['snapshot', 'build', `${SUB}/byte-bandit`, '-o', other]);
    expect(derived.err).toMatch(/^warning: no --pseudonym-key and no CODEWINNOW_PSEUDONYM_KEY/);
    process.env.CODEWINNOW_PSEUDONYM_KEY = 'staff-secret';
    try {
      const keyed = await run(['snapshot', 'build', `${SUB}/byte-bandit`, '-o', other]);
      expect(keyed.err).toBe('');
    } finally {
      delete process.env.CODEWINNOW_PSEUDONYM_KEY;
    }
  });

  it('refuses to run without -o or without submissions (exit 2)', async () => {
    const noOutput = await run(['snapshot', 'build', '--each', SUB]);
    expect(noOutput).toMatchObject({ code: 2, err: expect.stringContaining('snapshot build needs -o FILE') });
    expect((await run(['snapshot', 'build', '-o', join(dir, 'x.cws'), ...KEY])).code).toBe(2);
    expect((await run(['snapshot'])).code).toBe(2);
    expect((await run(['snapshot', 'rebuild'])).err).toContain("unknown snapshot command 'rebuild'");
  });

  it('replaces -o atomically: a failed build leaves the good snapshot and no temporary file', async () => {
    const before = readFileSync(course);
    const twice = tempDir();
    cpSync(`${SUB}/byte-bandit`, join(twice, 'Alice'), { recursive: true });
    cpSync(`${SUB}/quiet-quokka`, join(twice, 'alice'), { recursive: true });
    const failed = await run(['snapshot', 'build', '--each', twice, '-o', course, ...KEY]);
    expect(failed.code).toBe(2);
    expect(failed.err).toMatch(/are the same repository/);
    expect(readFileSync(course)).toEqual(before);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('codewinnow check', () => {
  it('finds the planted copies in the snapshot, by pseudonym, and fails above --fail-above', async () => {
    const { code, out } = await run([
      'check',
      `${SUB}/byte-bandit`,
      '--snapshot',
      course,
      '--format',
      'csv',
      '--fail-above',
      '0.9',
    ]);
    expect(code).toBe(1);
    const rows = out
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(','));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row[0] === `${SUB}/byte-bandit` && /^[0-9a-f]{8}$/.test(row[1]!))).toBe(true);
    expect(Number(rows[0]![2])).toBeGreaterThan(0.95);
  });

  it('names snapshot submissions by name with a staff copy, and never matches the submission itself', async () => {
    const { code, out } = await run(['check', `${SUB}/byte-bandit`, '--snapshot', staff, '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    const partners = report.pairs.map((pair: { b: string }) => pair.b);
    expect(partners.slice(0, 2).sort()).toEqual(['ada-lovelace-fan', 'quiet-quokka']);
    expect(partners).not.toContain('byte-bandit');
    expect(report.settings).toMatchObject({ k, w });
    const fragment = report.pairs[0].fragments[0];
    expect(fragment.b).toMatchObject({
      file: expect.any(String),
      startLine: expect.any(Number),
      endLine: expect.any(Number),
    });
  });

  it('checks against several snapshots at once', async () => {
    const { code, out } = await run([
      'check',
      `${SUB}/byte-bandit`,
      '--snapshot',
      course,
      '--snapshot',
      staff,
      '--format',
      'csv',
    ]);
    expect(code).toBe(0);
    expect(out.trim().split('\n').length - 1).toBeGreaterThanOrEqual(4);
  });

  it('lists a pair flagged by its long fragment below --min-similarity: the minimum never hides a flag', async () => {
    // partial-pete copied one function of segfault-sally's: about a tenth of both, flagged by the fragment rule.
    const { code, out } = await run([
      'check',
      `${SUB}/partial-pete`,
      '--snapshot',
      staff,
      '--min-similarity',
      '0.5',
      '--format',
      'csv',
    ]);
    expect(code).toBe(0);
    const rows = out.trim().split('\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      /^fixtures\/demo-course\/submissions\/partial-pete,segfault-sally,0\.\d+,1,.*a \d+-token fragment no other submission shares,$/,
    );
  });

  it("refuses a k or w other than the snapshot's, naming both (exit 2)", async () => {
    const { code, err } = await run(['check', `${SUB}/byte-bandit`, '--snapshot', course, '-k', otherK]);
    expect(code).toBe(2);
    expect(err).toBe(`codewinnow: ${course} was made with k=${k}, this run uses k=${otherK}\n`);
  });

  it('names the problem of a damaged or missing snapshot (exit 2)', async () => {
    const bytes = readFileSync(course);
    const truncated = join(dir, 'truncated.cws');
    writeFileSync(truncated, bytes.subarray(0, 1000));
    const cut = await run(['check', `${SUB}/byte-bandit`, '--snapshot', truncated]);
    expect(cut).toMatchObject({
      code: 2,
      err: `codewinnow: ${truncated}: snapshot truncated at byte 1000 (expected ${bytes.length} bytes)\n`,
    });
    const flipped = join(dir, 'flipped.cws');
    writeFileSync(flipped, Buffer.from(bytes.map((b, i) => (i === 500 ? b ^ 4 : b))));
    expect((await run(['snapshot', 'info', flipped])).err).toMatch(
      /flipped\.cws: snapshot checksum mismatch/,
    );
    const missing = await run(['check', `${SUB}/byte-bandit`, '--snapshot', join(dir, 'nope.cws')]);
    expect(missing).toMatchObject({ code: 2, err: expect.stringContaining('cannot read snapshot') });
    expect(existsSync(join(dir, 'nope.cws'))).toBe(false);
  });
});

describe('codewinnow snapshot merge and update', () => {
  const all = readdirSync(SUB).sort();

  it('merges shards into the bytes of one build', async () => {
    const shards = [all.slice(0, 4), all.slice(4)].map((names, i) => {
      const shardDir = tempDir();
      for (const name of names) cpSync(join(SUB, name), join(shardDir, name), { recursive: true });
      return { shardDir, file: join(dir, `shard-${i}.cws`) };
    });
    for (const shard of shards)
      expect(
        (await run(['snapshot', 'build', '--each', shard.shardDir, '--base', BASE, '-o', shard.file, ...KEY]))
          .code,
      ).toBe(0);
    const merged = join(dir, 'merged.cws');
    const result = await run(['snapshot', 'merge', ...shards.map((s) => s.file), '-o', merged]);
    expect(result.code).toBe(0);
    expect(readFileSync(merged)).toEqual(readFileSync(course));
  });

  it('updates in place, recomputing only what changed, to the bytes of a fresh build', async () => {
    const now = tempDir();
    for (const name of all.slice(1)) cpSync(join(SUB, name), join(now, name), { recursive: true });
    writeFileSync(
      join(now, 'quiet-quokka', 'extra.py'),
      'def added():\n    return [i * i for i in range(10)]\n',
    );
    const file = join(dir, 'update.cws');
    cpSync(course, file);
    const updated = await run(['snapshot', 'update', file, '--each', now, '-o', file, ...KEY]);
    expect(updated.code).toBe(0);
    expect(updated.out).toContain('kept 7 unchanged, recomputed 1, dropped 1 no longer given');
    const fresh = join(dir, 'fresh.cws');
    expect((await run(['snapshot', 'build', '--each', now, '--base', BASE, '-o', fresh, ...KEY])).code).toBe(
      0,
    );
    expect(readFileSync(file)).toEqual(readFileSync(fresh));
  });

  it('refuses to merge snapshots made with other parameters', async () => {
    const other = join(dir, 'other-k.cws');
    expect(
      (await run(['snapshot', 'build', `${SUB}/byte-bandit`, '-k', otherK, '-o', other, ...KEY])).code,
    ).toBe(0);
    const { code, err } = await run(['snapshot', 'merge', course, other, '-o', join(dir, 'bad.cws')]);
    expect(code).toBe(2);
    expect(err).toBe(`codewinnow: cannot merge: ${other} was made with k=${otherK}, ${course} with k=${k}\n`);
  });

  it("samples for the course's statistics by --course-size, which shards must share to merge", async () => {
    const large = join(dir, 'large-course.cws');
    expect((await buildCourse(large, '--course-size', '1000')).code).toBe(0);
    expect((await run(['snapshot', 'info', large])).out).toMatch(
      /course pairs {2}\d+ of the \d submissions sampled \(1 in 8 submissions, stored at w\)/,
    );
    const { code, err } = await run(['snapshot', 'merge', course, large, '-o', join(dir, 'mixed.cws')]);
    expect(code).toBe(2);
    expect(err).toContain(
      `cannot merge: ${large} was made with a course-statistics sample of 1 in 8 submissions, ${course} with a course-statistics sample of every submission`,
    );
  });
});

describe('the flag rule a snapshot carries', () => {
  const strict = join(dir, 'strict.cws');
  const csvRows = (out: string) =>
    out
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(','));

  it('is stored by build, shown by info, and applied by check unless the check asks for another', async () => {
    const built = await buildCourse(strict, '--threshold', '10%');
    expect(built.code).toBe(0);
    const info = await run(['snapshot', 'info', strict]);
    expect(info.out).toContain('flags         at 10% similarity or a 100-token fragment');
    const check = (more: string[]) =>
      run([
        'check',
        `${SUB}/recursive-raccoon`,
        '--snapshot',
        strict,
        '--base',
        BASE,
        '--format',
        'csv',
        ...more,
      ]);
    // recursive-raccoon shares a tenth to a fifth with several submissions: flagged at the course's 10% only.
    const byRule = csvRows((await check([])).out);
    const over = byRule.filter((row) => Number(row[2]) >= 0.1);
    expect(over.length).toBeGreaterThan(0);
    expect(over.every((row) => row[3] === '1')).toBe(true);
    const asked = csvRows((await check(['--threshold', '0.5'])).out);
    expect(asked.length).toBe(byRule.length);
    expect(asked.every((row) => row[3] === '0')).toBe(true);
  });

  it('is kept by update unless given, and must agree between shards to merge', async () => {
    const file = join(dir, 'strict-update.cws');
    expect((await run(['snapshot', 'update', strict, '--each', SUB, '-o', file, ...KEY])).code).toBe(0);
    expect((await run(['snapshot', 'info', file])).out).toContain('at 10% similarity');
    expect(
      (await run(['snapshot', 'update', strict, '--each', SUB, '-o', file, '--threshold', '0.6', ...KEY]))
        .code,
    ).toBe(0);
    expect((await run(['snapshot', 'info', file])).out).toContain('at 60% similarity');
    const { code, err } = await run(['snapshot', 'merge', course, strict, '-o', join(dir, 'mixed.cws')]);
    expect(code).toBe(2);
    expect(err).toBe(
      `codewinnow: cannot merge: ${strict} flags at 10% similarity or a 100-token fragment, ${course} at 50% similarity or a 100-token fragment; build them with one rule\n`,
    );
  });
});
