// A growable pair of typed arrays that collects a file's tokens and spans while lexing, so that no object is
// allocated per token. It knows nothing about any language.
import type { TokenSequence } from '../engine/types.js';

// The arrays of the last buffer that was copied out, for the next one on this thread: collecting every file
// in new arrays sized for its worst case made most of tokenizing's garbage.
let spare: { ids: Uint32Array; spans: Uint32Array } | undefined;

/**
 * Collects tokens in source order; `toSequence` copies them out at their final length and ends the buffer
 * (its arrays go to the next one).
 */
export class TokenBuffer {
  private ids: Uint32Array;
  private spans: Uint32Array;
  /** Number of tokens collected so far. */
  length = 0;

  constructor(capacity: number) {
    const size = Math.max(64, capacity);
    const reused = spare !== undefined && spare.ids.length >= size ? spare : undefined;
    if (reused) spare = undefined;
    this.ids = reused?.ids ?? new Uint32Array(size);
    this.spans = reused?.spans ?? new Uint32Array(size * 4);
  }

  /** Appends a token spanning [startLine:startColumn, endLine:endColumn). */
  push(id: number, startLine: number, startColumn: number, endLine: number, endColumn: number): void {
    if (this.length === this.ids.length) this.grow();
    const at = this.length * 4;
    this.ids[this.length++] = id;
    this.spans[at] = startLine;
    this.spans[at + 1] = startColumn;
    this.spans[at + 2] = endLine;
    this.spans[at + 3] = endColumn;
  }

  /** Id of the last token, or -1 when there is none. */
  lastId(): number {
    return this.length === 0 ? -1 : (this.ids[this.length - 1] ?? -1);
  }

  /** Moves the end of token `index` (e.g. a literal whose end is known only after its body is scanned). */
  setEnd(index: number, endLine: number, endColumn: number): void {
    if (index < 0 || index >= this.length) return;
    this.spans[index * 4 + 2] = endLine;
    this.spans[index * 4 + 3] = endColumn;
  }

  /** Forgets every token from `length` on. */
  truncate(length: number): void {
    this.length = Math.min(this.length, Math.max(0, length));
  }

  toSequence(): TokenSequence {
    const sequence = { ids: this.ids.slice(0, this.length), spans: this.spans.slice(0, this.length * 4) };
    this.release();
    return sequence;
  }

  /**
   * The tokens as views of the buffer's own arrays, which go to the next buffer: valid only until another
   * buffer is made on this thread. For a caller that reads them at once and keeps nothing (normalization),
   * the copy toSequence makes is saved.
   */
  borrow(): TokenSequence {
    const sequence = {
      ids: this.ids.subarray(0, this.length),
      spans: this.spans.subarray(0, this.length * 4),
    };
    this.release();
    return sequence;
  }

  private release(): void {
    if (spare === undefined || spare.ids.length < this.ids.length)
      spare = { ids: this.ids, spans: this.spans };
    this.ids = new Uint32Array(0);
    this.spans = new Uint32Array(0);
    this.length = 0;
  }

  private grow(): void {
    const ids = new Uint32Array(Math.max(64, this.ids.length * 2));
    ids.set(this.ids);
    const spans = new Uint32Array(ids.length * 4);
    spans.set(this.spans);
    this.ids = ids;
    this.spans = spans;
  }
}
