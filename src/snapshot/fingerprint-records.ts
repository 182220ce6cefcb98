// Each fingerprint's position and lines, as three columns of varints over all files in order: the gap since
// the previous position (a file's first from 0), the step of the start line from the previous one's (zigzag:
// where a front end moved code, a later k-gram can start on an earlier line), and the number of lines its
// k-gram spans. Columns keep like values together, so the deflate that follows (snapshot-format.ts) codes
// each in about its entropy: some 10 bits a fingerprint at the default stored window.
import type { ByteWriter } from './byte-writer.js';
import { SnapshotError } from './snapshot-error.js';
import type { IndexRange } from './types.js';

export interface RecordColumns {
  readonly positions: Uint32Array;
  readonly lineStarts: Uint32Array;
  readonly lineEnds: Uint32Array;
}

/** A step between two 32-bit lines as an unsigned number: 0, -1, 1, -2... become 0, 1, 2, 3... */
const toZigzag = (step: number) => (step >= 0 ? 2 * step : -2 * step - 1);

/** The largest zigzag step: from line 0 to line 2^32 - 1. */
const MAX_ZIGZAG = 2 * 0xffffffff;

/** Writes the records of the fingerprints of each file range, file by file (each from position and line 0). */
export function writeRecords(
  out: ByteWriter,
  columns: RecordColumns,
  files: readonly { fingerprints: IndexRange }[],
): void {
  const { positions, lineStarts, lineEnds } = columns;
  writeSteps(out, { values: positions, files, toVarint: (step) => step });
  writeSteps(out, { values: lineStarts, files, toVarint: toZigzag });
  for (let i = 0; i < lineEnds.length; i++) out.varint(lineEnds[i]! - lineStarts[i]!);
}

// The steps from each value to the next within each file, the first from 0.
function writeSteps(
  out: ByteWriter,
  column: {
    values: Uint32Array;
    files: readonly { fingerprints: IndexRange }[];
    toVarint: (step: number) => number;
  },
): void {
  const { values, files, toVarint } = column;
  for (const file of files) {
    let previous = 0;
    for (let i = file.fingerprints.start; i < file.fingerprints.end; i++) {
      out.varint(toVarint(values[i]! - previous));
      previous = values[i]!;
    }
  }
}

export interface RecordLayout {
  readonly files: readonly {
    readonly path: string;
    readonly tokens: number;
    readonly fingerprints: IndexRange;
  }[];
  readonly total: number;
  readonly k: number;
}

/**
 * Reads the records of `layout.total` fingerprints from `bytes`, which must hold exactly them. Positions
 * must increase within a file and every k-gram end inside it; lines may go back but stay within 32 bits, and
 * each k-gram spans at least one.
 * @throws SnapshotError naming the byte of the first bad record.
 */
export function readRecords(bytes: Uint8Array, layout: RecordLayout): RecordColumns {
  const positions = new Uint32Array(layout.total);
  const lineStarts = new Uint32Array(layout.total);
  const lineEnds = new Uint32Array(layout.total);
  const varints = new VarintReader(bytes);
  for (const file of layout.files) {
    const { start, end } = file.fingerprints;
    let position = 0;
    for (let i = start; i < end; i++) {
      const gap = varints.next(0xffffffff);
      if (gap === 0 && i > start)
        throw varints.corrupt(`fingerprint positions of ${file.path} not increasing`);
      position += gap;
      if (position > file.tokens - layout.k)
        throw varints.corrupt(`fingerprint past the end of ${file.path}`);
      positions[i] = position;
    }
  }
  for (const file of layout.files) {
    let line = 0;
    for (let i = file.fingerprints.start; i < file.fingerprints.end; i++) {
      const step = varints.next(MAX_ZIGZAG);
      line += step % 2 === 0 ? step / 2 : -(step + 1) / 2;
      if (line < 0 || line > 0xffffffff) throw varints.corrupt(`lines out of range in ${file.path}`);
      lineStarts[i] = line;
    }
  }
  for (let i = 0; i < layout.total; i++) {
    const span = varints.next(0xffffffff);
    if (span === 0 || lineStarts[i]! + span > 0xffffffff)
      throw varints.corrupt('a fingerprint spanning no lines');
    lineEnds[i] = lineStarts[i]! + span;
  }
  if (varints.p !== bytes.length)
    throw varints.corrupt(`${bytes.length - varints.p} unexpected bytes`, varints.p);
  return { positions, lineStarts, lineEnds };
}

// Varints of at most 5 bytes, read in turn. Most are one byte: that case takes no loop (a load reads
// millions).
class VarintReader {
  /** The next byte to read. */
  p = 0;
  /** Where the value read last began: errors name it. */
  private start = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** The next value, at most `max` (which is at least 2^32 - 1). */
  next(max: number): number {
    const at = (this.start = this.p);
    const first = this.bytes[at];
    if (first !== undefined && first < 0x80) {
      this.p = at + 1;
      return first;
    }
    return this.long(at, max);
  }

  corrupt(problem: string, at = this.start): SnapshotError {
    return new SnapshotError(`snapshot corrupt: ${problem} at byte ${at} of the fingerprint records`);
  }

  private long(at: number, max: number): number {
    const { bytes } = this;
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 5; i++) {
      if (this.p >= bytes.length) throw this.corrupt('unexpected end', at);
      const byte = bytes[this.p++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) {
        if (value > max) throw this.corrupt(`number over ${max}`, at);
        return value;
      }
      scale *= 128;
    }
    throw this.corrupt('number longer than 5 bytes', at);
  }
}
