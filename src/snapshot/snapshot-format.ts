// The snapshot file's fixed parts, shared by the encoder and the decoder. Layout, all integers little-endian:
//
//   header  magic "\x89CWSNAP\n" (8) · format version u16 · body length u32 · CRC-32 of the body u32
//   body    metadata length u32 · deflated length u32 · metadata, deflated (fflate, raw DEFLATE)
//           · records length u32 · deflated length u32 · fingerprint records, deflated: position and
//             lines of every fingerprint, as they are (line starts can go back; see fingerprint-records.ts)
//           · 0 to 3 zero bytes, so that the hashes start at a multiple of 4 bytes from the file's start
//           · hashes: every fingerprint's 52-bit hash split into its high 32 bits (u32 each) and its low
//             20 bits (two per 5 bytes, the last one alone in 3 bytes), raw: random bits do not deflate
//           · names: every fingerprint's 8-bit name hash (engine/name-hashes.ts), a byte each, raw
//   metadata (varints unless said otherwise)
//           k · w · stored window · cohort sample bits · hash function (string) · front ends: count, (id string, version)...
//           · created at (ms) · flags u8 (1 names included, 2 pseudonyms keyed)
//           · submissions: count, each: owner (8 bytes) · pseudonym (4) · content hash (16) · fields u8
//             (1 commit time, 2 name, 4 repo, 8 commit) · those present (time + strings) · stored window
//             · file count
//           · files, submission by submission: path · front-end index · lines · tokens
//             · starter runs: count, then (gap since the previous run's end, length) each · fingerprint count
//           · starter hashes: count, first hash, then the gaps to each next one (ascending, unique)
//           · cohort statistics: pair count · median and median absolute deviation of pair similarity,
//             in millionths · flag rule: threshold in millionths · long fragment in tokens
//             (see decision-encoding.ts)
// Strings are a varint byte length and UTF-8.

export const MAGIC = Uint8Array.from([0x89, 0x43, 0x57, 0x53, 0x4e, 0x41, 0x50, 0x0a]);
// 4: each fingerprint's name hash, so a check weighs names as compare does.
// 5: the flag rule staff built it with, so a pull-request check flags what the staff report flags.
// 6: each fingerprint's true lines (starts as signed steps), not made monotonic, so moved code's lines show.
// 7: a sample of submissions stored at compare's window, for course statistics a staff compare agrees with.
export const FORMAT_VERSION = 7;
/** How a zip archive starts: a workflow artifact as GitHub hands it out wraps the snapshot in one. */
export const ZIP_MAGIC = Uint8Array.from([0x50, 0x4b, 0x03, 0x04]);
export const HEADER_LENGTH = 18;

export const FLAG_NAMES = 1;
export const FLAG_KEYED = 2;

export const FIELD_COMMIT_TIME = 1;
export const FIELD_NAME = 2;
export const FIELD_REPO = 4;
export const FIELD_COMMIT = 8;

const LOW_BITS = 0x100000;

/** Bytes that `count` packed hashes take, with their name hashes. */
export function packedHashLength(count: number): number {
  return hashBytes(count) + count;
}

const hashBytes = (count: number) => count * 4 + Math.floor(count / 2) * 5 + (count % 2) * 3;

/** Writes the 8-bit name hashes into `out` from `offset`; returns the offset after them. */
export function packNames(names: Uint8Array, out: Uint8Array, offset: number): number {
  out.set(names, offset);
  return offset + names.length;
}

/** Reads `out.length` name hashes from `bytes` at `offset` (the caller checked the length). */
export function unpackNames(bytes: Uint8Array, offset: number, out: Uint8Array): void {
  out.set(bytes.subarray(offset, offset + out.length));
}

/** Writes `hashes` packed into `out` from `offset` (their names follow: packNames); returns the offset after them. */
export function packHashes(hashes: Float64Array, out: Uint8Array, offset: number): number {
  let p = offset;
  for (let i = 0; i < hashes.length; i++) {
    const high = Math.floor(hashes[i]! / LOW_BITS);
    out[p++] = high & 0xff;
    out[p++] = (high >>> 8) & 0xff;
    out[p++] = (high >>> 16) & 0xff;
    out[p++] = high >>> 24;
  }
  for (let i = 0; i < hashes.length; i += 2) {
    const a = hashes[i]! % LOW_BITS;
    out[p++] = a & 0xff;
    out[p++] = (a >>> 8) & 0xff;
    if (i + 1 === hashes.length) {
      out[p++] = a >>> 16;
      break;
    }
    const b = hashes[i + 1]! % LOW_BITS;
    out[p++] = (a >>> 16) | ((b & 0x0f) << 4);
    out[p++] = (b >>> 4) & 0xff;
    out[p++] = b >>> 12;
  }
  return p;
}

const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** Zero bytes that follow the records ending at file offset `offset`, so the hashes start 4-aligned. */
export function paddingAt(offset: number): number {
  return (4 - (offset % 4)) % 4;
}

/**
 * Reads `out.length` packed hashes from `bytes` at `offset` (the caller checked the length); returns the
 * offset after them.
 */
export function unpackHashes(bytes: Uint8Array, offset: number, out: Float64Array): number {
  const count = out.length;
  let p = offset;
  if (LITTLE_ENDIAN) {
    // The high words as one Uint32Array: a view when they are aligned in memory (the format aligns them
    // in the file), else one copy; then no byte shuffling per hash.
    const start = bytes.byteOffset + p;
    const highs = start % 4 === 0 ? new Uint32Array(bytes.buffer, start, count) : new Uint32Array(count);
    if (start % 4 !== 0) new Uint8Array(highs.buffer).set(bytes.subarray(p, p + 4 * count));
    for (let i = 0; i < count; i++) out[i] = highs[i]! * LOW_BITS;
    p += 4 * count;
  } else {
    for (let i = 0; i < count; i++, p += 4) {
      out[i] =
        ((bytes[p]! | (bytes[p + 1]! << 8) | (bytes[p + 2]! << 16) | (bytes[p + 3]! << 24)) >>> 0) * LOW_BITS;
    }
  }
  for (let i = 0; i < count; i += 2) {
    const middle = bytes[p + 2]!;
    out[i] = out[i]! + (bytes[p]! | (bytes[p + 1]! << 8) | ((middle & 0x0f) << 16));
    if (i + 1 === count) break;
    out[i + 1] = out[i + 1]! + ((middle >>> 4) | (bytes[p + 3]! << 4) | (bytes[p + 4]! << 12));
    p += 5;
  }
  return offset + hashBytes(count);
}
