// A typed array kept from call to call on one thread, for a job that needs room only while it runs (the
// k-gram hashes of the file being fingerprinted, the positions winnowing is choosing, the prefix hashes of its
// contexts): fresh arrays for every file were garbage at once. Pure: it holds no data between calls that a
// caller could see.

/** A kept array that grows to the largest request up to `keptUpTo` elements; larger ones are not kept. */
export class ScratchArray<T extends Float64Array | Uint32Array> {
  private array: T;

  constructor(
    private readonly make: (length: number) => T,
    private readonly keptUpTo: number,
  ) {
    this.array = make(1024);
  }

  /** An array of at least `length` elements, its contents unspecified, valid until the next call. */
  take(length: number): T {
    if (length > this.keptUpTo) return this.make(length);
    if (this.array.length < length)
      this.array = this.make(Math.min(this.keptUpTo, Math.max(length, 2 * this.array.length)));
    return this.array;
  }

  /** Whether `view` is a view of the kept array (of any part of it). */
  holds(view: ArrayBufferView): boolean {
    return view.buffer === this.array.buffer;
  }
}
