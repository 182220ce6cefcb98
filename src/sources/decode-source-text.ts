// Turns a file's bytes into source text with notes on how it was read, or into the reason it is not source
// text (binary, empty). Whatever a student hands in is read if it is text: any encoding (see
// decode-text-bytes.ts), stray control bytes dropped, long lines kept, a file over the byte cap cut to its
// first part. Each of these is a note on the file, shown in the reports. Pure: no file system.
import { decodeTextBytes, isWideText } from './decode-text-bytes.js';
import { BINARY_SNIFF_BYTES, countControlBytes, isControlCode, sniffBinary } from './sniff-binary.js';
import type { FileNote, SkipReason } from './types.js';

/** Limits on what is read of a file. */
export interface SourceLimits {
  /** Only the first this many bytes are read; the file is noted 'truncated'. */
  readonly maxFileBytes: number;
  /** A line with more characters (UTF-16 code units) than this notes the file 'minified'. */
  readonly maxLineLength: number;
}

/** The decoded text with its notes (absent when there are none), or why there is no text. */
export type DecodedSource =
  | { readonly ok: true; readonly text: string; readonly notes?: readonly FileNote[] }
  | { readonly ok: false; readonly reason: SkipReason; readonly detail: string };

/** Average characters per line above which a file counts as minified or generated. */
export const MAX_AVERAGE_LINE_LENGTH = 300;

/**
 * Decodes `bytes` as source text: strips a byte-order mark, turns CRLF and CR line ends into LF and drops
 * control characters. Never throws; linear in the input; binary and empty files come back as a skip.
 */
export function decodeSourceText(bytes: Uint8Array, limits: SourceLimits): DecodedSource {
  if (bytes.length === 0) return skip('empty', 'the file has 0 bytes');
  const notes: FileNote[] = [];
  let read = bytes;
  if (bytes.length > limits.maxFileBytes) {
    read = bytes.subarray(0, limits.maxFileBytes);
    notes.push(truncatedNote(bytes.length, limits.maxFileBytes));
  }
  // Control bytes, counted once every byte was looked at; undefined for wide text or a file over the sample.
  let controls: number | undefined;
  if (!isWideText(read)) {
    const sample = read.subarray(0, BINARY_SNIFF_BYTES);
    const sampled = countControlBytes(sample);
    const binary = sniffBinary(read, sampled);
    if (binary !== undefined) return skip('binary', binary);
    if (sample.length === read.length) controls = sampled;
  }
  const decoded = decodeTextBytes(read);
  if (decoded.note) notes.push(decoded.note);
  const lines = normalizeLineEnds(decoded.text);
  // A byte-wide decoding (UTF-8, Windows-1252) turns no byte but a control byte into a control character:
  // without control bytes there is nothing to drop, and the text need not be scanned again.
  const { text: clean, dropped } =
    controls === 0 ? { text: lines, dropped: 0 } : dropControlCharacters(lines);
  if (dropped > 0) {
    const detail = `${dropped} control character${dropped === 1 ? '' : 's'} (such as NUL) left out`;
    notes.push({ kind: 'control-characters', detail });
  }
  if (clean.trim() === '') return skip('empty', 'the file holds only whitespace');
  const minified = findMinifiedLine(clean, limits.maxLineLength);
  if (minified !== undefined) notes.push({ kind: 'minified', detail: `minified or generated: ${minified}` });
  return notes.length === 0 ? { ok: true, text: clean } : { ok: true, text: clean, notes };
}

/** The note on a file of `size` bytes of which only the first `read` were read. */
export function truncatedNote(size: number, read: number): FileNote {
  return { kind: 'truncated', detail: `only the first ${read} of ${size} bytes read` };
}

/** Replaces CRLF and lone CR line ends with LF. */
export function normalizeLineEnds(text: string): string {
  // includes() first: most files have no CR, and it is ten times faster than the replace finding none.
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

function dropControlCharacters(text: string): { text: string; dropped: number } {
  let dropped = 0;
  for (let i = 0; i < text.length; i++) if (isControlCode(text.charCodeAt(i))) dropped++;
  if (dropped === 0) return { text, dropped };
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isControlCode(text.charCodeAt(i))) continue;
    out += text.slice(from, i);
    from = i + 1;
  }
  return { text: out + text.slice(from), dropped };
}

function skip(reason: SkipReason, detail: string): DecodedSource {
  return { ok: false, reason, detail };
}

/** Says why `text` looks minified or generated, or undefined when it looks hand-written. */
function findMinifiedLine(text: string, maxLineLength: number): string | undefined {
  // Line by line with indexOf rather than split: this runs over every file read.
  const end = text.endsWith('\n') ? text.length - 1 : text.length;
  let lines = 0;
  for (let start = 0; start <= end; lines++) {
    const newline = text.indexOf('\n', start);
    const stop = newline === -1 || newline > end ? end : newline;
    if (stop - start > maxLineLength) {
      return `line ${lines + 1} has ${stop - start} characters, over ${maxLineLength}`;
    }
    start = stop + 1;
  }
  const average = (end - (lines - 1)) / lines;
  if (average > MAX_AVERAGE_LINE_LENGTH) {
    return `lines average ${Math.round(average)} characters, over ${MAX_AVERAGE_LINE_LENGTH}`;
  }
  return undefined;
}
