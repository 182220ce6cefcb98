// A range of a file's fingerprints by hash, each hash's in index order: an open-addressing table whose
// buffers serve one range after another, where a Map of arrays per range would allocate for every one (as
// name agreement once did, for every fragment of every pair).

/** A half-open range of indexes. */
export interface IndexRange {
  readonly start: number;
  readonly end: number;
}

/** The fingerprints of one range (fill) by hash, until the next fill. */
export class HashChains {
  private heads = new Int32Array(16);
  private tails = new Int32Array(16);
  private links = new Int32Array(16);
  private keys = new Float64Array(16);
  private mask = 15;
  private shift = 28;
  private from = 0;

  /** Takes the fingerprints `range` of `hashes` (indexes into them), forgetting those before. */
  fill(hashes: Float64Array, range: IndexRange): void {
    const count = range.end - range.start;
    let size = 16;
    while (size < 2 * count) size *= 2;
    if (size > this.heads.length) {
      [this.heads, this.tails, this.keys] = [
        new Int32Array(size),
        new Int32Array(size),
        new Float64Array(size),
      ];
    }
    if (count > this.links.length) this.links = new Int32Array(this.heads.length);
    this.mask = size - 1;
    this.shift = 32 - Math.log2(size);
    this.from = range.start;
    this.heads.fill(-1, 0, size);
    for (let f = range.start; f < range.end; f++) {
      const slot = this.slotOf(hashes[f]!);
      this.links[f - this.from] = -1;
      if (this.heads[slot] === -1) {
        this.heads[slot] = f;
        this.keys[slot] = hashes[f]!;
      } else this.links[this.tails[slot]! - this.from] = f;
      this.tails[slot] = f;
    }
  }

  /** The first fingerprint with this hash, or -1. */
  first(hash: number): number {
    return this.heads[this.slotOf(hash)]!;
  }

  /** The fingerprint after `f` with its hash, or -1. */
  next(f: number): number {
    return this.links[f - this.from]!;
  }

  // The table slot of `hash`: its own, or the first empty one after its home.
  private slotOf(hash: number): number {
    let slot = Math.imul((hash >>> 0) ^ Math.floor(hash / 0x100000000), 0x9e3779b1) >>> this.shift;
    while (this.heads[slot] !== -1 && this.keys[slot] !== hash) slot = (slot + 1) & this.mask;
    return slot;
  }
}
