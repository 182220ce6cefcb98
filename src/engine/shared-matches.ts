// Shared-fingerprint matches from the index. Each hash's occurrences form a group; a group emits a match for
// every (occurrence in a, occurrence in b) of the submission pairs it links. A group of m occurrences costs
// m²/2 matches, so the widest-shared hashes (a loop header every solution has) would make the run quadratic
// in the course's size: given a budget, the engine ignores the widest groups first until the rest fit, as
// MOSS's -m does with a fixed number. A small course never reaches the budget and ignores nothing.
import type { Corpus, PairOptions } from './corpus.js';
import { groupByKey, type KeyGroups } from './group-by-key.js';

/**
 * One entry per match, `length` of them: the pair's key (a × submissions + b), then file and fingerprint
 * index on each side. Typed arrays, no object per match: a large course makes tens of millions.
 */
export interface Matches {
  readonly length: number;
  readonly pairKeys: Float64Array;
  readonly filesA: Uint32Array;
  readonly indexesA: Uint32Array;
  readonly filesB: Uint32Array;
  readonly indexesB: Uint32Array;
}

// Matches as they are emitted, in arrays that double when full.
class MatchBuffer {
  length = 0;
  pairKeys = new Float64Array(1024);
  filesA = new Uint32Array(1024);
  indexesA = new Uint32Array(1024);
  filesB = new Uint32Array(1024);
  indexesB = new Uint32Array(1024);

  push(pairKey: number, a: number, b: number, occurrences: Occurrences): void {
    if (this.length === this.pairKeys.length) this.grow();
    const i = this.length++;
    this.pairKeys[i] = pairKey;
    this.filesA[i] = occurrences.file[a]!;
    this.indexesA[i] = occurrences.index[a]!;
    this.filesB[i] = occurrences.file[b]!;
    this.indexesB[i] = occurrences.index[b]!;
  }

  private grow(): void {
    const size = 2 * this.pairKeys.length;
    const widen = <T extends Float64Array | Uint32Array>(from: T, to: T): T => (to.set(from), to);
    this.pairKeys = widen(this.pairKeys, new Float64Array(size));
    this.filesA = widen(this.filesA, new Uint32Array(size));
    this.indexesA = widen(this.indexesA, new Uint32Array(size));
    this.filesB = widen(this.filesB, new Uint32Array(size));
    this.indexesB = widen(this.indexesB, new Uint32Array(size));
  }

  // Views of the filled part.
  toMatches(): Matches {
    const n = this.length;
    return {
      length: n,
      pairKeys: this.pairKeys.subarray(0, n),
      filesA: this.filesA.subarray(0, n),
      indexesA: this.indexesA.subarray(0, n),
      filesB: this.filesB.subarray(0, n),
      indexesB: this.indexesB.subarray(0, n),
    };
  }
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
  const matches = new MatchBuffer();
  for (let g = 0; g < spread.length; g++) {
    if (spread[g]! < 2 || spread[g]! > limit) continue;
    emitGroup(corpus, groups.order.subarray(groups.starts[g]!, groups.starts[g + 1]!), occurrences, matches);
  }
  return {
    matches: matches.toMatches(),
    ignoredAbove: budgetCap < options.maxSubmissionsPerFingerprint ? budgetCap : undefined,
  };
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
function emitGroup(
  corpus: Corpus,
  members: Uint32Array,
  occurrences: Occurrences,
  matches: MatchBuffer,
): void {
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
      const low = subX < subY;
      const pairKey = low ? subX * submissions.length + subY : subY * submissions.length + subX;
      matches.push(pairKey, low ? members[x]! : members[y]!, low ? members[y]! : members[x]!, occurrences);
    }
  }
}
