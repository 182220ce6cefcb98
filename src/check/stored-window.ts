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

/**
 * A submission of at most this many characters of source is fingerprinted whole (every k-gram, W = 1), by
 * compare as in a snapshot: winnowing keeps about 2 / (w + 1) of the k-grams and so finds a shared run only
 * from w + k - 1 tokens on (21 at the defaults), a loss an exercise of a few dozen lines cannot afford and
 * that costs next to nothing to avoid there. Compare and a check then meet the same shared runs, of k
 * tokens and up, and give the same verdict (bench:quality counts where they differ: 818 of IR-Plag's
 * 15,416 pairs before, 109 after). 4 KiB is about a hundred lines. At 8 KiB, the 4% of bench:speed's
 * synthetic submissions that are that small (6.7 to 8 KiB) got 28% more pairs over --min-similarity at
 * 2,000 submissions and twice the evidence phase's time, for programs winnowing already samples well.
 */
export const WHOLE_SUBMISSION_CHARS = 4 * 1024;

/** The window compare winnows a submission with: 1 (every k-gram) when it is small, else `w`. */
export function comparedWindowFor(files: readonly { readonly text: string }[], w: number): number {
  let chars = 0;
  for (const file of files) chars += file.text.length;
  return chars <= WHOLE_SUBMISSION_CHARS ? 1 : w;
}

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
