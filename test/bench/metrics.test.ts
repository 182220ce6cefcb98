import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averagePrecision,
  bestF1,
  confusion,
  recallAtPrecision,
  recallAtPrecisionPerGroup,
  rocAuc,
  type Scored,
} from '../../bench/metrics.js';

const items = (pairs: [number, 0 | 1][]) => pairs.map(([score, label]) => ({ score, label }));

describe('quality metrics', () => {
  it('gives the most recall a threshold reaches at a precision, tied scores taken together', () => {
    // Ranked: 1, 1, 0, 1, (0 and 1 tied): precision 1 down to 2 of 2, then 2/3, 3/4, 4/6.
    const ranked = items([
      [0.9, 1],
      [0.8, 1],
      [0.7, 0],
      [0.6, 1],
      [0.5, 0],
      [0.5, 1],
    ]);
    expect(recallAtPrecision(ranked, 0.95)).toBe(0.5);
    expect(recallAtPrecision(ranked, 0.75)).toBe(0.75);
    expect(recallAtPrecision(ranked, 0.6)).toBe(1);
    expect(recallAtPrecision(items([[0.9, 0]]), 0.5)).toBe(0);
  });

  it('gives AUC 1 for a perfect ranking, 0.5 for all ties, 0 for an inverted one', () => {
    expect(
      rocAuc(
        items([
          [0.9, 1],
          [0.8, 1],
          [0.1, 0],
        ]),
      ),
    ).toBe(1);
    expect(
      rocAuc(
        items([
          [0.5, 1],
          [0.5, 0],
        ]),
      ),
    ).toBe(0.5);
    expect(
      rocAuc(
        items([
          [0.1, 1],
          [0.9, 0],
        ]),
      ),
    ).toBe(0);
  });

  it('counts AUC as the share of positive-negative pairs ranked right', () => {
    // positives 0.9, 0.4; negatives 0.5, 0.1: 3 of 4 orderings right.
    expect(
      rocAuc(
        items([
          [0.9, 1],
          [0.4, 1],
          [0.5, 0],
          [0.1, 0],
        ]),
      ),
    ).toBe(0.75);
  });

  it('computes average precision and the best F1 with its threshold', () => {
    const ranked = items([
      [0.9, 1],
      [0.8, 0],
      [0.7, 1],
      [0.1, 0],
    ]);
    expect(averagePrecision(ranked)).toBeCloseTo(0.5 * 1 + 0.5 * (2 / 3));
    expect(bestF1(ranked)).toEqual({ f1: 0.8, threshold: 0.7 });
  });

  it('computes precision and recall of a yes/no prediction', () => {
    const result = confusion([
      { predicted: true, label: 1 },
      { predicted: true, label: 0 },
      { predicted: false, label: 1 },
      { predicted: false, label: 0 },
    ]);
    expect(result).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
  });

  it('gives the most recall at a precision when each group has a threshold of its own', () => {
    // Group 1's copies score 0.9, its independent pair 0.6; group 2's copies 0.5, its independent pair 0.3.
    // One threshold for both flags either group 1's independent pair (from 0.5) or no copy of group 2.
    const one = items([
      [0.9, 1],
      [0.9, 1],
      [0.6, 0],
    ]);
    const two = items([
      [0.5, 1],
      [0.5, 1],
      [0.3, 0],
    ]);
    expect(recallAtPrecision([...one, ...two], 0.95)).toBe(0.5);
    expect(recallAtPrecisionPerGroup([one, two], 0.95)).toBe(1);
    expect(recallAtPrecisionPerGroup([one, two], 0.7)).toBe(1);
    expect(recallAtPrecisionPerGroup([items([[0.9, 0]])], 0.5)).toBe(0);
  });

  it('finds the per-group ceiling that trying every choice of thresholds finds', () => {
    const group = fc.array(
      fc.record({ score: fc.integer({ min: 0, max: 4 }), label: fc.constantFrom<0 | 1>(0, 1) }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(0.5, 0.8, 0.95),
        (groups, p) => {
          expect(recallAtPrecisionPerGroup(groups, p)).toBeCloseTo(bruteForceCeiling(groups, p), 12);
        },
      ),
    );
  });
});

// Every choice of one threshold per group (each score, or above all of them), the best recall at `precision`.
function bruteForceCeiling(groups: readonly Scored[][], precision: number): number {
  const positives = groups.flat().filter((item) => item.label === 1).length;
  const choices = groups.map((items) => [...new Set(items.map((item) => item.score)), Infinity]);
  let best = 0;
  const visit = (g: number, tp: number, fp: number): void => {
    if (g === groups.length) {
      if (tp > 0 && tp >= precision * (tp + fp)) best = Math.max(best, tp / positives);
      return;
    }
    for (const threshold of choices[g]!) {
      const flagged = groups[g]!.filter((item) => item.score >= threshold);
      const hits = flagged.filter((item) => item.label === 1).length;
      visit(g + 1, tp + hits, fp + flagged.length - hits);
    }
  };
  visit(0, 0, 0);
  return best;
}
