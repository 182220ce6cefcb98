// How far a pair's shared code agrees in its names: of the matched fingerprints inside its fragments whose
// name hashes both files know (name-hashes.ts), how many agree (the same names, or renamed one-to-one).
// A copy keeps its names or renames them consistently; code that only has the same shape does not.
import { firstPositionFrom } from './first-position-from.js';
import type { CorpusFile, FilePairFragments, Fragment, NameAgreement } from './corpus.js';
import type { TokenRange } from './types.js';

export const NOTHING_COMPARED: NameAgreement = { compared: 0, agreeing: 0 };

/** The share of compared fingerprints whose names agree; 1 when none could be compared (nothing against). */
export function agreementShare(names: NameAgreement): number {
  return names.compared > 0 ? names.agreeing / names.compared : 1;
}

/** Each fragment's agreement (a pair's strongest fragment is weighed by its own). */
export function fragmentAgreements(
  files: readonly CorpusFile[],
  matches: readonly FilePairFragments[],
): Map<Fragment, NameAgreement> {
  const byFragment = new Map<Fragment, NameAgreement>();
  for (const match of matches) {
    const a = files[match.fileA]!;
    const b = files[match.fileB]!;
    for (const fragment of match.fragments) byFragment.set(fragment, fragmentAgreement(a, b, fragment));
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
// where the fragment's offset puts it (a snapshot's sparser side may lack it: then it is not compared).
function fragmentAgreement(a: CorpusFile, b: CorpusFile, fragment: Fragment): NameAgreement {
  if (!a.names || !b.names) return NOTHING_COMPARED;
  const inB = new Map<number, number[]>();
  for (const f of indexesInside(b, fragment.b)) {
    const list = inB.get(b.fingerprints.hashes[f]!);
    if (list) list.push(f);
    else inB.set(b.fingerprints.hashes[f]!, [f]);
  }
  const offset = fragment.b.start - fragment.a.start;
  let compared = 0;
  let agreeing = 0;
  for (const f of indexesInside(a, fragment.a)) {
    const candidates = inB.get(a.fingerprints.hashes[f]!);
    if (!candidates) continue;
    const expected = a.fingerprints.positions[f]! + offset;
    let best = candidates[0]!;
    for (const g of candidates) if (distance(b, g, expected) < distance(b, best, expected)) best = g;
    compared++;
    if (a.names![f] === b.names![best]) agreeing++;
  }
  return { compared, agreeing };
}

const distance = (file: CorpusFile, f: number, position: number) =>
  Math.abs(file.fingerprints.positions[f]! - position);

// Indexes of the file's fingerprints whose position lies inside `range`.
function indexesInside(file: CorpusFile, range: TokenRange): number[] {
  const { positions } = file.fingerprints;
  const low = firstPositionFrom(positions, range.start);
  const inside: number[] = [];
  for (let i = low; i < positions.length && positions[i]! < range.end; i++) inside.push(i);
  return inside;
}
