// A growable byte buffer with the snapshot format's primitives: fixed little-endian integers, LEB128
// varints (unsigned integers below 2^53), zigzag for signed deltas, and length-prefixed UTF-8 strings.

const utf8 = new TextEncoder();

export class ByteWriter {
  private buffer: Uint8Array;
  private length = 0;

  constructor(initialSize = 1024) {
    this.buffer = new Uint8Array(Math.max(16, initialSize));
  }

  /** The bytes written so far (a view, valid until the next write). */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  u8(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }

  u32(value: number): void {
    this.reserve(4);
    const b = this.buffer;
    b[this.length++] = value & 0xff;
    b[this.length++] = (value >>> 8) & 0xff;
    b[this.length++] = (value >>> 16) & 0xff;
    b[this.length++] = (value >>> 24) & 0xff;
  }

  /** An unsigned integer below 2^53 in 1 to 8 bytes, 7 bits each, low bits first. */
  varint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not an unsigned integer: ${value}`);
    this.reserve(8);
    const b = this.buffer;
    while (value > 0x7fffffff) {
      b[this.length++] = (value % 128) | 0x80;
      value = Math.floor(value / 128);
    }
    while (value > 0x7f) {
      b[this.length++] = (value & 0x7f) | 0x80;
      value >>>= 7;
    }
    b[this.length++] = value;
  }

  /** A signed integer of at most 32 bits: 0, -1, 1, -2... become 0, 1, 2, 3... */
  zigzag(value: number): void {
    if (!Number.isInteger(value) || Math.abs(value) > 0x7fffffff)
      throw new RangeError(`not a 32-bit integer: ${value}`);
    this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  string(text: string): void {
    const bytes = utf8.encode(text);
    this.varint(bytes.length);
    this.raw(bytes);
  }

  raw(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}
