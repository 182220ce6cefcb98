// What comes just before and after each fingerprint's k-gram, as one hash each: the CONTEXT tokens before
// its start and the CONTEXT tokens after its end. Two occurrences of a hash whose contexts hash differently
// cannot be extended by CONTEXT tokens or more on that side, which bounds a match's fragment without reading
// either file's tokens (can-span.ts): most matches of a large course are an idiom no longer than that.

/** Tokens hashed on each side of a k-gram. */
export const CONTEXT = 16;

/** A file's context hashes, one per fingerprint (0 where fewer than CONTEXT tokens lie on that side). */
export interface TokenContexts {
  readonly before: Uint32Array;
  readonly after: Uint32Array;
}

const BASE = 0x01000193;
let power = 1;
for (let t = 0; t < CONTEXT; t++) power = Math.imul(power, BASE);

/** The context hashes of the k-grams at `positions` of the tokens `ids`. */
export function hashContexts(ids: Uint32Array, positions: Uint32Array, k: number): TokenContexts {
  const prefix = prefixHashes(ids);
  // The hash of ids[start .. start + CONTEXT).
  const hashAt = (start: number) => (prefix[start + CONTEXT]! - Math.imul(prefix[start]!, power)) >>> 0;
  const before = new Uint32Array(positions.length);
  const after = new Uint32Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    if (position >= CONTEXT) before[i] = hashAt(position - CONTEXT);
    if (position + k + CONTEXT <= ids.length) after[i] = hashAt(position + k);
  }
  return { before, after };
}

// prefix[t] is the hash of ids[0 .. t), mod 2^32.
function prefixHashes(ids: Uint32Array): Uint32Array {
  const prefix = new Uint32Array(ids.length + 1);
  for (let t = 0; t < ids.length; t++) prefix[t + 1] = Math.imul(prefix[t]!, BASE) + ids[t]! + 1;
  return prefix;
}
