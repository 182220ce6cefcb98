// Grouping equal numeric keys in O(n) with an open-addressing table: the engine's replacement for sorting
// millions of hashes or keeping a Map of arrays per key.

/** `order` lists the input indexes group by group; group g is order[starts[g] .. starts[g + 1]). */
export interface KeyGroups {
  readonly order: Uint32Array;
  readonly starts: Uint32Array;
  /** The key of each group. */
  readonly keys: Float64Array;
  /** The group of each input index. */
  readonly groupOf: Uint32Array;
}

/**
 * Groups the indexes of `keys` (non-negative integers below 2^53) by equal key. Groups come in the order
 * of their first index and indexes keep their input order inside a group, so the result is deterministic.
 */
export function groupByKey(keys: Float64Array, count: number = keys.length): KeyGroups {
  let size = 16;
  while (size < count * 1.5) size *= 2;
  const mask = size - 1;
  // Slot s holds group + 1 (0: empty); its key is read back from groupKeys, one table instead of two.
  const table = new Uint32Array(size);
  const groupOf = new Uint32Array(count);
  const groupKeys = new Float64Array(count);
  const counts = new Uint32Array(count);
  let groups = 0;
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    let slot = slotOf(key) & mask;
    let group = table[slot]! - 1;
    while (group !== -1 && groupKeys[group] !== key) {
      slot = (slot + 1) & mask;
      group = table[slot]! - 1;
    }
    if (group === -1) {
      group = groups++;
      table[slot] = groups;
      groupKeys[group] = key;
    }
    groupOf[i] = group;
    counts[group]!++;
  }
  const starts = new Uint32Array(groups + 1);
  for (let g = 0; g < groups; g++) starts[g + 1] = starts[g]! + counts[g]!;
  const next = counts;
  next.set(starts.subarray(0, groups));
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[next[groupOf[i]!]!++] = i;
  return { order, starts, keys: groupKeys.slice(0, groups), groupOf };
}

function slotOf(key: number): number {
  let h = (key >>> 0) ^ Math.floor(key / 0x100000000);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}
