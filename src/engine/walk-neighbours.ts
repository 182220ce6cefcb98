// One walk of neighbour merging (see merge-neighbours.ts): from a fragment's end (or start, walking back),
// the best next exact match within the gap, again and again, cut back to the walk's best score. Claims keep
// every token of a pair's files in at most one fragment: free, starter code, a tiled fragment's, or taken by
// a walk.
import type { CorpusFile, FilePairFragments } from './corpus.js';
import type { TokenRange } from './types.js';

const FREE = -1;
const TAKEN = -2;

/** An exact match joined to a fragment: equal tokens at both ranges. */
export interface Piece {
  readonly a: TokenRange;
  readonly b: TokenRange;
}

/** Who holds each token of a pair's files: FREE, TAKEN, or the id of the tiled fragment it belongs to. */
export interface Claims {
  readonly owners: ReadonlyMap<number, Int32Array>;
  /** Tiled fragments by id: their file pair and index in it. */
  readonly fragments: readonly { readonly pair: FilePairFragments; readonly index: number }[];
  readonly absorbed: Set<number>;
  idOf(pair: FilePairFragments, index: number): number;
}

export interface WalkContext {
  readonly ids: { readonly a: Uint32Array; readonly b: Uint32Array };
  readonly claims: Claims;
  readonly fileA: number;
  readonly fileB: number;
  readonly merging: { readonly minNeighbour: number; readonly maxGap: number; readonly dropOff: number };
}

export interface Walk {
  /** In walking order: nearest the seed first. */
  readonly pieces: Piece[];
  /** Gaps bridged (one per piece). */
  readonly gaps: number;
  /** Indexes (in the file pair) of the fragments the walk absorbed. */
  readonly absorbed: number[];
}

/** Claims over the files of one submission pair's tiled fragments. */
export function createClaims(
  files: readonly FilePairFragments[],
  corpusFiles: readonly CorpusFile[],
): Claims {
  const owners = new Map<number, Int32Array>();
  const ownersOf = (file: number) => {
    let owner = owners.get(file);
    if (owner) return owner;
    const { tokenCount, boilerplate } = corpusFiles[file]!;
    owner = new Int32Array(tokenCount).fill(FREE);
    if (boilerplate) for (let t = 0; t < tokenCount; t++) if (boilerplate[t] === 1) owner[t] = TAKEN;
    owners.set(file, owner);
    return owner;
  };
  const fragments: Claims['fragments'][number][] = [];
  const firstId = new Map<FilePairFragments, number>();
  for (const pair of files) {
    firstId.set(pair, fragments.length);
    const [ownerA, ownerB] = [ownersOf(pair.fileA), ownersOf(pair.fileB)];
    pair.fragments.forEach((fragment, index) => {
      ownerA.fill(fragments.length, fragment.a.start, fragment.a.end);
      ownerB.fill(fragments.length, fragment.b.start, fragment.b.end);
      fragments.push({ pair, index });
    });
  }
  return { owners, fragments, absorbed: new Set(), idOf: (pair, index) => firstId.get(pair)! + index };
}

/** Walks from `seed` forward (`direction` 1) or back (-1), and claims what the walk kept. */
export function walkNeighbours(context: WalkContext, seed: Piece, direction: 1 | -1): Walk {
  const forward = direction === 1;
  let x = forward ? seed.a.end : seed.a.start - 1;
  let y = forward ? seed.b.end : seed.b.start - 1;
  const steps: Step[] = [];
  let score = 0;
  let best = { score: 0, steps: 0 };
  while (score >= best.score - context.merging.dropOff) {
    const next = nextMatch(context, x, y, direction);
    if (!next) break;
    const { length } = next;
    const span = (at: number) =>
      forward ? { start: at, end: at + length } : { start: at - length + 1, end: at + 1 };
    steps.push({ piece: { a: span(next.x), b: span(next.y) }, absorbs: next.absorbs });
    [x, y] = [next.x + direction * length, next.y + direction * length];
    score += next.value;
    if (score > best.score) best = { score, steps: steps.length };
  }
  return claim(context, steps.slice(0, best.steps));
}

interface Step {
  readonly piece: Piece;
  readonly absorbs: number | undefined;
}

interface Candidate {
  readonly value: number;
  readonly x: number;
  readonly y: number;
  readonly length: number;
  readonly absorbs: number | undefined;
}

// The best match starting within the gap of (x, y): most tokens joined less tokens skipped on the side that
// skips more; on a tie, the one with the smaller gap in a, then in b.
function nextMatch(context: WalkContext, x: number, y: number, direction: 1 | -1): Candidate | undefined {
  const { minNeighbour, maxGap } = context.merging;
  let next: Candidate | undefined;
  for (let da = 0; da <= maxGap; da++) {
    for (let db = 0; db <= maxGap; db++) {
      const [px, py] = [x + direction * da, y + direction * db];
      const match = matchAt(context, px, py, direction);
      const value = match.length - Math.max(da, db);
      if (match.length >= minNeighbour && (!next || value > next.value))
        next = { value, x: px, y: py, ...match };
    }
  }
  return next;
}

function claim(context: WalkContext, steps: readonly Step[]): Walk {
  const { claims } = context;
  const absorbed: number[] = [];
  for (const { piece, absorbs } of steps) {
    if (absorbs !== undefined) {
      claims.absorbed.add(absorbs);
      absorbed.push(claims.fragments[absorbs]!.index);
      continue;
    }
    claims.owners.get(context.fileA)!.fill(TAKEN, piece.a.start, piece.a.end);
    claims.owners.get(context.fileB)!.fill(TAKEN, piece.b.start, piece.b.end);
  }
  return { pieces: steps.map((step) => step.piece), gaps: steps.length, absorbed };
}

// The match starting at (x, y) in the walk's direction: free equal tokens, or (walking forward) a tiled
// fragment of this file pair not yet absorbed, entered at its start.
function matchAt(
  context: WalkContext,
  x: number,
  y: number,
  direction: 1 | -1,
): { length: number; absorbs: number | undefined } {
  const { ids, claims } = context;
  const ownerA = claims.owners.get(context.fileA)!;
  const ownerB = claims.owners.get(context.fileB)!;
  if (x < 0 || y < 0 || x >= ids.a.length || y >= ids.b.length) return { length: 0, absorbs: undefined };
  const owner = ownerA[x]!;
  if (owner >= 0) {
    const length = direction === 1 && ownerB[y] === owner ? entryLength(context, owner, x, y) : 0;
    return { length, absorbs: length > 0 ? owner : undefined };
  }
  let length = 0;
  for (
    let [i, j] = [x, y];
    i >= 0 && j >= 0 && i < ids.a.length && j < ids.b.length;
    i += direction, j += direction
  ) {
    if (ownerA[i] !== FREE || ownerB[j] !== FREE || ids.a[i] !== ids.b[j]) break;
    length++;
  }
  return { length, absorbs: undefined };
}

// The length of tiled fragment `id` when (x, y) is its start in this file pair and no walk absorbed it yet.
function entryLength(context: WalkContext, id: number, x: number, y: number): number {
  const { pair, index } = context.claims.fragments[id]!;
  const fragment = pair.fragments[index]!;
  const samePair = pair.fileA === context.fileA && pair.fileB === context.fileB;
  if (!samePair || context.claims.absorbed.has(id) || fragment.a.start !== x || fragment.b.start !== y)
    return 0;
  return Math.min(fragment.a.end - fragment.a.start, fragment.b.end - fragment.b.start);
}
