// What a newcomer reads in their first hour with the CLI: counts in the right number, a legend for the
// table, why a 100% pair is not flagged, a hint when --each was probably meant, and plain messages for an
// output path that is a folder and for a snapshot of another format.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { makeTempTree } from '../sources/make-temp-tree.js';
import { fakeTerminal } from './fake-terminal.js';

const SUB = 'fixtures/demo-course/submissions';

async function run(args: string[]) {
  const terminal = fakeTerminal();
  const code = await main(args, terminal);
  return { code, out: terminal.out(), err: terminal.err() };
}

describe('the text report', () => {
  it('counts one pair, one fragment and one skipped file in the singular', async () => {
    const root = makeTempTree({
      'alice/a.py': 'def add(a, b):\n    return a + b\n',
      'bob/b.py': 'def add(x, y):\n    return x + y\n',
      'bob/notes.bin': 'x',
    });
    const { code, out } = await run(['compare', join(root, 'alice'), join(root, 'bob')]);
    expect(code).toBe(0);
    expect(out).toMatch(/^2 submissions, 2 files; k=\d+ w=\d+; 1 pair at or above/);
    expect(out).toMatch(/\n1\. alice ↔ bob: 100\.0%, 1 fragment\n/);
    expect(out).toContain('\nSkipped 1 file:\n');
    expect(out).not.toMatch(/\b1 (pairs|fragments|files|submissions)\b/);
  });

  it('explains its columns, and why a 100% pair is not flagged', async () => {
    const root = makeTempTree({
      'alice/a.py': 'def add(a, b):\n    return a + b\n',
      'bob/b.py': 'def add(x, y):\n    return x + y\n',
    });
    const { out } = await run(['compare', join(root, 'alice'), join(root, 'bob')]);
    expect(out).toContain(
      'score (what pairs are ranked by): similarity × names; similarity: share of both submissions in ' +
        'shared fragments (starter code not counted); names: share of the shared code whose names agree ' +
        '(the same, or renamed one-to-one; literals as written); ' +
        'cover a, cover b: share of a, of b; longest: tokens in the longest fragment; ' +
        'lines a, lines b: lines of a, of b in fragments; !: flagged.\n' +
        'Not flagged though at or above 50.0%: #1, which share fewer than 28 tokens (two k-grams) on a side: ' +
        'too little code to tell copying from coincidence.\n',
    );
    const demo = await run(['compare', '--each', SUB]);
    expect(demo.out).toContain(
      '\nscore (what pairs are ranked by): similarity × names; similarity: share of both',
    );
    expect(demo.out).not.toContain('Not flagged though');
  });
});

describe('compare without --each', () => {
  it('says that --each was probably meant for a folder of submissions', async () => {
    const { code, out, err } = await run(['compare', SUB]);
    expect(code).toBe(0);
    expect(out).toMatch(/^1 submission, 63 files; .* 0 pairs at or above/);
    expect(err).toBe(
      `codewinnow: warning: ${SUB} is read as one submission, and it holds 9 folders of code; ` +
        `to compare each of them as a submission, run: codewinnow compare --each ${SUB}\n`,
    );
  });

  it('says that one submission makes no pair, and is silent with two', async () => {
    const root = makeTempTree({ 'alice/a.py': 'x = 1\n', 'bob/b.py': 'y = 2\n' });
    expect((await run(['compare', join(root, 'alice')])).err).toBe(
      `codewinnow: warning: only one submission (${join(root, 'alice')}), so there is no pair to compare\n`,
    );
    expect((await run(['compare', join(root, 'alice'), join(root, 'bob')])).err).toBe('');
    expect((await run(['compare', '--each', root])).err).toBe('');
  });

  it('says so when --each folders hold one submission or none', async () => {
    const root = makeTempTree({ 'course/alice/a.py': 'x = 1\n', 'empty/.keep': '' });
    expect((await run(['compare', '--each', join(root, 'course')])).err).toBe(
      `codewinnow: warning: one submission (${join(root, 'course', 'alice')}) given, so there is no pair to compare\n`,
    );
    expect((await run(['compare', '--each', join(root, 'empty')])).err).toBe(
      'codewinnow: warning: no submission given, so there is no pair to compare\n',
    );
  });
});

describe('an output path that is a folder', () => {
  it('is refused as a folder, not with a rename error', async () => {
    const root = makeTempTree({ 'alice/a.py': 'x = 1\n', 'bob/b.py': 'y = 2\n' });
    const { code, err } = await run(['compare', '--each', root, '-o', root]);
    expect(code).toBe(2);
    expect(err).toBe(
      `codewinnow: cannot write ${root}: it is a folder; give a file name, such as a new file inside it\n`,
    );
  });
});
