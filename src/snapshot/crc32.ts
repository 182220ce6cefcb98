// CRC-32 (IEEE 802.3, the one of zip and PNG), slice-by-8: the snapshot's checksum against accidental damage,
// over about a hundred megabytes at load. It is no defence against a deliberate forgery; the decoder's
// bounds checks are.

const TABLES = makeTables();

/** CRC-32 of `bytes`; pass a previous result as `crc` to continue over more bytes. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES;
  let c = ~crc >>> 0;
  let i = 0;
  const fast = bytes.length - 7;
  for (; i < fast; i += 8) {
    const low = c ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24));
    const high = bytes[i + 4]! | (bytes[i + 5]! << 8) | (bytes[i + 6]! << 16) | (bytes[i + 7]! << 24);
    c =
      t7[low & 0xff]! ^
      t6[(low >>> 8) & 0xff]! ^
      t5[(low >>> 16) & 0xff]! ^
      t4[low >>> 24]! ^
      t3[high & 0xff]! ^
      t2[(high >>> 8) & 0xff]! ^
      t1[(high >>> 16) & 0xff]! ^
      t0[high >>> 24]!;
  }
  for (; i < bytes.length; i++) c = t0[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

// t0 is the byte-at-a-time table; t[n] advances a byte's contribution by n more zero bytes.
type Tables = [
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
];

function makeTables(): Tables {
  const t0 = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t0[n] = c >>> 0;
  }
  const next = (table: Uint32Array) => table.map((c) => t0[c & 0xff]! ^ (c >>> 8));
  const t1 = next(t0);
  const t2 = next(t1);
  const t3 = next(t2);
  const t4 = next(t3);
  const t5 = next(t4);
  const t6 = next(t5);
  return [t0, t1, t2, t3, t4, t5, t6, next(t6)];
}
