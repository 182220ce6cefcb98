// CRC-32 (IEEE 802.3, the one of zip and PNG), slice-by-4: the snapshot's checksum against accidental damage.
// It is no defence against a deliberate forgery; the decoder's bounds checks are.

const TABLES = makeTables();

/** CRC-32 of `bytes`; pass a previous result as `crc` to continue over more bytes. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const [t0, t1, t2, t3] = TABLES;
  let c = ~crc >>> 0;
  let i = 0;
  const fast = bytes.length - 3;
  for (; i < fast; i += 4) {
    c ^= bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
    c = t3[c & 0xff]! ^ t2[(c >>> 8) & 0xff]! ^ t1[(c >>> 16) & 0xff]! ^ t0[c >>> 24]!;
  }
  for (; i < bytes.length; i++) c = t0[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

function makeTables(): [Uint32Array, Uint32Array, Uint32Array, Uint32Array] {
  const t0 = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t0[n] = c >>> 0;
  }
  const next = (table: Uint32Array) => table.map((c) => t0[c & 0xff]! ^ (c >>> 8));
  const t1 = next(t0);
  const t2 = next(t1);
  return [t0, t1, t2, next(t2)];
}
