// Issue 14, history: every pair ever flagged stays in the staff state with the commits and dates it was
// flagged at, so a rewrite until the flag goes cannot erase it; the file is never silently dropped.
import { describe, expect, it } from 'vitest';
import type { PairResult } from '../../src/check/types.js';
import { EMPTY_HISTORY, type FlagHistory } from '../../src/report/flag-history.js';
import { describeHistory } from '../../src/rescan/describe-history.js';
import { FlagHistoryError, parseFlagHistory, renderFlagHistory } from '../../src/rescan/flag-history-file.js';
import { recordPull, recordRun } from '../../src/rescan/update-flag-history.js';

const DAY = 86_400_000;
const OCT_3 = Date.UTC(2026, 9, 3);

function pair(a: string, b: string, flagged: boolean): PairResult {
  return {
    a,
    b,
    similarity: flagged ? 0.8 : 0.2,
    coverageA: 0.8,
    coverageB: 0.8,
    longestFragment: 120,
    sharedTokensA: 300,
    sharedTokensB: 300,
    sharedLinesA: 40,
    sharedLinesB: 40,
    informativeTokens: 100,
    score: flagged ? 0.8 : 0.2,
    namesAgree: 1,
    flagged,
    reason: flagged ? 'similarity 80%, names agree in 100%' : '',
    fragments: [
      {
        a: { file: 'Main.java', lines: { start: 8, end: 48 }, tokens: { start: 0, end: 120 } },
        b: { file: 'src/Main.java', lines: { start: 0, end: 40 }, tokens: { start: 5, end: 125 } },
      },
    ],
  };
}

const course = new Set(['org/hw1-ann', 'org/hw1-bob', 'org/hw1-cid']);
const commits = (ann: string, bob: string) =>
  new Map([
    ['org/hw1-ann', ann],
    ['org/hw1-bob', bob],
    ['org/hw1-cid', 'c'.repeat(40)],
  ]);
const run = (at: number, flagged: boolean, ann = 'a'.repeat(40), bob = 'abc1234'.padEnd(40, '0')) => ({
  at,
  pairs: [pair('org/hw1-bob', 'org/hw1-ann', flagged)],
  commits: commits(ann, bob),
  compared: course,
});

describe('the flag history', () => {
  it('keeps a pair flagged before and says when and at which commit it stopped', () => {
    let history = recordRun(EMPTY_HISTORY, run(OCT_3, true));
    history = recordRun(history, run(OCT_3 + DAY, true)); // same commits: no new sighting
    expect(history.pairs).toHaveLength(1);
    expect(history.pairs[0]!.flagged).toHaveLength(1);
    expect(describeHistory(history.pairs[0]!)).toBe(
      `flagged at org/hw1-ann aaaaaaa, org/hw1-bob abc1234 (2026-10-03), still flagged`,
    );
    // Bob rewrites until the flag goes.
    history = recordRun(history, run(OCT_3 + 7 * DAY, false, 'a'.repeat(40), 'def5678'.padEnd(40, '0')));
    const [kept] = history.pairs;
    expect(kept).toMatchObject({ a: 'org/hw1-ann', b: 'org/hw1-bob' });
    expect(describeHistory(kept!)).toBe('flagged at abc1234 (2026-10-03), not since def5678 (2026-10-10)');
    // Its fragments then, with the sides in the history's order (a = ann, which was the pair's b).
    expect(kept!.flagged[0]!.fragments).toEqual([
      { fileA: 'src/Main.java', linesA: '1–40', fileB: 'Main.java', linesB: '9–48' },
    ]);
    // Later runs below the flag keep the first clearing; a run without one of them clears nothing.
    const later = recordRun(history, run(OCT_3 + 9 * DAY, false, 'a'.repeat(40), '9'.repeat(40)));
    expect(later.pairs[0]!.cleared).toEqual(kept!.cleared);
  });

  it('clears nothing when a side was not compared, and lifts the clearing when flagged again', () => {
    let history = recordRun(EMPTY_HISTORY, run(OCT_3, true));
    history = recordRun(history, { ...run(OCT_3 + DAY, false), compared: new Set(['org/hw1-ann']) });
    expect(history.pairs[0]!.cleared).toBeUndefined();
    history = recordRun(history, run(OCT_3 + 2 * DAY, false));
    expect(describeHistory(history.pairs[0]!)).toContain('not since the run of 2026-10-05 (same commits)');
    history = recordRun(history, run(OCT_3 + 3 * DAY, true, 'e'.repeat(40)));
    expect(history.pairs[0]!.cleared).toBeUndefined();
    expect(history.pairs[0]!.flagged).toHaveLength(2);
  });

  it('records a flag the bot saw on a pull request head, and never clears from one', () => {
    const seen = {
      at: OCT_3,
      pull: 'org/hw1-bob#3',
      own: { name: 'org/hw1-bob', commit: 'f'.repeat(40) },
      other: { name: 'org/hw1-ann', commit: 'a'.repeat(40) },
      reason: 'similarity 80%',
      fragments: [{ fileA: 'Bob.java', linesA: '3–9', fileB: 'Ann.java', linesB: '10–16' }],
    };
    const history = recordPull(EMPTY_HISTORY, seen);
    expect(history.pairs[0]!.flagged[0]).toMatchObject({
      pull: 'org/hw1-bob#3',
      commitA: 'a'.repeat(40),
      commitB: 'f'.repeat(40),
      fragments: [{ fileA: 'Ann.java', linesA: '10–16', fileB: 'Bob.java', linesB: '3–9' }],
    });
    expect(describeHistory(history.pairs[0]!)).toContain('on org/hw1-bob#3');
    // The same head seen again adds nothing; a course run below the flag clears it.
    expect(recordPull(history, { ...seen, at: OCT_3 + DAY }).pairs[0]!.flagged).toHaveLength(1);
    expect(recordRun(history, run(OCT_3 + DAY, false)).pairs[0]!.cleared).toBeDefined();
  });

  it('round-trips through its file, byte for byte', () => {
    let history: FlagHistory = recordRun(EMPTY_HISTORY, run(OCT_3, true));
    history = recordRun(history, run(OCT_3 + DAY, false, 'a'.repeat(40), 'd'.repeat(40)));
    const text = renderFlagHistory(history);
    expect(parseFlagHistory(text, 'state/flag-history.json')).toEqual(history);
    expect(renderFlagHistory(parseFlagHistory(text, 'x'))).toBe(text);
  });

  it('refuses a file it cannot read, saying how to go on, instead of starting over', () => {
    const bad = (text: string) => () => parseFlagHistory(text, 'state/flag-history.json');
    expect(bad('{')).toThrow(FlagHistoryError);
    expect(bad('{')).toThrow(/state\/flag-history\.json cannot be read \(not JSON.*move it aside/);
    expect(bad('{"version":2,"pairs":[]}')).toThrow(/made by a newer codewinnow/);
    expect(bad('{"version":1,"pairs":[{"a":"x","b":"y","flagged":[]}]}')).toThrow(/pair 1: no "flagged"/);
    expect(bad('{"version":1,"pairs":[{"a":"x","b":"y","flagged":[{"at":-1}]}]}')).toThrow(/sighting 1/);
  });
});
