// Reads the snapshot's metadata up to its fingerprint columns: parameters, flags, submissions, files and
// starter hashes. Every count is checked against the bytes that must follow before it is trusted.
import type { ByteReader } from './byte-reader.js';
import { FIELD_COMMIT, FIELD_COMMIT_TIME, FIELD_NAME, FIELD_REPO, FLAG_KEYED, FLAG_NAMES } from './snapshot-format.js';
import { toHex } from './submission-identity.js';
import type { FrontEndVersion, SnapshotFile, SnapshotParameters, SnapshotSubmission } from './types.js';

/** The smallest encoded submission: owner, pseudonym, content hash, fields, file count. */
const MIN_SUBMISSION_BYTES = 30;
/** The smallest encoded file: six one-byte varints. */
const MIN_FILE_BYTES = 6;
/** Each fingerprint has at least one byte in each of the three columns. */
const MIN_FINGERPRINT_BYTES = 3;
/** Each starter run has a gap and a length. */
const MIN_RUN_BYTES = 2;
const MAX_HASH = 2 ** 52 - 1;

/** A file as its table entry gives it; its starter-token count comes with its runs, at the end. */
export type FileRecord = Omit<SnapshotFile, 'starterTokens'>;

export interface SnapshotHead {
  readonly createdAt: number;
  readonly namesIncluded: boolean;
  readonly pseudonymsKeyed: boolean;
  readonly submissions: SnapshotSubmission[];
  readonly files: FileRecord[];
  readonly fingerprintCount: number;
  readonly runCount: number;
}

export function readParameters(reader: ByteReader): SnapshotParameters {
  const k = reader.bounded('k', 0xffff);
  const w = reader.bounded('w', 0xffff);
  const hashFunction = reader.string('hash function');
  const count = reader.count('front-end count', 2);
  const frontEnds: FrontEndVersion[] = [];
  for (let i = 0; i < count; i++) {
    const id = reader.string('front-end id');
    frontEnds.push({ id, version: reader.bounded('front-end version', 0xffffffff) });
  }
  return { k, w, hashFunction, frontEnds };
}

/** Reads everything after the parameters up to the starter hashes; `maxFingerprints` bounds the total. */
export function readHead(reader: ByteReader, params: SnapshotParameters, maxFingerprints: number): SnapshotHead {
  const createdAt = reader.varint();
  const flags = reader.u8();
  if (flags > (FLAG_NAMES | FLAG_KEYED)) throw reader.corrupt(`unknown flags ${flags}`, reader.offset - 1);
  const count = reader.count('submission count', MIN_SUBMISSION_BYTES);
  const submissions: SnapshotSubmission[] = [];
  const fileCounts: number[] = [];
  let totalFiles = 0;
  for (let s = 0; s < count; s++) {
    const { submission, fileCount } = readSubmission(reader, totalFiles);
    if (s > 0 && submission.owner <= submissions[s - 1]!.owner) throw reader.corrupt('submissions out of order');
    totalFiles += fileCount;
    if (totalFiles > reader.remaining / MIN_FILE_BYTES) throw reader.corrupt('file count over the bytes left');
    submissions.push(submission);
    fileCounts.push(fileCount);
  }
  const bound = Math.min(maxFingerprints, Math.floor(reader.remaining / MIN_FINGERPRINT_BYTES));
  const { files, fingerprintCount, runCount } = readFiles(reader, { params, fileCounts, bound });
  return {
    createdAt,
    namesIncluded: (flags & FLAG_NAMES) !== 0,
    pseudonymsKeyed: (flags & FLAG_KEYED) !== 0,
    submissions,
    files,
    fingerprintCount,
    runCount,
  };
}

function readSubmission(reader: ByteReader, firstFile: number): { submission: SnapshotSubmission; fileCount: number } {
  const owner = toHex(reader.raw(8));
  const pseudonym = toHex(reader.raw(4));
  const contentHash = toHex(reader.raw(16));
  const fields = reader.u8();
  if (fields > 15) throw reader.corrupt(`unknown submission fields ${fields}`, reader.offset - 1);
  const commitTime = fields & FIELD_COMMIT_TIME ? reader.varint() : undefined;
  const name = fields & FIELD_NAME ? reader.string('name') : undefined;
  const repo = fields & FIELD_REPO ? reader.string('repo') : undefined;
  const commit = fields & FIELD_COMMIT ? reader.string('commit') : undefined;
  const fileCount = reader.count('file count', MIN_FILE_BYTES);
  const submission: SnapshotSubmission = {
    owner,
    pseudonym,
    contentHash,
    ...(commitTime !== undefined && { commitTime }),
    ...(name !== undefined && { name }),
    ...(repo !== undefined && { repo }),
    ...(commit !== undefined && { commit }),
    files: { start: firstFile, end: firstFile + fileCount },
  };
  return { submission, fileCount };
}

interface FileLayout {
  readonly params: SnapshotParameters;
  readonly fileCounts: readonly number[];
  readonly bound: number;
}

function readFiles(reader: ByteReader, layout: FileLayout): { files: FileRecord[]; fingerprintCount: number; runCount: number } {
  const { params, fileCounts, bound } = layout;
  const files: FileRecord[] = [];
  let fingerprints = 0;
  let runs = 0;
  fileCounts.forEach((fileCount, submission) => {
    for (let f = 0; f < fileCount; f++) {
      const path = reader.string('path');
      if (params.frontEnds.length === 0) throw reader.corrupt('a file but no front ends');
      const language = params.frontEnds[reader.bounded('front-end index', params.frontEnds.length - 1)]!.id;
      const lines = reader.bounded('line count', 0xffffffff);
      const tokens = reader.bounded('token count', 0xffffffff);
      const runCount = reader.bounded('starter-run count', Math.floor(reader.remaining / MIN_RUN_BYTES) - runs);
      const count = reader.bounded('fingerprint count', bound - fingerprints);
      const starterRuns = { start: runs, end: runs + runCount };
      const range = { start: fingerprints, end: fingerprints + count };
      files.push({ submission, path, language, lines, tokens, starterRuns, fingerprints: range });
      fingerprints += count;
      runs += runCount;
    }
  });
  return { files, fingerprintCount: fingerprints, runCount: runs };
}

/** The starter hashes: ascending, unique, below 2^52. */
export function readStarter(reader: ByteReader): Float64Array {
  const count = reader.count('starter hash count', 1);
  const starter = new Float64Array(count);
  let previous = -1;
  for (let i = 0; i < count; i++) {
    const at = reader.offset;
    const value = i === 0 ? reader.varint() : previous + reader.varint();
    if (value <= previous || value > MAX_HASH) throw reader.corrupt('starter hashes out of order or too large', at);
    starter[i] = previous = value;
  }
  return starter;
}
