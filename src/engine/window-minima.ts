// Which of a sparse file's fingerprints a sparser winnowing would also have kept. Snapshot submissions are
// stored at windows from 1 to the stored window (check/stored-window.ts), so a run of code every submission
// has is stored as different fingerprints by each: counted in the index, such a fingerprint seemed to stand
// in two submissions, and code a whole course kept (a starter not given as --base) read as "a fragment no
// other submission shares". A fingerprint that is the least hash of some window of W k-grams is kept by
// every winnowing with a window of W or less, so each submission with the code stores it: counted over those
// alone, how widely a fragment's code is shared is what it is.
//
// The least hash of a window of W ≥ w k-grams is always among the fingerprints winnowed with w (it is the
// least of some w-window inside it), so the stored ones are enough to tell which they are.

/**
 * Of the fingerprints `from` … `to` − 1 (positions ascending, all of a run, none missing between them), those
 * that are the least hash of a window of `window` k-gram positions lying within [first, last]. A hash at
 * or above `unknownFrom` stands for fingerprints not at hand: it counts as lower than any, so no window
 * holding it is trusted.
 */
export function windowMinima(
  fingerprints: { readonly hashes: Float64Array; readonly positions: Uint32Array },
  run: { readonly from: number; readonly to: number; readonly first: number; readonly last: number },
  window: number,
  unknownFrom: number,
): number[] {
  const { hashes, positions } = fingerprints;
  const lower = (j: number, i: number) => hashes[j]! >= unknownFrom || hashes[j]! < hashes[i]!;
  const kept: number[] = [];
  for (let i = run.from; i < run.to; i++) {
    if (hashes[i]! >= unknownFrom) continue;
    let left = run.first - 1;
    for (let j = i - 1; j >= run.from && positions[j]! > positions[i]! - window; j--)
      if (lower(j, i)) {
        left = positions[j]!;
        break;
      }
    let right = run.last + 1;
    for (let j = i + 1; j < run.to && positions[j]! < positions[i]! + window; j++)
      if (lower(j, i)) {
        right = positions[j]!;
        break;
      }
    // Room between the nearest lower hashes for a whole window that holds this one.
    if (right - left - 1 >= window) kept.push(i);
  }
  return kept;
}
