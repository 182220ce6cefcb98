// Engine pairs (file and token indexes) to report pairs (names, paths and line ranges).
import type { CohortStats } from '../engine/cohort-stats.js';
import { compareText } from '../engine/compare-text.js';
import type { Pair } from '../engine/corpus.js';
import { agreementShare } from '../engine/name-agreement.js';
import type { LineRange } from '../engine/types.js';
import { decideFlag } from './decide-flag.js';
import { fragmentPieces, type PieceLocator } from './fragment-pieces.js';
import { countLines } from './line-range.js';
import type { CheckSettings, MatchFragment, PairResult } from './types.js';

/** What a pair's side needs to be named and located: its file's path, and its tokens' lines. */
export interface FileLocator extends PieceLocator {
  readonly path: string;
}

export interface PairNaming {
  readonly submissionName: (index: number) => string;
  readonly file: (index: number) => FileLocator;
}

/** What a pair is judged by: the run's settings and its course's statistics. */
export interface PairJudging {
  readonly settings: CheckSettings;
  readonly cohort: CohortStats;
}

/** A pair found, and as a report lists it. */
export interface ListedPair {
  readonly pair: Pair;
  readonly result: PairResult;
}

/**
 * The pairs of `found` a report lists: those at or above the minimum similarity, and those below it that
 * are flagged (the long-fragment rule flags whatever the share; the engine keeps such pairs, see
 * PairOptions.keepFragment). One whose longest fragment is too short to be flagged so is left out unlocated.
 */
export function listedPairs(found: readonly Pair[], naming: PairNaming, judging: PairJudging): ListedPair[] {
  const { minSimilarity, longFragment } = judging.settings;
  const listed: ListedPair[] = [];
  for (const pair of found) {
    const { similarity, longestFragment } = pair.scores;
    if (similarity < minSimilarity && longestFragment < longFragment) continue;
    const result = toPairResult(pair, naming, judging);
    if (similarity >= minSimilarity || result.flagged) listed.push({ pair, result });
  }
  return listed;
}

export function toPairResult(pair: Pair, naming: PairNaming, judging: PairJudging): PairResult {
  const fragments: MatchFragment[] = [];
  const linesA = new Map<string, LineRange[]>();
  const linesB = new Map<string, LineRange[]>();
  for (const files of pair.files) {
    const fileA = naming.file(files.fileA);
    const fileB = naming.file(files.fileB);
    for (const fragment of files.fragments) {
      for (const piece of fragmentPieces(fragment.a, fragment.b, { a: fileA, b: fileB })) {
        const a = { file: fileA.path, lines: piece.a.lines, tokens: piece.a.tokens };
        const b = { file: fileB.path, lines: piece.b.lines, tokens: piece.b.tokens };
        fragments.push({ a, b });
        append(linesA, a.file, a.lines);
        append(linesB, b.file, b.lines);
      }
    }
  }
  fragments.sort(
    (x, y) =>
      compareText(x.a.file, y.a.file) ||
      x.a.lines.start - y.a.lines.start ||
      compareText(x.b.file, y.b.file) ||
      x.b.lines.start - y.b.lines.start,
  );
  const { scores } = pair;
  const { names } = scores;
  const verdict = decideFlag(scores, judging.cohort, judging.settings);
  // Field by field, not spread from the scores: this runs for every pair listed, and the order is the JSON's.
  return {
    a: naming.submissionName(pair.a),
    b: naming.submissionName(pair.b),
    similarity: scores.similarity,
    coverageA: scores.coverageA,
    coverageB: scores.coverageB,
    sharedTokensA: scores.sharedTokensA,
    sharedTokensB: scores.sharedTokensB,
    longestFragment: scores.longestFragment,
    score: scores.score,
    sharedLinesA: sumLines(linesA),
    sharedLinesB: sumLines(linesB),
    informativeTokens: Math.round(scores.strongest.informative),
    namesAgree: names.compared > 0 ? agreementShare(names) : null,
    flagged: verdict.flagged,
    reason: verdict.reason,
    fragments,
  };
}

function append(map: Map<string, LineRange[]>, file: string, range: LineRange): void {
  const list = map.get(file);
  if (list) list.push(range);
  else map.set(file, [range]);
}

function sumLines(map: Map<string, LineRange[]>): number {
  let total = 0;
  for (const ranges of map.values()) total += countLines(ranges);
  return total;
}
