// How much a fragment says about copying: not its raw token count but its informative mass. Each distinct
// fingerprint inside it counts once, weighted by how rare it is in the cohort (cohort-rarity.ts); a hash
// that recurs inside the fragment counts only the first time. So a literal list (a char[] of the alphabet:
// `'x' ,` a hundred times), an array initialiser or a run of one statement shape, whose k-grams repeat with
// the pattern's period, weighs a few k-grams, the way sequence search masks low-complexity regions (BLAST's
// DUST and SEG) before it scores; code every submission has weighs little; and so does code whose names
// do not agree (name-agreement.ts), the same shape written independently.
import { firstPositionFrom } from './first-position-from.js';
import type { CorpusFile, FilePairFragments, Fragment, FragmentEvidence, NameAgreement } from './corpus.js';
import type { Rarity, SpreadOf } from './cohort-rarity.js';
import { agreementShare, NOTHING_COMPARED } from './name-agreement.js';
import type { TokenRange } from './types.js';

export interface EvidenceContext {
  readonly k: number;
  readonly rarity: Rarity;
  readonly spreadOf: SpreadOf;
}

// Fingerprint hashes are 52-bit; a check's corpus marks what it left out of a snapshot file with hashes
// from 2^52 up (check/snapshot-corpus.ts), which match nothing and are no evidence.
const PLACEHOLDERS_FROM = 2 ** 52;

export const NO_EVIDENCE: FragmentEvidence = { length: 0, informative: 0, complexity: 0, othersSharing: 0 };

/**
 * The fragment of a pair with the most informative tokens (the longer on a tie). Informative tokens never
 * exceed a fragment's length, so fragments no longer than the best so far are not weighed at all.
 */
export function strongestFragment(
  files: readonly CorpusFile[],
  matches: readonly FilePairFragments[],
  context: EvidenceContext,
  agreements: ReadonlyMap<Fragment, NameAgreement>,
): FragmentEvidence {
  const candidates = matches
    .flatMap((match) => match.fragments.map((fragment) => ({ match, fragment, length: lengthOf(fragment) })))
    .sort((x, y) => y.length - x.length);
  let best: { weight: Weight; hashes: number[] } | undefined;
  for (const { match, fragment, length } of candidates) {
    if (best && length <= best.weight.informative) break;
    const sides = { a: files[match.fileA]!, b: files[match.fileB]! };
    const hashes = hashesOf(fragment, sides, context.k);
    const names = agreementShare(agreements.get(fragment) ?? NOTHING_COMPARED);
    const weight = weigh(hashes, length, context.rarity, names);
    if (!best || weight.informative > best.weight.informative) best = { weight, hashes };
  }
  if (!best) return NO_EVIDENCE;
  return { ...best.weight, othersSharing: othersSharing(best.hashes, context.spreadOf) };
}

type Weight = Omit<FragmentEvidence, 'othersSharing'>;

// `names`: the share of its fingerprints whose names agree (name-agreement.ts); the same shape under
// unrelated names says little.
function weigh(hashes: readonly number[], length: number, rarity: Rarity, names: number): Weight {
  if (hashes.length === 0) return { length, informative: 0, complexity: 0 };
  const distinct = new Set(hashes);
  let weight = 0;
  for (const hash of distinct) weight += rarity(hash);
  return {
    length,
    informative: (length * weight * names) / hashes.length,
    complexity: distinct.size / hashes.length,
  };
}

// Submissions beyond the pair that have the fragment's typical (median) fingerprint.
function othersSharing(hashes: readonly number[], spreadOf: SpreadOf): number {
  if (hashes.length === 0) return 0;
  const spreads = [...new Set(hashes)].map(spreadOf).sort((x, y) => x - y);
  return Math.max(0, spreads[Math.floor((spreads.length - 1) / 2)]! - 2);
}

const lengthOf = (fragment: Fragment) =>
  Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);

// The fingerprints inside the fragment of its sparser side, side a's on a tie or when the sparser side has
// none there. A check hashes every k-gram of the checked files, most of which no snapshot file stores, so
// their spread says nothing: a snapshot file's stored fingerprints inside a fragment are ones both sides
// have (less the placeholders for what the check did not share, which are no evidence).
function hashesOf(fragment: Fragment, files: { a: CorpusFile; b: CorpusFile }, k: number): number[] {
  const aFirst = (files.a.sparseWindow ?? 0) >= (files.b.sparseWindow ?? 0);
  const [first, second] = aFirst
    ? [hashesInside(files.a, fragment.a, k), () => hashesInside(files.b, fragment.b, k)]
    : [hashesInside(files.b, fragment.b, k), () => hashesInside(files.a, fragment.a, k)];
  return first.length > 0 ? first : second();
}

// Hashes of the file's fingerprints whose k-gram lies inside `range`.
function hashesInside(file: CorpusFile, range: TokenRange, k: number): number[] {
  const { positions, hashes } = file.fingerprints;
  const low = firstPositionFrom(positions, range.start);
  const inside: number[] = [];
  for (let i = low; i < positions.length && positions[i]! + k <= range.end; i++)
    if (hashes[i]! < PLACEHOLDERS_FROM) inside.push(hashes[i]!);
  return inside;
}
