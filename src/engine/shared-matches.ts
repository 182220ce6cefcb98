// Shared-fingerprint matches from the index. Each hash's occurrences form a group; a group emits a match for
// every (occurrence in a, occurrence in b) of the submission pairs it links. A group of m occurrences costs
// m²/2 matches, so the widest-shared hashes (a loop header every solution has) would make the run quadratic
// in the course's size: given a budget, the engine ignores the widest groups first until the rest fit, as
// MOSS's -m does with a fixed number. A small course never reaches the budget and ignores nothing.
import type { Corpus, PairOptions } from './corpus.js';
import { groupByKey, type KeyGroups } from './group-by-key.js';

/** One entry per match: the pair's key (a × submissions + b), then file and fingerprint index on each side. */
export interface Matches {
  pairKeys: number[];
  filesA: number[];
  indexesA: number[];
  filesB: number[];
  indexesB: number[];
}

export interface CollectedMatches {
  readonly matches: Matches;
  /** Fingerprints in more than this many submissions were ignored to stay within the budget, if any were. */
  readonly ignoredAbove: number | undefined;
}

/** Occurrences of the index: the file and fingerprint index of each. */
interface Occurrences {
  readonly file: Uint32Array;
  readonly index: Uint32Array;
}

export function collectMatches(corpus: Corpus, options: PairOptions): CollectedMatches {
  const { keys, occurrences, count } = indexOccurrences(corpus);
  const groups = groupByKey(keys, count);
  const spread = submissionsPerGroup(corpus, groups, occurrences);
  const budgetCap = capWithin(groups, spread, options.maxMatches ?? Infinity);
  const limit = Math.min(budgetCap, options.maxSubmissionsPerFingerprint);
  const matches: Matches = { pairKeys: [], filesA: [], indexesA: [], filesB: [], indexesB: [] };
  for (let g = 0; g < spread.length; g++) {
    if (spread[g]! < 2 || spread[g]! > limit) continue;
    emitGroup(corpus, groups.order.subarray(groups.starts[g]!, groups.starts[g + 1]!), occurrences, matches);
  }
  return { matches, ignoredAbove: budgetCap < options.maxSubmissionsPerFingerprint ? budgetCap : undefined };
}

function indexOccurrences(corpus: Corpus): { keys: Float64Array; occurrences: Occurrences; count: number } {
  let total = 0;
  for (const file of corpus.files) total += file.fingerprints.hashes.length;
  const keys = new Float64Array(total);
  const occurrences = { file: new Uint32Array(total), index: new Uint32Array(total) };
  let count = 0;
  corpus.files.forEach((file, f) => {
    const hashes = file.fingerprints.hashes;
    for (let i = 0; i < hashes.length; i++) {
      if (corpus.ignoredHashes.has(hashes[i]!)) continue;
      keys[count] = hashes[i]!;
      occurrences.file[count] = f;
      occurrences.index[count++] = i;
    }
  });
  return { keys, occurrences, count };
}

// How many distinct submissions each group's occurrences stand in.
function submissionsPerGroup(corpus: Corpus, groups: KeyGroups, occurrences: Occurrences): Uint32Array {
  const spread = new Uint32Array(groups.keys.length);
  const seenIn = new Int32Array(corpus.submissions.length).fill(-1);
  for (let g = 0; g < spread.length; g++) {
    for (let o = groups.starts[g]!; o < groups.starts[g + 1]!; o++) {
      const submission = corpus.files[occurrences.file[groups.order[o]!]!]!.submission;
      if (seenIn[submission] !== g) spread[g]!++;
      seenIn[submission] = g;
    }
  }
  return spread;
}

// The largest spread whose groups, with all narrower ones, emit at most `budget` matches.
function capWithin(groups: KeyGroups, spread: Uint32Array, budget: number): number {
  if (!Number.isFinite(budget)) return Infinity;
  const costBySpread = new Map<number, number>();
  for (let g = 0; g < spread.length; g++) {
    const size = groups.starts[g + 1]! - groups.starts[g]!;
    if (spread[g]! >= 2)
      costBySpread.set(spread[g]!, (costBySpread.get(spread[g]!) ?? 0) + (size * (size - 1)) / 2);
  }
  let spent = 0;
  let cap = 1;
  for (const width of [...costBySpread.keys()].sort((x, y) => x - y)) {
    spent += costBySpread.get(width)!;
    if (spent > budget) return cap;
    cap = width;
  }
  return Infinity;
}

// Only pairs with a query occurrence are visited, each once: a hash that thousands of snapshot submissions
// share costs (its query occurrences × its occurrences), not its occurrences squared.
function emitGroup(corpus: Corpus, members: Uint32Array, occurrences: Occurrences, matches: Matches): void {
  const { files, submissions } = corpus;
  const submissionOf = (m: number) => files[occurrences.file[members[m]!]!]!.submission;
  let firstCorpus = 0;
  while (firstCorpus < members.length && submissions[submissionOf(firstCorpus)]!.side === 'query')
    firstCorpus++;
  for (let x = 0; x < members.length; x++) {
    const subX = submissionOf(x);
    const sx = submissions[subX]!;
    if (sx.side === 'corpus') continue;
    for (let y = Math.min(x + 1, firstCorpus); y < members.length; y++) {
      if (y === x) continue;
      const subY = submissionOf(y);
      const sy = submissions[subY]!;
      if ((y < x && sy.side === 'query') || sx.owner === sy.owner) continue;
      const [a, b] = subX < subY ? [members[x]!, members[y]!] : [members[y]!, members[x]!];
      matches.pairKeys.push(Math.min(subX, subY) * submissions.length + Math.max(subX, subY));
      matches.filesA.push(occurrences.file[a]!);
      matches.indexesA.push(occurrences.index[a]!);
      matches.filesB.push(occurrences.file[b]!);
      matches.indexesB.push(occurrences.index[b]!);
    }
  }
}
