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
    if (valid === 0) return noted(decodeWindows1252(bytes), 'Windows-1252 (Latin-1): not UTF-8');
    const detail = `${invalid} byte${invalid === 1 ? '' : 's'} not valid UTF-8, read as U+FFFD`;
    return { text: utf8Lenient.decode(bytes), note: { kind: 'encoding', detail } };
  }
}

/**
 * Windows-1252's characters for the bytes 0x80 to 0x9F (the WHATWG index: the five it leaves out stay C1
 * controls); every other byte is its own code point, as in Latin-1.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/**
 * The Windows-1252 text of `bytes`, by its table rather than TextDecoder: Node from 20.18.3 decodes
 * 'windows-1252' as Latin-1 (nodejs/node#60888), turning smart quotes and € into invisible C1 controls.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = new Uint16Array(Math.min(bytes.length, 8192));
  for (let start = 0; start < bytes.length; start += chunk.length) {
    const end = Math.min(start + chunk.length, bytes.length);
    for (let i = start; i < end; i++) {
      const byte = bytes[i]!;
      chunk[i - start] = byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80]! : byte;
    }
    parts.push(String.fromCharCode(...chunk.subarray(0, end - start)));
  }
  return parts.join('');
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
