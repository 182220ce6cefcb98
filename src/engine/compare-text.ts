// The one total order on strings: by UTF-16 code units, the same on every machine and locale (unlike
// localeCompare), so sorted listings, snapshots and reports are deterministic. Pure.

/** Sort comparator: -1, 0 or 1 by plain code-unit order. */
export function compareText(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
