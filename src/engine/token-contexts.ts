// What comes just before and after each fingerprint's k-gram, as a few short hashes: of the 1, 4 and 16
// tokens before its start and after its end. Two occurrences of a hash whose contexts of L tokens hash
// differently on a side cannot be extended by L tokens or more there, which bounds a match's fragment without
// reading either file's tokens (can-span.ts): most matches of a large course are an idiom that extends by no
// token at all, and the shortest context that differs tells so.
import { ScratchArray } from './scratch-array.js';

/** Tokens hashed on each side of a k-gram at most: beyond them a match's extension is not known. */
const CONTEXT = 16;

/** A side's extension that the contexts do not bound. */
export const UNKNOWN_SIDE = 0xff;

const BASE = 0x01000193;

const prefixScratch = new ScratchArray((length) => new Uint32Array(length), 1 << 20);

// Each side's 16 bits: 4 for the 1 token next to the k-gram, 5 for the 4 tokens, 7 for the CONTEXT tokens.
// Equal hashes of different contexts only make a bound less tight.
const [NEAR, MIDDLE] = [1, 4];
const [NEAR_MASK, MIDDLE_MASK, FAR_MASK] = [0xf000, 0x0f80, 0x007f];
const powerOf = (tokens: number) => {
  let power = 1;
  for (let t = 0; t < tokens; t++) power = Math.imul(power, BASE);
  return power;
};
const POWERS = [powerOf(NEAR), powerOf(MIDDLE), powerOf(CONTEXT)] as const;

/**
 * The context hashes of the k-grams at `positions` of the tokens `ids`, 16 bits for each side: the one before
 * in the high half, the one after in the low half, each level 0 where fewer tokens than it hashes lie on that
 * side (see extensionBound). Written into `into.array` from `into.at` on (an index keeps every file's in one
 * array).
 */
export function writeContexts(
  file: { readonly ids: Uint32Array; readonly positions: Uint32Array; readonly k: number },
  into: { readonly array: Uint32Array; readonly at: number },
): void {
  const { positions, k } = file;
  const { array, at } = into;
  const prefix = prefixHashes(file.ids);
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    const before = sideHash(prefix, position, -1);
    const after = sideHash(prefix, position + k, 1);
    array[at + i] = ((before << 16) | after) >>> 0;
  }
}

// A side's 16 bits: each level's hash of the tokens ending at `edge` (direction -1) or starting there (1).
function sideHash(prefix: Uint32Array, edge: number, direction: -1 | 1): number {
  const from = (tokens: number) => (direction === 1 ? edge : edge - tokens);
  return (
    levelHash(prefix, from(NEAR), NEAR, NEAR_MASK) |
    levelHash(prefix, from(MIDDLE), MIDDLE, MIDDLE_MASK) |
    levelHash(prefix, from(CONTEXT), CONTEXT, FAR_MASK)
  );
}

// The top bits of the hash of `tokens` tokens from `start`, where `mask` stands; 0 where they do not fit.
function levelHash(prefix: Uint32Array, start: number, tokens: number, mask: number): number {
  if (start < 0 || start + tokens >= prefix.length) return 0;
  const power = tokens === NEAR ? POWERS[0] : tokens === MIDDLE ? POWERS[1] : POWERS[2];
  const hash = Math.imul(prefix[start + tokens]! - Math.imul(prefix[start]!, power), 0x9e3779b1);
  return (hash >>> Math.clz32(mask)) & mask;
}

/** The context hashes before the k-gram, from writeContexts's number. */
export const contextBefore = (contexts: number) => contexts >>> 16;

/** The context hashes after the k-gram, from writeContexts's number. */
export const contextAfter = (contexts: number) => contexts & 0xffff;

/**
 * At most how many tokens two occurrences extend by on one side, given `room` (the fewer tokens either has on
 * that side) and their context hashes there: UNKNOWN_SIDE when no context that fits differs and room is
 * CONTEXT or more.
 */
export function extensionBound(room: number, sideA: number, sideB: number): number {
  const differ = sideA ^ sideB;
  if (room >= NEAR && (differ & NEAR_MASK) !== 0) return NEAR - 1;
  if (room >= MIDDLE && (differ & MIDDLE_MASK) !== 0) return MIDDLE - 1;
  if (room >= CONTEXT && (differ & FAR_MASK) !== 0) return CONTEXT - 1;
  return room < CONTEXT ? room : UNKNOWN_SIDE;
}

// prefix[t] is the hash of ids[0 .. t), mod 2^32: a view of one buffer kept from file to file (it is read only
// while one file's contexts are hashed, and fresh for each of a course's files it was most of the work).
function prefixHashes(ids: Uint32Array): Uint32Array {
  const prefix = prefixScratch.take(ids.length + 1).subarray(0, ids.length + 1);
  prefix[0] = 0;
  for (let t = 0; t < ids.length; t++) prefix[t + 1] = Math.imul(prefix[t]!, BASE) + ids[t]! + 1;
  return prefix;
}
