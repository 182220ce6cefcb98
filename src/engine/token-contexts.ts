// What comes just before and after each fingerprint's k-gram, as one hash each: the CONTEXT tokens before
// its start and the CONTEXT tokens after its end. Two occurrences of a hash whose contexts hash differently
// cannot be extended by CONTEXT tokens or more on that side, which bounds a match's fragment without reading
// either file's tokens (can-span.ts): most matches of a large course are an idiom no longer than that.

/** Tokens hashed on each side of a k-gram. */
export const CONTEXT = 16;

const BASE = 0x01000193;
let power = 1;
for (let t = 0; t < CONTEXT; t++) power = Math.imul(power, BASE);

/**
 * The context hashes of the k-grams at `positions` of the tokens `ids`, 16 bits each: the one before in the
 * high half, the one after in the low half (0 where fewer than CONTEXT tokens lie on that side). Equal
 * hashes of different contexts only make a bound less tight, never wrong.
 */
export function hashContexts(ids: Uint32Array, positions: Uint32Array, k: number): Uint32Array {
  const prefix = prefixHashes(ids);
  // 16 bits of the hash of ids[start .. start + CONTEXT).
  const hashAt = (start: number) =>
    ((prefix[start + CONTEXT]! - Math.imul(prefix[start]!, power)) >>> 16) & 0xffff;
  const contexts = new Uint32Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    const before = position >= CONTEXT ? hashAt(position - CONTEXT) : 0;
    const after = position + k + CONTEXT <= ids.length ? hashAt(position + k) : 0;
    contexts[i] = ((before << 16) | after) >>> 0;
  }
  return contexts;
}

/** The hash of the context before, from hashContexts's number. */
export const contextBefore = (contexts: number) => contexts >>> 16;

/** The hash of the context after, from hashContexts's number. */
export const contextAfter = (contexts: number) => contexts & 0xffff;

// prefix[t] is the hash of ids[0 .. t), mod 2^32.
function prefixHashes(ids: Uint32Array): Uint32Array {
  const prefix = new Uint32Array(ids.length + 1);
  for (let t = 0; t < ids.length; t++) prefix[t + 1] = Math.imul(prefix[t]!, BASE) + ids[t]! + 1;
  return prefix;
}
