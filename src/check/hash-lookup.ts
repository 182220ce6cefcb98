// A set of 52-bit hashes as an open-addressing table over a typed array: the check scans every fingerprint
// of a snapshot (millions) against the few thousand of the submissions it checks, and a JavaScript Set would
// cost a call and a boxed lookup per fingerprint. The scan reads each hash as the two 32-bit words of its
// float64 bits, so it does integer work only: turning a float64 above 2^32 into an integer slot costs more
// than the rest of the probe.

/** High word of an empty slot: a float64 with the sign bit set, which no hash (≥ 0) has. */
const EMPTY = 0xffffffff;
/** Where a float64's low and high words are in a Uint32Array over it. */
const LOW = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1 ? 0 : 1;
const HIGH = 1 - LOW;

export class HashLookup {
  /** Two words per slot, low then high, of each hash's float64 bits. */
  private readonly slots: Uint32Array;
  private readonly shift: number;

  /** A set of `hashes` (non-negative integers below 2^53). */
  constructor(hashes: Iterable<number>) {
    const unique = Float64Array.from(new Set(hashes));
    const words = new Uint32Array(unique.buffer);
    let bits = 4;
    while (1 << bits < unique.length * 4) bits++;
    this.shift = 32 - bits;
    this.slots = new Uint32Array(2 << bits).fill(EMPTY);
    const mask = (1 << bits) - 1;
    for (let i = 0; i < unique.length; i++) {
      const low = words[2 * i + LOW]!;
      const high = words[2 * i + HIGH]!;
      let slot = slotOf(low, high, this.shift);
      while (this.slots[2 * slot + 1] !== EMPTY) slot = (slot + 1) & mask;
      this.slots[2 * slot] = low;
      this.slots[2 * slot + 1] = high;
    }
  }

  /** The indexes of `hashes` whose hash is in the set, ascending. */
  matchingIndexes(hashes: Float64Array): Uint32Array {
    const { slots, shift } = this;
    const mask = (slots.length >>> 1) - 1;
    const words = new Uint32Array(hashes.buffer, hashes.byteOffset, 2 * hashes.length);
    let found = new Uint32Array(1024);
    let count = 0;
    for (let i = 0; i < hashes.length; i++) {
      const low = words[2 * i + LOW]!;
      const high = words[2 * i + HIGH]!;
      let slot = slotOf(low, high, shift);
      for (;;) {
        const held = slots[2 * slot + 1]!;
        if (held === EMPTY) break;
        if (held === high && slots[2 * slot] === low) {
          if (count === found.length) {
            const grown = new Uint32Array(count * 2);
            grown.set(found);
            found = grown;
          }
          found[count++] = i;
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    return found.slice(0, count);
  }
}

// Fibonacci hashing of both words: the low word's last bits are often zero (a float64 keeps an integer's
// bits shifted up by the room left in its mantissa), so no one word's low bits can be the slot.
function slotOf(low: number, high: number, shift: number): number {
  return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> shift;
}
