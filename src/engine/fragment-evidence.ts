// How much a fragment says about copying: not its raw token count but its informative mass. Each distinct
// fingerprint inside it counts once, weighted by how rare it is in the cohort (cohort-rarity.ts); a hash
// that recurs inside the fragment counts only the first time. So a literal list (a char[] of the alphabet:
// `'x' ,` a hundred times), an array initialiser or a run of one statement shape, whose k-grams repeat with
// the pattern's period, weighs a few k-grams, the way sequence search masks low-complexity regions (BLAST's
// DUST and SEG) before it scores; code every submission has weighs little; and so does code whose names
// do not agree (name-agreement.ts), the same shape written independently.
import { firstPositionFrom } from './first-position-from.js';
import type { CorpusFile, FilePairFragments, Fragment, FragmentEvidence, NameAgreement } from './corpus.js';
import { agreementShare, NOTHING_COMPARED } from './name-agreement.js';
import type { TokenRange } from './types.js';
import { windowMinima } from './window-minima.js';

export interface EvidenceContext {
  readonly k: number;
  /** How many submissions the hash of file `file`'s fingerprint `index` stands in (the index counted it). */
  readonly spreadAt: (file: number, index: number) => number;
  /** The weight of a fingerprint standing in `spread` submissions (cohort-rarity.ts). */
  readonly rarity: (spread: number) => number;
  /**
   * The sparsest window a file of the corpus was stored with (CorpusFile.sparseWindow), if any was: a
   * denser file's fingerprints are weighed by those this window would keep too (window-minima.ts).
   */
  readonly sparsestWindow?: number | undefined;
}

// Fingerprint hashes are 52-bit; a check's corpus marks what it left out of a snapshot file with hashes
// from 2^52 up (check/snapshot-corpus.ts), which match nothing and are no evidence.
const PLACEHOLDERS_FROM = 2 ** 52;

const NO_EVIDENCE: FragmentEvidence = { length: 0, informative: 0, complexity: 0, othersSharing: 0 };

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
  const candidates: { match: FilePairFragments; fragment: Fragment; length: number }[] = [];
  for (const match of matches)
    for (const fragment of match.fragments) candidates.push({ match, fragment, length: lengthOf(fragment) });
  candidates.sort((x, y) => y.length - x.length);
  let best: { weight: Weight; inside: Inside } | undefined;
  for (const { match, fragment, length } of candidates) {
    if (best && length <= best.weight.informative) break;
    const inside = fingerprintsOf(fragment, { files, a: match.fileA, b: match.fileB, context });
    const names = agreementShare(agreements.get(fragment) ?? NOTHING_COMPARED);
    const weight = weigh(inside, length, context.rarity, names);
    if (!best || weight.informative > best.weight.informative) best = { weight, inside };
  }
  if (!best) return NO_EVIDENCE;
  return { ...best.weight, othersSharing: othersSharing(best.inside) };
}

type Weight = Omit<FragmentEvidence, 'othersSharing'>;

/** A fragment's fingerprints: their hashes and how many submissions each stands in (at least 2). */
interface Inside {
  readonly hashes: number[];
  readonly spreads: number[];
}

// `names`: the share of its fingerprints whose names agree (name-agreement.ts); the same shape under
// unrelated names says little.
function weigh(inside: Inside, length: number, rarity: (spread: number) => number, names: number): Weight {
  const { hashes } = inside;
  if (hashes.length === 0) return { length, informative: 0, complexity: 0 };
  const distinct = distinctSpreads(inside);
  let weight = 0;
  for (const spread of distinct) weight += rarity(spread);
  return {
    length,
    informative: (length * weight * names) / hashes.length,
    complexity: distinct.length / hashes.length,
  };
}

// Submissions beyond the pair that have the fragment's typical (median) fingerprint.
function othersSharing(inside: Inside): number {
  if (inside.hashes.length === 0) return 0;
  const spreads = distinctSpreads(inside).sort((x, y) => x - y);
  return Math.max(0, spreads[Math.floor((spreads.length - 1) / 2)]! - 2);
}

// The spread of each distinct hash, once.
function distinctSpreads({ hashes, spreads }: Inside): number[] {
  const byHash = new Map<number, number>();
  hashes.forEach((hash, i) => byHash.set(hash, spreads[i]!));
  return [...byHash.values()];
}

const lengthOf = (fragment: Fragment) =>
  Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);

interface FragmentSides {
  readonly files: readonly CorpusFile[];
  readonly a: number;
  readonly b: number;
  readonly context: EvidenceContext;
}

// The fingerprints inside the fragment of its sparser side, side a's on a tie or when the sparser side has
// none there. A check hashes every k-gram of the checked files, most of which no snapshot file stores, so
// their spread says nothing: a snapshot file's stored fingerprints inside a fragment are ones both sides
// have (less the placeholders for what the check did not share, which are no evidence).
function fingerprintsOf(fragment: Fragment, sides: FragmentSides): Inside {
  const { files, a, b } = sides;
  const aFirst = (files[a]!.sparseWindow ?? 0) >= (files[b]!.sparseWindow ?? 0);
  const [first, second] = aFirst
    ? [inside(sides, a, fragment.a), () => inside(sides, b, fragment.b)]
    : [inside(sides, b, fragment.b), () => inside(sides, a, fragment.a)];
  return first.hashes.length > 0 ? first : second();
}

// The file's fingerprints whose k-gram lies inside `range`; of a file stored denser than another of the
// corpus, those the sparsest window keeps too, when the fragment is long enough to hold any.
function inside({ files, context }: FragmentSides, file: number, range: TokenRange): Inside {
  const { fingerprints, sparseWindow } = files[file]!;
  const { positions, hashes } = fingerprints;
  const from = firstPositionFrom(positions, range.start);
  let to = from;
  while (to < positions.length && positions[to]! + context.k <= range.end) to++;
  const window = context.sparsestWindow ?? 0;
  const run = { from, to, first: range.start, last: range.end - context.k };
  const common =
    sparseWindow !== undefined && window > sparseWindow
      ? windowMinima(fingerprints, run, window, PLACEHOLDERS_FROM)
      : [];
  const found: Inside = { hashes: [], spreads: [] };
  const add = (i: number) => {
    found.hashes.push(hashes[i]!);
    found.spreads.push(Math.max(2, context.spreadAt(file, i)));
  };
  if (common.length > 0) common.forEach(add);
  else for (let i = from; i < to; i++) if (hashes[i]! < PLACEHOLDERS_FROM) add(i);
  return found;
}
