// Robust winnowing (Schleimer, Wilkerson, Aiken 2003, Definition 3) with the paper's Figure 5 loop:
// amortized O(1) per hash, because the previous window's minimum usually stays in the window.
import { ScratchArray } from './scratch-array.js';
import type { FileFingerprints } from './types.js';

/**
 * Selects fingerprints from k-gram hashes: in each window of `w` consecutive hashes the minimum; ties go to
 * the hash the previous window chose if it is still in the window, else to the rightmost minimum. A
 * sequence shorter than one window still gets its minimum. Positions are indexes into `hashes`.
 */
export function winnow(hashes: Float64Array, w: number): FileFingerprints {
  const n = hashes.length;
  if (n === 0) return { hashes: new Float64Array(0), positions: new Uint32Array(0) };
  const width = Math.max(1, Math.min(w, n));
  // At most one pick per window: written in place, then copied out at their final length.
  const keptPositions = positionScratch.take(n - width + 1);
  let kept = 0;
  let min = -1; // position of the current window's chosen minimum
  for (let right = width - 1; right < n; right++) {
    const left = right - width + 1;
    if (min < left) {
      // The chosen hash left the window: rescan right to left, strict < keeps the rightmost minimum.
      min = right;
      for (let i = right - 1; i >= left; i--) if (hashes[i]! < hashes[min]!) min = i;
    } else if (hashes[right]! < hashes[min]!) {
      // Strict < (the paper's (*) with robust winnowing): a tie keeps the previous choice.
      min = right;
    } else {
      continue;
    }
    keptPositions[kept++] = min;
  }
  const positions = keptPositions.slice(0, kept);
  const keptHashes = new Float64Array(kept);
  for (let f = 0; f < kept; f++) keptHashes[f] = hashes[positions[f]!]!;
  return { hashes: keptHashes, positions };
}

// Room for the positions picked, copied out once they are all known.
const positionScratch = new ScratchArray((length) => new Uint32Array(length), 1 << 20);
