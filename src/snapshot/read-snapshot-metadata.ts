// Reads the snapshot's metadata up to its fingerprint columns: parameters, flags, submissions, files and
// starter hashes. Every count is checked against the bytes that must follow before it is trusted.
import type { ByteReader } from './byte-reader.js';
import { inCohortSample, MAX_SAMPLE_BITS } from './cohort-sample.js';
import {
  FIELD_COMMIT,
  FIELD_COMMIT_TIME,
  FIELD_NAME,
  FIELD_REPO,
  FLAG_KEYED,
  FLAG_NAMES,
} from './snapshot-format.js';
import { toHex } from './submission-identity.js';
import type { FrontEndVersion, SnapshotFile, SnapshotParameters, SnapshotSubmission } from './types.js';

/** The smallest encoded submission: owner, pseudonym, content hash, fields, window, file count. */
const MIN_SUBMISSION_BYTES = 31;
/** The smallest encoded file: six one-byte varints. */
const MIN_FILE_BYTES = 6;
/** Each starter run has a gap and a length. */
const MIN_RUN_BYTES = 2;
const MAX_HASH = 2 ** 52 - 1;

export interface SnapshotHead {
  readonly createdAt: number;
  readonly namesIncluded: boolean;
  readonly pseudonymsKeyed: boolean;
  readonly submissions: SnapshotSubmission[];
  readonly files: SnapshotFile[];
  /** Starter runs of all files, [start, end) pairs flattened. */
  readonly runs: Uint32Array;
  readonly fingerprintCount: number;
}

export function readParameters(reader: ByteReader): SnapshotParameters {
  const k = reader.bounded('k', 0xffff);
  const w = reader.bounded('w', 0xffff);
  const storedWindow = reader.bounded('stored window', 0xffff);
  if (storedWindow < w) throw reader.corrupt(`stored window ${storedWindow} below w=${w}`);
  const cohortSampleBits = reader.bounded('cohort sample bits', MAX_SAMPLE_BITS);
  const hashFunction = reader.string('hash function');
  const count = reader.count('front-end count', 2);
  const frontEnds: FrontEndVersion[] = [];
  for (let i = 0; i < count; i++) {
    const id = reader.string('front-end id');
    frontEnds.push({ id, version: reader.bounded('front-end version', 0xffffffff) });
  }
  return { k, w, storedWindow, cohortSampleBits, hashFunction, frontEnds };
}

/** Reads everything after the parameters up to the starter hashes; `maxFingerprints` bounds the total. */
export function readHead(
  reader: ByteReader,
  params: SnapshotParameters,
  maxFingerprints: number,
): SnapshotHead {
  const createdAt = reader.varint();
  const flags = reader.u8();
  if (flags > (FLAG_NAMES | FLAG_KEYED)) throw reader.corrupt(`unknown flags ${flags}`, reader.offset - 1);
  const count = reader.count('submission count', MIN_SUBMISSION_BYTES);
  const submissions: SnapshotSubmission[] = [];
  const fileCounts: number[] = [];
  let totalFiles = 0;
  for (let s = 0; s < count; s++) {
    const { submission, fileCount } = readSubmission(reader, params, totalFiles);
    if (s > 0 && submission.owner <= submissions[s - 1]!.owner)
      throw reader.corrupt('submissions out of order');
    totalFiles += fileCount;
    if (totalFiles > reader.remaining / MIN_FILE_BYTES)
      throw reader.corrupt('file count over the bytes left');
    submissions.push(submission);
    fileCounts.push(fileCount);
  }
  const { files, runs, fingerprintCount } = readFiles(reader, { params, fileCounts, bound: maxFingerprints });
  return {
    createdAt,
    namesIncluded: (flags & FLAG_NAMES) !== 0,
    pseudonymsKeyed: (flags & FLAG_KEYED) !== 0,
    submissions,
    files,
    runs,
    fingerprintCount,
  };
}

function readSubmission(
  reader: ByteReader,
  params: SnapshotParameters,
  firstFile: number,
): { submission: SnapshotSubmission; fileCount: number } {
  const owner = toHex(reader.raw(8));
  const pseudonym = toHex(reader.raw(4));
  const contentHash = toHex(reader.raw(16));
  const fields = reader.u8();
  if (fields > 15) throw reader.corrupt(`unknown submission fields ${fields}`, reader.offset - 1);
  const commitTime = fields & FIELD_COMMIT_TIME ? reader.varint() : undefined;
  const name = fields & FIELD_NAME ? reader.string('name') : undefined;
  const repo = fields & FIELD_REPO ? reader.string('repo') : undefined;
  const commit = fields & FIELD_COMMIT ? reader.string('commit') : undefined;
  const windowAt = reader.offset;
  const window = reader.bounded('stored window', params.storedWindow);
  if (window === 0) throw reader.corrupt('stored window 0', windowAt);
  // The statistics' sample is stored at compare's window (1 or w): a sparser one would skew them.
  if (window > params.w && inCohortSample(owner, params.cohortSampleBits))
    throw reader.corrupt(`stored window ${window} over w=${params.w} in the statistics' sample`, windowAt);
  const fileCount = reader.count('file count', MIN_FILE_BYTES);
  const submission: SnapshotSubmission = {
    owner,
    pseudonym,
    contentHash,
    window,
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

interface FileTable {
  readonly files: SnapshotFile[];
  readonly runs: Uint32Array;
  readonly fingerprintCount: number;
}

function readFiles(reader: ByteReader, layout: FileLayout): FileTable {
  const { params, fileCounts, bound } = layout;
  const files: SnapshotFile[] = [];
  const runs: number[] = [];
  let fingerprints = 0;
  fileCounts.forEach((fileCount, submission) => {
    for (let f = 0; f < fileCount; f++) {
      const path = reader.string('path');
      if (params.frontEnds.length === 0) throw reader.corrupt('a file but no front ends');
      const language = params.frontEnds[reader.bounded('front-end index', params.frontEnds.length - 1)]!.id;
      const lines = reader.bounded('line count', 0xffffffff);
      const tokens = reader.bounded('token count', 0xffffffff);
      const firstRun = runs.length / 2;
      const starterTokens = readStarterRuns(reader, { path, tokens }, runs);
      const count = reader.bounded('fingerprint count', bound - fingerprints);
      const starterRuns = { start: firstRun, end: runs.length / 2 };
      const range = { start: fingerprints, end: fingerprints + count };
      files.push({
        submission,
        path,
        language,
        lines,
        tokens,
        starterTokens,
        starterRuns,
        fingerprints: range,
      });
      fingerprints += count;
    }
  });
  return { files, runs: Uint32Array.from(runs), fingerprintCount: fingerprints };
}

// A file's starter runs, appended to `runs` as [start, end) pairs: ascending, apart, non-empty, inside the
// file. Returns how many tokens they cover.
function readStarterRuns(reader: ByteReader, file: { path: string; tokens: number }, runs: number[]): number {
  const count = reader.count('starter-run count', MIN_RUN_BYTES);
  let end = -1;
  let covered = 0;
  for (let r = 0; r < count; r++) {
    const at = reader.offset;
    const start = Math.max(end, 0) + reader.varint();
    const length = reader.varint();
    if (start <= end || length === 0 || start + length > file.tokens)
      throw reader.corrupt(`starter run of ${file.path}`, at);
    end = start + length;
    runs.push(start, end);
    covered += length;
  }
  return covered;
}

/** The starter hashes: ascending, unique, below 2^52. */
export function readStarter(reader: ByteReader): Float64Array {
  const count = reader.count('starter hash count', 1);
  const starter = new Float64Array(count);
  let previous = -1;
  for (let i = 0; i < count; i++) {
    const at = reader.offset;
    const value = i === 0 ? reader.varint() : previous + reader.varint();
    if (value <= previous || value > MAX_HASH)
      throw reader.corrupt('starter hashes out of order or too large', at);
    starter[i] = previous = value;
  }
  return starter;
}
