// Where a snapshot file's tokens stand, as far as its stored fingerprints tell: a snapshot keeps no tokens,
// only each stored k-gram's least start line and greatest end line (to-entry-file.ts). What that tells:
// - A stored k-gram has a token on its first line and one on its last. The lines between may hold its other
//   tokens or other code: a k-gram that runs across code a front end moved spans all the lines between.
// - A token stands within the lines of every stored k-gram that holds it: on or after the latest of their
//   first lines, before the earliest of their ends (a layout token with no text, such as Python's dedent,
//   can stand past them: one they leave no line is taken as unplaced). Where it is the only token of a
//   k-gram that can stand on that k-gram's first (or last) line, it stands there.
// - A token that no stored k-gram holds has no known line. A file stored whole (window W = 1) has every
//   token held by k of them, and most are placed on one line; stored sparsely (W > 1), a token is held by one
//   or two (the lines of those alone), and the tokens between stored k-grams more than k tokens apart by
//   none.
// Pure: reads the snapshot's columns, keeps nothing.
import { firstPositionFrom } from '../engine/first-position-from.js';
import type { TokenRange } from '../engine/types.js';
import type { IndexRange, Snapshot } from './types.js';

/** One file's stored k-grams: views of the snapshot's columns, in position order. */
export interface StoredKGrams {
  readonly positions: Uint32Array;
  readonly lineStarts: Uint32Array;
  readonly lineEnds: Uint32Array;
  readonly k: number;
  /** The file's token count. */
  readonly tokens: number;
}

/** `high` of a token no stored k-gram places. */
export const UNPLACED = 0xffffffff;

/** Per token of a range, the lines it may stand on: [low, high), high UNPLACED when unknown. */
export interface TokenPlaces {
  readonly low: Uint32Array;
  readonly high: Uint32Array;
}

/** File `fileIndex`'s stored k-grams. */
export function storedKGramsOf(snapshot: Snapshot, fileIndex: number): StoredKGrams {
  const file = snapshot.files[fileIndex]!;
  const { start, end } = file.fingerprints;
  const { positions, lineStarts, lineEnds } = snapshot.fingerprints;
  return {
    positions: positions.subarray(start, end),
    lineStarts: lineStarts.subarray(start, end),
    lineEnds: lineEnds.subarray(start, end),
    k: snapshot.params.k,
    tokens: file.tokens,
  };
}

/** The stored k-grams (indexes into the file's) whose tokens all lie in `range`. */
export function kGramsWithin(kgrams: StoredKGrams, range: TokenRange): IndexRange {
  const start = firstPositionFrom(kgrams.positions, range.start);
  return { start, end: Math.max(start, firstPositionFrom(kgrams.positions, range.end - kgrams.k + 1)) };
}

/** The lines each token of `range` may stand on (see the header). */
export function tokenPlaces(kgrams: StoredKGrams, range: TokenRange): TokenPlaces {
  // Pinning a token of the range looks at the other tokens of its k-grams, and those at all their k-grams.
  const reach = 2 * kgrams.k;
  const region = { start: Math.max(0, range.start - reach), end: Math.min(kgrams.tokens, range.end + reach) };
  const places = boundsOver(kgrams, region);
  pinEnds(kgrams, { places, from: region.start }, range);
  const at = range.start - region.start;
  const length = Math.max(0, range.end - range.start);
  return { low: places.low.slice(at, at + length), high: places.high.slice(at, at + length) };
}

// Per token of `span`, the lines shared by every stored k-gram that holds it.
function boundsOver(kgrams: StoredKGrams, span: TokenRange): TokenPlaces {
  const { positions, lineStarts, lineEnds, k } = kgrams;
  const length = Math.max(0, span.end - span.start);
  const low = new Uint32Array(length);
  const high = new Uint32Array(length).fill(UNPLACED);
  for (let i = firstPositionFrom(positions, span.start - k + 1); i < positions.length; i++) {
    const p = positions[i]!;
    if (p >= span.end) break;
    for (let t = Math.max(p, span.start); t < Math.min(p + k, span.end); t++) {
      low[t - span.start] = Math.max(low[t - span.start]!, lineStarts[i]!);
      high[t - span.start] = Math.min(high[t - span.start]!, lineEnds[i]!);
    }
  }
  dropContradictions({ low, high });
  return { low, high };
}

// Each stored k-gram that holds a token of `range` has a token on its first line and one on its last: one
// that alone can stand there does. Every pin is found from the bounds before any is applied, so the order of
// the k-grams does not matter, nor how far around the range the bounds were worked out. A token pinned to
// two lines spans them (a text block): it keeps its bounds.
function pinEnds(
  kgrams: StoredKGrams,
  region: { readonly places: TokenPlaces; readonly from: number },
  range: TokenRange,
): void {
  const { positions, lineStarts, lineEnds, k } = kgrams;
  const { low, high } = region.places;
  const pins: number[] = [];
  for (let i = firstPositionFrom(positions, range.start - k + 1); i < positions.length; i++) {
    const p = positions[i]!;
    if (p >= range.end) break;
    const tokens = { start: p - region.from, end: p + k - region.from };
    const onFirst = onlyToken(region.places, tokens, (o) => low[o] === lineStarts[i]);
    const onLast = onlyToken(region.places, tokens, (o) => high[o] === lineEnds[i]);
    if (onFirst >= 0) pins.push(onFirst, lineStarts[i]!);
    if (onLast >= 0) pins.push(onLast, lineEnds[i]! - 1);
  }
  const before = { low: low.slice(), high: high.slice() };
  for (let j = 0; j < pins.length; j += 2) {
    const o = pins[j]!;
    low[o] = Math.max(low[o]!, pins[j + 1]!);
    high[o] = Math.min(high[o]!, pins[j + 1]! + 1);
  }
  for (let j = 0; j < pins.length; j += 2) {
    const o = pins[j]!;
    if (low[o]! >= high[o]!) [low[o], high[o]] = [before.low[o]!, before.high[o]!];
  }
}

// The one token (offset) of `tokens` that `can` stand on the line asked about, or -1: also when one of them is
// unplaced, as then nothing is sure.
function onlyToken(places: TokenPlaces, tokens: TokenRange, can: (o: number) => boolean): number {
  let found = -1;
  for (let o = tokens.start; o < tokens.end; o++) {
    if (places.high[o] === UNPLACED) return -1;
    if (!can(o)) continue;
    if (found >= 0) return -1;
    found = o;
  }
  return found;
}

// A token whose k-grams leave it no line (a layout token with no text stands past its k-gram's last line) is
// taken as unplaced.
function dropContradictions({ low, high }: TokenPlaces): void {
  for (let o = 0; o < low.length; o++) {
    if (high[o] !== UNPLACED && low[o]! >= high[o]!) {
      low[o] = 0;
      high[o] = UNPLACED;
    }
  }
}
