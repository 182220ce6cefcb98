// Decides by content whether bytes are a binary file (an image, an archive, compiled code) rather than text
// with a stray control byte in it: by the signature of a common binary format, else by the share of
// control bytes in the first 64 KiB, in bytes that are not valid UTF-8. One NUL byte in a comment does not
// make a source file binary, nor does a comment padded with thousands of them.

/** How much of a file the share of control bytes is measured on. */
export const BINARY_SNIFF_BYTES = 64 * 1024;

/** Above this share of control bytes (NUL included, whitespace and ESC not), the file is binary. */
export const MAX_CONTROL_SHARE = 0.05;

const utf8 = new TextDecoder('utf-8', { fatal: true });

const SIGNATURES: readonly { readonly name: string; readonly bytes: readonly number[] }[] = [
  { name: 'PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: 'JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { name: 'GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: 'PDF document', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { name: 'ZIP archive (or .jar, .docx)', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: 'gzip archive', bytes: [0x1f, 0x8b] },
  { name: 'ELF executable', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { name: 'Java class file', bytes: [0xca, 0xfe, 0xba, 0xbe] },
  { name: 'Office document', bytes: [0xd0, 0xcf, 0x11, 0xe0] },
  { name: '7-Zip archive', bytes: [0x37, 0x7a, 0xbc, 0xaf] },
];

/**
 * Why `bytes` are binary, or undefined when they read as text. Pass wide (UTF-16/32) text elsewhere.
 * `controls` is countControlBytes of the first BINARY_SNIFF_BYTES, for a caller that has it already.
 */
export function sniffBinary(
  bytes: Uint8Array,
  controls = countControlBytes(bytes.subarray(0, BINARY_SNIFF_BYTES)),
): string | undefined {
  const signature = SIGNATURES.find((s) => s.bytes.every((byte, i) => bytes[i] === byte));
  if (signature) return `a ${signature.name}, by its first bytes`;
  const sample = bytes.subarray(0, BINARY_SNIFF_BYTES);
  // Text padded with control bytes (a comment of NULs) is still valid UTF-8 throughout, which the bytes of
  // images, archives and compiled code are not: it is read, its control bytes dropped.
  if (controls > sample.length * MAX_CONTROL_SHARE && !isUtf8(bytes)) {
    const percent = Math.round((100 * controls) / sample.length);
    return `${percent}% of its first ${sample.length} bytes are control bytes`;
  }
  return undefined;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** C0 control bytes other than tab, line feed, vertical tab, form feed, carriage return and escape; and DEL. */
export function isControlCode(code: number): boolean {
  return (code < 0x20 && (code < 0x09 || code > 0x0d) && code !== 0x1b) || code === 0x7f;
}

/** How many bytes are control codes (isControlCode). */
export function countControlBytes(bytes: Uint8Array): number {
  let count = 0;
  // Indexed, the common case (a printable byte) first: this runs over every byte of every file read.
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if ((byte >= 0x20 && byte !== 0x7f) || byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    if (isControlCode(byte)) count++;
  }
  return count;
}
