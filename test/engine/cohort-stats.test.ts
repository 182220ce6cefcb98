// The course's pair statistics: median and median absolute deviation over every pair, unlisted ones as 0.
import { describe, expect, it } from 'vitest';
import { NO_COHORT, toCohortStats } from '../../src/engine/cohort-stats.js';

describe('toCohortStats', () => {
  it('counts the pairs a run did not list as 0', () => {
    // Pairs: 0.6, 0.1, 0.1 and three unlisted (0): median 0.05, deviations 0.55, 0.05, 0.05, 0.05 x3.
    expect(toCohortStats([0.6, 0.1, 0.1], 6)).toEqual({ pairs: 6, median: 0.05, mad: 0.05 });
  });

  it('is the plain median and MAD when every pair is listed', () => {
    expect(toCohortStats([0.2, 0.4, 0.3, 0.9, 0.3], 5)).toEqual({ pairs: 5, median: 0.3, mad: 0.1 });
  });

  it('describes no course when there are no pairs, and keeps to millionths', () => {
    expect(toCohortStats([], 0)).toEqual(NO_COHORT);
    expect(toCohortStats([1 / 3], 1)).toEqual({ pairs: 1, median: 0.333333, mad: 0 });
  });
});
