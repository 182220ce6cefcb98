// A fragment's tokens as line ranges that show only what matched. A fragment is a run of tokens in the order
// the front end emits them, and that order is not always the file's: an inlined method's body stands at its
// call (languages/inline-calls.ts). The run's least and greatest lines can then enclose code it does not hold,
// such as starter code or a method that matched nothing, and a report or a PR annotation would mark those
// lines as shared. So where a side's lines would enclose a token from outside the fragment, its tokens are
// grouped by the stretch of lines between such tokens, on both sides, and each group is shown as a fragment
// of its own. A fragment whose lines hold only its own tokens (the usual case) is shown whole, as before.
// A snapshot's side is cut the same way from what its stored fingerprints tell of its tokens' lines
// (snapshot/snapshot-line-stretches.ts). Each piece's lines lie within the whole fragment's, and no token of
// either side is lost, so a dismissal recorded against the whole fragment still covers every piece.
import { ScratchArray } from '../engine/scratch-array.js';
import { startLineOf, tokensOf, type TokenLines } from '../engine/token-lines.js';
import type { LineRange, TokenRange } from '../engine/types.js';

/** What fragmentPieces needs of each side's file. */
export interface PieceLocator {
  lineRange(range: TokenRange): LineRange;
  /** Per token of `range`, the stretch of lines it stands in; undefined when all can be shown as one. */
  stretches?(range: TokenRange): Uint32Array | undefined;
}

export interface Piece {
  readonly a: { readonly lines: LineRange; readonly tokens: TokenRange };
  readonly b: { readonly lines: LineRange; readonly tokens: TokenRange };
}

/** What lineStretches reads of a file whose tokens are not in line order, worked out once per file. */
interface LineIndex {
  /**
   * 1 at token t when every token before t starts on a line no later than every token from t on: a run cut
   * at two such tokens has only its first and last line in common with the rest of the file.
   */
  readonly cleanCut: Uint8Array;
  /** For each line L, how many of the file's tokens start on a line before L. */
  readonly before: Uint32Array;
}

const indexes = new WeakMap<TokenLines, LineIndex>();

function lineIndexOf(lines: TokenLines): LineIndex {
  let index = indexes.get(lines);
  if (index !== undefined) return index;
  const tokens = tokensOf(lines);
  const suffixLow = new Uint32Array(tokens + 1);
  suffixLow[tokens] = 0xffffffff;
  let last = 0;
  for (let t = tokens - 1; t >= 0; t--) {
    const line = startLineOf(lines, t);
    suffixLow[t] = Math.min(suffixLow[t + 1]!, line);
    last = Math.max(last, line);
  }
  const cleanCut = new Uint8Array(tokens + 1);
  const before = new Uint32Array(last + 2);
  let prefixHigh = 0;
  for (let t = 0; t < tokens; t++) {
    if (prefixHigh <= suffixLow[t]!) cleanCut[t] = 1;
    prefixHigh = Math.max(prefixHigh, startLineOf(lines, t));
    before[startLineOf(lines, t) + 1]!++;
  }
  cleanCut[tokens] = 1;
  for (let line = 1; line < before.length; line++) before[line]! += before[line - 1]!;
  index = { cleanCut, before };
  indexes.set(lines, index);
  return index;
}

/**
 * Per token of `range`, the number of lines above its own that hold tokens from outside the range and none
 * of its own: tokens with the same number can be shown as one line range. Undefined when there is no such
 * line between the range's first and last.
 */
export function lineStretches(lines: TokenLines, range: TokenRange): Uint32Array | undefined {
  if (lines.inOrder) return undefined;
  const { cleanCut, before } = lineIndexOf(lines);
  if (cleanCut[range.start] === 1 && cleanCut[range.end] === 1) return undefined;
  let low = Infinity;
  let high = -1;
  for (let t = range.start; t < range.end; t++) {
    const line = startLineOf(lines, t);
    low = Math.min(low, line);
    high = Math.max(high, line);
  }
  if (high < 0 || before[high + 1]! - before[low]! === range.end - range.start) return undefined;
  // Per line from `low`, first the range's own tokens on it, then how many lines above it hold tokens from
  // outside the range and none of its own (a line that holds some of both, as where a fragment starts
  // mid-line, is shown anyway).
  const span = high - low + 1;
  const perLine = SCRATCH.take(span).fill(0, 0, span);
  for (let t = range.start; t < range.end; t++) perLine[startLineOf(lines, t) - low]!++;
  let foreignAbove = 0;
  for (let i = 0; i < span; i++) {
    const foreign = perLine[i] === 0 && before[low + i + 1]! > before[low + i]! ? 1 : 0;
    perLine[i] = foreignAbove;
    foreignAbove += foreign;
  }
  if (foreignAbove === 0) return undefined;
  const stretch = new Uint32Array(range.end - range.start);
  for (let t = range.start; t < range.end; t++)
    stretch[t - range.start] = perLine[startLineOf(lines, t) - low]!;
  return stretch;
}

const SCRATCH = new ScratchArray((length) => new Uint32Array(length), 1 << 20);

/**
 * The fragment `a` ↔ `b` as pieces to show: its tokens grouped by their stretch of lines on each side, in
 * the order the groups first appear. A fragment joined across small gaps (engine/merge-neighbours.ts) can
 * be a few tokens longer on one side: a token's partner is found in proportion to the lengths.
 */
export function fragmentPieces(
  a: TokenRange,
  b: TokenRange,
  sides: { readonly a: PieceLocator; readonly b: PieceLocator },
): Piece[] {
  const stretchesA = sides.a.stretches?.(a);
  const stretchesB = sides.b.stretches?.(b);
  const whole = { a: sides.a.lineRange(a), b: sides.b.lineRange(b) };
  if (stretchesA === undefined && stretchesB === undefined)
    return [{ a: { lines: whole.a, tokens: a }, b: { lines: whole.b, tokens: b } }];
  return groupByStretch({ a, b }, { a: stretchesA, b: stretchesB }).map((group) => ({
    a: shown(group.a, sides.a, whole.a),
    // A side too short to have a partner here keeps the whole of its side.
    b: shown(group.b.length > 0 ? group.b : [b], sides.b, whole.b),
  }));
}

/** Runs of tokens of one stretch of lines on each side. */
interface Group {
  readonly a: TokenRange[];
  readonly b: TokenRange[];
}

/** The fragment's tokens cut where a side's stretch changes, the runs of each pair of stretches together. */
function groupByStretch(
  { a, b }: { readonly a: TokenRange; readonly b: TokenRange },
  stretches: { readonly a: Uint32Array | undefined; readonly b: Uint32Array | undefined },
): Group[] {
  const lengthA = a.end - a.start;
  const lengthB = b.end - b.start;
  const partner = (offset: number) => Math.min(lengthB, Math.round((offset * lengthB) / lengthA));
  // One number per pair of stretches: runs of tokens are found by comparing keys, token by token.
  let stretchesOnB = 1;
  for (const stretch of stretches.b ?? []) stretchesOnB = Math.max(stretchesOnB, stretch + 1);
  const keyAt = (offset: number) =>
    (stretches.a?.[offset] ?? 0) * stretchesOnB +
    (stretches.b?.[Math.min(lengthB - 1, partner(offset))] ?? 0);
  const groups = new Map<number, Group>();
  for (let from = 0; from < lengthA;) {
    const key = keyAt(from);
    let to = from + 1;
    while (to < lengthA && keyAt(to) === key) to++;
    const group = groups.get(key) ?? { a: [], b: [] };
    groups.set(key, group);
    group.a.push({ start: a.start + from, end: a.start + to });
    const partnerEnd = to === lengthA ? lengthB : partner(to);
    if (partnerEnd > partner(from))
      group.b.push({ start: b.start + partner(from), end: b.start + partnerEnd });
    from = to;
  }
  return [...groups.values()];
}

/**
 * The lines and the token span of a group's runs, which all stand in one stretch of lines, within the whole
 * fragment's lines `whole` (a snapshot can place a run of a few tokens whose lines it does not know outside
 * them: snapshot/snapshot-line-range.ts).
 */
function shown(runs: readonly TokenRange[], locator: PieceLocator, whole: LineRange): Piece['a'] {
  let start = Infinity;
  let end = -1;
  for (const run of runs) {
    const lines = locator.lineRange(run);
    start = Math.min(start, lines.start);
    end = Math.max(end, lines.end);
  }
  const tokens = { start: runs[0]!.start, end: runs[runs.length - 1]!.end };
  if (whole.end <= whole.start) return { lines: { start, end }, tokens };
  start = Math.min(Math.max(start, whole.start), whole.end - 1);
  return { lines: { start, end: Math.max(Math.min(end, whole.end), start + 1) }, tokens };
}
