// The snapshot's in-memory shape: a course's fingerprints and the minimum metadata to report a match, as
// typed-array columns (no object per fingerprint). Never any source text: paths, counts, hashes, positions.
import type { CohortStats } from '../engine/cohort-stats.js';
import type { FingerprintParameters } from '../engine/types.js';

/** Half-open range of indexes into one of the snapshot's lists. */
export interface IndexRange {
  readonly start: number;
  readonly end: number;
}

/** A language front end and the version of its tokens. */
export interface FrontEndVersion {
  readonly id: string;
  readonly version: number;
}

/** What made the fingerprints. Two fingerprint sets are comparable only if these agree. */
export interface SnapshotParameters extends FingerprintParameters {
  /**
   * The largest window a submission's fingerprints are stored with (each has its own, from 1 up:
   * SnapshotSubmission.window; see check/stored-window.ts). At least w.
   */
  readonly storedWindow: number;
  /**
   * The submissions whose owner id starts with this many zero bits (1 in 2^bits, all at 0) are stored at
   * compare's window and make the sample the course statistics are taken over (cohort-sample.ts).
   */
  readonly cohortSampleBits: number;
  /** Names the token-id, k-gram hash and winnowing functions (see HASH_FUNCTION_ID). */
  readonly hashFunction: string;
  /** Every front end known at build time, sorted by id. */
  readonly frontEnds: readonly FrontEndVersion[];
}

/**
 * One submission: a repository at one commit. `owner` is its identity (see submission-identity.ts); the
 * names are present only in a staff copy (`Snapshot.namesIncluded`).
 */
export interface SnapshotSubmission {
  /** 16 hex digits: the first 8 bytes of SHA-256 of the lower-cased repo (or submission) name. */
  readonly owner: string;
  /** 8 hex digits shown to students instead of a name. */
  readonly pseudonym: string;
  /** 32 hex digits: the first 16 bytes of SHA-256 over the submission's paths and texts. */
  readonly contentHash: string;
  /**
   * Window its fingerprints were winnowed with: from 1 (every k-gram) to SnapshotParameters.storedWindow,
   * larger for a larger submission (see check/stored-window.ts). Recorded, not derived from the token
   * counts, so that a snapshot means the same if that rule changes.
   */
  readonly window: number;
  /** Commit time in milliseconds since 1970, when known: the newer commit wins a merge. */
  readonly commitTime?: number | undefined;
  /** The submission's name as given to the build (staff copy only). */
  readonly name?: string | undefined;
  /** Repository full name (staff copy only). */
  readonly repo?: string | undefined;
  /** Commit id (staff copy only). */
  readonly commit?: string | undefined;
  /** Its files in Snapshot.files. */
  readonly files: IndexRange;
}

export interface SnapshotFile {
  /** Index into Snapshot.submissions. */
  readonly submission: number;
  /** Relative to the submission root, '/' separators; in a student copy only the file's name (no folders). */
  readonly path: string;
  /** Id of the front end that tokenized it (one of SnapshotParameters.frontEnds). */
  readonly language: string;
  readonly lines: number;
  readonly tokens: number;
  /** Tokens inside starter-code k-grams: they count neither for nor against a pair. */
  readonly starterTokens: number;
  /** Its runs of starter tokens in Snapshot.starterRuns (run indexes), in token order. */
  readonly starterRuns: IndexRange;
  /** Its fingerprints in Snapshot.fingerprints, in position order. */
  readonly fingerprints: IndexRange;
}

/**
 * Every fingerprint of the course as parallel columns, grouped by file in file order. Fingerprint i covers
 * tokens [positions[i], positions[i] + k) and 0-based lines [lineStarts[i], lineEnds[i]).
 */
export interface SnapshotFingerprints {
  /** 52-bit hashes (exact integers in doubles). */
  readonly hashes: Float64Array;
  readonly positions: Uint32Array;
  readonly lineStarts: Uint32Array;
  readonly lineEnds: Uint32Array;
  /** 8-bit name hashes (engine/name-hashes.ts): whether matched code agrees in its names. */
  readonly names: Uint8Array;
}

export interface Snapshot {
  readonly params: SnapshotParameters;
  /** Milliseconds since 1970, supplied by the shell that built it. */
  readonly createdAt: number;
  /** A staff copy: names, repos and commits stored. Never give one to students. */
  readonly namesIncluded: boolean;
  /** Pseudonyms come from a staff secret; if false they were derived from public data and are guessable. */
  readonly pseudonymsKeyed: boolean;
  /** Sorted by owner, owners unique. */
  readonly submissions: readonly SnapshotSubmission[];
  /** Grouped by submission in submission order, paths sorted within each. */
  readonly files: readonly SnapshotFile[];
  readonly fingerprints: SnapshotFingerprints;
  /**
   * Runs of starter tokens of every file, run r being tokens [starterRuns[2r], starterRuns[2r + 1]): where
   * the engine's boilerplate marks are, so fragments and scores leave starter code out as compare does.
   */
  readonly starterRuns: Uint32Array;
  /** Every k-gram hash of the starter code, sorted ascending, unique: boilerplate, never reported. */
  readonly starter: Float64Array;
  /** The course's pair statistics, which checks judge pairs against (see snapshot-cohort.ts). */
  readonly cohort: CohortStats;
  /** The flag rule staff built it with, so a check flags what their compare and rescan flag. */
  readonly flagRule: FlagRule;
}

/**
 * The parts of a course's decision staff choose (check/decide-flag.ts): a pair is flagged at or above
 * `threshold` similarity, or with one fragment of `longFragment` informative tokens.
 */
export interface FlagRule {
  readonly threshold: number;
  readonly longFragment: number;
}
