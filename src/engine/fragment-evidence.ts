// How much a fragment says about copying: not its raw token count but its informative mass. Each distinct
// fingerprint inside it counts once, weighted by how rare it is in the cohort (cohort-rarity.ts); a hash
// that recurs inside the fragment counts only the first time. So a literal list (a char[] of the alphabet:
// `'x' ,` a hundred times), an array initialiser or a run of one statement shape, whose k-grams repeat with
// the pattern's period, weighs a few k-grams, the way sequence search masks low-complexity regions (BLAST's
// DUST and SEG) before it scores; and code every submission has weighs little.
import type { CorpusFile, Fragment } from './corpus.js';
import type { Rarity, SpreadOf } from './cohort-rarity.js';
import type { TokenRange } from './types.js';

export interface FragmentEvidence {
  /** Tokens of the fragment (the shorter side). */
  readonly length: number;
  /** Informative tokens: length × (rarity-weighted distinct fingerprints ÷ fingerprints inside it). */
  readonly informative: number;
  /** Distinct fingerprints ÷ fingerprints inside it: 1 for ordinary code, near 0 for a repeated pattern. */
  readonly complexity: number;
  /** Submissions beyond the pair that have its typical (median) fingerprint. */
  readonly othersSharing: number;
}

export interface EvidenceContext {
  readonly k: number;
  readonly rarity: Rarity;
  readonly spreadOf: SpreadOf;
}

export const NO_EVIDENCE: FragmentEvidence = { length: 0, informative: 0, complexity: 0, othersSharing: 0 };

/**
 * The evidence of one fragment between `fileA` and `fileB`, read from the fingerprints of side a inside it
 * (side b's when side a has none there).
 */
export function fragmentEvidence(
  fragment: Fragment,
  files: { readonly a: CorpusFile; readonly b: CorpusFile },
  context: EvidenceContext,
): FragmentEvidence {
  const length = Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
  let hashes = hashesInside(files.a, fragment.a, context.k);
  if (hashes.length === 0) hashes = hashesInside(files.b, fragment.b, context.k);
  if (hashes.length === 0) return { ...NO_EVIDENCE, length };
  const distinct = [...new Set(hashes)];
  let weight = 0;
  for (const hash of distinct) weight += context.rarity(hash);
  const spreads = distinct.map(context.spreadOf).sort((x, y) => x - y);
  const median = spreads[Math.floor((spreads.length - 1) / 2)]!;
  return {
    length,
    informative: (length * weight) / hashes.length,
    complexity: distinct.length / hashes.length,
    othersSharing: Math.max(0, median - 2),
  };
}

/** The stronger of two pieces of evidence: more informative tokens, then the longer. */
export function strongerEvidence(x: FragmentEvidence, y: FragmentEvidence): FragmentEvidence {
  return y.informative > x.informative || (y.informative === x.informative && y.length > x.length) ? y : x;
}

// Hashes of the file's fingerprints whose k-gram lies inside `range`.
function hashesInside(file: CorpusFile, range: TokenRange, k: number): number[] {
  const { positions, hashes } = file.fingerprints;
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (positions[mid]! < range.start) low = mid + 1;
    else high = mid;
  }
  const inside: number[] = [];
  for (let i = low; i < positions.length && positions[i]! + k <= range.end; i++) inside.push(hashes[i]!);
  return inside;
}
