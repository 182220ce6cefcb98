// What a submission's matches are (shared-matches.ts collects them): per match, both sides' file,
// fingerprint index and token position, and how far its fragment may reach beyond its k-gram; grouped by
// partner. Read by the pair phase's bound (can-span.ts) and its fragments (submission-pairs.ts).
import { UNKNOWN_SIDE } from './token-contexts.js';

/** One side of a submission's matches: per match, the file, fingerprint index and token position. */
export interface MatchSide {
  readonly files: Uint32Array;
  readonly indexes: Uint32Array;
  readonly positions: Uint32Array;
}

/**
 * The matches of one submission with its partners, grouped by partner: the matches with `partners[p]` are
 * entries order[starts[p] .. starts[p + 1]), each a fingerprint of the submission's own (`own`) against one
 * of the partner's (`other`).
 */
export interface SubmissionMatches {
  readonly partners: Uint32Array;
  readonly starts: Uint32Array;
  readonly order: Uint32Array;
  readonly own: MatchSide;
  readonly other: MatchSide;
  /**
   * Per match, at most how many tokens its fragment extends by beyond its k-gram, as the context hashes tell
   * (token-contexts.ts): before it in the high byte, after it in the low byte, each UNKNOWN_SIDE when they
   * cannot tell (the contexts agree, or a file has no tokens). See reachBefore and reachAfter.
   */
  readonly reach: Uint16Array;
}

/** The most tokens a match extends by before its k-gram (UNKNOWN_SIDE: not known), from its `reach`. */
export const reachBefore = (reach: number) => reach >>> 8;

/** The most tokens a match extends by after its k-gram (UNKNOWN_SIDE: not known), from its `reach`. */
export const reachAfter = (reach: number) => reach & 0xff;

/** The most tokens a match's fragment spans on one side, as its reach tells (Infinity: not known). */
export function reachLength(reach: number, k: number): number {
  return reachBefore(reach) === UNKNOWN_SIDE || reachAfter(reach) === UNKNOWN_SIDE
    ? Infinity
    : k + reachBefore(reach) + reachAfter(reach);
}

/**
 * Whether a partner's matches may make a pair, told how many there are and their reach lengths added up over
 * both sides (2 × reachLength each): a test that may only turn away partners whose pair would not be kept.
 */
export type PartnerTest = (
  partner: number,
  tally: { readonly matches: number; readonly reach: number },
) => boolean;

/** A MatchSide's arrays, widened as a collector needs more room (contents kept). */
export class MatchArrays implements MatchSide {
  files: Uint32Array;
  indexes: Uint32Array;
  positions: Uint32Array;

  constructor(size: number) {
    this.files = new Uint32Array(size);
    this.indexes = new Uint32Array(size);
    this.positions = new Uint32Array(size);
  }

  widenTo(size: number): void {
    this.files = widened(this.files, new Uint32Array(size));
    this.indexes = widened(this.indexes, new Uint32Array(size));
    this.positions = widened(this.positions, new Uint32Array(size));
  }
}

/** `to` (larger) starting with what `from` holds. */
export function widened<T extends Uint32Array | Uint16Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
