// HMAC-SHA-256 (RFC 2104): a keyed digest, so that pseudonyms can only be recomputed by whoever holds the key.
import { sha256 } from '../engine/sha256.js';

const BLOCK = 64;

/** HMAC-SHA-256 of `message` under `key` (any length; longer than a block it is hashed first). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(BLOCK);
  block.set(key.length > BLOCK ? sha256(key) : key);
  const inner = new Uint8Array(BLOCK + message.length);
  const outer = new Uint8Array(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  inner.set(message, BLOCK);
  outer.set(sha256(inner), BLOCK);
  return sha256(outer);
}
