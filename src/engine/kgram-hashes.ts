// Rolling hashes of every k-gram of a token-id sequence, in O(1) per k-gram.
//
// Why accidental collisions do not matter even at a million files: each k-gram gets two independent
// polynomial hashes mod 2^32 (different odd bases), mixed and joined into one 52-bit value. A million files
// of ~1,000 k-grams are 10^9 distinct k-grams, and the expected number of colliding pairs among them is
// about n^2 / 2^53 ≈ 110: a hundred isolated fingerprint matches spread over 10^12 file pairs. A collision
// only makes two files share one fingerprint. Where both token sequences are at hand (compare), a fragment
// needs its k-grams equal token by token, so it is dropped; against a snapshot it is one k-gram, k tokens,
// which cannot flag a pair (that takes 2k shared tokens on each side).

const BASE_1 = 0x01000193;
const BASE_2 = 0x5bd1e995;

/**
 * Hashes of the k-grams starting at 0 .. ids.length - k; empty when there are fewer than k tokens. Written
 * to the start of `into` and returned as a view of it when it is long enough (a caller's scratch area).
 */
export function hashKgrams(ids: Uint32Array, k: number, into?: Float64Array): Float64Array {
  const count = ids.length - k + 1;
  if (k < 1 || count <= 0) return new Float64Array(0);
  const out = into !== undefined && into.length >= count ? into.subarray(0, count) : new Float64Array(count);
  const top1 = power(BASE_1, k - 1);
  const top2 = power(BASE_2, k - 1);
  let h1 = 0;
  let h2 = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]! + 1; // +1 so that a zero id still moves the hash
    if (i >= k) {
      const old = ids[i - k]! + 1;
      h1 = (h1 - Math.imul(old, top1)) | 0;
      h2 = (h2 - Math.imul(old, top2)) | 0;
    }
    h1 = (Math.imul(h1, BASE_1) + id) | 0;
    h2 = (Math.imul(h2, BASE_2) + id) | 0;
    if (i >= k - 1) out[i - k + 1] = join(mix(h1), mix(h2));
  }
  return out;
}

function power(base: number, exponent: number): number {
  let result = 1;
  for (let i = 0; i < exponent; i++) result = Math.imul(result, base);
  return result;
}

// murmur3's finalizer: a bijection on 32 bits that spreads the polynomial hash's weak low bits, so the
// minimum that winnowing picks is uniformly placed (the paper's "hash a second time").
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function join(high: number, low: number): number {
  return high * 0x100000 + (low >>> 12);
}
