// An output path that is, or lies inside, an input of the same run is refused before anything is read or
// written: a report over the snapshot a check reads, or a snapshot into a student's submission.
import { cpSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { OutputOverInputError, refuseOutputOverInput } from '../../src/sources/refuse-output-over-input.js';
import { fakeTerminal } from '../cli/fake-terminal.js';
import { makeTempTree } from './make-temp-tree.js';

const SUB = 'fixtures/demo-course/submissions';
const KEY = ['--pseudonym-key', 'staff-secret'];

async function run(args: string[]) {
  const terminal = fakeTerminal();
  const code = await main(args, terminal);
  return { code, out: terminal.out(), err: terminal.err() };
}

describe('refuseOutputOverInput', () => {
  it('refuses an input itself, a file inside one, a link to one and a file inside a submission of --each', async () => {
    const dir = makeTempTree({
      'a/Main.java': 'class A {}',
      'course/ana/Main.java': 'class B {}',
      'x.cws': 'x',
    });
    symlinkSync(join(dir, 'x.cws'), join(dir, 'link.cws'));
    const inputs = { paths: [join(dir, 'a'), join(dir, 'x.cws')], eachFolders: [join(dir, 'course')] };
    const refused = async (output: string) =>
      refuseOutputOverInput([undefined, output], inputs).then(
        () => 'written',
        (error: unknown) => (error instanceof OutputOverInputError ? error.message : String(error)),
      );
    expect(await refused(join(dir, 'x.cws'))).toBe(
      `cannot write ${join(dir, 'x.cws')}: it is ${join(dir, 'x.cws')}, which this run reads; give an output path outside the inputs`,
    );
    expect(await refused(join(dir, 'link.cws'))).toMatch(/: it is .*x\.cws, which this run reads/);
    expect(await refused(join(dir, 'a', 'Main.java'))).toMatch(/: it is inside .*\/a, which this run reads/);
    expect(await refused(join(dir, 'a', 'new.txt'))).toMatch(/: it is inside .*\/a, which this run reads/);
    expect(await refused(join(dir, 'course', 'ana', 'Main.java'))).toMatch(
      /: it is inside a submission of --each .*course, which this run reads/,
    );
    // Beside the inputs, at the root of an --each folder (never read), in a missing folder: left to the write.
    for (const free of ['report.txt', 'course/report.txt', 'missing/report.txt', 'a.txt'])
      expect(await refused(join(dir, free))).toBe('written');
  });
});

describe('an output onto an input of the run', () => {
  it('check -o or --html over its own snapshot is refused (exit 2) and the snapshot kept', async () => {
    const dir = makeTempTree({});
    const snapshot = join(dir, 'course.cws');
    expect((await run(['snapshot', 'build', '--each', SUB, '-o', snapshot, ...KEY])).code).toBe(0);
    const before = readFileSync(snapshot);
    for (const option of ['-o', '--html']) {
      const over = await run(['check', `${SUB}/byte-bandit`, '--snapshot', snapshot, option, snapshot]);
      expect(over).toMatchObject({ code: 2, out: '' });
      expect(over.err).toContain(`cannot write ${snapshot}: it is ${snapshot}, which this run reads`);
      expect(readFileSync(snapshot)).toEqual(before);
    }
  });

  it("compare and snapshot build into a submission are refused (exit 2), the student's file kept", async () => {
    const dir = makeTempTree({});
    cpSync(SUB, join(dir, 'subs'), { recursive: true });
    const file = join(dir, 'subs', 'byte-bandit', 'java', 'TextStats.java');
    const before = readFileSync(file);
    const compare = await run(['compare', '--each', join(dir, 'subs'), '-o', file]);
    expect(compare).toMatchObject({ code: 2, out: '' });
    expect(compare.err).toContain('it is inside a submission of --each');
    const build = await run(['snapshot', 'build', join(dir, 'subs', 'byte-bandit'), '-o', file, ...KEY]);
    expect(build).toMatchObject({ code: 2, out: '' });
    expect(build.err).toContain(`it is inside ${join(dir, 'subs', 'byte-bandit')}, which this run reads`);
    expect(readFileSync(file)).toEqual(before);
  });
});
