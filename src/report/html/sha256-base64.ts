// SHA-256 of a string's UTF-8 bytes, base64-encoded: the hashes the report's Content-Security-Policy lists so
// that its own inline script and style, and nothing else, may run. Pure: the report may not import node:crypto.
import { sha256 } from '../../engine/sha256.js';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The base64 SHA-256 digest of `text` encoded as UTF-8, as a CSP `'sha256-…'` source wants it. */
export function sha256Base64(text: string): string {
  return toBase64(sha256(toUtf8(text)));
}

function toUtf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(bytes);
}

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64[n >> 18]! + BASE64[(n >> 12) & 63]! + BASE64[(n >> 6) & 63]! + BASE64[n & 63]!;
  }
  const pad = (3 - (bytes.length % 3)) % 3;
  return out.slice(0, out.length - pad) + '='.repeat(pad);
}
