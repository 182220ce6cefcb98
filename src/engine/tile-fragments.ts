// One-to-one tiling of a pair's fragments, as in greedy string tiling (JPlag): longest first, each token of
// either side belongs to at most one fragment. Without it a line repeated in one file "matches" every copy
// of that line in the other, and idioms that recur inside a program inflate a pair's coverage.
import type { FilePairFragments, Fragment } from './corpus.js';
import type { TokenRange } from './types.js';

interface Candidate {
  readonly files: FilePairFragments;
  readonly fragment: Fragment;
}

/**
 * Keeps the fragments of one submission pair that tile both sides: taken longest first, a fragment that
 * overlaps tokens already taken is cut to its longest free part, kept if that is at least `minLength`
 * tokens. File pairs and fragments keep their order (file indexes, then start in a).
 */
export function tileFragments(files: readonly FilePairFragments[], minLength: number): FilePairFragments[] {
  const candidates: Candidate[] = [];
  for (const pair of files) for (const fragment of pair.fragments) candidates.push({ files: pair, fragment });
  candidates.sort(
    (x, y) =>
      length(y.fragment) - length(x.fragment) ||
      x.files.fileA - y.files.fileA ||
      x.files.fileB - y.files.fileB ||
      x.fragment.a.start - y.fragment.a.start ||
      x.fragment.b.start - y.fragment.b.start,
  );
  const takenA = new Map<number, TokenRange[]>();
  const takenB = new Map<number, TokenRange[]>();
  const kept = new Map<FilePairFragments, Fragment[]>();
  for (const { files: pair, fragment } of candidates) {
    const inA = takenList(takenA, pair.fileA);
    const inB = takenList(takenB, pair.fileB);
    const free = freePart(fragment, inA, inB);
    if (!free || length(free) < minLength) continue;
    inA.push(free.a);
    inB.push(free.b);
    const list = kept.get(pair);
    if (list) list.push(free);
    else kept.set(pair, [free]);
  }
  return files
    .map((pair) => ({
      fileA: pair.fileA,
      fileB: pair.fileB,
      fragments: (kept.get(pair) ?? []).sort((x, y) => x.a.start - y.a.start),
    }))
    .filter((pair) => pair.fragments.length > 0);
}

function takenList(map: Map<number, TokenRange[]>, file: number): TokenRange[] {
  let list = map.get(file);
  if (!list) map.set(file, (list = []));
  return list;
}

function length(fragment: Fragment): number {
  return Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
}

// The longest part of the fragment free on both sides. Offsets are counted along side a; a fragment whose
// sides differ in length (runs at nearby offsets merged, found without tokens) maps side b onto them in
// proportion, rounding inward so the part kept never reaches a taken token on either side.
function freePart(
  fragment: Fragment,
  takenA: readonly TokenRange[],
  takenB: readonly TokenRange[],
): Fragment | undefined {
  const { a, b } = fragment;
  const span = a.end - a.start;
  // Most fragments overlap nothing taken: kept whole, with nothing allocated.
  if (span > 0 && !overlaps(takenA, a) && !overlaps(takenB, b)) return fragment;
  const scale = (b.end - b.start) / span;
  const blockedB = relative(takenB, b).map((t) => ({
    start: Math.floor(t.start / scale),
    end: Math.ceil(t.end / scale),
  }));
  const blocked = [...relative(takenA, a), ...blockedB].sort((x, y) => x.start - y.start);
  let best = { start: 0, end: 0 };
  let from = 0;
  for (const block of [...blocked, { start: span, end: span }]) {
    if (block.start - from > best.end - best.start) best = { start: from, end: block.start };
    from = Math.max(from, block.end);
  }
  if (best.end === best.start) return undefined;
  if (best.start === 0 && best.end === span) return fragment;
  return {
    ...fragment,
    a: { start: a.start + best.start, end: a.start + best.end },
    b: { start: b.start + Math.ceil(best.start * scale), end: b.start + Math.floor(best.end * scale) },
  };
}

// Taken ranges that overlap `range`, as offsets from its start, clipped to it.
function relative(taken: readonly TokenRange[], range: TokenRange): TokenRange[] {
  return taken
    .filter((t) => t.start < range.end && range.start < t.end)
    .map((t) => ({
      start: Math.max(t.start, range.start) - range.start,
      end: Math.min(t.end, range.end) - range.start,
    }));
}

function overlaps(taken: readonly TokenRange[], range: TokenRange): boolean {
  for (const t of taken) if (t.start < range.end && range.start < t.end) return true;
  return false;
}
