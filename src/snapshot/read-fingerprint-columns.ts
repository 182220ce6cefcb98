// The three varint columns of positions and line ranges, decoded in tight loops over typed arrays (tens of
// millions of fingerprints: no objects, no per-value method calls), each value checked as it is rebuilt.
import type { ByteReader } from './byte-reader.js';
import type { FileRecord } from './read-snapshot-metadata.js';
import type { SnapshotFile } from './types.js';

export interface ColumnLayout {
  readonly files: readonly FileRecord[];
  readonly total: number;
  readonly k: number;
}

export interface FingerprintColumns {
  readonly positions: Uint32Array;
  readonly lineStarts: Uint32Array;
  readonly lineEnds: Uint32Array;
}

/** Reads positions, start lines and line counts of `layout.total` fingerprints, file by file. */
export function readFingerprintColumns(reader: ByteReader, layout: ColumnLayout): FingerprintColumns {
  const positions = readColumn(reader, layout.total, 'position');
  const lineStarts = readColumn(reader, layout.total, 'start line');
  const lineEnds = readColumn(reader, layout.total, 'line count');
  for (const file of layout.files) {
    const { start, end } = file.fingerprints;
    let position = 0;
    let line = 0;
    for (let i = start; i < end; i++) {
      const gap = positions[i]!;
      if (gap === 0 && i > start) throw reader.corrupt(`fingerprint positions of ${file.path} not increasing`);
      position += gap;
      if (position + layout.k > file.tokens) throw reader.corrupt(`fingerprint past the end of ${file.path}`);
      positions[i] = position;
      const step = lineStarts[i]!;
      line += step % 2 === 0 ? step / 2 : -(step + 1) / 2;
      if (line < 0 || line > 0xffffffff) throw reader.corrupt(`start line ${line} in ${file.path}`);
      lineStarts[i] = line;
      const lineEnd = line + lineEnds[i]!;
      if (lineEnd > 0xffffffff) throw reader.corrupt(`end line ${lineEnd} in ${file.path}`);
      lineEnds[i] = lineEnd;
    }
  }
  return { positions, lineStarts, lineEnds };
}

/**
 * Reads the starter runs (`count` in all) and returns them with the files, now with their starter-token
 * counts. Runs must be ascending, apart, non-empty and inside their file.
 */
export function readStarterRuns(reader: ByteReader, records: readonly FileRecord[], count: number): { runs: Uint32Array; files: SnapshotFile[] } {
  const runs = new Uint32Array(2 * count);
  const files = records.map((record) => {
    let end = 0;
    let starterTokens = 0;
    for (let r = record.starterRuns.start; r < record.starterRuns.end; r++) {
      const at = reader.offset;
      const start = end + reader.bounded('starter-run gap', 0xffffffff);
      end = start + reader.bounded('starter-run length', 0xffffffff);
      if (end <= start || end > record.tokens || (r > record.starterRuns.start && start === runs[2 * r - 1])) {
        throw reader.corrupt(`starter run [${start}, ${end}) of ${record.path}`, at);
      }
      runs[2 * r] = start;
      runs[2 * r + 1] = end;
      starterTokens += end - start;
    }
    return { ...record, starterTokens };
  });
  return { runs, files };
}

// `count` varints of at most 32 bits, read straight from the reader's bytes.
function readColumn(reader: ByteReader, count: number, what: string): Uint32Array {
  const out = new Uint32Array(count);
  const bytes = reader.bytes;
  const start = reader.offset;
  const end = bytes.length;
  let p = start;
  for (let i = 0; i < count; i++) {
    let value = 0;
    let shift = 0;
    let byte = 0x80;
    while (byte >= 0x80) {
      if (p >= end) throw reader.corrupt(`${what} column ends early`, p);
      byte = bytes[p++]!;
      if (shift === 28 && byte > 0x0f) throw reader.corrupt(`${what} over 32 bits`, p - 1);
      value |= (byte & 0x7f) << shift;
      shift += 7;
    }
    out[i] = value >>> 0;
  }
  reader.skip(p - start);
  return out;
}
