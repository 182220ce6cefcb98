// Snapshot → bytes (layout in snapshot-format.ts). Pure and deterministic: the same snapshot always gives
// the same bytes, because everything is written in the snapshot's own (canonical) order and deflate is.
import { deflateSync } from 'fflate';
import { ByteWriter } from './byte-writer.js';
import { crc32 } from './crc32.js';
import { writeRecords } from './fingerprint-records.js';
import { SnapshotError } from './snapshot-error.js';
import {
  FIELD_COMMIT,
  FIELD_COMMIT_TIME,
  FIELD_NAME,
  FIELD_REPO,
  FLAG_KEYED,
  FLAG_NAMES,
  FORMAT_VERSION,
  HEADER_LENGTH,
  MAGIC,
  packedHashLength,
  packHashes,
  packNames,
  paddingAt,
} from './snapshot-format.js';
import { writeCohort, writeFlagRule } from './decision-encoding.js';
import { fromHex } from './submission-identity.js';
import type { Snapshot, SnapshotFile, SnapshotSubmission } from './types.js';

/**
 * The snapshot as bytes.
 * @throws SnapshotError when the snapshot breaks its own invariants (unsorted owners, malformed hex).
 */
export function encodeSnapshot(snapshot: Snapshot): Uint8Array {
  assertLayout(snapshot);
  const metadata = new ByteWriter(1 << 16);
  writeHead(metadata, snapshot);
  writeStarter(metadata, snapshot.starter);
  writeCohort(metadata, snapshot.cohort);
  writeFlagRule(metadata, snapshot.flagRule);
  const deflated = deflateSync(metadata.bytes(), { level: 6 });
  const records = new ByteWriter(3 * snapshot.fingerprints.hashes.length + 1024);
  writeRecords(records, snapshot.fingerprints, snapshot.files);
  const deflatedRecords = deflateSync(records.bytes(), { level: 6 });
  const hashes = snapshot.fingerprints.hashes;
  const recordsEnd = HEADER_LENGTH + 16 + deflated.length + deflatedRecords.length;
  const bodyLength = recordsEnd + paddingAt(recordsEnd) - HEADER_LENGTH + packedHashLength(hashes.length);
  if (bodyLength > 0xffffffff) throw new SnapshotError(`snapshot too large: ${bodyLength} bytes`);
  const out = new Uint8Array(HEADER_LENGTH + bodyLength);
  const view = new DataView(out.buffer);
  out.set(MAGIC, 0);
  view.setUint16(8, FORMAT_VERSION, true);
  view.setUint32(10, bodyLength, true);
  const deflatedAt = HEADER_LENGTH + 8;
  view.setUint32(HEADER_LENGTH, metadata.bytes().length, true);
  view.setUint32(HEADER_LENGTH + 4, deflated.length, true);
  out.set(deflated, deflatedAt);
  view.setUint32(deflatedAt + deflated.length, records.bytes().length, true);
  view.setUint32(deflatedAt + deflated.length + 4, deflatedRecords.length, true);
  out.set(deflatedRecords, deflatedAt + deflated.length + 8);
  packNames(snapshot.fingerprints.names, out, packHashes(hashes, out, recordsEnd + paddingAt(recordsEnd)));
  view.setUint32(14, crc32(out.subarray(HEADER_LENGTH)), true);
  return out;
}

function writeHead(out: ByteWriter, snapshot: Snapshot): void {
  const { params } = snapshot;
  out.varint(params.k);
  out.varint(params.w);
  out.varint(params.storedWindow);
  out.varint(params.cohortSampleBits);
  out.string(params.hashFunction);
  out.varint(params.frontEnds.length);
  for (const frontEnd of params.frontEnds) {
    out.string(frontEnd.id);
    out.varint(frontEnd.version);
  }
  out.varint(snapshot.createdAt);
  out.u8((snapshot.namesIncluded ? FLAG_NAMES : 0) | (snapshot.pseudonymsKeyed ? FLAG_KEYED : 0));
  out.varint(snapshot.submissions.length);
  let previousOwner = '';
  for (const submission of snapshot.submissions) {
    if (submission.owner <= previousOwner)
      throw new SnapshotError(`owner ${submission.owner} out of order or repeated`);
    previousOwner = submission.owner;
    writeSubmission(out, submission);
  }
  const languages = new Map(params.frontEnds.map((f, i) => [f.id, i]));
  for (const file of snapshot.files) {
    const language = languages.get(file.language);
    if (language === undefined)
      throw new SnapshotError(`${file.path}: front end '${file.language}' not in the parameters`);
    out.string(file.path);
    out.varint(language);
    out.varint(file.lines);
    out.varint(file.tokens);
    writeStarterRuns(out, snapshot.starterRuns, file);
    out.varint(file.fingerprints.end - file.fingerprints.start);
  }
}

function writeSubmission(out: ByteWriter, submission: SnapshotSubmission): void {
  out.raw(hexBytes(submission.owner, 8));
  out.raw(hexBytes(submission.pseudonym, 4));
  out.raw(hexBytes(submission.contentHash, 16));
  const { commitTime, name, repo, commit } = submission;
  out.u8(
    (commitTime !== undefined ? FIELD_COMMIT_TIME : 0) |
      (name !== undefined ? FIELD_NAME : 0) |
      (repo !== undefined ? FIELD_REPO : 0) |
      (commit !== undefined ? FIELD_COMMIT : 0),
  );
  if (commitTime !== undefined) out.varint(commitTime);
  if (name !== undefined) out.string(name);
  if (repo !== undefined) out.string(repo);
  if (commit !== undefined) out.string(commit);
  out.varint(submission.window);
  out.varint(submission.files.end - submission.files.start);
}

function writeStarter(out: ByteWriter, starter: Float64Array): void {
  out.varint(starter.length);
  let previous = 0;
  for (let i = 0; i < starter.length; i++) {
    out.varint(i === 0 ? starter[i]! : starter[i]! - previous);
    previous = starter[i]!;
  }
}

function writeStarterRuns(out: ByteWriter, runs: Uint32Array, file: SnapshotFile): void {
  out.varint(file.starterRuns.end - file.starterRuns.start);
  let previous = 0;
  for (let r = file.starterRuns.start; r < file.starterRuns.end; r++) {
    out.varint(runs[2 * r]! - previous);
    out.varint(runs[2 * r + 1]! - runs[2 * r]!);
    previous = runs[2 * r + 1]!;
  }
}

// The decoder rebuilds every range from counts: a snapshot whose ranges are not contiguous would not survive.
function assertLayout(snapshot: Snapshot): void {
  const { hashes, positions, lineStarts, lineEnds, names } = snapshot.fingerprints;
  const total = hashes.length;
  const columns = [positions, lineStarts, lineEnds, names];
  if (columns.some((column) => column.length !== total)) {
    throw new SnapshotError('fingerprint columns of different lengths');
  }
  let file = 0;
  let fingerprint = 0;
  let run = 0;
  snapshot.submissions.forEach((submission, s) => {
    if (submission.files.start !== file)
      throw new SnapshotError(`submission ${submission.owner}: files not contiguous`);
    for (; file < submission.files.end; file++) {
      const entry = snapshot.files[file];
      if (
        entry?.submission !== s ||
        entry.fingerprints.start !== fingerprint ||
        entry.starterRuns.start !== run
      ) {
        throw new SnapshotError(`file ${file}: ranges not contiguous`);
      }
      assertStarterRuns(snapshot.starterRuns, entry);
      fingerprint = entry.fingerprints.end;
      run = entry.starterRuns.end;
    }
  });
  if (file !== snapshot.files.length || fingerprint !== total || 2 * run !== snapshot.starterRuns.length) {
    throw new SnapshotError('ranges do not cover the lists');
  }
  for (const column of [hashes, snapshot.starter]) {
    for (let i = 0; i < column.length; i++) {
      const hash = column[i]!;
      if (!(hash >= 0 && hash < 2 ** 52 && Math.floor(hash) === hash))
        throw new SnapshotError(`not a 52-bit hash: ${hash}`);
    }
  }
}

// Runs ascending, apart, non-empty, inside the file, adding up to its starter-token count.
function assertStarterRuns(runs: Uint32Array, file: SnapshotFile): void {
  let previous = -1;
  let tokens = 0;
  for (let r = file.starterRuns.start; r < file.starterRuns.end; r++) {
    const start = runs[2 * r]!;
    const end = runs[2 * r + 1]!;
    if (start <= previous || end <= start || end > file.tokens)
      throw new SnapshotError(`${file.path}: bad starter run [${start}, ${end})`);
    tokens += end - start;
    previous = end;
  }
  if (tokens !== file.starterTokens)
    throw new SnapshotError(`${file.path}: starter runs cover ${tokens} tokens, not ${file.starterTokens}`);
}

function hexBytes(hex: string, length: number): Uint8Array {
  if (hex.length !== 2 * length || !/^[0-9a-f]*$/.test(hex)) {
    throw new SnapshotError(`expected ${2 * length} lower-case hex digits, got '${hex}'`);
  }
  return fromHex(hex);
}
