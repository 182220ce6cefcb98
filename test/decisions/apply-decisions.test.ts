import { describe, expect, it } from 'vitest';
import { applyDecisions, isSettled, undecidedFlagged } from '../../src/check/apply-decisions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import type { CheckResult, MatchFragment, PairResult } from '../../src/check/types.js';
import { parseDecisions } from '../../src/check/parse-decisions.js';

// A fragment: file lines [start, end) on side a, the same lines + 2 on side b.
function fragment(start: number, end: number): MatchFragment {
  return {
    a: { file: 'Main.java', lines: { start, end }, tokens: { start: start * 10, end: end * 10 } },
    b: { file: 'Main.java', lines: { start: start + 2, end: end + 2 }, tokens: { start: 0, end: 1 } },
  };
}

function pair(a: string, b: string, fragments: MatchFragment[], flagged = true): PairResult {
  return {
    a,
    b,
    similarity: 0.8,
    coverageA: 0.8,
    coverageB: 0.8,
    longestFragment: 120,
    sharedTokensA: 300,
    sharedTokensB: 300,
    sharedLinesA: 30,
    sharedLinesB: 30,
    informativeTokens: 90,
    score: 0.8,
    namesAgree: 1,
    flagged,
    reason: flagged ? 'similarity 80%' : '',
    fragments,
  };
}

function resultOf(pairs: PairResult[]): CheckResult {
  return { settings: DEFAULT_SETTINGS, submissions: [], pairs, skipped: [] };
}

const DECISIONS = parseDecisions(
  `version: 1
groups:
  - members: [ana, ben, cy]
    note: group project
pairs:
  - { a: dee, b: eve, decision: allowed, note: lab partners, by: tom, at: 2026-11-01 }
  - a: fay
    b: gus
    decision: dismissed
    note: lecture example
    evidence:
      - { a: "Main.java:11-20", b: "Main.java:13-22" }
  - { a: hal, b: ivy, decision: confirmed, note: copied }
`,
  'decisions.yml',
);

describe('applyDecisions', () => {
  it('allows a pair of one group and an allowed pair: not flagged, the note as reason', () => {
    const [group, own, outside] = applyDecisions(
      resultOf([pair('ben', 'ana', [fragment(0, 5)]), pair('eve', 'dee', []), pair('ana', 'dee', [])]),
      DECISIONS,
    ).pairs;
    expect(group).toMatchObject({
      flagged: false,
      reason: 'allowed by decisions file: group project',
      decision: { kind: 'allowed', note: 'group project', group: 'ana, ben, cy' },
    });
    expect(own).toMatchObject({
      flagged: false,
      reason: 'allowed by decisions file: lab partners',
      decision: { kind: 'allowed', note: 'lab partners', by: 'tom', at: '2026-11-01' },
    });
    expect(outside).toEqual(pair('ana', 'dee', []));
    expect(isSettled(group!.decision)).toBe(true);
  });

  it('keeps a dismissal while the fragments are those it was made at, in either order of the pair', () => {
    // Lines [10, 20) are 11-20 as people count; a fragment split in two or shifted within it is no new one.
    const same = applyDecisions(
      resultOf([pair('fay', 'gus', [fragment(10, 14), fragment(15, 19)])]),
      DECISIONS,
    );
    expect(same.pairs[0]).toMatchObject({
      flagged: false,
      reason: 'dismissed by decisions file: lecture example',
      decision: { kind: 'dismissed', note: 'lecture example' },
    });
    expect(same.pairs[0]!.decision!.lifted).toBeUndefined();
    const swapped = pair('gus', 'fay', [
      { a: fragment(10, 20).b, b: fragment(10, 20).a }, // b's lines on a's side
    ]);
    expect(applyDecisions(resultOf([swapped]), DECISIONS).pairs[0]!.flagged).toBe(false);
    expect(undecidedFlagged(same)).toEqual([]);
  });

  it('lifts a dismissal when its evidence grows by a new fragment', () => {
    const grown = applyDecisions(
      resultOf([pair('fay', 'gus', [fragment(10, 20), fragment(40, 60)])]),
      DECISIONS,
    );
    const [lifted] = grown.pairs;
    expect(lifted).toMatchObject({
      flagged: true,
      reason: 'similarity 80%; a new fragment since it was dismissed',
      decision: { kind: 'dismissed', lifted: true },
    });
    expect(isSettled(lifted!.decision)).toBe(false);
    expect(undecidedFlagged(grown)).toEqual([lifted]);
  });

  it('keeps a confirmed pair flagged whatever its scores', () => {
    const [confirmed] = applyDecisions(resultOf([pair('ivy', 'hal', [], false)]), DECISIONS).pairs;
    expect(confirmed).toMatchObject({
      flagged: true,
      reason: 'confirmed by decisions file: copied',
      decision: { kind: 'confirmed' },
    });
    expect(isSettled(confirmed!.decision)).toBe(false);
  });

  it('lists a confirmed pair of this run that the run did not find, and none of other runs', () => {
    const result = {
      ...resultOf([pair('ana', 'dee', [])]),
      submissions: ['ana', 'dee', 'hal', 'ivy'].map((name) => ({ name, files: [] })),
    };
    expect(applyDecisions(result, DECISIONS).confirmedNotFound).toEqual([
      { a: 'hal', b: 'ivy', note: 'copied' },
    ]);
    const elsewhere = { ...result, submissions: result.submissions.slice(0, 3) };
    expect(applyDecisions(elsewhere, DECISIONS).confirmedNotFound).toBeUndefined();
  });

  it('leaves a result alone when there are no decisions', () => {
    const result = resultOf([pair('a', 'b', [])]);
    expect(applyDecisions(result, { groups: [], pairs: [] })).toBe(result);
  });
});
