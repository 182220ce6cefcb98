// What comes just before and after each fingerprint's k-gram, as a few short hashes: of the 1, 4 and 16
// tokens before its start and after its end. Two occurrences of a hash whose contexts of L tokens hash
// differently on a side cannot be extended by L tokens or more there, which bounds a match's fragment without
// reading either file's tokens (can-span.ts): most matches of a large course are an idiom that extends by no
// token at all, and the shortest context that differs tells so.

/** Tokens hashed on each side of a k-gram at most: beyond them a match's extension is not known. */
export const CONTEXT = 16;

/** A side's extension that the contexts do not bound. */
export const UNKNOWN_SIDE = 0xff;

const BASE = 0x01000193;

interface Level {
  /** Tokens hashed. */
  readonly tokens: number;
  /** BASE to the power `tokens`, mod 2^32. */
  readonly power: number;
  readonly bits: number;
  /** Where its bits stand in a side's 16. */
  readonly shift: number;
}

// Shortest first; 16 bits in all. Equal hashes of different contexts only make a bound less tight.
const LEVELS: readonly Level[] = [
  { tokens: 1, bits: 4, shift: 12 },
  { tokens: 4, bits: 5, shift: 7 },
  { tokens: CONTEXT, bits: 7, shift: 0 },
].map((level) => {
  let power = 1;
  for (let t = 0; t < level.tokens; t++) power = Math.imul(power, BASE);
  return { ...level, power };
});

/**
 * The context hashes of the k-grams at `positions` of the tokens `ids`, 16 bits for each side: the one before
 * in the high half, the one after in the low half, each level 0 where fewer tokens than it hashes lie on that
 * side (see extensionBound).
 */
export function hashContexts(ids: Uint32Array, positions: Uint32Array, k: number): Uint32Array {
  const prefix = prefixHashes(ids);
  const contexts = new Uint32Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    const before = sideHash(prefix, position, -1);
    const after = sideHash(prefix, position + k, 1);
    contexts[i] = ((before << 16) | after) >>> 0;
  }
  return contexts;
}

// A side's 16 bits: each level's hash of the tokens ending at `edge` (direction -1) or starting there (1).
function sideHash(prefix: Uint32Array, edge: number, direction: -1 | 1): number {
  let side = 0;
  for (const { tokens, power, bits, shift } of LEVELS) {
    const start = direction === 1 ? edge : edge - tokens;
    if (start < 0 || start + tokens >= prefix.length) continue;
    const hash = prefix[start + tokens]! - Math.imul(prefix[start]!, power);
    side |= (Math.imul(hash, 0x9e3779b1) >>> (32 - bits)) << shift;
  }
  return side;
}

/** The context hashes before the k-gram, from hashContexts's number. */
export const contextBefore = (contexts: number) => contexts >>> 16;

/** The context hashes after the k-gram, from hashContexts's number. */
export const contextAfter = (contexts: number) => contexts & 0xffff;

/**
 * At most how many tokens two occurrences extend by on one side, given `room` (the fewer tokens either has on
 * that side) and their context hashes there: UNKNOWN_SIDE when no context that fits differs and room is
 * CONTEXT or more.
 */
export function extensionBound(room: number, sideA: number, sideB: number): number {
  const differ = sideA ^ sideB;
  for (const { tokens, bits, shift } of LEVELS)
    if (tokens <= room && ((differ >>> shift) & ((1 << bits) - 1)) !== 0) return tokens - 1;
  return room < CONTEXT ? room : UNKNOWN_SIDE;
}

// prefix[t] is the hash of ids[0 .. t), mod 2^32.
function prefixHashes(ids: Uint32Array): Uint32Array {
  const prefix = new Uint32Array(ids.length + 1);
  for (let t = 0; t < ids.length; t++) prefix[t + 1] = Math.imul(prefix[t]!, BASE) + ids[t]! + 1;
  return prefix;
}
