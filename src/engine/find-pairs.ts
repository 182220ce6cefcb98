// Pairs come from the fingerprint index, never from comparing every pair of files: the matches that
// shared fingerprints give each pair (shared-matches.ts) become fragments, tiled one-to-one, then scores.
import { cohortRarity } from './cohort-rarity.js';
import type { Corpus, FilePairFragments, Pair, PairOptions } from './corpus.js';
import { buildFragments } from './fragments.js';
import { groupByKey, type KeyGroups } from './group-by-key.js';
import { hashesInFragments, strongestFragment } from './fragment-evidence.js';
import { mergeNeighbours } from './merge-neighbours.js';
import { agreementShare, fragmentAgreements, totalAgreement } from './name-agreement.js';
import { scorePair } from './pair-scores.js';
import { collectMatches, type Matches } from './shared-matches.js';
import { tileFragments } from './tile-fragments.js';

/** Every pair of submissions that shares a reportable fingerprint, with fragments and scores, ranked. */
export function findPairs(corpus: Corpus, options: PairOptions): Pair[] {
  options.onStep?.('index');
  const { matches, ignoredAbove } = collectMatches(corpus, options);
  if (ignoredAbove !== undefined) options.onIgnore?.(ignoredAbove);
  options.onStep?.('pairs');
  const sizes = submissionSizes(corpus);
  const candidates = candidatePairs({ corpus, options, matches, sizes }, ignoredAbove);
  options.onStep?.('fragments');
  const kept: KeptPair[] = [];
  const scratch = new Uint32Array(2 * candidates.largest);
  for (const group of candidates.groups) {
    const pair = buildPair({ corpus, options, matches, sizes, scratch }, candidates.byPair, group);
    if (pair) kept.push(pair);
  }
  const pairs = withEvidence(corpus, kept, options.cohortSize ?? 0);
  return pairs.sort(
    (x, y) =>
      y.scores.score - x.scores.score ||
      y.scores.similarity - x.scores.similarity ||
      y.scores.longestFragment - x.scores.longestFragment ||
      x.a - y.a ||
      x.b - y.b,
  );
}

type PartialScores = Omit<Pair['scores'], 'strongest' | 'names' | 'score'>;
type KeptPair = Omit<Pair, 'scores'> & { readonly scores: PartialScores };

interface PairContext {
  readonly corpus: Corpus;
  readonly options: PairOptions;
  readonly matches: Matches;
  /** Tokens of each submission that are not starter code. */
  readonly sizes: readonly number[];
  readonly scratch: Uint32Array;
}

// The pair of match group `group`: its fragments, tiled, and scores; undefined below the minimum similarity.
function buildPair(context: PairContext, byPair: KeyGroups, group: number): KeptPair | undefined {
  const { corpus, options, matches, sizes } = context;
  const count = corpus.submissions.length;
  const a = Math.floor(byPair.keys[group]! / count);
  const b = byPair.keys[group]! - a * count;
  const minSimilarity = options.minSimilarity ?? 0;
  const members = byPair.order.subarray(byPair.starts[group], byPair.starts[group + 1]);
  const fragments = filePairFragments(corpus, matches, members, context.scratch);
  // The margin keeps a pair whose bound and similarity differ only by rounding.
  if (spannedTokens(fragments) < minSimilarity * (sizes[a]! + sizes[b]!) * (1 - 1e-9)) return undefined;
  const files = tileFragments(fragments, corpus.params.k);
  if (files.length === 0) return undefined;
  const score = (matched: readonly FilePairFragments[]) =>
    scorePair({ files: corpus.files, matches: matched, sizeA: sizes[a]!, sizeB: sizes[b]! });
  const scores = score(files);
  if (scores.similarity < minSimilarity) return undefined;
  const merging = options.neighbourMerging;
  const merged =
    merging && scores.similarity >= merging.minSimilarity
      ? mergeNeighbours(files, corpus.files, merging)
      : undefined;
  return { a, b, files, ...(merged ? { merged: { files: merged, scores: score(merged) } } : {}), scores };
}

interface CandidatePairs {
  /** The matches grouped by pair key (a × submissions + b). */
  readonly byPair: KeyGroups;
  /** The groups of the pairs that may reach the minimum similarity. */
  readonly groups: Uint32Array;
  /** Matches of the largest of them. */
  readonly largest: number;
}

// The matches grouped by submission pair, less the pairs a cheap bound shows cannot reach the minimum
// similarity: those get no fragments built.
function candidatePairs(
  context: Omit<PairContext, 'scratch'>,
  ignoredAbove: number | undefined,
): CandidatePairs {
  const { corpus, options, matches, sizes } = context;
  const byPair = groupByKey(matches.pairKeys, matches.length);
  const count = corpus.submissions.length;
  const tokensPerMatch = 2 * corpus.params.w + corpus.params.k - 1;
  // The bound holds only when no shared fingerprint was ignored (fragments extend over ignored ones).
  const nothingIgnored = ignoredAbove === undefined && options.maxSubmissionsPerFingerprint >= count;
  const bound = nothingIgnored ? (options.minSimilarity ?? 0) : 0;
  const groups = new Uint32Array(byPair.keys.length);
  let kept = 0;
  let largest = 0;
  for (let g = 0; g + 1 < byPair.starts.length; g++) {
    const key = byPair.keys[g]!;
    const a = Math.floor(key / count);
    const b = key - a * count;
    const shared = byPair.starts[g + 1]! - byPair.starts[g]!;
    if (2 * shared * tokensPerMatch < bound * (sizes[a]! + sizes[b]!)) continue;
    groups[kept++] = g;
    largest = Math.max(largest, shared);
  }
  return { byPair, groups: groups.subarray(0, kept), largest };
}

// Each kept pair with its strongest fragment's evidence, weighed by the rarity of what the fragments hold.
function withEvidence(corpus: Corpus, kept: readonly KeptPair[], cohortSize: number): Pair[] {
  const { k } = corpus.params;
  const needed = hashesInFragments(
    corpus.files,
    kept.map((pair) => pair.files),
    k,
  );
  const evidence = { k, ...cohortRarity(corpus, cohortSize, needed) };
  return kept.map((pair) => {
    const agreements = fragmentAgreements(corpus.files, pair.files);
    const names = totalAgreement(agreements);
    const strongest = strongestFragment(corpus.files, pair.files, evidence, agreements);
    const score = pair.scores.similarity * agreementShare(names);
    return { ...pair, scores: { ...pair.scores, strongest, names, score } };
  });
}

// A pair's matches split by file pair, each file pair's fragments built from its matches in (indexA, indexB)
// order. Sorts `members` in place; `scratch` holds twice as many numbers.
function filePairFragments(
  corpus: Corpus,
  matches: Matches,
  members: Uint32Array,
  scratch: Uint32Array,
): FilePairFragments[] {
  const { filesA, filesB, indexesA, indexesB } = matches;
  members.sort(
    (x, y) =>
      filesA[x]! - filesA[y]! ||
      filesB[x]! - filesB[y]! ||
      indexesA[x]! - indexesA[y]! ||
      indexesB[x]! - indexesB[y]!,
  );
  const result: FilePairFragments[] = [];
  for (let start = 0; start < members.length;) {
    const fileA = filesA[members[start]!]!;
    const fileB = filesB[members[start]!]!;
    let end = start;
    while (end < members.length && filesA[members[end]!] === fileA && filesB[members[end]!] === fileB) end++;
    const n = end - start;
    const runA = scratch.subarray(0, n);
    const runB = scratch.subarray(n, 2 * n);
    for (let m = 0; m < n; m++) {
      runA[m] = indexesA[members[start + m]!]!;
      runB[m] = indexesB[members[start + m]!]!;
    }
    const fragments = buildFragments({
      a: corpus.files[fileA]!,
      b: corpus.files[fileB]!,
      k: corpus.params.k,
      indexesA: runA,
      indexesB: runB,
    });
    if (fragments.length > 0) result.push({ fileA, fileB, fragments });
    start = end;
  }
  return result;
}

// Tokens the fragments span on both sides: what tiling keeps of them, and so the tokens they cover, is at most
// this. Most candidate pairs share an idiom or two and stop here, with no tiling or scores computed.
function spannedTokens(files: readonly FilePairFragments[]): number {
  let tokens = 0;
  for (const { fragments } of files)
    for (const { a, b } of fragments) tokens += a.end - a.start + (b.end - b.start);
  return tokens;
}

function submissionSizes(corpus: Corpus): number[] {
  const sizes = new Array<number>(corpus.submissions.length).fill(0);
  for (const file of corpus.files) sizes[file.submission]! += file.tokenCount - file.boilerplateTokens;
  return sizes;
}
