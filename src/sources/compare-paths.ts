// A total order on relative paths by UTF-16 code units: the same on every machine and locale, unlike
// localeCompare, so walks, listings and everything rendered from them are deterministic.

/** Sort comparator for paths (or any strings): plain code-unit order. */
export function comparePaths(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}
