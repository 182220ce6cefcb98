// Pairs come from the fingerprint index, never from comparing every pair of files: the matches that
// shared fingerprints give each pair (shared-matches.ts) become fragments, tiled one-to-one, then scores.
import { cohortRarity } from './cohort-rarity.js';
import type { Corpus, FilePairFragments, Pair, PairOptions } from './corpus.js';
import { buildFragments } from './fragments.js';
import { groupByKey } from './group-by-key.js';
import { hashesInFragments, strongestFragment } from './fragment-evidence.js';
import { mergeNeighbours } from './merge-neighbours.js';
import { agreementShare, nameAgreement } from './name-agreement.js';
import { scorePair } from './pair-scores.js';
import { collectMatches, type Matches } from './shared-matches.js';
import { tileFragments } from './tile-fragments.js';

/** Every pair of submissions that shares a reportable fingerprint, with fragments and scores, ranked. */
export function findPairs(corpus: Corpus, options: PairOptions): Pair[] {
  const { matches, ignoredAbove } = collectMatches(corpus, options);
  if (ignoredAbove !== undefined) options.onIgnore?.(ignoredAbove);
  const byPair = groupByKey(Float64Array.from(matches.pairKeys));
  const sizes = submissionSizes(corpus);
  const kept: Omit<Pair, 'scores'>[] = [];
  const keptScores: Omit<Pair['scores'], 'strongest' | 'names' | 'score'>[] = [];
  const count = corpus.submissions.length;
  const tokensPerMatch = 2 * corpus.params.w + corpus.params.k - 1;
  const minSimilarity = options.minSimilarity ?? 0;
  // The bound below holds only when no shared fingerprint was ignored (fragments extend over ignored ones).
  const nothingIgnored = ignoredAbove === undefined && options.maxSubmissionsPerFingerprint >= count;
  const bound = nothingIgnored ? minSimilarity : 0;
  const merging = options.neighbourMerging;
  for (let g = 0; g + 1 < byPair.starts.length; g++) {
    const key = byPair.keys[g]!;
    const a = Math.floor(key / count);
    const b = key - a * count;
    // A cheap bound first: a pair that cannot reach the minimum similarity gets no fragments built.
    const shared = byPair.starts[g + 1]! - byPair.starts[g]!;
    if (2 * shared * tokensPerMatch < bound * (sizes[a]! + sizes[b]!)) continue;
    const members = Array.from(byPair.order.subarray(byPair.starts[g], byPair.starts[g + 1]));
    const files = tileFragments(filePairFragments(corpus, matches, members), corpus.params.k);
    if (files.length === 0) continue;
    const score = (matched: readonly FilePairFragments[]) =>
      scorePair({ files: corpus.files, matches: matched, sizeA: sizes[a]!, sizeB: sizes[b]! });
    const scores = score(files);
    if (scores.similarity < minSimilarity) continue;
    const merged =
      merging && scores.similarity >= merging.minSimilarity
        ? mergeNeighbours(files, corpus.files, merging)
        : undefined;
    kept.push({ a, b, files, ...(merged ? { merged: { files: merged, scores: score(merged) } } : {}) });
    keptScores.push(scores);
  }
  const pairs = withEvidence(corpus, kept, keptScores, options.cohortSize ?? 0);
  return pairs.sort(
    (x, y) =>
      y.scores.score - x.scores.score ||
      y.scores.similarity - x.scores.similarity ||
      y.scores.longestFragment - x.scores.longestFragment ||
      x.a - y.a ||
      x.b - y.b,
  );
}

// Each kept pair with its strongest fragment's evidence, weighed by the rarity of what the fragments hold.
function withEvidence(
  corpus: Corpus,
  kept: readonly Omit<Pair, 'scores'>[],
  scores: readonly Omit<Pair['scores'], 'strongest' | 'names' | 'score'>[],
  cohortSize: number,
): Pair[] {
  const { k } = corpus.params;
  const needed = hashesInFragments(
    corpus.files,
    kept.map((pair) => pair.files),
    k,
  );
  const evidence = { k, ...cohortRarity(corpus, cohortSize, needed) };
  return kept.map((pair, i) => {
    const names = nameAgreement(corpus.files, pair.files);
    const strongest = strongestFragment(corpus.files, pair.files, evidence);
    const score = scores[i]!.similarity * agreementShare(names);
    return { ...pair, scores: { ...scores[i]!, strongest, names, score } };
  });
}

function filePairFragments(corpus: Corpus, matches: Matches, members: number[]): FilePairFragments[] {
  members.sort(
    (x, y) =>
      matches.filesA[x]! - matches.filesA[y]! ||
      matches.filesB[x]! - matches.filesB[y]! ||
      matches.indexesA[x]! - matches.indexesA[y]! ||
      matches.indexesB[x]! - matches.indexesB[y]!,
  );
  const result: FilePairFragments[] = [];
  for (let start = 0; start < members.length;) {
    const fileA = matches.filesA[members[start]!]!;
    const fileB = matches.filesB[members[start]!]!;
    let end = start;
    while (
      end < members.length &&
      matches.filesA[members[end]!] === fileA &&
      matches.filesB[members[end]!] === fileB
    )
      end++;
    const run = members.slice(start, end);
    const a = corpus.files[fileA]!;
    const b = corpus.files[fileB]!;
    const fragments = buildFragments({
      a,
      b,
      k: corpus.params.k,
      indexesA: run.map((m) => matches.indexesA[m]!),
      indexesB: run.map((m) => matches.indexesB[m]!),
    });
    if (fragments.length > 0) result.push({ fileA, fileB, fragments });
    start = end;
  }
  return result;
}

function submissionSizes(corpus: Corpus): number[] {
  const sizes = new Array<number>(corpus.submissions.length).fill(0);
  for (const file of corpus.files) sizes[file.submission]! += file.tokenCount - file.boilerplateTokens;
  return sizes;
}
