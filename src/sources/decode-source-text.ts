// Turns a file's bytes into source text with notes on how it was read, or into the reason it is not source
// text (binary, empty). Whatever a student hands in is read if it is text: any encoding (see
// decode-text-bytes.ts), every line end read as LF, stray control bytes and invisible characters dropped, long
// lines kept, a file over the byte cap cut to its first part. Each of these is a note on the file, shown in
// the reports. Pure: no file system.
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
 * Decodes `bytes` as source text: strips a byte-order mark, turns CRLF, CR, NEL, U+2028 and U+2029 line ends
 * into LF and drops control and invisible characters. Never throws; linear in the input; binary and empty files come back as a skip.
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
  const visible = normalizeUnicode(clean);
  if (visible.note) notes.push(visible.note);
  if (visible.text.trim() === '') {
    return skip('empty', `the file holds only whitespace${dropped > 0 ? ' and control characters' : ''}`);
  }
  const minified = findMinifiedLine(visible.text, limits.maxLineLength);
  if (minified !== undefined) notes.push({ kind: 'minified', detail: `minified or generated: ${minified}` });
  return notes.length === 0 ? { ok: true, text: visible.text } : { ok: true, text: visible.text, notes };
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

/** Any character normalizeUnicode changes: one test, as most files have none. */
const UNUSUAL = /[\u0080-\u009f\u2028\u2029\p{Cf}]/u;
/** The Unicode line ends (NEL, LINE and PARAGRAPH SEPARATOR) that JavaScript and C# end `//` comments at. */
const UNICODE_LINE_ENDS = /[\u0085\u2028\u2029]/g;
/**
 * Characters that show nothing yet split or join words: C1 controls (NEL is a line end by then) and Unicode
 * format characters (zero-width spaces and joiners, bidirectional marks, soft hyphens, U+FEFF past the start).
 * Java ignores them inside identifiers (`ret\u200Burn` is `return`): left in, they would cut a copy's words.
 */
const INVISIBLE = /[\u0080-\u009f\p{Cf}]/gu;
/**
 * The invisible characters dropped here: all but U+FEFF, which JavaScript reads as a space where Java ignores
 * it, so that each front end reads it as its language does (languages/zero-width-no-break-space.ts).
 */
const DROPPED = /(?!\ufeff)[\u0080-\u009f\p{Cf}]/gu;

/**
 * `text` with Unicode line ends as LF and invisible characters dropped (U+FEFF left to the front ends), noted.
 * Kept as they were, a file of U+2028 line ends would read as one line whose first `//` comment hides the rest.
 */
function normalizeUnicode(text: string): { text: string; note?: FileNote } {
  if (!UNUSUAL.test(text)) return { text };
  const lines = text.replace(UNICODE_LINE_ENDS, '\n');
  const invisible = lines.match(INVISIBLE);
  if (invisible === null) return { text: lines };
  const first = `U+${(invisible[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  const count = invisible.length;
  const detail = `${count} invisible character${count === 1 ? '' : 's'} (such as ${first}) ignored`;
  return { text: lines.replace(DROPPED, ''), note: { kind: 'invisible-characters', detail } };
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
