// Grouping equal numeric keys in O(n): the engine's replacement for sorting millions of hashes or keeping a
// Map of arrays per key. The keys are first partitioned by a few bits of their hash into buckets of a few
// thousand, then each bucket is grouped with an open-addressing table small enough to stay in the CPU's
// cache: one table over millions of keys misses the cache on nearly every probe (four times slower on
// bench:speed's 10,000 submissions). Keys are hashed from the two 32-bit words of their float64 bits: turning
// a float64 above 2^32 into an integer takes V8 a slow path that cost more than the rest of the grouping.
// Only the members of each group are written, group after group: what
// each input index belongs to is not, as writes scattered over one entry per key cost more than the rest.

/** The input indexes group by group: group g's are members[starts[g] .. starts[g + 1]), ascending. */
export interface KeyGroups {
  readonly starts: Uint32Array;
  readonly members: Uint32Array;
  /** The chunk each member came in: what a caller knows of it, read in member order, not looked up. */
  readonly memberChunks: Uint32Array;
}

/** Keys per bucket aimed at: a table for them fits a CPU cache. */
const BUCKET = 4096;

/** Where a float64's low and high words are in a Uint32Array over it. */
const LOW = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1 ? 0 : 1;
const HIGH = 1 - LOW;

interface Buckets {
  /** Bucket b is entries starts[b] .. starts[b + 1] of `indexes` and `keys`, in input order. */
  readonly starts: Uint32Array;
  readonly indexes: Uint32Array;
  readonly chunks: Uint32Array;
  readonly keys: Float64Array;
  /** The words of `keys`. */
  readonly words: Uint32Array;
}

/**
 * Groups the indexes of the keys (non-negative integers below 2^53), given as `chunks` one after the other
 * (no array of them all is made), by equal key. Groups come bucket by bucket and in the order of their first
 * index inside one, and indexes keep their input order inside a group, so the result is deterministic.
 */
export function groupByKey(chunks: readonly Float64Array[]): KeyGroups {
  let count = 0;
  for (const chunk of chunks) count += chunk.length;
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
  // Two shifts, so that no bits (a shift by 32 is one by 0) gives bucket 0.
  const shift = 16 - bits;
  const starts = new Uint32Array((1 << bits) + 1);
  for (const chunk of chunks) {
    const words = wordsOf(chunk);
    for (let c = 0; c < chunk.length; c++)
      starts[((slotOf(words[2 * c + LOW]!, words[2 * c + HIGH]!) >>> 16) >>> shift) + 1]!++;
  }
  for (let b = 0; b + 1 < starts.length; b++) starts[b + 1]! += starts[b]!;
  const next = starts.slice(0, starts.length - 1);
  const indexes = new Uint32Array(count);
  const chunkOf = new Uint32Array(count);
  const bucketKeys = new Float64Array(count);
  let i = 0;
  // Each bucket hashed again rather than kept from the count: hashing costs less than two more bytes a key.
  chunks.forEach((chunk, n) => {
    const words = wordsOf(chunk);
    for (let c = 0; c < chunk.length; c++) {
      const at = next[(slotOf(words[2 * c + LOW]!, words[2 * c + HIGH]!) >>> 16) >>> shift]!++;
      indexes[at] = i++;
      chunkOf[at] = n;
      bucketKeys[at] = chunk[c]!;
    }
  });
  return { starts, indexes, chunks: chunkOf, keys: bucketKeys, words: wordsOf(bucketKeys) };
}

// Groups bucket after bucket into shared output arrays, with one small table reused for every bucket.
class BucketGrouping {
  private groups = 0;
  private readonly table: Uint32Array;
  private readonly mask: number;
  private readonly local: Uint32Array;
  private readonly counts: Uint32Array;
  /** The key of each group of the bucket being grouped. */
  private readonly keys: Float64Array;
  private readonly starts: Uint32Array;
  private readonly members: Uint32Array;
  private readonly memberChunks: Uint32Array;

  constructor(largest: number, count: number) {
    let size = 16;
    while (size < largest * 1.5) size *= 2;
    this.table = new Uint32Array(size);
    this.mask = size - 1;
    this.local = new Uint32Array(largest);
    this.counts = new Uint32Array(largest);
    this.keys = new Float64Array(largest);
    this.starts = new Uint32Array(count + 1);
    this.members = new Uint32Array(count);
    this.memberChunks = new Uint32Array(count);
  }

  // Groups entries [from, to) of the buckets: their groups follow those found so far. Returns their count.
  add(buckets: Buckets, from: number, to: number): number {
    const { table, mask, local, counts, keys } = this;
    const { words } = buckets;
    table.fill(0);
    let found = 0;
    for (let e = from; e < to; e++) {
      const key = buckets.keys[e]!;
      let slot = slotOf(words[2 * e + LOW]!, words[2 * e + HIGH]!) & mask;
      let group = table[slot]! - 1;
      while (group !== -1 && keys[group] !== key) {
        slot = (slot + 1) & mask;
        group = table[slot]! - 1;
      }
      if (group === -1) {
        group = found++;
        table[slot] = found;
        keys[group] = key;
        counts[group] = 0;
      }
      local[e - from] = group;
      counts[group]!++;
    }
    return found;
  }

  // The members of entries [from, to) of the buckets, which `add` put in `found` groups, group by group.
  // A bucket's members are ranks from..to, since every group before it came from an earlier bucket.
  place(buckets: Buckets, from: number, to: number, found: number): void {
    const { local, counts, starts, members, memberChunks } = this;
    const first = this.groups;
    for (let g = 0; g < found; g++) {
      starts[first + g + 1] = starts[first + g]! + counts[g]!;
      counts[g] = starts[first + g]!;
    }
    for (let e = from; e < to; e++) {
      const rank = counts[local[e - from]!]!++;
      members[rank] = buckets.indexes[e]!;
      memberChunks[rank] = buckets.chunks[e]!;
    }
    this.groups += found;
  }

  result(): KeyGroups {
    const { groups, members, memberChunks } = this;
    return { starts: this.starts.slice(0, groups + 1), members, memberChunks };
  }
}

const wordsOf = (keys: Float64Array) => new Uint32Array(keys.buffer, keys.byteOffset, 2 * keys.length);

// Both words mixed (murmur3's finalizer), so that the top bits (the bucket) and the low bits (the slot in a
// bucket's table) are independent of each other.
function slotOf(low: number, high: number): number {
  let h = low ^ Math.imul(high, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
