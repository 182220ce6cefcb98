// How rare each fingerprint is in the cohort: the number of submissions it stands in (its document
// frequency), turned into a weight in [0, 1]. Code every solution has (a loop header, a fast-input template,
// the starter left in) says nothing about copying; code two submissions alone share says a lot. The weight
// is the inverse document frequency ln(N / df) divided by its value for df = 2 (a hash only the pair itself
// has): a fragment nobody else shares keeps its full length, one every submission has weighs nothing.
// compare50's smoothed 1 + ln(N / (1 + df)) was tried first: in a course of nine where everyone kept the
// same starter (the demo course without --base) it still gave the starter 0.43 of its length, enough for
// the fragment rule to flag all 36 pairs; MOSS and Dolos drop such fingerprints outright.
import type { Corpus } from './corpus.js';
import { groupByKey } from './group-by-key.js';

/** Weight in [0, 1] of a fingerprint hash: 1 for one only two submissions share, 0 for one all have. */
export type Rarity = (hash: number) => number;

/** How many submissions a hash stands in; 2 for one in two or fewer (only a pair has it). */
export type SpreadOf = (hash: number) => number;

/**
 * The rarity of every fingerprint of `corpus`, with `cohortSize` submissions in the course (at least the
 * corpus's; a check sees only the snapshot submissions that share something, the course has more).
 */
export function cohortRarity(corpus: Corpus, cohortSize: number): { rarity: Rarity; spreadOf: SpreadOf } {
  const spreadOf = submissionSpread(corpus);
  const size = Math.max(cohortSize, corpus.submissions.length);
  const top = Math.log(size / 2);
  // A course of two: every shared hash is the pair's own.
  const rarity = (hash: number) =>
    top > 0 ? Math.min(1, Math.max(0, Math.log(size / Math.max(2, spreadOf(hash))) / top)) : 1;
  return { rarity, spreadOf };
}

// Distinct submissions per hash, over every fingerprint of the corpus (starter hashes included: they are
// never in a fragment).
function submissionSpread(corpus: Corpus): SpreadOf {
  let total = 0;
  for (const file of corpus.files) total += file.fingerprints.hashes.length;
  const keys = new Float64Array(total);
  const owners = new Uint32Array(total);
  let at = 0;
  for (const file of corpus.files) {
    keys.set(file.fingerprints.hashes, at);
    owners.fill(file.submission, at, at + file.fingerprints.hashes.length);
    at += file.fingerprints.hashes.length;
  }
  const groups = groupByKey(keys);
  const spread = new Map<number, number>();
  for (let g = 0; g + 1 < groups.starts.length; g++) {
    const start = groups.starts[g]!;
    const end = groups.starts[g + 1]!;
    if (end - start < 3) continue; // spread 2 or less: the default below
    // A submission's files need not be adjacent in the corpus: count distinct submissions exactly (a set
    // only for the rare wide group, a scan for the common narrow one).
    let distinct = 0;
    const seen = end - start > 8 ? new Set<number>() : undefined;
    for (let o = start; o < end; o++) {
      const owner = owners[groups.order[o]!]!;
      if (seen ? seen.has(owner) : earlierIn(owners, groups.order, { start, end: o }, owner)) continue;
      distinct++;
      seen?.add(owner);
    }
    if (distinct > 2) spread.set(groups.keys[g]!, distinct);
  }
  // Only hashes in three or more submissions are kept: the others weigh as one only the pair has.
  return (hash) => spread.get(hash) ?? 2;
}

function earlierIn(
  owners: Uint32Array,
  order: Uint32Array,
  range: { start: number; end: number },
  owner: number,
): boolean {
  for (let p = range.start; p < range.end; p++) if (owners[order[p]!] === owner) return true;
  return false;
}
