// Progress on a terminal: every phase of a run is named (reading, fingerprinting, comparing, writing), the
// line is cleared before the report is printed, and nothing of it reaches a pipe or a file.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import { clearingProgress, createProgress } from '../../src/cli/progress.js';
import { makeTempTree } from '../sources/make-temp-tree.js';
import { fakeTerminal } from './fake-terminal.js';

const COURSE = 'fixtures/demo-course';
const CLEAR = '\r\x1b[K';

describe('progress', () => {
  it('names every phase of a compare on a terminal, and clears its line before the report', async () => {
    const terminal = fakeTerminal(true);
    expect(await main(['compare', '--each', `${COURSE}/submissions`], terminal)).toBe(0);
    const phases = terminal
      .err()
      .split(CLEAR)
      .filter((line) => line !== '')
      .map((line) => line.replace(/ \[[#.]+\] \d+\/\d+$/, ' [bar]'));
    expect([...new Set(phases)]).toEqual([
      'reading [bar]',
      'fingerprinting 63 files…',
      'comparing 63 files…',
      'writing…',
    ]);
    const writes = terminal.writes();
    const report = writes.findIndex(([stream]) => stream === 'out');
    expect(writes[report - 1]).toEqual(['err', CLEAR]);
    expect(writes.at(-1)).toEqual(['out', expect.stringMatching(/\n$/)]);
    expect(terminal.out()).not.toContain('\x1b');
  });

  it('names the phases of a check the same way', async () => {
    const dir = `${COURSE}/submissions`;
    const snapshot = join(makeTempTree({}), 'course.cws');
    expect(await main(['snapshot', 'build', '--each', dir, '-o', snapshot], fakeTerminal())).toBe(0);
    const terminal = fakeTerminal(true);
    expect(await main(['check', `${dir}/byte-bandit`, '--snapshot', snapshot], terminal)).toBe(0);
    const phases = terminal
      .err()
      .split(CLEAR)
      .filter((line) => line !== '')
      .map((line) => line.replace(/ \[[#.]+\] \d+\/\d+$/, ' [bar]'));
    expect([...new Set(phases)]).toEqual(['reading [bar]', 'fingerprinting and comparing…', 'writing…']);
  });

  it('draws nothing when stderr is not a terminal', async () => {
    const terminal = fakeTerminal(false);
    expect(await main(['compare', '--each', `${COURSE}/submissions`], terminal)).toBe(0);
    expect(terminal.err()).toBe('');
  });

  it('draws a phase again after the line was cleared for other output', () => {
    const terminal = fakeTerminal(true);
    const progress = createProgress(terminal, 'reading');
    const shared = clearingProgress(terminal, progress);
    progress.update(1, 2);
    shared.stderr('note\n');
    progress.phase('writing');
    progress.finish();
    progress.finish();
    expect(terminal.writes()).toEqual([
      ['err', `${CLEAR}reading [${'#'.repeat(15)}${'.'.repeat(15)}] 1/2`],
      ['err', CLEAR],
      ['err', 'note\n'],
      ['err', `${CLEAR}writing…`],
      ['err', CLEAR],
    ]);
  });
});
