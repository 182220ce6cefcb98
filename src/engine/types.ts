// The engine's glossary, defined once. Every other module speaks these words.
// Positions are 0-based and ranges half-open [start, end) inside the engine; people see 1-based lines only
// through report/lines.ts.
//
// token        one lexical unit after normalization (a keyword, an operator, "some identifier", "some number")
// k-gram       k consecutive tokens of one file
// window       w consecutive k-gram hashes; winnowing keeps (at least) one hash per window
// fingerprint  a k-gram hash that winnowing kept, with the token position of its k-gram
// occurrence   one place a fingerprint stands: a file and a token position
// fragment     a maximal run of shared fingerprints, consecutive in both files (against a snapshot: at one
//              offset, consecutive in the snapshot's file), with both spans
// pair         two submissions that share fingerprints, with their fragments and scores
// boilerplate  fingerprints that are never reported: starter code, or shared by too many submissions
// snapshot     a saved fingerprint index of a whole course (see src/snapshot)

/**
 * A file's tokens as parallel typed arrays (objects per token would not fit a course in memory).
 * `ids[i]` is the token's id (see tokenId); `spans[4i..4i+3]` are its start line, start column, end line
 * and end column, 0-based, with the end column exclusive. Tokens are in source order, except that a front
 * end may put independent statements in a canonical order: each token keeps its own span.
 */
export interface TokenSequence {
  readonly ids: Uint32Array;
  readonly spans: Uint32Array;
  /**
   * Per token, the id of its source text for names and literals, 0 for others (languages/token-spellings.ts),
   * when the front end already worked them out; else they are worked out from `spans` when needed.
   */
  readonly spellings?: Uint32Array | undefined;
}

/** Half-open range of token positions in one file. */
export interface TokenRange {
  readonly start: number;
  readonly end: number;
}

/** Half-open range of 0-based lines in one file. */
export interface LineRange {
  readonly start: number;
  readonly end: number;
}

/** The parameters that decide which fingerprints a file gets. Two indexes compare only if these are equal. */
export interface FingerprintParameters {
  /** Tokens per k-gram. */
  readonly k: number;
  /** Hashes per winnowing window. */
  readonly w: number;
}

/** A file's fingerprints: kept hashes and the token position of each one's k-gram, in position order. */
export interface FileFingerprints {
  /** 52-bit hashes stored as doubles (exact integers below 2^53). */
  readonly hashes: Float64Array;
  /** Token position where each fingerprint's k-gram starts. */
  readonly positions: Uint32Array;
}
