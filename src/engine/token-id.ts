// Token ids: a 32-bit FNV-1a hash of the normalized token text, so front ends need no shared table and the
// same normalized token means the same id in every language. The engine only ever compares ids for equality.

/** Id of a normalized token text, e.g. `tokenId('for')`, `tokenId('$id')`. */
export function tokenId(text: string): number {
  return tokenIdAt(text, 0, text.length);
}

/** tokenId of `text.slice(start, end)`, without making that string. */
export function tokenIdAt(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
