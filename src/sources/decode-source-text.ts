// Turns a file's bytes into source text, or into the reason it is not source text (binary, too large, not
// UTF-8, empty, minified). Pure: no file system, so every rule is testable on a byte array.
import type { SkipReason } from './types.js';

/** Limits above which a file is not treated as hand-written source. */
export interface SourceLimits {
  /** Files with more bytes than this are 'too-large'. */
  readonly maxFileBytes: number;
  /** A line with more characters (UTF-16 code units) than this makes the file 'minified'. */
  readonly maxLineLength: number;
}

/** The decoded text, or why there is none. */
export type DecodedSource =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: SkipReason; readonly detail: string };

/** Average characters per line above which a file counts as minified or generated. */
export const MAX_AVERAGE_LINE_LENGTH = 300;

/** How far into a file to look for a NUL byte, the mark of a binary file (as git does). */
export const BINARY_SNIFF_BYTES = 8 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decodes `bytes` as UTF-8 source text: strips a byte-order mark and turns CRLF and CR line ends into LF.
 * Never throws; a file that is not source comes back as `{ ok: false, reason, detail }`.
 */
export function decodeSourceText(bytes: Uint8Array, limits: SourceLimits): DecodedSource {
  if (bytes.length > limits.maxFileBytes) {
    return skip('too-large', `${bytes.length} bytes, over the limit of ${limits.maxFileBytes} bytes`);
  }
  if (bytes.length === 0) return skip('empty', 'the file has 0 bytes');
  const utf16 = findUtf16ByteOrderMark(bytes);
  if (utf16 !== undefined) return skip('invalid-utf8', `UTF-16 text (byte-order mark ${utf16}), not UTF-8`);
  const nul = bytes.subarray(0, BINARY_SNIFF_BYTES).indexOf(0);
  if (nul !== -1) return skip('binary', `NUL byte at offset ${nul}`);
  let decoded: string;
  try {
    decoded = utf8.decode(bytes);
  } catch {
    return skip('invalid-utf8', 'the bytes are not valid UTF-8 (Latin-1 or another legacy encoding?)');
  }
  const text = normalizeLineEnds(decoded.startsWith('\uFEFF') ? decoded.slice(1) : decoded);
  if (text.trim() === '') return skip('empty', 'the file holds only whitespace');
  const minified = findMinifiedLine(text, limits.maxLineLength);
  return minified === undefined ? { ok: true, text } : skip('minified', minified);
}

/** Replaces CRLF and lone CR line ends with LF. */
export function normalizeLineEnds(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

function skip(reason: SkipReason, detail: string): DecodedSource {
  return { ok: false, reason, detail };
}

function findUtf16ByteOrderMark(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'FF FE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'FE FF';
  return undefined;
}

/** Says why `text` looks minified or generated, or undefined when it looks hand-written. */
function findMinifiedLine(text: string, maxLineLength: number): string | undefined {
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  let total = 0;
  for (const [index, line] of lines.entries()) {
    if (line.length > maxLineLength) {
      return `line ${index + 1} has ${line.length} characters, over the limit of ${maxLineLength}`;
    }
    total += line.length;
  }
  const average = total / lines.length;
  if (average > MAX_AVERAGE_LINE_LENGTH) {
    return `lines average ${Math.round(average)} characters, over the limit of ${MAX_AVERAGE_LINE_LENGTH}`;
  }
  return undefined;
}
