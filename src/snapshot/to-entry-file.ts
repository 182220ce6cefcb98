// A fingerprinted file → what a snapshot keeps of it: counts, fingerprints with their lines, and where its
// starter tokens are. The token ids and lines are used here and dropped: a snapshot holds no tokens, no text.
import { firstLineOf, lastLineOf, type TokenLines } from '../engine/token-lines.js';
import type { FileFingerprints } from '../engine/types.js';
import type { EntryFile } from './snapshot-entry.js';

/** What the build knows of a file after tokenizing and fingerprinting it. */
export interface FingerprintedSource {
  readonly path: string;
  readonly language: string;
  readonly lines: number;
  readonly tokenCount: number;
  readonly boilerplateTokens: number;
  /** 1 for each starter token (see fingerprintFile); absent when there are none. */
  readonly boilerplate?: Uint8Array | undefined;
  readonly fingerprints: FileFingerprints;
  /** Each fingerprint's name hash (engine/name-hashes.ts). */
  readonly names: Uint8Array;
  /** The lines of its tokens. */
  readonly tokenLines: TokenLines;
}

/**
 * The snapshot's record of `file`: each fingerprint covers tokens [p, p + k) and their 0-based lines, from
 * the least start line of those tokens to the greatest end line. Where a front end moved code (an inlined
 * method, statements put in order), a later k-gram can start on an earlier line: kept as it is, so that a
 * fragment's lines show where its code stands (snapshot-line-range.ts).
 */
export function toEntryFile(file: FingerprintedSource, k: number): EntryFile {
  const { positions } = file.fingerprints;
  const lineStarts = new Uint32Array(positions.length);
  const lineEnds = new Uint32Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    lineStarts[i] = firstLineOf(file.tokenLines, p, p + k);
    lineEnds[i] = lastLineOf(file.tokenLines, p, p + k) + 1;
  }
  return {
    path: file.path,
    language: file.language,
    lines: file.lines,
    tokens: file.tokenCount,
    starterTokens: file.boilerplateTokens,
    starterRuns: toRuns(file.boilerplate),
    fingerprints: { hashes: file.fingerprints.hashes, positions, lineStarts, lineEnds, names: file.names },
  };
}

/** Marks (1 per starter token) as [start, end) runs, flattened. */
export function toRuns(marks: Uint8Array | undefined): Uint32Array {
  const runs: number[] = [];
  if (marks) {
    for (let t = 0; t < marks.length; t++) {
      if (marks[t] !== 1) continue;
      const start = t;
      while (t < marks.length && marks[t] === 1) t++;
      runs.push(start, t);
    }
  }
  return Uint32Array.from(runs);
}

/** Runs back to marks over `tokens` tokens (see toRuns). */
export function toMarks(runs: ArrayLike<number>, tokens: number): Uint8Array {
  const marks = new Uint8Array(tokens);
  for (let r = 0; r + 1 < runs.length; r += 2) marks.fill(1, runs[r], runs[r + 1]);
  return marks;
}
