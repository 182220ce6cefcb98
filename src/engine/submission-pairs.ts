// The pairs a range of submissions make, one submission at a time: its matches grouped by partner
// (shared-matches.ts), the pairs a cheap bound (can-span.ts) shows can neither reach the minimum similarity
// nor hold a fragment kept for (PairOptions.keepFragment) left out, and for the rest fragments, tiled
// one-to-one, and scores. Submissions are independent of each other here, so a shell may split them between
// threads (whatever the split, the same pairs).
import { canSpan, tallyMayReach, toSpanBound, type SpanBound } from './can-span.js';
import type { Corpus, FilePairFragments, Pair, PairOptions } from './corpus.js';
import type { FingerprintIndex } from './fingerprint-index.js';
import { buildFragments } from './fragments.js';
import { mergeNeighbours } from './merge-neighbours.js';
import { scorePair } from './pair-scores.js';
import { MatchCollector } from './shared-matches.js';
import type { MatchSide, PartnerTest, SubmissionMatches } from './submission-matches.js';
import { tileFragments } from './tile-fragments.js';

/** A pair before its evidence (fragment-evidence.ts) and ranking score are added. */
export type KeptPair = Omit<Pair, 'scores'> & {
  readonly scores: Omit<Pair['scores'], 'strongest' | 'names' | 'score'>;
};

/** Half-open range of submission indexes. */
export interface SubmissionRange {
  readonly start: number;
  readonly end: number;
}

interface PairContext {
  readonly corpus: Corpus;
  readonly options: PairOptions;
  /** Tokens of each submission that are not starter code. */
  readonly sizes: Float64Array;
  readonly bound: SpanBound;
}

/**
 * The pairs whose lower query submission lies in `range`, at or above the minimum similarity or with a
 * fragment of PairOptions.keepFragment tokens.
 */
export function pairsOfSubmissions(
  corpus: Corpus,
  options: PairOptions,
  index: FingerprintIndex,
  range: SubmissionRange,
): KeptPair[] {
  const { k, w } = corpus.params;
  // The bound of PairOptions.minSimilarity holds only when no shared fingerprint was ignored.
  const nothingIgnored =
    index.ignoredAbove === undefined && options.maxSubmissionsPerFingerprint >= corpus.submissions.length;
  const bound = toSpanBound(corpus.files, corpus.params, nothingIgnored ? 2 * w + k - 1 : undefined);
  const context = { corpus, options, sizes: submissionSizes(corpus), bound };
  const collector = new MatchCollector(corpus, index, { k, tokens: bound.tokens });
  const filesOf = filesBySubmission(corpus);
  const kept: KeptPair[] = [];
  for (let s = range.start; s < range.end; s++) {
    const test: PartnerTest = (partner, tally) =>
      tallyMayReach(bound, tally, thresholdOf(context, s, partner));
    const matches = collector.collect(s, filesOf[s] ?? [], test);
    for (let p = 0; p < matches.partners.length; p++) {
      const pair = buildPair(context, s, matches, p);
      if (pair) kept.push(pair);
    }
  }
  return kept;
}

// The pair of `submission` and its partner p: fragments, tiled, and scores; undefined below the minimum.
function buildPair(
  context: PairContext,
  submission: number,
  matches: SubmissionMatches,
  p: number,
): KeptPair | undefined {
  const { corpus, options, sizes } = context;
  const partner = matches.partners[p]!;
  const [a, b] = submission < partner ? [submission, partner] : [partner, submission];
  const minSimilarity = options.minSimilarity ?? 0;
  const threshold = thresholdOf(context, submission, partner);
  if (!canSpan(context.bound, matches, { partner: p, threshold })) return undefined;
  const entries = matches.order.slice(matches.starts[p]!, matches.starts[p + 1]!);
  const [sideA, sideB] = submission < partner ? [matches.own, matches.other] : [matches.other, matches.own];
  const fragments = filePairFragments(corpus, { a: sideA, b: sideB }, entries);
  if (spannedTokens(fragments) < threshold) return undefined;
  const files = tileFragments(fragments, corpus.params.k);
  if (files.length === 0) return undefined;
  const score = (matched: readonly FilePairFragments[]) =>
    scorePair({ files: corpus.files, matches: matched, sizeA: sizes[a]!, sizeB: sizes[b]! });
  const scores = score(files);
  if (scores.similarity < minSimilarity && scores.longestFragment < (options.keepFragment ?? Infinity))
    return undefined;
  const merging = options.neighbourMerging;
  const merged =
    merging && scores.similarity >= merging.minSimilarity
      ? mergeNeighbours(files, corpus.files, merging)
      : undefined;
  return { a, b, files, ...(merged ? { merged: { files: merged, scores: score(merged) } } : {}), scores };
}

// The tokens, both sides added up, that the pair of two submissions must cover to reach the minimum
// similarity, or to hold a fragment it is kept for (PairOptions.keepFragment). The margin keeps a pair
// whose bound and similarity differ only by rounding.
function thresholdOf(context: PairContext, submission: number, partner: number): number {
  const { sizes, options } = context;
  const share = (options.minSimilarity ?? 0) * (sizes[submission]! + sizes[partner]!);
  return Math.min(share, 2 * (options.keepFragment ?? Infinity)) * (1 - 1e-9);
}

// A pair's matches (`entries`, sorted here) split by file pair, each file pair's fragments built from its
// matches in (indexA, indexB) order. Entries mostly come in that order already (a submission's matches are
// collected fingerprint by fingerprint, partners slot by slot), and are then not sorted again.
function filePairFragments(
  corpus: Corpus,
  sides: { readonly a: MatchSide; readonly b: MatchSide },
  entries: Uint32Array,
): FilePairFragments[] {
  const { files: filesA, indexes: indexesA } = sides.a;
  const { files: filesB, indexes: indexesB } = sides.b;
  const order = (x: number, y: number) =>
    filesA[x]! - filesA[y]! ||
    filesB[x]! - filesB[y]! ||
    indexesA[x]! - indexesA[y]! ||
    indexesB[x]! - indexesB[y]!;
  if (!isSorted(entries, order)) entries.sort(order);
  const runA = entries.map((m) => indexesA[m]!);
  const runB = entries.map((m) => indexesB[m]!);
  const result: FilePairFragments[] = [];
  for (let start = 0; start < entries.length;) {
    const fileA = filesA[entries[start]!]!;
    const fileB = filesB[entries[start]!]!;
    let end = start;
    while (end < entries.length && filesA[entries[end]!] === fileA && filesB[entries[end]!] === fileB) end++;
    const fragments = buildFragments({
      a: corpus.files[fileA]!,
      b: corpus.files[fileB]!,
      k: corpus.params.k,
      indexesA: runA.subarray(start, end),
      indexesB: runB.subarray(start, end),
    });
    if (fragments.length > 0) result.push({ fileA, fileB, fragments });
    start = end;
  }
  return result;
}

function isSorted(entries: Uint32Array, order: (x: number, y: number) => number): boolean {
  for (let e = 1; e < entries.length; e++) if (order(entries[e - 1]!, entries[e]!) > 0) return false;
  return true;
}

// Tokens the fragments span on both sides: what tiling keeps of them, and so the tokens they cover, is at
// most this. A pair that passed the bound of can-span.ts may still stop here, with no tiling or scores computed.
function spannedTokens(files: readonly FilePairFragments[]): number {
  let tokens = 0;
  for (const { fragments } of files)
    for (const { a, b } of fragments) tokens += a.end - a.start + (b.end - b.start);
  return tokens;
}

// Tokens of each submission that are not starter code.
function submissionSizes(corpus: Corpus): Float64Array {
  const sizes = new Float64Array(corpus.submissions.length);
  for (const file of corpus.files) sizes[file.submission]! += file.tokenCount - file.boilerplateTokens;
  return sizes;
}

// The files of each submission, in file order.
function filesBySubmission(corpus: Corpus): number[][] {
  const bySubmission: number[][] = [];
  corpus.files.forEach((file, f) => (bySubmission[file.submission] ??= []).push(f));
  return bySubmission;
}
