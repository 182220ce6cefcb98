// Turns bytes into a string whatever the encoding a student's editor saved them in: UTF-8 (invalid bytes
// replaced), UTF-16 and UTF-32 by their byte-order mark, UTF-16 without one by its pattern of zero bytes,
// and a legacy single-byte encoding (Windows-1252, a superset of Latin-1) when the bytes are clearly not
// UTF-8. Pure and linear in the input; never throws.

/** How the bytes were read, for the file's notes; undefined for clean UTF-8. */
export interface TextEncodingNote {
  readonly kind: 'encoding';
  readonly detail: string;
}

export interface DecodedBytes {
  readonly text: string;
  readonly note?: TextEncodingNote | undefined;
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lenient = new TextDecoder('utf-8', { ignoreBOM: true });
const windows1252 = new TextDecoder('windows-1252');
const utf16le = new TextDecoder('utf-16le', { ignoreBOM: true });
const utf16be = new TextDecoder('utf-16be', { ignoreBOM: true });

/** The text of `bytes`, any byte-order mark dropped. */
export function decodeTextBytes(bytes: Uint8Array): DecodedBytes {
  const bom = byteOrderMark(bytes);
  if (bom === 'utf-8') return decodeUtf8(bytes.subarray(3));
  if (bom === 'utf-32le' || bom === 'utf-32be') {
    return noted(
      decodeUtf32(bytes.subarray(4), bom === 'utf-32le'),
      `${bom.toUpperCase()} (byte-order mark)`,
    );
  }
  if (bom === 'utf-16le') return noted(utf16le.decode(bytes.subarray(2)), 'UTF-16LE (byte-order mark)');
  if (bom === 'utf-16be') return noted(utf16be.decode(bytes.subarray(2)), 'UTF-16BE (byte-order mark)');
  const unmarked = guessUtf16(bytes);
  if (unmarked === 'le') return noted(utf16le.decode(bytes), 'UTF-16LE without a byte-order mark');
  if (unmarked === 'be') return noted(utf16be.decode(bytes), 'UTF-16BE without a byte-order mark');
  return decodeUtf8(bytes);
}

/** True when the bytes start with a byte-order mark of UTF-16 or UTF-32: zero bytes there are expected. */
export function isWideText(bytes: Uint8Array): boolean {
  const bom = byteOrderMark(bytes);
  return (bom !== undefined && bom !== 'utf-8') || guessUtf16(bytes) !== undefined;
}

type ByteOrderMark = 'utf-8' | 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be';

function byteOrderMark(b: Uint8Array): ByteOrderMark | undefined {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b[0] === 0xff && b[1] === 0xfe) return b[2] === 0 && b[3] === 0 ? 'utf-32le' : 'utf-16le';
  if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return 'utf-32be';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return undefined;
}

function noted(text: string, detail: string): DecodedBytes {
  return { text, note: { kind: 'encoding', detail: `decoded as ${detail}` } };
}

function decodeUtf8(bytes: Uint8Array): DecodedBytes {
  try {
    return { text: utf8Strict.decode(bytes) };
  } catch {
    const { valid, invalid } = countUtf8Sequences(bytes);
    if (valid === 0) return noted(windows1252.decode(bytes), 'Windows-1252 (Latin-1): not UTF-8');
    const detail = `${invalid} byte${invalid === 1 ? '' : 's'} not valid UTF-8, read as U+FFFD`;
    return { text: utf8Lenient.decode(bytes), note: { kind: 'encoding', detail } };
  }
}

/** Well-formed multi-byte UTF-8 sequences and stray bytes at or above 0x80 (overlongs not told apart). */
function countUtf8Sequences(bytes: Uint8Array): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const length =
      lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
    let ok = length > 0 && i + length <= bytes.length;
    for (let j = 1; ok && j < length; j++) ok = (bytes[i + j]! & 0xc0) === 0x80;
    if (ok) {
      valid++;
      i += length;
    } else {
      invalid++;
      i++;
    }
  }
  return { valid, invalid };
}

/** 'le' or 'be' when zero bytes fill one half of the byte pairs and not the other, as ASCII in UTF-16 does. */
function guessUtf16(bytes: Uint8Array): 'le' | 'be' | undefined {
  const pairs = Math.min(bytes.length, 4096) >> 1;
  if (pairs < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  const most = pairs * 0.6;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenZeros++;
    if (bytes[2 * i + 1] === 0) oddZeros++;
    // Every file is asked this (twice): stop once neither half can reach its share of zeros any more.
    if ((i & 63) === 63 && evenZeros + pairs - i <= most && oddZeros + pairs - i <= most) return undefined;
  }
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.05) return 'le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.05) return 'be';
  return undefined;
}

function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: string[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const code = view.getUint32(i, littleEndian);
    parts.push(code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD');
  }
  return parts.join('');
}
