// Each fingerprint's position and lines as one byte, most of the time: the gap since the previous position
// (1 to 8, as winnowing with w ≤ 8 leaves them), the step of the start line (0 to 3) and the number of lines
// (1 to 8) fit 3 + 2 + 3 bits. Anything else (a file's first fingerprint, a long k-gram), and the one
// combination whose byte is 0xff, is the escape byte 0xff followed by the three values as varints. Near deflate's size on these columns (entropy is about 7 bits a
// fingerprint), and decoded in one pass without inflating tens of megabytes.
import type { ByteWriter } from './byte-writer.js';
import { SnapshotError } from './snapshot-error.js';
import type { IndexRange } from './types.js';

const ESCAPE = 0xff;

export interface RecordColumns {
  readonly positions: Uint32Array;
  readonly lineStarts: Uint32Array;
  readonly lineEnds: Uint32Array;
}

/** Writes the records of the fingerprints of each file range, file by file (each from position and line 0). */
export function writeRecords(
  out: ByteWriter,
  columns: RecordColumns,
  files: readonly { fingerprints: IndexRange }[],
): void {
  const { positions, lineStarts, lineEnds } = columns;
  for (const file of files) {
    let position = 0;
    let line = 0;
    for (let i = file.fingerprints.start; i < file.fingerprints.end; i++) {
      const gap = positions[i]! - position;
      const step = lineStarts[i]! - line;
      const span = lineEnds[i]! - lineStarts[i]!;
      const code = (gap - 1) | (step << 3) | ((span - 1) << 5);
      if (gap >= 1 && gap <= 8 && step >= 0 && step <= 3 && span >= 1 && span <= 8 && code !== ESCAPE) {
        out.u8(code);
      } else {
        out.u8(ESCAPE);
        out.varint(gap);
        out.zigzag(step);
        out.varint(span);
      }
      position = positions[i]!;
      line = lineStarts[i]!;
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
 * must increase within a file and every k-gram end inside it.
 * @throws SnapshotError naming the byte of the first bad record.
 */
export function readRecords(bytes: Uint8Array, layout: RecordLayout): RecordColumns {
  const positions = new Uint32Array(layout.total);
  const lineStarts = new Uint32Array(layout.total);
  const lineEnds = new Uint32Array(layout.total);
  const cursor = { p: 0 };
  const corrupt = (problem: string, at = cursor.p) =>
    new SnapshotError(`snapshot corrupt: ${problem} at byte ${at} of the fingerprint records`);
  const escaped = new Int32Array(3);
  let p = 0;
  for (const file of layout.files) {
    const { start, end } = file.fingerprints;
    const limit = file.tokens - layout.k;
    let position = 0;
    let line = 0;
    for (let i = start; i < end; i++) {
      if (p >= bytes.length) throw corrupt('unexpected end', p);
      const code = bytes[p++]!;
      let gap = (code & 7) + 1;
      let step = (code >> 3) & 3;
      let span = (code >> 5) + 1;
      if (code === ESCAPE) {
        cursor.p = p;
        readEscape(bytes, cursor, escaped, corrupt);
        p = cursor.p;
        [gap, step, span] = [escaped[0]!, escaped[1]!, escaped[2]!];
      }
      if (gap === 0 && i > start)
        throw corrupt(`fingerprint positions of ${file.path} not increasing`, p - 1);
      position += gap;
      line += step;
      if (position > limit) throw corrupt(`fingerprint past the end of ${file.path}`, p - 1);
      if (line < 0 || line + span > 0xffffffff) throw corrupt(`lines out of range in ${file.path}`, p - 1);
      positions[i] = position;
      lineStarts[i] = line;
      lineEnds[i] = line + span;
    }
  }
  if (p !== bytes.length) throw corrupt(`${bytes.length - p} unexpected bytes`, p);
  return { positions, lineStarts, lineEnds };
}

// An escaped record's gap, line step (zigzag) and line count into `out`.
function readEscape(
  bytes: Uint8Array,
  cursor: { p: number },
  out: Int32Array,
  corrupt: (problem: string) => SnapshotError,
): void {
  const gap = readVarint(bytes, cursor, corrupt);
  const zigzag = readVarint(bytes, cursor, corrupt);
  const span = readVarint(bytes, cursor, corrupt);
  if (gap > 0x7fffffff || span > 0x7fffffff) throw corrupt('record out of range');
  out[0] = gap;
  out[1] = zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  out[2] = span;
}

// A varint of at most 32 bits.
function readVarint(
  bytes: Uint8Array,
  cursor: { p: number },
  corrupt: (problem: string) => SnapshotError,
): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 5; i++) {
    if (cursor.p >= bytes.length) throw corrupt('unexpected end');
    const byte = bytes[cursor.p++]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) {
      if (value > 0xffffffff) throw corrupt('number over 32 bits');
      return value;
    }
    scale *= 128;
  }
  throw corrupt('number over 32 bits');
}
