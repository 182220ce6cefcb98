// Pairs come from the fingerprint index, never from comparing every pair of files: each submission's matches
// (shared fingerprints, shared-matches.ts) become fragments, tiled one-to-one, then scores; the pairs kept
// get the evidence of their strongest fragment, weighed by how rare its fingerprints are, and are ranked.
// The middle step is split by submission, so a shell may run it on several threads (findPairsWith).
import type { ArrayMemory } from './allocate-array.js';
import { cohortRarity, spreadsInFragments } from './cohort-rarity.js';
import type { Corpus, Pair, PairOptions } from './corpus.js';
import { strongestFragment } from './fragment-evidence.js';
import { indexFingerprints, type FingerprintIndex } from './fingerprint-index.js';
import { agreementShare, fragmentAgreements, totalAgreement } from './name-agreement.js';
import { pairsOfSubmissions, type KeptPair } from './submission-pairs.js';

/** Every pair of submissions that shares a reportable fingerprint, with fragments and scores, ranked. */
export function findPairs(corpus: Corpus, options: PairOptions): Pair[] {
  const index = indexCorpus(corpus, options, 'own');
  options.onStep?.('pairs');
  const kept = pairsOfSubmissions(corpus, options, index, {
    first: 0,
    step: 1,
    end: corpus.submissions.length,
  });
  return finishPairs(corpus, options, index, kept);
}

/**
 * findPairs with its pair step handed to `pairsOf` (a shell's threads, each running pairsOfSubmissions on a
 * share of the submissions over the same index, in shared memory): the same pairs, in the same order.
 */
export async function findPairsWith(
  corpus: Corpus,
  options: PairOptions,
  pairsOf: (index: FingerprintIndex) => Promise<readonly KeptPair[]>,
): Promise<Pair[]> {
  const index = indexCorpus(corpus, options, 'shared');
  options.onStep?.('pairs');
  return finishPairs(corpus, options, index, await pairsOf(index));
}

function indexCorpus(corpus: Corpus, options: PairOptions, memory: ArrayMemory): FingerprintIndex {
  options.onStep?.('index');
  const index = indexFingerprints(corpus, options, memory);
  if (index.ignoredAbove !== undefined) options.onIgnore?.(index.ignoredAbove);
  return index;
}

function finishPairs(
  corpus: Corpus,
  options: PairOptions,
  index: FingerprintIndex,
  kept: readonly KeptPair[],
): Pair[] {
  options.onStep?.('evidence');
  return rankPairs(withEvidence(corpus, index, kept, options.cohortSize ?? 0));
}

/** Pairs in rank order: score, similarity, longest fragment, then submission indexes (a total order). */
function rankPairs(pairs: Pair[]): Pair[] {
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
  index: FingerprintIndex,
  kept: readonly KeptPair[],
  cohortSize: number,
): Pair[] {
  const spreads = spreadsInFragments(
    index,
    corpus.files,
    kept.map((pair) => pair.files),
  );
  const evidence = { k: corpus.params.k, ...cohortRarity(spreads, corpus.submissions.length, cohortSize) };
  return kept.map((pair) => {
    const agreements = fragmentAgreements(corpus.files, pair.files);
    const names = totalAgreement(agreements);
    const strongest = strongestFragment(corpus.files, pair.files, evidence, agreements);
    const score = pair.scores.similarity * agreementShare(names);
    return { ...pair, scores: { ...pair.scores, strongest, names, score } };
  });
}
