// How sparse a submission's fingerprints are in a snapshot. A snapshot keeps, for each submission, the
// fingerprints that winnowing with a larger window W selects: a subset of those w selects (the paper's
// §3.3), so a checked file, winnowed with w, still meets every one inside what it shares. The cost is at the
// edges: a check's fragment runs from its first stored fingerprint to its last, about (W + 1) / 4 tokens
// short of the copy at each end, and a copy of fewer than W + k - 1 tokens may hold none.
//
// That cost is the same number of tokens whatever the submission's size, so it is paid where it is cheap:
// a submission keeps about MIN_STORED_FINGERPRINTS fingerprints, at window w when small (a 100-line
// exercise is stored whole, as compare would see it), sparser as it grows, up to the snapshot's stored
// window. Bytes follow the large submissions, where the sparse window saves them (bench:snapshot).
import type { FingerprintParameters } from '../engine/types.js';

/** About this many fingerprints are kept of every submission large enough to have them. */
export const MIN_STORED_FINGERPRINTS = 256;

/**
 * The window for a submission of `tokens` tokens: density 2 / (W + 1) keeps about MIN_STORED_FINGERPRINTS
 * of them, within [w, maxWindow].
 */
export function storedWindowFor(tokens: number, params: FingerprintParameters, maxWindow: number): number {
  const wanted = Math.floor((2 * tokens) / MIN_STORED_FINGERPRINTS) - 1;
  return Math.min(maxWindow, Math.max(params.w, wanted));
}
