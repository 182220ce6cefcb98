// A fixed table from token ids to small numbers, for the questions statement normalization asks of every
// token (is it a control keyword, an assignment, a bracket…). Token ids are 32-bit hashes, mostly above
// 2^30, where a Set or Map hashes each one as a double: an open-addressed pair of typed arrays answers the
// same question several times faster. Built once per module; never changed after.

/** Token ids, each with a value from 1 to 2^31 − 1; `get` of any other id is 0. */
export class IdTable implements Iterable<number> {
  private readonly keys: Uint32Array;
  private readonly values: Int32Array;
  private readonly shift: number;
  private readonly mask: number;
  readonly size: number;

  constructor(entries: Iterable<readonly [number, number]>) {
    const list = [...entries];
    let bits = 4;
    while (1 << bits < 4 * list.length) bits++;
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
    this.keys = new Uint32Array(1 << bits);
    this.values = new Int32Array(1 << bits);
    let size = 0;
    for (const [id, value] of list) {
      if (!Number.isInteger(value) || value < 1 || value > 0x7fffffff) {
        throw new RangeError(`IdTable values must be from 1 to 2^31 - 1, got ${value}`);
      }
      const slot = this.slotOf(id >>> 0);
      if (this.values[slot] === 0) size++;
      this.keys[slot] = id >>> 0;
      this.values[slot] = value;
    }
    this.size = size;
  }

  /** A table of `ids`, each with the value 1 (a set: see has). */
  static of(ids: Iterable<number>): IdTable {
    return new IdTable([...ids].map((id): [number, number] => [id, 1]));
  }

  /** The value of `id`, or 0 when it is not in the table. */
  get(id: number): number {
    const { keys, values, mask } = this;
    for (let slot = Math.imul(id, 0x9e3779b1) >>> this.shift; ; slot = (slot + 1) & mask) {
      const value = values[slot]!;
      if (value === 0 || keys[slot] === id) return value;
    }
  }

  has(id: number): boolean {
    return this.get(id) !== 0;
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let slot = 0; slot < this.keys.length; slot++) if (this.values[slot] !== 0) yield this.keys[slot]!;
  }

  // The slot that holds `id`, or the empty one where it goes.
  private slotOf(id: number): number {
    let slot = Math.imul(id, 0x9e3779b1) >>> this.shift;
    while (this.values[slot] !== 0 && this.keys[slot] !== id) slot = (slot + 1) & this.mask;
    return slot;
  }
}
