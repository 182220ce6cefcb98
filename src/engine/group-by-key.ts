// Grouping equal numeric keys in O(n): the engine's replacement for sorting millions of hashes or keeping a
// Map of arrays per key. The keys are first partitioned by a few bits of their hash into buckets of a few
// thousand, then each bucket is grouped with an open-addressing table small enough to stay in the CPU's
// cache: one table over millions of keys misses the cache on nearly every probe (four times slower on
// bench:speed's 10,000 submissions).

/**
 * The input indexes group by group: group g holds ranks starts[g] .. starts[g + 1], and each input index has
 * its `rank` among them.
 */
export interface KeyGroups {
  readonly starts: Uint32Array;
  /** The key of each group. */
  readonly keys: Float64Array;
  /** The group of each input index. */
  readonly groupOf: Uint32Array;
  /** Where each input index stands among the groups' ranks. */
  readonly rank: Uint32Array;
}

/** Keys per bucket aimed at: a table for them fits a CPU cache. */
const BUCKET = 4096;

interface Buckets {
  /** Bucket b is entries starts[b] .. starts[b + 1] of `indexes` and `keys`, in input order. */
  readonly starts: Uint32Array;
  readonly indexes: Uint32Array;
  readonly keys: Float64Array;
}

/**
 * Groups the indexes of the keys (non-negative integers below 2^53), given as `chunks` one after the other
 * (no array of them all is made), by equal key. Groups come bucket by bucket and in the order of their first
 * index inside one, and indexes keep their input order inside a group, so the result is deterministic.
 */
export function groupByKey(chunks: readonly Float64Array[]): KeyGroups {
  const count = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const buckets = partition(chunks, count);
  let largest = 0;
  for (let b = 0; b + 1 < buckets.starts.length; b++)
    largest = Math.max(largest, buckets.starts[b + 1]! - buckets.starts[b]!);
  const grouping = new BucketGrouping(largest, count);
  // Two calls per bucket, not one that calls the other: V8 compiled the first bucket's long loop with the
  // second step inlined before that step had ever run, and left that code in place while it deoptimized
  // at the step's first line for every later bucket (128 times a run at 2,000 submissions).
  for (let b = 0; b + 1 < buckets.starts.length; b++) {
    const from = buckets.starts[b]!;
    const to = buckets.starts[b + 1]!;
    grouping.place(buckets, from, to, grouping.add(buckets, from, to));
  }
  return grouping.result();
}

// The keys with their indexes, by bucket (a counting sort on the top bits of each key's hash).
function partition(chunks: readonly Float64Array[], count: number): Buckets {
  let bits = 0;
  while (bits < 16 && count >>> bits > BUCKET) bits++;
  const bucketOf = new Uint16Array(count);
  const starts = new Uint32Array((1 << bits) + 1);
  let i = 0;
  for (const chunk of chunks)
    for (const key of chunk) {
      const bucket = bits === 0 ? 0 : slotOf(key) >>> (32 - bits);
      bucketOf[i++] = bucket;
      starts[bucket + 1]!++;
    }
  for (let b = 0; b + 1 < starts.length; b++) starts[b + 1]! += starts[b]!;
  const next = starts.slice(0, starts.length - 1);
  const indexes = new Uint32Array(count);
  const bucketKeys = new Float64Array(count);
  i = 0;
  for (const chunk of chunks)
    for (const key of chunk) {
      const at = next[bucketOf[i]!]!++;
      indexes[at] = i++;
      bucketKeys[at] = key;
    }
  return { starts, indexes, keys: bucketKeys };
}

// Groups bucket after bucket into shared output arrays, with one small table reused for every bucket.
class BucketGrouping {
  private groups = 0;
  private readonly table: Uint32Array;
  private readonly mask: number;
  private readonly local: Uint32Array;
  private readonly counts: Uint32Array;
  private readonly starts: Uint32Array;
  private readonly keys: Float64Array;
  private readonly groupOf: Uint32Array;
  private readonly rank: Uint32Array;

  constructor(largest: number, count: number) {
    let size = 16;
    while (size < largest * 1.5) size *= 2;
    this.table = new Uint32Array(size);
    this.mask = size - 1;
    this.local = new Uint32Array(largest);
    this.counts = new Uint32Array(largest);
    this.starts = new Uint32Array(count + 1);
    this.keys = new Float64Array(count);
    this.groupOf = new Uint32Array(count);
    this.rank = new Uint32Array(count);
  }

  // Groups entries [from, to) of the buckets: their groups follow those found so far. Returns their count.
  add(buckets: Buckets, from: number, to: number): number {
    const { table, mask, local, counts, keys } = this;
    const first = this.groups;
    table.fill(0);
    let found = 0;
    for (let e = from; e < to; e++) {
      const key = buckets.keys[e]!;
      let slot = slotOf(key) & mask;
      let group = table[slot]! - 1;
      while (group !== -1 && keys[first + group] !== key) {
        slot = (slot + 1) & mask;
        group = table[slot]! - 1;
      }
      if (group === -1) {
        group = found++;
        table[slot] = found;
        keys[first + group] = key;
        counts[group] = 0;
      }
      local[e - from] = group;
      counts[group]!++;
    }
    return found;
  }

  // The ranks of entries [from, to) of the buckets, which `add` put in `found` groups, group by group;
  // `counts` becomes each group's next rank.
  place(buckets: Buckets, from: number, to: number, found: number): void {
    const { local, counts, starts, groupOf, rank } = this;
    const first = this.groups;
    for (let g = 0; g < found; g++) {
      starts[first + g + 1] = starts[first + g]! + counts[g]!;
      counts[g] = starts[first + g]!;
    }
    for (let e = from; e < to; e++) {
      const group = local[e - from]!;
      const index = buckets.indexes[e]!;
      rank[index] = counts[group]!++;
      groupOf[index] = first + group;
    }
    this.groups += found;
  }

  result(): KeyGroups {
    const { groupOf, rank, groups } = this;
    return { starts: this.starts.slice(0, groups + 1), keys: this.keys.slice(0, groups), groupOf, rank };
  }
}

function slotOf(key: number): number {
  let h = (key >>> 0) ^ Math.floor(key / 0x100000000);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}
