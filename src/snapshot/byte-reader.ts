// Reads what ByteWriter wrote, trusting nothing: every read is checked against the bytes left, and every
// count is checked against them before anything is allocated, so damaged input fails with a SnapshotError
// that names the byte, never with a crash, a huge allocation or a hang.
import { SnapshotError } from './snapshot-error.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export class ByteReader {
  private pos = 0;

  /** `where` names the bytes in messages, e.g. "the metadata". */
  constructor(
    readonly bytes: Uint8Array,
    private readonly where: string,
  ) {}

  get offset(): number {
    return this.pos;
  }

  get remaining(): number {
    return this.bytes.length - this.pos;
  }

  /** A SnapshotError about the bytes at the current position. */
  corrupt(problem: string, at = this.pos): SnapshotError {
    return new SnapshotError(`snapshot corrupt: ${problem} at byte ${at} of ${this.where}`);
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.pos++]!;
  }

  u32(): number {
    this.need(4);
    const b = this.bytes;
    const p = this.pos;
    this.pos += 4;
    return (b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24)) >>> 0;
  }

  varint(): number {
    const start = this.pos;
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const byte = this.u8();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) {
        if (value > Number.MAX_SAFE_INTEGER) throw this.corrupt('number too large', start);
        return value;
      }
      scale *= 128;
    }
    throw this.corrupt('number longer than 8 bytes', start);
  }

  /** A varint no larger than `max`, naming `what` if it is. */
  bounded(what: string, max: number): number {
    const start = this.pos;
    const value = this.varint();
    if (value > max) throw this.corrupt(`${what} ${value} is over ${max}`, start);
    return value;
  }

  /** A count of items that take at least `minBytes` each: never more than the bytes left can hold. */
  count(what: string, minBytes: number): number {
    return this.bounded(what, Math.floor(this.remaining / Math.max(1, minBytes)));
  }

  zigzag(): number {
    const value = this.bounded('signed number', 0xffffffff);
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  }

  string(what: string): string {
    const length = this.count(`${what} length`, 1);
    const start = this.pos;
    try {
      return utf8.decode(this.raw(length));
    } catch (error) {
      if (error instanceof SnapshotError) throw error;
      throw this.corrupt(`${what} is not UTF-8`, start);
    }
  }

  raw(length: number): Uint8Array {
    this.need(length);
    const slice = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return slice;
  }

  /** Moves past `length` bytes already consumed by a fast loop that read `bytes` directly. */
  skip(length: number): void {
    this.need(length);
    this.pos += length;
  }

  private need(length: number): void {
    if (length > this.bytes.length - this.pos) throw this.corrupt('unexpected end');
  }
}
