// What comes just before and after each fingerprint's k-gram, as one hash each: the CONTEXT tokens before
// its start and the CONTEXT tokens after its end. Two occurrences of a hash whose contexts hash differently
// cannot be extended by CONTEXT tokens or more on that side, which bounds a match's fragment without reading
// either file's tokens (can-span.ts): most matches of a large course are an idiom no longer than that.
import type { CorpusFile } from './corpus.js';
import type { FingerprintIndex } from './fingerprint-index.js';

/** Tokens hashed on each side of a k-gram. */
export const CONTEXT = 16;

/** Context hashes of each entry of FingerprintIndex.members (0 where the file has no tokens or too few). */
export interface TokenContexts {
  readonly before: Uint32Array;
  readonly after: Uint32Array;
}

const BASE = 0x01000193;

/** The context hashes of every fingerprint of the index, in its members' order. */
export function hashContexts(
  files: readonly CorpusFile[],
  k: number,
  index: FingerprintIndex,
): TokenContexts {
  const { members, fileStarts } = index;
  const rank = new Uint32Array(members.length);
  for (let o = 0; o < members.length; o++) rank[members[o]!] = o;
  const before = new Uint32Array(members.length);
  const after = new Uint32Array(members.length);
  let power = 1;
  for (let t = 0; t < CONTEXT; t++) power = Math.imul(power, BASE);
  files.forEach((file, f) => {
    const { ids } = file;
    if (!ids) return;
    const prefix = prefixHashes(ids);
    // The hash of ids[start .. start + CONTEXT).
    const hashAt = (start: number) => (prefix[start + CONTEXT]! - Math.imul(prefix[start]!, power)) >>> 0;
    const { positions } = file.fingerprints;
    for (let i = 0; i < positions.length; i++) {
      const o = rank[fileStarts[f]! + i]!;
      const position = positions[i]!;
      if (position >= CONTEXT) before[o] = hashAt(position - CONTEXT);
      if (position + k + CONTEXT <= ids.length) after[o] = hashAt(position + k);
    }
  });
  return { before, after };
}

// prefix[t] is the hash of ids[0 .. t), mod 2^32.
function prefixHashes(ids: Uint32Array): Uint32Array {
  const prefix = new Uint32Array(ids.length + 1);
  for (let t = 0; t < ids.length; t++) prefix[t + 1] = Math.imul(prefix[t]!, BASE) + ids[t]! + 1;
  return prefix;
}
