// A cheap bound on what a pair's fragments can span, so that the pairs that only share an idiom or two (in a
// large course, all but a few hundred of millions of candidates) get no fragments built at all.
//
// With both files' tokens, a fragment is a run of matches consecutive in both files, extended token by
// token (fragments.ts). Winnowed with w ≤ k, consecutive fingerprints of a file are at most w ≤ k tokens
// apart, so a run's k-grams cover its span without a hole, and its ends extend exactly as its first and last
// match would alone. A run therefore spans no more on each side than its matches' own extents together
// (each match's k-gram grown to the maximal equal run of tokens around it, never into starter code), and
// merging runs only takes unions. Without tokens, or fingerprinted more sparsely, a match counts
// `tokensPerMatch` when no fingerprint was ignored (see PairOptions.minSimilarity), else nothing is bounded.
// A match's extent is first bounded by its reach (the context hashes, shared-matches.ts), which reads no
// tokens; only the pairs that bound lets through have their matches extended token by token.
import type { CorpusFile } from './corpus.js';
import { reachAfter, reachBefore, reachLength, type SubmissionMatches } from './submission-matches.js';
import { UNKNOWN_SIDE } from './token-contexts.js';

export interface SpanBound {
  readonly k: number;
  /** Tokens one match covers at most on each side when nothing was ignored; undefined when something was. */
  readonly tokensPerMatch: number | undefined;
  /** Per file: its token ids when its fingerprints are its own winnowing with w ≤ k (see above). */
  readonly ids: readonly (Uint32Array | undefined)[];
  /**
   * Per file with `ids`: its starter marks (CorpusFile.boilerplate), or an empty array when it has none.
   * Files without are never extended, so their marks are not read (a check makes them only when needed).
   */
  readonly starter: readonly Uint8Array[];
  /** Per file: its token count when it has `ids` here, else -1. */
  readonly tokens: Int32Array;
}

const NO_STARTER = new Uint8Array(0);

/** The bound's view of the corpus's files: plain arrays read in the loop, not the files' own objects. */
export function toSpanBound(
  files: readonly CorpusFile[],
  params: { k: number; w: number },
  tokensPerMatch: number | undefined,
): SpanBound {
  const exact = (file: CorpusFile) =>
    file.ids !== undefined && file.sparseWindow === undefined && params.w <= params.k;
  const ids = files.map((file) => (exact(file) ? file.ids : undefined));
  return {
    k: params.k,
    tokensPerMatch,
    ids,
    starter: files.map((file, f) => (ids[f] !== undefined ? (file.boilerplate ?? NO_STARTER) : NO_STARTER)),
    tokens: Int32Array.from(ids, (tokens) => tokens?.length ?? -1),
  };
}

/**
 * Whether the fragments of the matches with partner `pair.partner` (an index into matches.partners) may span
 * `pair.threshold` tokens, both sides added up.
 */
export function canSpan(
  bound: SpanBound,
  matches: SubmissionMatches,
  pair: { readonly partner: number; readonly threshold: number },
): boolean {
  const { threshold } = pair;
  if (threshold <= 0) return true;
  const { tokensPerMatch, k } = bound;
  const from = matches.starts[pair.partner]!;
  const to = matches.starts[pair.partner + 1]!;
  if (tokensPerMatch !== undefined && 2 * (to - from) * tokensPerMatch < threshold) return false;
  let reached = 0;
  for (let m = from; m < to && reached < threshold; m++)
    reached += 2 * reachLength(matches.reach[matches.order[m]!]!, k);
  if (reached < threshold) return false;
  return coveredMayReach(bound, matches, { from, to, threshold });
}

/**
 * canSpan's first tests, from a partner's tally alone (PartnerTest): its matches' count and their reach
 * lengths added up. False only where canSpan is false too.
 */
export function tallyMayReach(
  bound: SpanBound,
  tally: { readonly matches: number; readonly reach: number },
  threshold: number,
): boolean {
  if (threshold <= 0) return true;
  const { tokensPerMatch } = bound;
  if (tokensPerMatch !== undefined && 2 * tally.matches * tokensPerMatch < threshold) return false;
  return tally.reach >= threshold;
}

const isUnknown = (reach: number) =>
  reachBefore(reach) === UNKNOWN_SIDE || reachAfter(reach) === UNKNOWN_SIDE;

// The bound from the tokens, for pairs the reach let through: the tokens similarity counts lie inside the
// union of the matches' extents on each side (a fragment's span lies inside its matches' extents, and tiling
// only cuts), so where matches overlap they count once. The plain sum of the extents decides first, without
// sorting; an extent reaching half the threshold ends the test, and so does a file without tokens here. The
// matches whose reach is not known go first: a copy shows in them, and in a course where most pairs are kept
// one of them usually ends the test.
function coveredMayReach(
  bound: SpanBound,
  matches: SubmissionMatches,
  pair: { readonly from: number; readonly to: number; readonly threshold: number },
): boolean {
  const most = Math.ceil(pair.threshold / 2);
  const covered: Covered = { own: [], other: [], spanned: 0, most, last: undefined };
  for (const unknown of [true, false])
    for (let m = pair.from; m < pair.to; m++) {
      const entry = matches.order[m]!;
      if (isUnknown(matches.reach[entry]!) === unknown && addExtent(bound, matches, entry, covered))
        return true;
    }
  if (covered.spanned < pair.threshold) return false;
  return unionLength(covered.own) + unionLength(covered.other) >= pair.threshold;
}

interface Covered {
  readonly own: FileRange[];
  readonly other: FileRange[];
  spanned: number;
  /** Half the threshold: an extent this long decides the test alone. */
  readonly most: number;
  /** The extent added last, on its own side, with the other side's offset from it. */
  last: { ownFile: number; otherFile: number; offset: number; start: number; end: number } | undefined;
}

// Whether the match at (ownAt, otherAt) lies inside the extent added last, on its diagonal: its own extent
// then lies inside that one (which stopped short of `most` where this one would), and adds nothing. The
// matches of one copied region come one after the other, so most of a region's are passed over.
function insideLast(
  covered: Covered,
  match: { ownFile: number; otherFile: number; ownAt: number; otherAt: number },
  k: number,
): boolean {
  const { last } = covered;
  return (
    last !== undefined &&
    last.ownFile === match.ownFile &&
    last.otherFile === match.otherFile &&
    last.offset === match.otherAt - match.ownAt &&
    last.start <= match.ownAt &&
    match.ownAt + k <= last.end
  );
}

// Adds the extent of match `entry` to `covered`; true when that decides the test (the pair may reach it).
function addExtent(bound: SpanBound, matches: SubmissionMatches, entry: number, covered: Covered): boolean {
  const { own, other } = matches;
  const [ownFile, otherFile] = [own.files[entry]!, other.files[entry]!];
  const ownIds = bound.ids[ownFile];
  const otherIds = bound.ids[otherFile];
  if (ownIds === undefined || otherIds === undefined) return true;
  const [ownAt, otherAt] = [own.positions[entry]!, other.positions[entry]!];
  if (insideLast(covered, { ownFile, otherFile, ownAt, otherAt }, bound.k)) return false;
  const found = extent(
    { ids: ownIds, starter: bound.starter[ownFile]!, at: ownAt },
    { ids: otherIds, starter: bound.starter[otherFile]!, at: otherAt },
    bound.k,
    covered.most,
  );
  if (found.length >= covered.most) return true;
  if (found.length === 0) return false;
  covered.spanned += 2 * found.length;
  const start = ownAt - found.before;
  covered.last = { ownFile, otherFile, offset: otherAt - ownAt, start, end: start + found.length };
  covered.own.push({ file: ownFile, start, end: start + found.length });
  covered.other.push({
    file: otherFile,
    start: otherAt - found.before,
    end: otherAt - found.before + found.length,
  });
  return false;
}

interface FileRange {
  readonly file: number;
  readonly start: number;
  readonly end: number;
}

// Tokens inside the union of the ranges, file by file.
function unionLength(ranges: FileRange[]): number {
  ranges.sort((x, y) => x.file - y.file || x.start - y.start);
  let total = 0;
  let file = -1;
  let end = 0;
  for (const range of ranges) {
    if (range.file !== file) [file, end] = [range.file, 0];
    if (range.end > end) total += range.end - Math.max(range.start, end);
    end = Math.max(end, range.end);
  }
  return total;
}

interface Side {
  readonly ids: Uint32Array;
  readonly starter: Uint8Array;
  readonly at: number;
}

// The maximal equal run of tokens around the k-grams at a.at and b.at, never into starter code, counted up
// to `most` tokens: its length (0 if the k-grams differ: a hash collision) and how many of them come before.
function extent(a: Side, b: Side, k: number, most: number): { length: number; before: number } {
  const { ids: idsA, starter: starterA } = a;
  const { ids: idsB, starter: starterB } = b;
  for (let t = 0; t < k; t++) if (idsA[a.at + t] !== idsB[b.at + t]) return { length: 0, before: 0 };
  let length = k;
  for (let ta = a.at - 1, tb = b.at - 1; length < most && ta >= 0 && tb >= 0; ta--, tb--, length++)
    if (idsA[ta] !== idsB[tb] || starterA[ta] === 1 || starterB[tb] === 1) break;
  const before = length - k;
  const endA = idsA.length;
  const endB = idsB.length;
  for (let ta = a.at + k, tb = b.at + k; length < most && ta < endA && tb < endB; ta++, tb++, length++)
    if (idsA[ta] !== idsB[tb] || starterA[ta] === 1 || starterB[tb] === 1) break;
  return { length, before };
}
