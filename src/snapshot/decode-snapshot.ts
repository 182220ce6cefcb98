// Bytes → Snapshot, checking in order: magic number, format version, length, checksum, then every count
// and range inside. Any problem is a SnapshotError that names it; decoding never trusts a length before
// checking it against the bytes that are there, so damaged or hostile input cannot crash it or hang it.
import { inflateSync } from 'fflate';
import { describeError } from '../engine/describe-error.js';
import { ByteReader } from './byte-reader.js';
import { readCohort, readFlagRule } from './decision-encoding.js';
import { crc32 } from './crc32.js';
import { readRecords } from './fingerprint-records.js';
import { readHead, readParameters, readStarter } from './read-snapshot-metadata.js';
import { SnapshotError } from './snapshot-error.js';
import {
  FORMAT_VERSION,
  HEADER_LENGTH,
  MAGIC,
  ZIP_MAGIC,
  packedHashLength,
  paddingAt,
  unpackHashes,
  unpackNames,
} from './snapshot-format.js';
import { assertParameters, type ExpectedParameters } from './snapshot-parameters.js';
import type { Snapshot } from './types.js';

/** DEFLATE expands at most about 1032 times. */
const MAX_INFLATE_RATIO = 1032;

/**
 * Raw DEFLATE decompression giving at most `length + 1` bytes (one more tells a block that inflates to too
 * much); throws on damaged input.
 */
export type Inflate = (deflated: Uint8Array, length: number) => Uint8Array;

/** CRC-32 (IEEE 802.3) of `bytes`, as crc32.ts computes it. */
export type Crc32 = (bytes: Uint8Array) => number;

/**
 * The two codecs a load runs over every byte. A shell passes the runtime's native ones: on the 29 MB snapshot
 * of bench:snapshot, zlib's inflate takes 40 ms where this JavaScript one, cold as in a one-off check, takes
 * 300, and zlib's CRC-32 30 ms where crc32.ts takes 100.
 */
export interface Codecs {
  readonly inflate: Inflate;
  readonly crc32: Crc32;
}

const CODECS_IN_JAVASCRIPT: Codecs = {
  inflate: (deflated, length) => inflateSync(deflated, { out: new Uint8Array(length + 1) }),
  crc32,
};

/**
 * Decodes a snapshot; with `expected`, refuses one made with other parameters, before decoding the rest.
 * @throws SnapshotError naming what is wrong ("snapshot truncated at byte 1234 of 5678"), or its subclass
 *   SnapshotMismatchError ("<label> was made with k=21, this run uses k=25").
 */
export function decodeSnapshot(
  bytes: Uint8Array,
  expected?: ExpectedParameters,
  label = 'snapshot',
  codecs: Codecs = CODECS_IN_JAVASCRIPT,
): Snapshot {
  const body = readEnvelope(bytes, codecs.crc32);
  const { metadata, records, hashBytes } = splitBody(body, codecs.inflate);
  const reader = new ByteReader(metadata, 'the metadata');
  const params = readParameters(reader);
  if (expected) assertParameters(params, expected, label);
  // Every fingerprint has records of three bytes or more and a hash and name of 7.5 bytes: counts beyond
  // are lies.
  const bound = Math.min(Math.floor(records.length / 3), Math.floor(hashBytes.length / 7.5));
  const head = readHead(reader, params, bound);
  if (packedHashLength(head.fingerprintCount) !== hashBytes.length) {
    throw new SnapshotError(
      `snapshot corrupt: ${hashBytes.length} bytes of hashes for ${head.fingerprintCount} fingerprints`,
    );
  }
  const starter = readStarter(reader);
  const cohort = readCohort(reader);
  const flagRule = readFlagRule(reader);
  if (reader.remaining > 0) throw reader.corrupt(`${reader.remaining} unexpected bytes`);
  const columns = readRecords(records, { files: head.files, total: head.fingerprintCount, k: params.k });
  const hashes = new Float64Array(head.fingerprintCount);
  const names = new Uint8Array(head.fingerprintCount);
  unpackNames(hashBytes, unpackHashes(hashBytes, 0, hashes), names);
  return {
    params,
    createdAt: head.createdAt,
    namesIncluded: head.namesIncluded,
    pseudonymsKeyed: head.pseudonymsKeyed,
    submissions: head.submissions,
    files: head.files,
    fingerprints: { hashes, ...columns, names },
    starterRuns: head.runs,
    starter,
    cohort,
    flagRule,
  };
}

// Magic, version, length and checksum; returns the body.
function readEnvelope(bytes: Uint8Array, checksum: Crc32): Uint8Array {
  const prefix = bytes.subarray(0, MAGIC.length);
  if (!prefix.every((byte, i) => byte === MAGIC[i])) {
    // An artifact downloaded from GitHub's web page comes zipped; the action unzips the ones it downloads.
    if (ZIP_MAGIC.every((byte, i) => bytes[i] === byte))
      throw new SnapshotError(
        'not a codewinnow snapshot but a zip archive (a workflow artifact as downloaded from GitHub?): unzip it and use the .cwsnap file inside',
      );
    throw new SnapshotError('not a codewinnow snapshot: bad magic number');
  }
  if (bytes.length < HEADER_LENGTH) throw truncated(bytes.length, HEADER_LENGTH);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(8, true);
  if (version !== FORMAT_VERSION) {
    // An older snapshot is rebuilt with this codewinnow; a newer one needs a newer codewinnow.
    const fix = version < FORMAT_VERSION ? 'build the snapshot again' : 'upgrade codewinnow to read it';
    throw new SnapshotError(
      `unsupported snapshot format version ${version} (this codewinnow reads version ${FORMAT_VERSION}: ${fix})`,
    );
  }
  const total = HEADER_LENGTH + view.getUint32(10, true);
  if (bytes.length < total) throw truncated(bytes.length, total);
  if (bytes.length > total) {
    throw new SnapshotError(
      `snapshot corrupt: ${bytes.length - total} unexpected bytes after its end at byte ${total}`,
    );
  }
  const body = bytes.subarray(HEADER_LENGTH);
  const stored = view.getUint32(14, true);
  const computed = checksum(body);
  if (stored !== computed) {
    throw new SnapshotError(
      `snapshot checksum mismatch: stored ${hex32(stored)}, computed ${hex32(computed)} (the file is damaged)`,
    );
  }
  return body;
}

function splitBody(
  body: Uint8Array,
  inflate: Inflate,
): { metadata: Uint8Array; records: Uint8Array; hashBytes: Uint8Array } {
  const reader = new ByteReader(body, 'the body');
  const metadata = inflateBlock(reader, 'metadata', inflate);
  const records = inflateBlock(reader, 'records', inflate);
  const padding = reader.raw(Math.min(paddingAt(HEADER_LENGTH + reader.offset), reader.remaining));
  if (padding.some((byte) => byte !== 0))
    throw reader.corrupt('padding not zero', reader.offset - padding.length);
  return { metadata, records, hashBytes: body.subarray(reader.offset) };
}

// A block stored as its length, its deflated length and its deflated bytes.
function inflateBlock(reader: ByteReader, what: string, inflate: Inflate): Uint8Array {
  const at = reader.offset;
  const length = reader.u32();
  const deflatedLength = reader.u32();
  if (deflatedLength > reader.remaining)
    throw reader.corrupt(`deflated ${what} length ${deflatedLength} over the bytes left`, at + 4);
  const deflated = reader.raw(deflatedLength);
  if (length > Math.min(deflatedLength * MAX_INFLATE_RATIO + 64, 0x7fffffff)) {
    throw new SnapshotError(
      `snapshot corrupt: ${what} of ${length} bytes cannot come from ${deflatedLength}`,
    );
  }
  let inflated: Uint8Array;
  try {
    inflated = inflate(deflated, length);
  } catch (error) {
    throw new SnapshotError(`snapshot corrupt: ${what} does not inflate (${describeError(error)})`);
  }
  if (inflated.length !== length) {
    throw new SnapshotError(`snapshot corrupt: ${what} inflates to ${inflated.length} bytes, not ${length}`);
  }
  return inflated;
}

function truncated(at: number, expected: number): SnapshotError {
  return new SnapshotError(`snapshot truncated at byte ${at} (expected ${expected} bytes)`);
}

function hex32(value: number): string {
  return `0x${value.toString(16).padStart(8, '0')}`;
}
