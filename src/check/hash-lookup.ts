// A set of 52-bit hashes as an open-addressing table over a typed array: the check scans every fingerprint
// of a snapshot (tens of millions) against the few thousand of the submissions it checks, and a JavaScript
// Set would cost a call and a boxed lookup per fingerprint.

const EMPTY = -1;

export class HashLookup {
  private readonly slots: Float64Array;
  private readonly mask: number;

  /** A set of `hashes` (non-negative integers below 2^53). */
  constructor(hashes: Iterable<number>) {
    const unique = new Set(hashes);
    let size = 16;
    while (size < unique.size * 4) size *= 2;
    this.slots = new Float64Array(size).fill(EMPTY);
    this.mask = size - 1;
    for (const hash of unique) {
      let slot = (hash >>> 0) & this.mask;
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & this.mask;
      this.slots[slot] = hash;
    }
  }

  has(hash: number): boolean {
    let slot = (hash >>> 0) & this.mask;
    for (;;) {
      const held = this.slots[slot]!;
      if (held === hash) return true;
      if (held === EMPTY) return false;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The indexes of `hashes` whose hash is in the set, ascending. */
  matchingIndexes(hashes: Float64Array): Uint32Array {
    const { slots, mask } = this;
    let found = new Uint32Array(1024);
    let count = 0;
    for (let i = 0; i < hashes.length; i++) {
      const hash = hashes[i]!;
      let slot = (hash >>> 0) & mask;
      let held = slots[slot]!;
      while (held !== hash && held !== EMPTY) {
        slot = (slot + 1) & mask;
        held = slots[slot]!;
      }
      if (held === EMPTY) continue;
      if (count === found.length) {
        const grown = new Uint32Array(count * 2);
        grown.set(found);
        found = grown;
      }
      found[count++] = i;
    }
    return found.slice(0, count);
  }
}
