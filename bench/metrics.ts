// Ranking metrics for the quality benchmark: ROC AUC, average precision, best F1, recall at a precision,
// precision and recall.

export interface Scored {
  readonly score: number;
  readonly label: 0 | 1;
}

/** ROC AUC as the Mann-Whitney statistic, ties counted half. NaN without both classes. */
export function rocAuc(items: readonly Scored[]): number {
  const sorted = [...items].sort((x, y) => x.score - y.score);
  let positives = 0;
  let rankSum = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) j++;
    const averageRank = (i + 1 + j) / 2;
    for (let t = i; t < j; t++) {
      if (sorted[t]!.label === 1) {
        positives++;
        rankSum += averageRank;
      }
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Average precision over the ranking (tied scores form one step). */
export function averagePrecision(items: readonly Scored[]): number {
  const steps = thresholdSteps(items);
  const positives = items.filter((item) => item.label === 1).length;
  if (positives === 0) return NaN;
  let ap = 0;
  let lastRecall = 0;
  for (const step of steps) {
    const recall = step.truePositives / positives;
    ap += (recall - lastRecall) * (step.truePositives / step.predicted);
    lastRecall = recall;
  }
  return ap;
}

/** The best F1 over all thresholds, and the threshold that gives it. */
export function bestF1(items: readonly Scored[]): { f1: number; threshold: number } {
  const positives = items.filter((item) => item.label === 1).length;
  let best = { f1: 0, threshold: Infinity };
  for (const step of thresholdSteps(items)) {
    const f1 = (2 * step.truePositives) / (step.predicted + positives);
    if (f1 > best.f1) best = { f1, threshold: step.threshold };
  }
  return best;
}

/**
 * The most recall any threshold on the ranking gives at `precision` or more (0 when none does): how far a
 * decision by this score alone can go before it must wrongly flag more than 1 − precision of its flags.
 */
export function recallAtPrecision(items: readonly Scored[], precision: number): number {
  const positives = items.filter((item) => item.label === 1).length;
  let best = 0;
  for (const step of thresholdSteps(items))
    if (step.truePositives >= precision * step.predicted)
      best = Math.max(best, step.truePositives / positives);
  return best;
}

/**
 * The most recall at `precision` or more when each group (a course: an IR-Plag task) may have its own
 * threshold, chosen knowing the labels: the ceiling of any decision that flags a course's pairs from some
 * cutoff on this score up, however the cutoff is calibrated to the course. Exact (a knapsack over the
 * groups' false positives); 0 when no choice reaches the precision.
 */
export function recallAtPrecisionPerGroup(groups: readonly (readonly Scored[])[], precision: number): number {
  const positives = groups.reduce((sum, items) => sum + items.filter((item) => item.label === 1).length, 0);
  // most[f]: the most true positives the groups so far give with f false positives in all (-1: none).
  let most = Int32Array.of(0);
  for (const items of groups) {
    const options = [{ truePositives: 0, falsePositives: 0 }, ...thresholdSteps(items).map(toCounts)];
    const widest = Math.max(...options.map((option) => option.falsePositives));
    const next = new Int32Array(most.length + widest).fill(-1);
    most.forEach((truePositives, falsePositives) => {
      if (truePositives < 0) return;
      for (const option of options) {
        const at = falsePositives + option.falsePositives;
        next[at] = Math.max(next[at]!, truePositives + option.truePositives);
      }
    });
    most = next;
  }
  let best = 0;
  most.forEach((truePositives, falsePositives) => {
    if (truePositives > 0 && truePositives >= precision * (truePositives + falsePositives))
      best = Math.max(best, truePositives / positives);
  });
  return best;
}

const toCounts = (step: Step) => ({
  truePositives: step.truePositives,
  falsePositives: step.predicted - step.truePositives,
});

export interface Confusion {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

/** Precision, recall and F1 of a yes/no prediction. */
export function confusion(items: readonly { predicted: boolean; label: 0 | 1 }[]): Confusion {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const item of items) {
    if (item.predicted && item.label === 1) tp++;
    else if (item.predicted) fp++;
    else if (item.label === 1) fn++;
  }
  const precision = tp + fp > 0 ? tp / (tp + fp) : NaN;
  const recall = tp + fn > 0 ? tp / (tp + fn) : NaN;
  return { precision, recall, f1: tp > 0 ? (2 * tp) / (2 * tp + fp + fn) : 0 };
}

interface Step {
  threshold: number;
  predicted: number;
  truePositives: number;
}

// Cumulative counts when predicting "yes" for every score >= threshold, highest threshold first.
function thresholdSteps(items: readonly Scored[]): Step[] {
  const sorted = [...items].sort((x, y) => y.score - x.score);
  const steps: Step[] = [];
  let predicted = 0;
  let truePositives = 0;
  for (let i = 0; i < sorted.length;) {
    const threshold = sorted[i]!.score;
    while (i < sorted.length && sorted[i]!.score === threshold) {
      predicted++;
      truePositives += sorted[i]!.label;
      i++;
    }
    steps.push({ threshold, predicted, truePositives });
  }
  return steps;
}
