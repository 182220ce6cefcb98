// Shared-fingerprint matches from the index. Each hash's occurrences form a group; a group emits a match for
// every (occurrence in a, occurrence in b) of the submission pairs it links. Groups too widely shared to be
// worth that (in more than `commonAbove` submissions: a loop header every solution has) emit nothing: they
// are kept per submission and joined in later, only for the pairs that rarer fingerprints found. That keeps
// the cost linear in the course's size while common code still counts inside a copied region.
import type { Corpus, PairOptions } from './corpus.js';
import { groupByKey } from './group-by-key.js';

/** One entry per match: the pair's key (a × submissions + b), then file and fingerprint index on each side. */
export interface Matches {
  pairKeys: number[];
  filesA: number[];
  indexesA: number[];
  filesB: number[];
  indexesB: number[];
}

/** Occurrences of the index: file and fingerprint index of each, and the hash group it belongs to. */
interface Occurrences {
  readonly file: Uint32Array;
  readonly index: Uint32Array;
}

/** The common groups' occurrences per submission, in group order, for joining into found pairs. */
export interface CommonOccurrences {
  readonly occurrences: Occurrences;
  /** For each submission, its slice of `order`/`groupOf` (a start and an end), or -1 when it has none. */
  readonly sliceOf: Int32Array;
  readonly starts: Uint32Array;
  readonly order: Uint32Array;
  readonly occurrenceOf: number[];
  readonly groupOf: number[];
}

export function collectMatches(
  corpus: Corpus,
  options: PairOptions,
): { matches: Matches; common: CommonOccurrences } {
  const { files, submissions } = corpus;
  const { keys, occurrences, count } = indexOccurrences(corpus);
  const groups = groupByKey(keys, count);
  const matches: Matches = { pairKeys: [], filesA: [], indexesA: [], filesB: [], indexesB: [] };
  const commonSubmission: number[] = [];
  const occurrenceOf: number[] = [];
  const groupOf: number[] = [];
  const seenIn = new Int32Array(submissions.length).fill(-1);
  const commonAbove = options.commonAbove ?? Infinity;
  for (let g = 0; g + 1 < groups.starts.length; g++) {
    const members = groups.order.subarray(groups.starts[g]!, groups.starts[g + 1]!);
    if (members.length < 2) continue;
    let distinct = 0;
    for (const o of members) {
      const submission = files[occurrences.file[o]!]!.submission;
      if (seenIn[submission] !== g) distinct++;
      seenIn[submission] = g;
    }
    if (distinct < 2 || distinct > options.maxSubmissionsPerFingerprint) continue;
    if (distinct <= commonAbove) {
      emitGroup(corpus, members, occurrences, matches);
      continue;
    }
    for (const o of members) {
      commonSubmission.push(files[occurrences.file[o]!]!.submission);
      occurrenceOf.push(o);
      groupOf.push(g);
    }
  }
  const bySubmission = groupByKey(Float64Array.from(commonSubmission));
  const sliceOf = new Int32Array(submissions.length).fill(-1);
  bySubmission.keys.forEach((submission, slice) => (sliceOf[submission] = slice));
  const common = {
    occurrences,
    sliceOf,
    starts: bySubmission.starts,
    order: bySubmission.order,
    occurrenceOf,
    groupOf,
  };
  return { matches, common };
}

/**
 * Appends the matches that common groups give pair (a, b) and returns their indexes in `matches`; with
 * `countOnly`, appends nothing and returns how many there would be (an empty array of that length is not
 * made: the count comes back as the array's only element). A merge of the two submissions' common
 * occurrences, which are in group order.
 */
export function joinCommonMatches(
  common: CommonOccurrences,
  corpus: Corpus,
  [a, b]: [number, number],
  matches: Matches | undefined,
): number[] {
  const sliceA = common.sliceOf[a]!;
  const sliceB = common.sliceOf[b]!;
  if (sliceA < 0 || sliceB < 0) return matches ? [] : [0];
  const listA = common.order.subarray(common.starts[sliceA]!, common.starts[sliceA + 1]!);
  const listB = common.order.subarray(common.starts[sliceB]!, common.starts[sliceB + 1]!);
  const added: number[] = [];
  let count = 0;
  const group = (entry: number) => common.groupOf[entry]!;
  for (let i = 0, j = 0; i < listA.length && j < listB.length;) {
    const ga = group(listA[i]!);
    const gb = group(listB[j]!);
    if (ga !== gb) {
      if (ga < gb) i++;
      else j++;
      continue;
    }
    let endA = i;
    while (endA < listA.length && group(listA[endA]!) === ga) endA++;
    let endB = j;
    while (endB < listB.length && group(listB[endB]!) === ga) endB++;
    count += (endA - i) * (endB - j);
    for (let x = i; matches && x < endA; x++) {
      for (let y = j; y < endB; y++) {
        added.push(matches.pairKeys.length);
        const ends: [number, number] = [common.occurrenceOf[listA[x]!]!, common.occurrenceOf[listB[y]!]!];
        pushMatch(matches, a * corpus.submissions.length + b, common.occurrences, ends);
      }
    }
    i = endA;
    j = endB;
  }
  return matches ? added : [count];
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
      const pairKey = Math.min(subX, subY) * submissions.length + Math.max(subX, subY);
      const ends = subX < subY ? [members[x]!, members[y]!] : [members[y]!, members[x]!];
      pushMatch(matches, pairKey, occurrences, ends as [number, number]);
    }
  }
}

function pushMatch(
  matches: Matches,
  pairKey: number,
  occurrences: Occurrences,
  [a, b]: [number, number],
): void {
  matches.pairKeys.push(pairKey);
  matches.filesA.push(occurrences.file[a]!);
  matches.indexesA.push(occurrences.index[a]!);
  matches.filesB.push(occurrences.file[b]!);
  matches.indexesB.push(occurrences.index[b]!);
}
