// The canonical order of a run of plain statements (JPlag's linearization of its normalization graph): an
// edge from each statement to every later one it depends on, then a topological order that always takes,
// of the statements whose predecessors are placed, the one whose key sorts first (a key depends only on the
// statement's folded tokens). Any reordering of independent statements has the same graph, so it gives the
// same order; dependent statements keep theirs.
import type { StatementFacts } from './statement-facts.js';

/**
 * Longest run that is reordered: the graph is quadratic in a run's length, and a hand-written block of more
 * plain statements in a row is rare (a longer run is kept in its order, its dead statements still dropped).
 */
const MAX_ORDERED_RUN = 256;

/**
 * Whether `later` must stay after `earlier`: one writes a name the other reads or writes (flow, anti- and
 * output dependence), or both have effects, or one has an effect the other's shared reads may see.
 */
export function dependsOn(later: StatementFacts, earlier: StatementFacts): boolean {
  if (earlier.effect && (later.effect || later.readsShared)) return true;
  if (earlier.readsShared && later.effect) return true;
  for (const name of earlier.writes)
    if (later.writes.includes(name) || later.reads.includes(name)) return true;
  for (const name of later.writes) if (earlier.reads.includes(name)) return true;
  return false;
}

/**
 * Positions 0…n−1 of `facts` in canonical order. `keys` hashes each statement's folded tokens, and a
 * statement's rank depends on its own key first, so that editing one statement moves only that one. Only
 * statements with equal keys are told apart by the keys of the statements they depend on and that depend on
 * them (one round of Weisfeiler–Lehman refinement), so that `int a = 1; int b = 2;`, alike in their tokens,
 * are placed by what uses them, not by where they stood (ranking every statement by its neighbours' keys
 * too lost IR-Plag AUC: an edit then moves its neighbours). Statements still alike keep their order.
 */
export function canonicalOrder(facts: readonly StatementFacts[], keys: Uint32Array): number[] {
  const n = facts.length;
  if (n < 2 || n > MAX_ORDERED_RUN) return countTo(n);
  const { after, before, waiting } = dependencies(facts);
  // Typed arrays for the keys and the refined keys: hashes above 2^30 are no small integers, and arrays mixing
  // both changed elements kind from file to file, which made V8 deoptimize the sort (wrong map).
  const refined = new Float64Array(n).fill(-1);
  const refinedOf = (i: number) => {
    if (refined[i]! < 0) refined[i] = refineKey(keys, i, after[i]!, before[i]!);
    return refined[i]!;
  };
  const byKey = countTo(n).sort((a, b) => keys[a]! - keys[b]! || refinedOf(a) - refinedOf(b) || a - b);
  const placed = new Uint8Array(n);
  const order: number[] = [];
  while (order.length < n) {
    let k = 0;
    while (placed[byKey[k]!] !== 0 || waiting[byKey[k]!] !== 0) k++;
    const next = byKey[k]!;
    placed[next] = 1;
    order.push(next);
    for (const s of after[next]!) waiting[s]!--;
  }
  return order;
}

/** 0…n−1, built by pushes so that every list has the same elements kind (V8 optimizes for one). */
function countTo(n: number): number[] {
  const list: number[] = [];
  for (let i = 0; i < n; i++) list.push(i);
  return list;
}

/** For each statement, those after it that depend on it, those before it it depends on, and their count. */
function dependencies(facts: readonly StatementFacts[]): {
  after: number[][];
  before: number[][];
  waiting: Int32Array;
} {
  const n = facts.length;
  const after: number[][] = [];
  const before: number[][] = [];
  for (let i = 0; i < n; i++) {
    after.push([]);
    before.push([]);
  }
  const waiting = new Int32Array(n);
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < j; i++) {
      if (!dependsOn(facts[j]!, facts[i]!)) continue;
      after[i]!.push(j);
      before[j]!.push(i);
      waiting[j]!++;
    }
  }
  return { after, before, waiting };
}

/** A statement's key combined with the sorted keys of its successors and, apart, of its predecessors. */
function refineKey(keys: Uint32Array, own: number, after: number[], before: number[]): number {
  let hash = mix(0x811c9dc5, keys[own]!);
  // A Uint32Array sorts its values in numeric order.
  for (const key of Uint32Array.from(after, (s) => keys[s]!).sort()) hash = mix(hash, key);
  hash = mix(hash, 0x9e3779b9);
  for (const key of Uint32Array.from(before, (s) => keys[s]!).sort()) hash = mix(hash, key);
  return hash;
}

function mix(hash: number, value: number): number {
  return Math.imul(hash ^ value, 0x01000193) >>> 0;
}
