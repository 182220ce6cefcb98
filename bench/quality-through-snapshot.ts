// The pull-request path of the quality benchmark: each task's files built into one snapshot (encoded and
// decoded, as an artifact would be), then every file checked against it as its pull request would be. A
// labelled pair scores the higher similarity of its two checks and is flagged if either check flags it:
// staff hear of a copy when either student's pull request shows it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSnapshot } from '../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../src/check/check-against-snapshots.js';
import { DEFAULT_SETTINGS } from '../src/check/settings.js';
import type { InputFile, SubmissionInput } from '../src/check/types.js';
import { cohortSampleBitsFor } from '../src/snapshot/cohort-sample.js';
import { decodeSnapshot } from '../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../src/snapshot/encode-snapshot.js';
import type { Snapshot } from '../src/snapshot/types.js';

export interface PairScore {
  readonly similarity: number;
  /** What pairs are ranked by (PairResult.score). */
  readonly score: number;
  readonly flagged: boolean;
}

/** Scores of every pair of `files` (paths relative to `dataDir`), keyed "a\nb" both ways. */
export function checkTaskThroughSnapshot(
  dataDir: string,
  files: readonly string[],
  storedWindow: number,
): Map<string, PairScore> {
  const submissions = files.map((path) => ({
    name: path,
    files: [{ path: path.slice(path.lastIndexOf('/') + 1), text: readFileSync(join(dataDir, path), 'utf8') }],
  }));
  return checkThroughSnapshot(submissions, [], storedWindow).scores;
}

/**
 * The course's snapshot as `snapshot build` makes it (encoded and decoded), and the scores of every pair of
 * `submissions` as their checks against it give them, keyed "a\nb" both ways.
 */
export function checkThroughSnapshot(
  submissions: readonly SubmissionInput[],
  starter: readonly InputFile[],
  storedWindow: number,
): { snapshot: Snapshot; scores: Map<string, PairScore> } {
  const settings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };
  const { snapshot } = buildSnapshot({
    submissions,
    starter,
    settings: {
      ...{ k: settings.k, w: settings.w, storedWindow },
      ...{ cohortSampleBits: cohortSampleBitsFor(submissions.length), createdAt: 0, includeNames: true },
    },
  });
  const stored = decodeSnapshot(encodeSnapshot(snapshot));
  const scores = new Map<string, PairScore>();
  for (const submission of submissions) {
    const result = checkAgainstSnapshots({ submissions: [submission], snapshots: [stored], settings });
    for (const pair of result.pairs) {
      for (const key of [`${pair.a}\n${pair.b}`, `${pair.b}\n${pair.a}`]) {
        const before = scores.get(key);
        scores.set(key, {
          similarity: Math.max(before?.similarity ?? 0, pair.similarity),
          score: Math.max(before?.score ?? 0, pair.score),
          flagged: (before?.flagged ?? false) || pair.flagged,
        });
      }
    }
  }
  return { snapshot: stored, scores };
}
