// One-to-one tiling of a pair's fragments, as in greedy string tiling (JPlag): longest first, each token of
// either side belongs to at most one fragment. Without it a line repeated in one file "matches" every copy
// of that line in the other, and idioms that recur inside a program inflate a pair's coverage.
import type { FilePairFragments, Fragment } from './corpus.js';

interface Candidate {
  readonly fileA: number;
  readonly fileB: number;
  readonly fragment: Fragment;
}

/**
 * Keeps the fragments of one submission pair that tile both sides: taken longest first, a fragment that
 * overlaps tokens already taken is cut to its longest free part, kept if that is at least `minLength`
 * tokens. File pairs and fragments keep their order (file indexes, then start in a).
 */
export function tileFragments(
  files: readonly FilePairFragments[],
  tokenCounts: (file: number) => number,
  minLength: number,
): FilePairFragments[] {
  const candidates: Candidate[] = files.flatMap((pair) =>
    pair.fragments.map((fragment) => ({ fileA: pair.fileA, fileB: pair.fileB, fragment })),
  );
  candidates.sort(
    (x, y) =>
      length(y.fragment) - length(x.fragment) ||
      x.fileA - y.fileA ||
      x.fileB - y.fileB ||
      x.fragment.a.start - y.fragment.a.start ||
      x.fragment.b.start - y.fragment.b.start,
  );
  const takenA = new Map<number, Uint8Array>();
  const takenB = new Map<number, Uint8Array>();
  const marks = (map: Map<number, Uint8Array>, file: number) => {
    let array = map.get(file);
    if (!array) map.set(file, (array = new Uint8Array(tokenCounts(file))));
    return array;
  };
  const kept = new Map<string, Fragment[]>();
  for (const candidate of candidates) {
    const free = freePart(candidate.fragment, marks(takenA, candidate.fileA), marks(takenB, candidate.fileB));
    if (!free || length(free) < minLength) continue;
    take(free, marks(takenA, candidate.fileA), marks(takenB, candidate.fileB));
    const key = `${candidate.fileA}:${candidate.fileB}`;
    kept.set(key, [...(kept.get(key) ?? []), free]);
  }
  return files
    .map((pair) => ({
      fileA: pair.fileA,
      fileB: pair.fileB,
      fragments: (kept.get(`${pair.fileA}:${pair.fileB}`) ?? []).sort((x, y) => x.a.start - y.a.start),
    }))
    .filter((pair) => pair.fragments.length > 0);
}

function length(fragment: Fragment): number {
  return Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
}

// The longest part of the fragment free on both sides. A fragment whose sides differ in length (fingerprint
// runs with a gap of another length in each file) is not token-aligned: it is kept whole or not at all.
function freePart(fragment: Fragment, takenA: Uint8Array, takenB: Uint8Array): Fragment | undefined {
  const { a, b } = fragment;
  if (a.end - a.start !== b.end - b.start) {
    for (let t = a.start; t < a.end; t++) if (takenA[t]) return undefined;
    for (let t = b.start; t < b.end; t++) if (takenB[t]) return undefined;
    return fragment;
  }
  let best = { start: 0, end: 0 };
  let runStart = 0;
  for (let t = 0; t <= a.end - a.start; t++) {
    const free = t < a.end - a.start && !takenA[a.start + t] && !takenB[b.start + t];
    if (free) continue;
    if (t - runStart > best.end - best.start) best = { start: runStart, end: t };
    runStart = t + 1;
  }
  if (best.end === best.start) return undefined;
  if (best.start === 0 && best.end === a.end - a.start) return fragment;
  return {
    a: { start: a.start + best.start, end: a.start + best.end },
    b: { start: b.start + best.start, end: b.start + best.end },
    fingerprints: fragment.fingerprints,
  };
}

function take(fragment: Fragment, takenA: Uint8Array, takenB: Uint8Array): void {
  takenA.fill(1, fragment.a.start, fragment.a.end);
  takenB.fill(1, fragment.b.start, fragment.b.end);
}
