// Pairs come from the fingerprint index, never from comparing every pair of files: occurrences of each
// hash are grouped, boilerplate and over-shared hashes dropped, and every remaining group emits matches
// for the submission pairs it links.
import type { Corpus, FilePairFragments, Pair, PairOptions } from './corpus.js';
import { buildFragments } from './fragments.js';
import { groupByKey } from './group-by-key.js';
import { scorePair } from './pair-scores.js';
import { tileFragments } from './tile-fragments.js';

/** Shared-fingerprint matches, one entry per (occurrence in a, occurrence in b). */
interface Matches {
  pairKeys: number[];
  filesA: number[];
  indexesA: number[];
  filesB: number[];
  indexesB: number[];
}

/** Every pair of submissions that shares a reportable fingerprint, with fragments and scores, ranked. */
export function findPairs(corpus: Corpus, options: PairOptions): Pair[] {
  const matches = collectMatches(corpus, options);
  const byPair = groupByKey(Float64Array.from(matches.pairKeys));
  const sizes = submissionSizes(corpus);
  const tokenCount = (file: number) => corpus.files[file]!.tokenCount;
  const pairs: Pair[] = [];
  const count = corpus.submissions.length;
  for (let g = 0; g + 1 < byPair.starts.length; g++) {
    const members = Array.from(byPair.order.subarray(byPair.starts[g], byPair.starts[g + 1]));
    const key = byPair.keys[g]!;
    const a = Math.floor(key / count);
    const b = key - a * count;
    const files = tileFragments(filePairFragments(corpus, matches, members), tokenCount, corpus.params.k);
    if (files.length === 0) continue;
    const scores = scorePair({ files: corpus.files, matches: files, sizeA: sizes[a]!, sizeB: sizes[b]! });
    pairs.push({ a, b, files, scores });
  }
  return pairs.sort(
    (x, y) =>
      y.scores.similarity - x.scores.similarity ||
      y.scores.longestFragment - x.scores.longestFragment ||
      x.a - y.a ||
      x.b - y.b,
  );
}

function collectMatches(corpus: Corpus, options: PairOptions): Matches {
  const { files, submissions, ignoredHashes } = corpus;
  const keys: number[] = [];
  const occurrenceFile: number[] = [];
  const occurrenceIndex: number[] = [];
  files.forEach((file, f) => {
    const hashes = file.fingerprints.hashes;
    for (let i = 0; i < hashes.length; i++) {
      if (ignoredHashes.has(hashes[i]!)) continue;
      keys.push(hashes[i]!);
      occurrenceFile.push(f);
      occurrenceIndex.push(i);
    }
  });
  const groups = groupByKey(Float64Array.from(keys));
  const matches: Matches = { pairKeys: [], filesA: [], indexesA: [], filesB: [], indexesB: [] };
  const seenIn = new Int32Array(submissions.length).fill(-1);
  for (let g = 0; g + 1 < groups.starts.length; g++) {
    const start = groups.starts[g]!;
    const end = groups.starts[g + 1]!;
    if (end - start < 2) continue;
    let distinct = 0;
    for (let o = start; o < end; o++) {
      const submission = files[occurrenceFile[groups.order[o]!]!]!.submission;
      if (seenIn[submission] !== g) distinct++;
      seenIn[submission] = g;
    }
    if (distinct < 2 || distinct > options.maxSubmissionsPerFingerprint) continue;
    emitGroup(corpus, groups.order.subarray(start, end), { occurrenceFile, occurrenceIndex }, matches);
  }
  return matches;
}

function emitGroup(
  corpus: Corpus,
  members: Uint32Array,
  occurrences: { occurrenceFile: number[]; occurrenceIndex: number[] },
  matches: Matches,
): void {
  const { files, submissions } = corpus;
  const sideOf = (m: number) =>
    submissions[files[occurrences.occurrenceFile[members[m]!]!]!.submission]!.side;
  let firstCorpus = 0;
  while (firstCorpus < members.length && sideOf(firstCorpus) === 'query') firstCorpus++;
  // Only pairs with a query occurrence are visited, each once: a hash that thousands of snapshot submissions
  // share costs (its query occurrences × its occurrences), not its occurrences squared.
  for (let x = 0; x < members.length; x++) {
    const fileX = occurrences.occurrenceFile[members[x]!]!;
    const subX = files[fileX]!.submission;
    const sx = submissions[subX]!;
    if (sx.side === 'corpus') continue;
    for (let y = Math.min(x + 1, firstCorpus); y < members.length; y++) {
      if (y === x) continue;
      const fileY = occurrences.occurrenceFile[members[y]!]!;
      const subY = files[fileY]!.submission;
      const sy = submissions[subY]!;
      if ((y < x && sy.side === 'query') || sx.owner === sy.owner) continue;
      const [fa, fb] = subX < subY ? [members[x]!, members[y]!] : [members[y]!, members[x]!];
      const fileA = occurrences.occurrenceFile[fa]!;
      const fileB = occurrences.occurrenceFile[fb]!;
      matches.pairKeys.push(Math.min(subX, subY) * submissions.length + Math.max(subX, subY));
      matches.filesA.push(fileA);
      matches.indexesA.push(occurrences.occurrenceIndex[fa]!);
      matches.filesB.push(fileB);
      matches.indexesB.push(occurrences.occurrenceIndex[fb]!);
    }
  }
}

function filePairFragments(corpus: Corpus, matches: Matches, members: number[]): FilePairFragments[] {
  members.sort(
    (x, y) =>
      matches.filesA[x]! - matches.filesA[y]! ||
      matches.filesB[x]! - matches.filesB[y]! ||
      matches.indexesA[x]! - matches.indexesA[y]! ||
      matches.indexesB[x]! - matches.indexesB[y]!,
  );
  const result: FilePairFragments[] = [];
  for (let start = 0; start < members.length;) {
    const fileA = matches.filesA[members[start]!]!;
    const fileB = matches.filesB[members[start]!]!;
    let end = start;
    while (
      end < members.length &&
      matches.filesA[members[end]!] === fileA &&
      matches.filesB[members[end]!] === fileB
    )
      end++;
    const run = members.slice(start, end);
    const a = corpus.files[fileA]!;
    const b = corpus.files[fileB]!;
    const fragments = buildFragments({
      a,
      b,
      k: corpus.params.k,
      indexesA: run.map((m) => matches.indexesA[m]!),
      indexesB: run.map((m) => matches.indexesB[m]!),
    });
    if (fragments.length > 0) result.push({ fileA, fileB, fragments });
    start = end;
  }
  return result;
}

function submissionSizes(corpus: Corpus): number[] {
  const sizes = new Array<number>(corpus.submissions.length).fill(0);
  for (const file of corpus.files) sizes[file.submission]! += file.tokenCount - file.boilerplateTokens;
  return sizes;
}
