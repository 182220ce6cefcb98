// The one decision: flagged or not, and why, against the course's statistics.
import { describe, expect, it } from 'vitest';
import { decideFlag, outlierCutoff } from '../../src/check/decide-flag.js';
import { DEFAULT_SETTINGS, OUTLIER_FLOOR } from '../../src/check/settings.js';
import { NO_COHORT } from '../../src/engine/cohort-stats.js';

const weak = { length: 0, informative: 0, complexity: 0, othersSharing: 0 };
// Names all agree unless `agreeing` (of 100 compared fingerprints) says otherwise; the score follows.
const scores = (similarity: number, strongest = weak, agreeing = 100) => ({
  similarity,
  score: (similarity * agreeing) / 100,
  names: { compared: 100, agreeing },
  sharedTokensA: 200,
  sharedTokensB: 200,
  strongest,
});
const quietCourse = { pairs: 1000, median: 0.04, mad: 0.02 };

describe('decideFlag', () => {
  it('flags at the threshold whatever the course, and says how far above its median', () => {
    expect(decideFlag(scores(0.64), quietCourse, DEFAULT_SETTINGS)).toEqual({
      flagged: true,
      reason: "similarity 64%, names agree in 100%; 16× this course's median",
    });
    expect(decideFlag(scores(0.64), NO_COHORT, DEFAULT_SETTINGS)).toEqual({
      flagged: true,
      reason: 'similarity 64%, names agree in 100%',
    });
  });

  it('flags at the threshold even where the names disagree, and says so', () => {
    expect(decideFlag(scores(0.64, weak, 25), quietCourse, DEFAULT_SETTINGS)).toEqual({
      flagged: true,
      reason: "similarity 64%, names agree in 25%; 4.0× this course's median",
    });
  });

  it('below the threshold, counts only the code whose names agree', () => {
    // 40% of both shared, far above a quiet course: flagged when the names agree, not when they do not.
    expect(decideFlag(scores(0.4, weak, 90), quietCourse, DEFAULT_SETTINGS)).toEqual({
      flagged: true,
      reason: "similarity 40%, names agree in 90%; 9.0× this course's median",
    });
    expect(decideFlag(scores(0.4, weak, 50), quietCourse, DEFAULT_SETTINGS)).toEqual({
      flagged: false,
      reason: '',
    });
  });

  it('leaves names out of the reason when none could be compared', () => {
    const unknown = { ...scores(0.64), names: { compared: 0, agreeing: 0 } };
    expect(decideFlag(unknown, NO_COHORT, DEFAULT_SETTINGS).reason).toBe('similarity 64%');
  });

  it('flags a pair below the threshold that stands out from a quiet course, never below the floor', () => {
    expect(outlierCutoff(quietCourse)).toBeCloseTo(OUTLIER_FLOOR);
    expect(decideFlag(scores(0.3), quietCourse, DEFAULT_SETTINGS).flagged).toBe(true);
    expect(decideFlag(scores(0.2), quietCourse, DEFAULT_SETTINGS).flagged).toBe(false);
    // A course of tiny exercises: pairs typically share 30%, so 40% does not stand out.
    const busy = { pairs: 1000, median: 0.3, mad: 0.08 };
    expect(decideFlag(scores(0.4), busy, DEFAULT_SETTINGS)).toEqual({ flagged: false, reason: '' });
  });

  it('flags one informative fragment whatever the share, and not a long repetitive one', () => {
    const rare = { length: 212, informative: 205, complexity: 0.97, othersSharing: 0 };
    expect(decideFlag(scores(0.1, rare), quietCourse, DEFAULT_SETTINGS)).toEqual({
      flagged: true,
      reason: 'a 212-token fragment no other submission shares',
    });
    const alphabet = { length: 120, informative: 22, complexity: 0.1, othersSharing: 1 };
    expect(decideFlag(scores(0.1, alphabet), quietCourse, DEFAULT_SETTINGS).flagged).toBe(false);
    const both = decideFlag(
      scores(0.9, { ...rare, othersSharing: 1, complexity: 0.5 }),
      NO_COHORT,
      DEFAULT_SETTINGS,
    );
    expect(both.reason).toBe(
      'similarity 90%, names agree in 100%; a 212-token fragment, mostly also in 1 other submission, 50% of it repetitive',
    );
  });

  it('never flags under two k-grams of shared code on a side', () => {
    const tiny = { ...scores(1), sharedTokensB: 2 * DEFAULT_SETTINGS.k - 1 };
    expect(decideFlag(tiny, quietCourse, DEFAULT_SETTINGS)).toEqual({ flagged: false, reason: '' });
  });
});

describe('outlierCutoff', () => {
  it('says nothing about a course of too few pairs', () => {
    expect(outlierCutoff({ pairs: 3, median: 0.01, mad: 0 })).toBe(Infinity);
    expect(decideFlag(scores(0.3), { pairs: 3, median: 0.01, mad: 0 }, DEFAULT_SETTINGS).flagged).toBe(false);
  });
});
