// A course's statistics as staff read them: where a pair stands out from, that none can in a course of
// pairs this alike, and a caution when the submissions are alike throughout.
import { describe, expect, it } from 'vitest';
import { toCohortJudgement } from '../../src/check/decide-flag.js';
import { describeCohort, WIDELY_FLAGGED_SHARE } from '../../src/report/describe-cohort.js';

describe('describeCohort', () => {
  it('says where a pair stands out from in a course of unlike submissions', () => {
    const judgement = toCohortJudgement({ pairs: 1000, median: 0.04, mad: 0.02 });
    expect(judgement.alike).toBe(false);
    expect(describeCohort(judgement)).toBe('median score 4.0%; a pair stands out from a score of 25.0%');
  });

  it('says no pair can stand out, and cautions, where the median pair already scores 65%', () => {
    // IR-Plag's third task: a cutoff of 181% used to be printed as if a score could reach it.
    const judgement = toCohortJudgement({ pairs: 2278, median: 0.645518, mad: 0.15656 });
    expect(judgement.alike).toBe(true);
    expect(describeCohort(judgement)).toBe(
      'median score 64.6%; no pair can stand out from pairs this alike: only the similarity and fragment ' +
        'rules flag here. Its submissions are alike throughout (a source most share, or an exercise that ' +
        'leaves little room): code they all have belongs in --base, and a flag here says less than usual',
    );
  });

  it('cautions whenever the median pair reaches the outlier floor, and never for too few pairs', () => {
    const judgement = toCohortJudgement({ pairs: 300, median: 0.3, mad: 0.02 });
    expect(judgement).toEqual({ pairs: 300, median: 0.3, mad: 0.02, standsOutFrom: 0.6, alike: true });
    expect(describeCohort(judgement)).toMatch(
      /^median score 30\.0%; a pair stands out from a score of 60\.0%\. Its/,
    );
    const few = toCohortJudgement({ pairs: 6, median: 0.9, mad: 0 });
    expect(few.alike).toBe(false);
    expect(describeCohort(few)).toBe('median score 90.0%; too few pairs to judge a pair by');
  });

  it('cautions when a fifth of the pairs are flagged, though the median pair shares little', () => {
    // A draw of IR-Plag's first task with copies a minority: the median pair shares nothing, 94 of 231
    // pairs are flagged.
    const judgement = toCohortJudgement({ pairs: 231, median: 0, mad: 0 });
    expect(judgement.alike).toBe(false);
    expect(describeCohort(judgement, 94)).toBe(
      'median score 0.0%; a pair stands out from a score of 25.0%. 94 of its 231 pairs are flagged (41%), ' +
        'more than copying between a few students explains: what they share may come from one source (a ' +
        'starter not given as --base, a solution found online) or from an exercise that leaves little room; ' +
        'see what the flagged pairs share before acting on one',
    );
    const below = Math.ceil(WIDELY_FLAGGED_SHARE * 231) - 1;
    expect(describeCohort(judgement, below)).toBe(
      'median score 0.0%; a pair stands out from a score of 25.0%',
    );
    expect(describeCohort(judgement)).toBe('median score 0.0%; a pair stands out from a score of 25.0%');
  });

  it('gives one caution, not two, when the submissions are alike and many pairs are flagged', () => {
    const judgement = toCohortJudgement({ pairs: 300, median: 0.3, mad: 0.02 });
    const text = describeCohort(judgement, 250);
    expect(text).toMatch(/alike throughout/);
    expect(text).not.toMatch(/pairs are flagged/);
  });
});
