// The engine's input and output shapes: fingerprinted files grouped into submissions, and the pairs found.
import type { FileFingerprints, FingerprintParameters, TokenRange } from './types.js';

/** `query` submissions pair with everything; `corpus` ones (a snapshot, an earlier term) only with queries. */
export type SubmissionSide = 'query' | 'corpus';

export interface CorpusSubmission {
  /** Submissions with the same owner (one repo over its commits) never pair with each other. */
  readonly owner: number;
  readonly side: SubmissionSide;
}

export interface CorpusFile {
  /** Index into Corpus.submissions. */
  readonly submission: number;
  readonly fingerprints: FileFingerprints;
  readonly tokenCount: number;
  /** Tokens that are starter code: they count neither for nor against a pair. */
  readonly boilerplateTokens: number;
  /** Token ids, when at hand: fragments are then checked and extended token by token. */
  readonly ids?: Uint32Array | undefined;
  /**
   * Set when the fingerprints are a sparser sample (a snapshot's): the window they were winnowed with.
   * Fragments without tokens chain along the sparser file of a pair (see buildFragments).
   */
  readonly sparseWindow?: number | undefined;
  /** 1 for tokens inside starter k-grams; fragments never extend into them. */
  readonly boilerplate?: Uint8Array | undefined;
  /** Name hash of each fingerprint (name-hashes.ts), parallel to `fingerprints`; absent when not known. */
  readonly names?: Uint8Array | undefined;
}

export interface Corpus {
  /** k, and the largest window any file's fingerprints were winnowed with (a snapshot's may be sparser). */
  readonly params: FingerprintParameters;
  readonly submissions: readonly CorpusSubmission[];
  readonly files: readonly CorpusFile[];
  /** Hashes never reported: every k-gram of the starter code. */
  readonly ignoredHashes: ReadonlySet<number>;
}

/** How neighbour merging (merge-neighbours.ts) sees through small edits between fragments. */
export interface NeighbourMerging {
  /** Shortest exact match that may join a fragment (JPlag: 2). */
  readonly minNeighbour: number;
  /** Most tokens skipped on either side between two joined matches (JPlag: 6). */
  readonly maxGap: number;
  /** Fewest gaps bridged in a pair for its merged fragments to be used (JPlag: 6). */
  readonly minMerges: number;
  /** A walk stops once its score (tokens joined minus tokens skipped) falls this far below its best. */
  readonly dropOff: number;
  /**
   * Pairs whose fingerprints give a lower similarity are not merged: the cap on candidate pairs. In a
   * course most candidate pairs share a few idioms and nothing else (on bench:speed's 2,000 submissions,
   * 4,794 of the 4,882 pairs at 5% or more stay under 10%); disguised copies that merging is for keep more.
   */
  readonly minSimilarity: number;
}

/** What a pair's strongest fragment says about copying (fragment-evidence.ts). */
export interface FragmentEvidence {
  /** Tokens of the fragment (the shorter side). */
  readonly length: number;
  /**
   * Informative tokens: length × (rarity-weighted distinct fingerprints ÷ fingerprints inside it) × the
   * share of them whose names agree.
   */
  readonly informative: number;
  /** Distinct fingerprints ÷ fingerprints inside it: 1 for ordinary code, near 0 for a repeated pattern. */
  readonly complexity: number;
  /** Submissions beyond the pair that have its typical (median) fingerprint. */
  readonly othersSharing: number;
}

export interface PairOptions {
  /** Fingerprints present in more than this many submissions are ignored (MOSS's -m). */
  readonly maxSubmissionsPerFingerprint: number;
  /**
   * Pairs below this similarity are left out (default 0: keep every pair); when no fingerprint is ignored,
   * those that provably stay below it are dropped before their fragments are built. The bound: a fragment's
   * `L` tokens hold at least (L - k + 1 - w + 1) / w fingerprints kept in both files (w: the corpus's), so a
   * pair with `F` matches covers at most F * (2w + k - 1) tokens on each side.
   */
  readonly minSimilarity?: number;
  /**
   * A pair below minSimilarity is kept all the same when one of its fragments has at least this many tokens
   * (default: none is): the long-fragment rule flags such a pair whatever its share, and a function copied
   * between two large projects is a few percent of each. The bound lets through a pair that may span twice
   * this many tokens, both sides added up.
   */
  readonly keepFragment?: number;
  /**
   * At most about this many matches are made: the most widely shared fingerprints are ignored first until
   * the rest fit (default: no limit). Keeps the cost linear in the course's size.
   */
  readonly maxMatches?: number;
  /**
   * How pairs with both files' tokens are seen through neighbour merging (Pair.merged, see
   * mergeNeighbours, e.g. DEFAULT_MERGING); absent, no pair is merged. Off in the shells until a verdict
   * uses it: on bench:speed's 2,000 submissions it costs about 150 MB and a tenth of the run.
   */
  readonly neighbourMerging?: NeighbourMerging | undefined;
  /** Submissions in the course, for how rare a fingerprint is (default: the corpus's). */
  readonly cohortSize?: number;
  /** Told the spread above which fingerprints were ignored to stay within maxMatches, if it came to that. */
  readonly onIgnore?: (submissions: number) => void;
  /** Told as each step of findPairs begins, for a shell that times them. */
  readonly onStep?: ((step: PairStep) => void) | undefined;
}

/**
 * The steps of findPairs: index the fingerprints; match each submission's and build the fragments and scores
 * of the pairs that may reach the minimum similarity; weigh the kept pairs' evidence and rank them.
 */
export type PairStep = 'index' | 'pairs' | 'evidence';

/** A maximal run of shared fingerprints (see buildFragments), with both token spans. */
export interface Fragment {
  readonly a: TokenRange;
  readonly b: TokenRange;
  /** Shared fingerprints inside it. */
  readonly fingerprints: number;
  /**
   * The hash of its first shared fingerprint: the same from either side. Tiling breaks ties by it between
   * alignments that mirror each other (a at i, b at j; a at j, b at i), which positions cannot tell apart
   * in a way that reads the same with the sides swapped. Absent on fragments neighbour merging joined.
   */
  readonly firstHash?: number | undefined;
  /**
   * Set when neighbour merging joined it from exact matches across small gaps (see mergeNeighbours): its
   * spans then run from the first match to the last, the gaps (inserted or edited tokens) included.
   */
  readonly merged?: FragmentMerge | undefined;
}

/** What neighbour merging added to a fragment. */
export interface FragmentMerge {
  /** Gaps bridged: matches joined to the fragment winnowing found (fragments it absorbed count one each). */
  readonly gaps: number;
  /** Tokens of side a inside the joined matches; the rest of its span was skipped in gaps. */
  readonly matchedTokens: number;
}

export interface FilePairFragments {
  /** Index into Corpus.files, a file of the pair's submission `a`. */
  readonly fileA: number;
  readonly fileB: number;
  /** In order of their start in file A. */
  readonly fragments: readonly Fragment[];
}

export interface PairScores {
  /** Share of both submissions covered by fragments: (coveredA + coveredB) / (sizeA + sizeB). */
  readonly similarity: number;
  /** Share of submission a covered by fragments (a small file copied whole into a big one shows here). */
  readonly coverageA: number;
  readonly coverageB: number;
  /** Tokens of each side covered by fragments, starter code not counted. */
  readonly sharedTokensA: number;
  readonly sharedTokensB: number;
  /** The longest fragment, in tokens (the shorter of its two sides). */
  readonly longestFragment: number;
  /** The fragment with the most informative tokens (see fragment-evidence.ts). */
  readonly strongest: FragmentEvidence;
  /** How far the names in the shared code agree (name-agreement.ts). */
  readonly names: NameAgreement;
  /**
   * What pairs are ranked and judged by: the similarity times the share of the shared code whose names
   * agree (the same names, or renamed one-to-one). Code that has only the shape in common counts less.
   */
  readonly score: number;
}

/** How far a pair's shared code agrees in its names (name-agreement.ts). */
export interface NameAgreement {
  /** Matched fingerprints whose name hashes were compared. */
  readonly compared: number;
  /** Of those, the ones whose names agree. */
  readonly agreeing: number;
}

/** Two submissions that share fingerprints. `a < b` as indexes into Corpus.submissions. */
export interface Pair {
  readonly a: number;
  readonly b: number;
  readonly files: readonly FilePairFragments[];
  readonly scores: PairScores;
  /**
   * The same pair seen through neighbour merging (see mergeNeighbours), when it bridged enough gaps:
   * fragments joined across inserted or edited tokens, and the scores they give. Evidence for the decision;
   * `files` and `scores` stay those of the fingerprints alone.
   */
  readonly merged?: MergedPair | undefined;
}

/** A pair's fragments after neighbour merging, and their scores. */
export interface MergedPair {
  readonly files: readonly FilePairFragments[];
  readonly scores: Omit<PairScores, 'strongest' | 'names' | 'score'>;
}
