// Fragments between two files: shared fingerprints chained into runs, then (when both token sequences are at
// hand) checked token by token and extended to the exact bounds of the copied tokens, and finally merged
// where they overlap on both sides along one alignment.
//
// How matches chain depends on what is known. With both files' tokens, both sides hold the same winnowing
// of their k-grams, so a copied region gives matches consecutive in both files. Without them, a file may be
// a snapshot's, which stores a sparser winnowing (a larger window: a subset of what the smaller one keeps).
// There a run is matches at one offset (posB − posA) whose fingerprints are consecutive in the sparser file,
// so that every fingerprint it stores inside the run matched.
import type { Fragment } from './corpus.js';
import type { FileFingerprints } from './types.js';

export interface FragmentSide {
  readonly fingerprints: FileFingerprints;
  readonly ids?: Uint32Array | undefined;
  readonly boilerplate?: Uint8Array | undefined;
  /** The window of a sparser sample (see CorpusFile.sparseWindow); absent for a file winnowed with w. */
  readonly sparseWindow?: number | undefined;
}

export interface FragmentInput {
  readonly a: FragmentSide;
  readonly b: FragmentSide;
  readonly k: number;
  /** Shared fingerprints as indexes into each side's fingerprints, sorted by indexA then indexB. */
  readonly indexesA: ArrayLike<number>;
  readonly indexesB: ArrayLike<number>;
}

interface Run {
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
  fingerprints: number;
  /** The hash of its first match (see Fragment.firstHash). */
  firstHash: number;
}

/** The fragments between two files, in order of their start in file a. */
export function buildFragments(input: FragmentInput): Fragment[] {
  const { a, b } = input;
  const exact = a.ids !== undefined && b.ids !== undefined;
  const runs = exact ? chainConsecutive(input) : chainByOffset(input);
  if (exact) for (const run of runs) extend(run, a, b);
  for (const run of runs) trimStarter(run, a, b);
  return mergeOverlapping(runs.filter((run) => run.aEnd > run.aStart)).map((run) => ({
    a: { start: run.aStart, end: run.aEnd },
    b: { start: run.bStart, end: run.bEnd },
    fingerprints: run.fingerprints,
    firstHash: run.firstHash,
  }));
}

// Runs of matches consecutive in both files, each match checked token by token (a hash collision is dropped).
// Matches come sorted by (i, j), so the one a match extends, (i - 1, j - 1), lies in the block of i - 1,
// found by a pointer that only moves forward.
function chainConsecutive(input: FragmentInput): Run[] {
  const { a, b, k, indexesA, indexesB } = input;
  const runs: Run[] = [];
  const runOf: (Run | undefined)[] = new Array<Run | undefined>(indexesA.length);
  let blockStart = 0;
  let previousEnd = 0;
  let previous = 0;
  for (let m = 0; m < indexesA.length; m++) {
    const i = indexesA[m]!;
    const j = indexesB[m]!;
    if (m === 0 || i !== indexesA[m - 1]) {
      const follows = m > 0 && i === indexesA[m - 1]! + 1;
      previous = follows ? blockStart : m;
      previousEnd = m;
      blockStart = m;
    }
    const posA = a.fingerprints.positions[i]!;
    const posB = b.fingerprints.positions[j]!;
    if (!sameTokens(a.ids!, posA, b.ids!, posB, k)) continue;
    while (previous < previousEnd && indexesB[previous]! < j - 1) previous++;
    const extended = previous < previousEnd && indexesB[previous] === j - 1 ? runOf[previous] : undefined;
    runOf[m] = grow(extended, runs, { posA, posB, hash: a.fingerprints.hashes[i]! }, k);
  }
  return runs;
}

// Runs of matches at one offset whose fingerprints are consecutive in the sparser file. Two files stored with
// one window hold the same winnowing, as two with tokens do, so there the fingerprints must be consecutive in
// both: consecutive in one side only (whichever came first) would let the order of a pair change its runs.
function chainByOffset(input: FragmentInput): Run[] {
  const { a, b, k } = input;
  const windowA = a.sparseWindow ?? 0;
  const windowB = b.sparseWindow ?? 0;
  const alongA = windowA > windowB;
  const along = alongA ? input.indexesA : input.indexesB;
  const across = alongA ? input.indexesB : input.indexesA;
  const bothConsecutive = windowA === windowB;
  const order = Array.from(along, (_, m) => m).sort(
    (x, y) => along[x]! - along[y]! || across[x]! - across[y]!,
  );
  const runs: Run[] = [];
  const atOffset = new Map<number, { run: Run; last: number; lastAcross: number }>();
  for (const m of order) {
    const i = input.indexesA[m]!;
    const posA = a.fingerprints.positions[i]!;
    const posB = b.fingerprints.positions[input.indexesB[m]!]!;
    const open = atOffset.get(posB - posA);
    const follows =
      open !== undefined &&
      open.last === along[m]! - 1 &&
      (!bothConsecutive || open.lastAcross === across[m]! - 1);
    const match = { posA, posB, hash: a.fingerprints.hashes[i]! };
    const run = grow(follows ? open.run : undefined, runs, match, k);
    atOffset.set(posB - posA, { run, last: along[m]!, lastAcross: across[m]! });
  }
  return runs;
}

interface Match {
  readonly posA: number;
  readonly posB: number;
  readonly hash: number;
}

// `previous` extended by the match, or a new run for it added to `runs`.
function grow(previous: Run | undefined, runs: Run[], match: Match, k: number): Run {
  const { posA, posB } = match;
  if (previous) {
    previous.aEnd = posA + k;
    previous.bEnd = posB + k;
    previous.fingerprints++;
    return previous;
  }
  const run = {
    aStart: posA,
    aEnd: posA + k,
    bStart: posB,
    bEnd: posB + k,
    fingerprints: 1,
    firstHash: match.hash,
  };
  runs.push(run);
  return run;
}

function sameTokens(a: Uint32Array, i: number, b: Uint32Array, j: number, length: number): boolean {
  for (let t = 0; t < length; t++) if (a[i + t] !== b[j + t]) return false;
  return true;
}

const isStarter = (side: FragmentSide, t: number) =>
  side.boilerplate !== undefined && side.boilerplate[t] === 1;

// Grows a run to the maximal equal token run around it, never into starter code.
function extend(run: Run, a: FragmentSide, b: FragmentSide): void {
  const idsA = a.ids!;
  const idsB = b.ids!;
  while (run.aStart > 0 && run.bStart > 0) {
    const ta = run.aStart - 1;
    const tb = run.bStart - 1;
    if (idsA[ta] !== idsB[tb] || isStarter(a, ta) || isStarter(b, tb)) break;
    run.aStart = ta;
    run.bStart = tb;
  }
  while (run.aEnd < idsA.length && run.bEnd < idsB.length) {
    const ta = run.aEnd;
    const tb = run.bEnd;
    if (idsA[ta] !== idsB[tb] || isStarter(a, ta) || isStarter(b, tb)) break;
    run.aEnd++;
    run.bEnd++;
  }
}

// A k-gram at the edge of starter code is not starter code itself, but its starter tokens were not copied.
function trimStarter(run: Run, a: FragmentSide, b: FragmentSide): void {
  while (run.aStart < run.aEnd && (isStarter(a, run.aStart) || isStarter(b, run.bStart))) {
    run.aStart++;
    run.bStart++;
  }
  while (run.aEnd > run.aStart && (isStarter(a, run.aEnd - 1) || isStarter(b, run.bEnd - 1))) {
    run.aEnd--;
    run.bEnd--;
  }
}

// Runs that overlap in both files on one diagonal (same offset posB − posA) describe one copied region
// (robust winnowing can pick a different hash at a run's edge, and extension makes neighbours meet): report
// them once. Runs on different diagonals are different alignments (code repeated in a file), and tiling keeps
// what each covers that the other does not, with tokens or without: merged into one fragment they would cover
// both alignments' tokens, and a pull-request check would score a pair higher than compare does.
function mergeOverlapping(runs: Run[]): Run[] {
  runs.sort((x, y) => x.aStart - y.aStart || x.bStart - y.bStart);
  const merged: Run[] = [];
  for (const run of runs) {
    const into = findOverlapping(merged, run);
    if (!into) {
      merged.push({ ...run });
      continue;
    }
    // The earlier run's first match comes first (on one diagonal, earlier in a is earlier in b).
    if (run.aStart < into.aStart || (run.aStart === into.aStart && run.firstHash < into.firstHash))
      into.firstHash = run.firstHash;
    into.aStart = Math.min(into.aStart, run.aStart);
    into.aEnd = Math.max(into.aEnd, run.aEnd);
    into.bStart = Math.min(into.bStart, run.bStart);
    into.bEnd = Math.max(into.bEnd, run.bEnd);
    into.fingerprints += run.fingerprints;
  }
  return merged;
}

function findOverlapping(merged: readonly Run[], run: Run): Run | undefined {
  for (let i = merged.length - 1; i >= 0; i--) {
    const other = merged[i]!;
    if (other.bStart - other.aStart !== run.bStart - run.aStart) continue;
    if (other.aEnd > run.aStart && other.bStart < run.bEnd && run.bStart < other.bEnd) return other;
  }
  return undefined;
}
