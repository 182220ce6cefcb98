// Token ids: a 32-bit FNV-1a hash of the normalized token text, so front ends need no shared table and the
// same normalized token means the same id in every language. The engine only ever compares ids for equality.

/** Id of a normalized token text, e.g. `tokenId('for')`, `tokenId('$id')`. */
export function tokenId(text: string): number {
  return tokenIdOf(text, 0, text.length);
}

/** `tokenId(text.slice(from, to))`, without making the slice (for the many names of a file). */
export function tokenIdOf(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
