// A pair's identity whatever the order of its two submissions: how decisions find their pair.

/** The same key for (a, b) and (b, a). */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}
