// Scores of one disguise setting (one attack, or all combined) over every task's course: labelled pairs,
// ROC AUC of the ranking score (and of similarity), precision/recall/F1 of `flagged` at the default decision, and the copies' median
// similarity. Uses the quality benchmark's metrics.
import { confusion, recallAtPrecisionPerGroup, rocAuc } from './metrics.js';
import type { PairScore } from './quality-through-snapshot.js';

/** One file of a course: its path (relative to the course folder), the source it comes from, a copy or not. */
export interface CourseFile {
  path: string;
  origin: string;
  copy: boolean;
}

export interface ScoredCourse {
  task: string;
  course: { files: readonly CourseFile[]; unchanged: number };
  scores: ReadonlyMap<string, PairScore>;
}

export interface SettingScore {
  copies: number;
  negatives: number;
  /** Negatives flagged. */
  falseFlags: number;
  /** Precision of `flagged` when the `cross` pairs count as negatives too. */
  precisionWithCross: number;
  unchanged: number;
  /** ROC AUC of the score pairs are ranked by, and of similarity alone. */
  auc: number;
  aucBySimilarity: number;
  precision: number;
  recall: number;
  f1: number;
  medianCopySimilarity: number;
  /**
   * The most recall at precision 0.9 (issue 16's bar) when each task's course may have a score threshold of
   * its own, chosen knowing the labels: the ceiling of any course-calibrated cutoff on the score.
   */
  recallAtP90PerTask: number;
}

// IR-Plag's maintainers: independent solutions 13 and 15 are alike in these tasks (possibly copied from each
// other), so pairs between them and their copies are neither positives nor negatives here.
const ALIKE_TASKS = new Set(['case-02', 'case-03', 'case-04', 'case-06', 'case-07']);
const ALIKE = new Set(['np13', 'np15']);

/**
 * `copy`: a copy and its source (positive). `independent`: two sources (the hard negatives: independent
 * solutions of the same task). `cross`: a copy and another source or its copy (negative too, but an echo of
 * an `independent` pair).
 */
export type PairKind = 'copy' | 'independent' | 'cross';

interface LabelledPair extends PairScore {
  kind: PairKind;
  label: 0 | 1;
}

/** Every labelled pair of a course. */
export function labelledPairs({ task, course, scores }: ScoredCourse): LabelledPair[] {
  const pairs: LabelledPair[] = [];
  const files = course.files;
  for (let i = 0; i < files.length; i++) {
    for (let j = i + 1; j < files.length; j++) {
      const [a, b] = [files[i]!, files[j]!];
      const alike =
        ALIKE_TASKS.has(task) && ALIKE.has(a.origin) && ALIKE.has(b.origin) && a.origin !== b.origin;
      if (alike) continue;
      const found = scores.get(`${a.path}\n${b.path}`);
      const kind = a.origin === b.origin ? 'copy' : a.copy || b.copy ? 'cross' : 'independent';
      pairs.push({
        kind,
        label: kind === 'copy' ? 1 : 0,
        similarity: found?.similarity ?? 0,
        score: found?.score ?? 0,
        flagged: found?.flagged ?? false,
      });
    }
  }
  return pairs;
}

/** Scores over copies and independent pairs; `cross` pairs only in `precisionWithCross`. */
export function scoreSetting(courses: readonly ScoredCourse[]): SettingScore {
  const all = courses.flatMap(labelledPairs);
  const pairs = all.filter((pair) => pair.kind !== 'cross');
  const copies = pairs.filter((pair) => pair.label === 1);
  const flagged = confusion(pairs.map((pair) => ({ predicted: pair.flagged, label: pair.label })));
  return {
    copies: copies.length,
    negatives: pairs.length - copies.length,
    falseFlags: pairs.filter((pair) => pair.label === 0 && pair.flagged).length,
    unchanged: courses.reduce((sum, scored) => sum + scored.course.unchanged, 0),
    auc: rocAuc(pairs.map((pair) => ({ score: pair.score, label: pair.label }))),
    aucBySimilarity: rocAuc(pairs.map((pair) => ({ score: pair.similarity, label: pair.label }))),
    ...flagged,
    precisionWithCross: confusion(all.map((pair) => ({ predicted: pair.flagged, label: pair.label })))
      .precision,
    medianCopySimilarity: median(copies.map((pair) => pair.similarity)),
    recallAtP90PerTask: recallAtPrecisionPerGroup(
      courses.map((course) =>
        labelledPairs(course)
          .filter((pair) => pair.kind !== 'cross')
          .map((pair) => ({ score: pair.score, label: pair.label })),
      ),
      0.9,
    ),
  };
}

function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
