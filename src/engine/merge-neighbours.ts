// Subsequence match merging (JPlag 6's --match-merging) on the pairs the index proposed. A copy disguised by
// inserted statements or small edits is cut into pieces, and a piece shorter than w + k − 1 tokens may hold
// no shared fingerprint, so winnowing alone sees a few islands of a copied function. With both files' tokens
// at hand, each tiled fragment is extended forward and backward across small gaps: the next exact match of at
// least `minNeighbour` tokens that starts within `maxGap` tokens on both sides joins it, and so on, in the
// same order on both sides. A walk goes on while the tokens joined outweigh the tokens skipped, and is cut
// back to its best point (an X-drop, as BLAST's gapped extension does), so chance matches of two tokens in
// unrelated code do not chain on. A fragment reached at its start is absorbed whole. A pair takes the merged
// fragments only when at least `minMerges` gaps were bridged, as JPlag requires.
//
// Bounded: work per file pair is linear in its tokens (each step tries (maxGap + 1)² starts and moves past
// at least one token); tokens of one side are claimed by at most one fragment, as after tiling.
import type { CorpusFile, FilePairFragments, Fragment, NeighbourMerging } from './corpus.js';
import { createClaims, type Claims, type Piece, walkNeighbours } from './walk-neighbours.js';

/** JPlag 6's defaults, with a drop-off of two gaps, for pairs at 10% or more. */
export const DEFAULT_MERGING: NeighbourMerging = {
  minNeighbour: 2,
  maxGap: 6,
  minMerges: 6,
  dropOff: 12,
  minSimilarity: 0.1,
};

/**
 * A pair's tiled fragments, each extended across small gaps to the neighbours in the same order on both
 * sides. File pairs without both files' tokens are left as they are. Undefined when fewer than `minMerges`
 * gaps were bridged.
 */
export function mergeNeighbours(
  files: readonly FilePairFragments[],
  corpusFiles: readonly CorpusFile[],
  merging: NeighbourMerging,
): readonly FilePairFragments[] | undefined {
  const claims = createClaims(files, corpusFiles);
  let merges = 0;
  const merged = files.map((pair) => {
    const a = corpusFiles[pair.fileA]!;
    const b = corpusFiles[pair.fileB]!;
    if (!a.ids || !b.ids) return pair;
    const result = mergeFilePair(pair, { a: a.ids, b: b.ids }, claims, merging);
    merges += result.merges;
    return result.pair;
  });
  return merges >= merging.minMerges ? merged : undefined;
}

function mergeFilePair(
  pair: FilePairFragments,
  ids: { a: Uint32Array; b: Uint32Array },
  claims: Claims,
  merging: NeighbourMerging,
): { pair: FilePairFragments; merges: number } {
  const context = { ids, claims, fileA: pair.fileA, fileB: pair.fileB, merging };
  const fragments: Fragment[] = [];
  let merges = 0;
  pair.fragments.forEach((fragment, index) => {
    if (claims.absorbed.has(claims.idOf(pair, index))) return;
    const seed = { a: fragment.a, b: fragment.b };
    const forward = walkNeighbours(context, seed, 1);
    const backward = walkNeighbours(context, seed, -1);
    const pieces: Piece[] = [...backward.pieces.reverse(), seed, ...forward.pieces];
    const gaps = forward.gaps + backward.gaps;
    merges += gaps;
    let prints = fragment.fingerprints;
    for (const absorbed of forward.absorbed) prints += pair.fragments[absorbed]!.fingerprints;
    fragments.push(gaps === 0 ? fragment : toMerged(pieces, prints, gaps));
  });
  return { pair: { ...pair, fragments }, merges };
}

function toMerged(pieces: readonly Piece[], fingerprints: number, gaps: number): Fragment {
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  let matched = 0;
  for (const piece of pieces) matched += piece.a.end - piece.a.start;
  return {
    a: { start: first.a.start, end: last.a.end },
    b: { start: first.b.start, end: last.b.end },
    fingerprints,
    merged: { gaps, matchedTokens: matched },
  };
}
