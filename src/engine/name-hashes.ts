// What a fingerprint's names say. Fingerprints match on folded tokens (every identifier is `$id`), so two
// runs of the same shape match whatever their names. Beside each kept fingerprint a file can keep a 32-bit
// hash of its k-gram with the names put back in a form a consistent renaming does not change: each
// identifier replaced by the order of its first appearance inside the k-gram (`total = total + x` and
// `sum = sum + y` both become `#0 = #0 + #1`); literals as written: independent solutions word their
// messages and pick their constants themselves, a copy mostly keeps them. (Renaming strings as well
// gave back most of what names gain on IR-Plag: there, most of the gain is in the literals.) Two matched fingerprints whose name
// hashes agree hold the same names or a one-to-one renaming of them; when they differ, the names are
// unrelated and only the shape is shared, which independent solutions of one exercise often have.
// The hash is of names and literals too, so like the fingerprint it holds no source text. 8 bits: it is
// only ever compared with the hash of a fingerprint that already matched, and what counts is a pair's
// share of agreeing ones, which a chance agreement (1 in 256) moves by at most 0.4 points; a snapshot
// stores one byte a fingerprint for it (two took a 5,000-submission snapshot from 8.5% to 10.6% of its
// source, bench:snapshot).
import { tokenId } from './token-id.js';

/**
 * The name hash of each k-gram starting at `positions` (a file's kept fingerprints). `spellings[t]` is
 * the id of token t's text as written (see tokenId), 0 for tokens whose folded id says everything;
 * `renamable` holds the folded ids whose tokens a renaming may change (identifiers).
 */
export function nameHashes(
  ids: Uint32Array,
  spellings: Uint32Array,
  positions: Uint32Array,
  k: number,
  renamable: ReadonlySet<number>,
): Uint8Array {
  const out = new Uint8Array(positions.length);
  // The spellings of the renamable names met so far in the k-gram, in order: a name's rank is its index.
  const named = new Int32Array(k);
  // Ids are mostly above 2^30, where a Set looks each up as a double: one renamable id is compared instead.
  const only = renamable.size === 1 ? renamable.values().next().value! | 0 : 0;
  const general = renamable.size !== 1;
  // Everything is held as int32, the same bits as the uint32 it stands for: `^` and Math.imul read only
  // those, and the compiled loop keeps int32s in registers.
  for (let f = 0; f < positions.length; f++) {
    const start = positions[f]!;
    const end = Math.min(start + k, ids.length);
    let names = 0;
    let hash = 0x811c9dc5 | 0;
    for (let t = start; t < end; t++) {
      const spelling = spellings[t]! | 0;
      let part = spelling;
      if (spelling === 0) part = ids[t]! | 0;
      else if (general ? renamable.has(ids[t]!) : (ids[t]! | 0) === only) {
        let rank = 0;
        while (rank < names && named[rank] !== spelling) rank++;
        if (rank === names) named[names++] = spelling;
        part = (RANK_IDS[rank] ?? tokenId(`#${rank}`)) ^ ids[t]!;
      }
      hash = Math.imul(hash ^ part, 0x01000193);
      hash ^= hash >>> 15;
    }
    out[f] = (hash ^ (hash >>> 8) ^ (hash >>> 16) ^ (hash >>> 24)) & 0xff;
  }
  return out;
}

// Ids of `#0` .. `#k`: a k-gram holds at most k identifiers.
const RANK_IDS = Int32Array.from({ length: 64 }, (_, rank) => tokenId(`#${rank}`));
