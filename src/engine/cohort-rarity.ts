// How rare each fingerprint is in the cohort: the number of submissions it stands in (its document
// frequency), turned into a weight in [0, 1]. Code every solution has (a loop header, a fast-input template,
// the starter left in) says nothing about copying; code two submissions alone share says a lot. The weight
// is the inverse document frequency ln(N / df) divided by its value for df = 2 (a hash only the pair itself
// has): a fragment nobody else shares keeps its full length, one every submission has weighs nothing.
// compare50's smoothed 1 + ln(N / (1 + df)) was tried first: in a course of nine where everyone kept the
// same starter (the demo course without --base) it still gave the starter 0.43 of its length, enough for
// the fragment rule to flag all 36 pairs; MOSS and Dolos drop such fingerprints outright.
import type { CorpusFile, FilePairFragments } from './corpus.js';
import { firstPositionFrom } from './first-position-from.js';
import type { FingerprintIndex } from './fingerprint-index.js';

/** Weight in [0, 1] of a fingerprint hash: 1 for one only two submissions share, 0 for one all have. */
export type Rarity = (hash: number) => number;

/** How many submissions a hash stands in; 2 for one in two or fewer (only the pair has it). */
export type SpreadOf = (hash: number) => number;

/**
 * The rarity of the hashes in `spreads` (each with the submissions it stands in), in a course of
 * `cohortSize` submissions (at least `submissions`, the corpus's: a check sees only the snapshot submissions
 * that share something, the course has more).
 */
export function cohortRarity(
  spreads: ReadonlyMap<number, number>,
  submissions: number,
  cohortSize: number,
): { rarity: Rarity; spreadOf: SpreadOf } {
  const spreadOf = (hash: number) => Math.max(2, spreads.get(hash) ?? 2);
  const size = Math.max(cohortSize, submissions);
  const top = Math.log(size / 2);
  // A course of two: every shared hash is the pair's own.
  const rarity = (hash: number) =>
    top > 0 ? Math.min(1, Math.max(0, Math.log(size / Math.max(2, spreadOf(hash))) / top)) : 1;
  return { rarity, spreadOf };
}

/**
 * The spread of every fingerprint inside the pairs' fragments, on either side, as the index counted it: the
 * hashes whose rarity the pairs' evidence may ask for, and no pass over the rest of the corpus.
 */
export function spreadsInFragments(
  index: FingerprintIndex,
  files: readonly CorpusFile[],
  pairs: readonly (readonly FilePairFragments[])[],
): Map<number, number> {
  const spreads = new Map<number, number>();
  const add = (file: number, start: number, end: number) => {
    const { positions, hashes } = files[file]!.fingerprints;
    const first = index.fileStarts[file]!;
    for (let i = firstPositionFrom(positions, start); i < positions.length && positions[i]! < end; i++)
      spreads.set(hashes[i]!, index.spread[index.groupOf[first + i]!]!);
  };
  for (const files of pairs)
    for (const { fileA, fileB, fragments } of files)
      for (const fragment of fragments) {
        add(fileA, fragment.a.start, fragment.a.end);
        add(fileB, fragment.b.start, fragment.b.end);
      }
  return spreads;
}
