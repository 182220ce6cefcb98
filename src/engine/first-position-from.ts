// Where a file's fingerprints inside a token range begin: they are in position order, so a binary search.

/** The index of the first of `positions` (ascending) at or after `start`; positions.length if none is. */
export function firstPositionFrom(positions: Uint32Array, start: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (positions[mid]! < start) low = mid + 1;
    else high = mid;
  }
  return low;
}
