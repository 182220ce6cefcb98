// Grouping equal numeric keys in O(n) with an open-addressing table: the engine's replacement for sorting
// millions of hashes or keeping a Map of arrays per key.

/** `order` lists the input indexes group by group; group g is order[starts[g] .. starts[g + 1]). */
export interface KeyGroups {
  readonly order: Uint32Array;
  readonly starts: Uint32Array;
  /** The key of each group. */
  readonly keys: Float64Array;
}

/**
 * Groups the indexes of `keys` (non-negative integers below 2^53) by equal key. Groups come in the order
 * of their first index and indexes keep their input order inside a group, so the result is deterministic.
 */
export function groupByKey(keys: Float64Array, count: number = keys.length): KeyGroups {
  let size = 16;
  while (size < count * 2) size *= 2;
  const mask = size - 1;
  const slotKeys = new Float64Array(size);
  const slotGroup = new Int32Array(size).fill(-1);
  const groupOf = new Uint32Array(count);
  const groupKeys: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    let slot = slotOf(key) & mask;
    while (slotGroup[slot] !== -1 && slotKeys[slot] !== key) slot = (slot + 1) & mask;
    let group = slotGroup[slot]!;
    if (group === -1) {
      group = groupKeys.length;
      slotGroup[slot] = group;
      slotKeys[slot] = key;
      groupKeys.push(key);
      counts.push(0);
    }
    groupOf[i] = group;
    counts[group]!++;
  }
  const starts = new Uint32Array(counts.length + 1);
  for (let g = 0; g < counts.length; g++) starts[g + 1] = starts[g]! + counts[g]!;
  const next = starts.slice(0, counts.length);
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[next[groupOf[i]!]!++] = i;
  return { order, starts, keys: Float64Array.from(groupKeys) };
}

function slotOf(key: number): number {
  let h = (key >>> 0) ^ Math.floor(key / 0x100000000);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}
