// How densely a submission's fingerprints are kept in a snapshot: the window W of the winnowing it is stored
// with. A check hashes every k-gram of the files it checks, so it meets every stored fingerprint inside
// what they share, whatever W. W sets the precision: a check's fragment runs from its first stored
// fingerprint to its last, up to W - 1 tokens short of the copy at each end (exact at W = 1, every k-gram
// stored), and a copy of fewer than W + k - 1 tokens may hold none.
//
// That loss is the same number of tokens whatever the submission's size, so it is paid where it is cheap:
// a submission keeps about MIN_STORED_FINGERPRINTS fingerprints. A small exercise is stored whole (W = 1),
// so a check finds exactly compare's fragments; W grows with the submission, up to the snapshot's stored
// window, and the bytes of a large course go to few fingerprints per line (bench:snapshot).

/** About this many fingerprints are kept of every submission large enough to have them. */
export const MIN_STORED_FINGERPRINTS = 256;

/**
 * The window for a submission of `tokens` tokens: density 2 / (W + 1) keeps about MIN_STORED_FINGERPRINTS
 * of them, within [1, maxWindow] (1: every k-gram).
 */
export function storedWindowFor(tokens: number, maxWindow: number): number {
  const wanted = Math.floor((2 * tokens) / MIN_STORED_FINGERPRINTS) - 1;
  return Math.min(maxWindow, Math.max(1, wanted));
}
