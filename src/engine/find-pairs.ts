// Pairs come from the fingerprint index, never from comparing every pair of files: each submission's matches
// (shared fingerprints, shared-matches.ts) become fragments, tiled one-to-one, then scores; the pairs kept
// get the evidence of their strongest fragment, weighed by how rare its fingerprints are, and are ranked.
import { cohortRarity } from './cohort-rarity.js';
import type { Corpus, Pair, PairOptions } from './corpus.js';
import { strongestFragment } from './fragment-evidence.js';
import { indexFingerprints, type FingerprintIndex } from './fingerprint-index.js';
import { HashChains } from './hash-chains.js';
import { agreementShare, fragmentAgreements, totalAgreement } from './name-agreement.js';
import { pairsOfSubmissions, type KeptPair } from './submission-pairs.js';

/** Every pair of submissions that shares a reportable fingerprint, with fragments and scores, ranked. */
export function findPairs(corpus: Corpus, options: PairOptions): Pair[] {
  options.onStep?.('index');
  const index = indexFingerprints(corpus, options);
  if (index.ignoredAbove !== undefined) options.onIgnore?.(index.ignoredAbove);
  options.onStep?.('pairs');
  const kept = pairsOfSubmissions(corpus, options, index, { start: 0, end: corpus.submissions.length });
  options.onStep?.('evidence');
  return rankPairs(withEvidence(corpus, index, kept, options.cohortSize ?? 0));
}

// Pairs in rank order: score, similarity, longest fragment, then submission indexes (a total order).
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
  const evidence = {
    k: corpus.params.k,
    spreadAt: (file: number, i: number) => index.spread[index.groupOf[index.fileStarts[file]! + i]!]!,
    // Owners, as spreads count them: a repository's new version and its stored one are one student.
    rarity: cohortRarity(new Set(corpus.submissions.map((s) => s.owner)).size, cohortSize),
    sparsestWindow: sparsestWindow(corpus),
  };
  const chains = new HashChains();
  return kept.map((pair) => {
    const agreements = fragmentAgreements(corpus.files, pair.files, chains);
    const names = totalAgreement(agreements);
    const strongest = strongestFragment(corpus.files, pair.files, evidence, agreements);
    const score = pair.scores.similarity * agreementShare(names);
    return { ...pair, scores: { ...pair.scores, strongest, names, score } };
  });
}

// The largest window a sparser file of the corpus was stored with; undefined when none was (compare).
function sparsestWindow(corpus: Corpus): number | undefined {
  let widest: number | undefined;
  for (const file of corpus.files)
    if (file.sparseWindow !== undefined) widest = Math.max(widest ?? 0, file.sparseWindow);
  return widest;
}
