// Scores of a pair from its fragments: how much of each side the fragments cover, starter code excluded.
// The evidence of its strongest fragment is added to the pairs kept (fragment-evidence.ts).
import type { CorpusFile, FilePairFragments, PairScores } from './corpus.js';
import { unionOf } from './range-union.js';
import type { TokenRange } from './types.js';

export interface ScoreInput {
  readonly files: readonly CorpusFile[];
  readonly matches: readonly FilePairFragments[];
  /** Tokens of each submission that are not starter code. */
  readonly sizeA: number;
  readonly sizeB: number;
}

export function scorePair(input: ScoreInput): Omit<PairScores, 'strongest' | 'names' | 'score'> {
  const rangesA = new Map<number, TokenRange[]>();
  const rangesB = new Map<number, TokenRange[]>();
  let longestFragment = 0;
  for (const match of input.matches) {
    for (const fragment of match.fragments) {
      push(rangesA, match.fileA, fragment.a);
      push(rangesB, match.fileB, fragment.b);
      const length = Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
      longestFragment = Math.max(longestFragment, length);
    }
  }
  const sharedTokensA = Math.min(input.sizeA, coveredTokens(rangesA, input.files));
  const sharedTokensB = Math.min(input.sizeB, coveredTokens(rangesB, input.files));
  const total = input.sizeA + input.sizeB;
  return {
    similarity: total > 0 ? (sharedTokensA + sharedTokensB) / total : 0,
    coverageA: input.sizeA > 0 ? sharedTokensA / input.sizeA : 0,
    coverageB: input.sizeB > 0 ? sharedTokensB / input.sizeB : 0,
    sharedTokensA,
    sharedTokensB,
    longestFragment,
  };
}

function push(map: Map<number, TokenRange[]>, file: number, range: TokenRange): void {
  const list = map.get(file);
  if (list) list.push(range);
  else map.set(file, [range]);
}

// Tokens inside the union of each file's ranges, not counting starter tokens.
function coveredTokens(rangesByFile: Map<number, TokenRange[]>, files: readonly CorpusFile[]): number {
  let covered = 0;
  for (const [file, ranges] of rangesByFile) {
    const boilerplate = files[file]?.boilerplate;
    for (const range of unionOf(ranges)) {
      covered += range.end - range.start;
      if (boilerplate) for (let t = range.start; t < range.end; t++) covered -= boilerplate[t]!;
    }
  }
  return covered;
}
