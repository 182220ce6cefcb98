// How far a pair's shared code agrees in its names: of the matched fingerprints inside its fragments whose
// name hashes both files know (name-hashes.ts), how many agree (the same names, or renamed one-to-one).
// A copy keeps its names or renames them consistently; code that only has the same shape does not.
import { firstPositionFrom } from './first-position-from.js';
import type { HashChains, IndexRange } from './hash-chains.js';
import type { CorpusFile, FilePairFragments, Fragment, NameAgreement } from './corpus.js';
import type { TokenRange } from './types.js';

export const NOTHING_COMPARED: NameAgreement = { compared: 0, agreeing: 0 };

/** The share of compared fingerprints whose names agree; 1 when none could be compared (nothing against). */
export function agreementShare(names: NameAgreement): number {
  return names.compared > 0 ? names.agreeing / names.compared : 1;
}

/**
 * Each fragment's agreement (a pair's strongest fragment is weighed by its own). `chains` serves one pair
 * after another.
 */
export function fragmentAgreements(
  files: readonly CorpusFile[],
  matches: readonly FilePairFragments[],
  chains: HashChains,
): Map<Fragment, NameAgreement> {
  const byFragment = new Map<Fragment, NameAgreement>();
  for (const match of matches) {
    const a = files[match.fileA]!;
    const b = files[match.fileB]!;
    for (const fragment of match.fragments)
      byFragment.set(fragment, fragmentAgreement({ a, b, chains }, fragment));
  }
  return byFragment;
}

/** The pair's agreement: its fragments' added up. */
export function totalAgreement(byFragment: ReadonlyMap<Fragment, NameAgreement>): NameAgreement {
  let compared = 0;
  let agreeing = 0;
  for (const counted of byFragment.values()) {
    compared += counted.compared;
    agreeing += counted.agreeing;
  }
  return { compared, agreeing };
}

// Each fingerprint of side a inside the fragment against the one of side b with the same hash nearest to
// where the fragment's offset puts it, the first on a tie (a snapshot's sparser side may lack it: then it is
// not compared). Mostly side b has that very hash at that very place (a copy winnows alike), found by walking
// b's fingerprints alongside; only the others look b's hash chains up, filled at the first of them.
function fragmentAgreement(
  sides: { readonly a: CorpusFile; readonly b: CorpusFile; readonly chains: HashChains },
  fragment: Fragment,
): NameAgreement {
  const { a, b, chains } = sides;
  if (!a.names || !b.names) return NOTHING_COMPARED;
  const { positions: positionsB, hashes: hashesB } = b.fingerprints;
  const rangeB = insideRange(positionsB, fragment.b);
  const offset = fragment.b.start - fragment.a.start;
  const { start, end } = insideRange(a.fingerprints.positions, fragment.a);
  let filled = false;
  let compared = 0;
  let agreeing = 0;
  for (let f = start, q = rangeB.start; f < end; f++) {
    const hash = a.fingerprints.hashes[f]!;
    const expected = a.fingerprints.positions[f]! + offset;
    while (q < rangeB.end && positionsB[q]! < expected) q++;
    let best = q;
    if (q === rangeB.end || positionsB[q] !== expected || hashesB[q] !== hash) {
      if (!filled) chains.fill(hashesB, rangeB);
      filled = true;
      best = nearest(chains, { hash, expected, positions: positionsB });
      if (best === -1) continue;
    }
    compared++;
    if (a.names[f] === b.names[best]) agreeing++;
  }
  return { compared, agreeing };
}

// The fingerprint in `chains` with `hash` whose position is nearest `expected`, the first on a tie; -1 if none.
function nearest(
  chains: HashChains,
  wanted: { readonly hash: number; readonly expected: number; readonly positions: Uint32Array },
): number {
  const { expected, positions } = wanted;
  let best = chains.first(wanted.hash);
  for (let g = best; g !== -1; g = chains.next(g))
    if (Math.abs(positions[g]! - expected) < Math.abs(positions[best]! - expected)) best = g;
  return best;
}

// Indexes of the fingerprints (positions ascending) whose position lies inside `range`.
function insideRange(positions: Uint32Array, range: TokenRange): IndexRange {
  const start = firstPositionFrom(positions, range.start);
  return { start, end: Math.max(start, firstPositionFrom(positions, range.end)) };
}
