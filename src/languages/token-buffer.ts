// A growable set of typed arrays that collects a file's tokens, spans and spellings while lexing, so that no
// object is allocated per token. It knows nothing about any language.
import type { TokenSequence } from '../engine/types.js';

/** Which of its arrays a finished buffer lends rather than copies: none, spans and spellings, or all. */
export type Lending = 'none' | 'spans' | 'all';

interface Arrays {
  ids: Uint32Array;
  spans: Uint32Array;
  spellings: Uint32Array;
}

// The arrays of the last buffer that was copied out, for the next one on this thread: collecting every file
// in new arrays sized for its worst case made most of tokenizing's garbage. One for more tokens than this is
// not kept, so a huge file does not hold its arrays for the rest of the run.
const KEPT_TOKENS = 1 << 20;
let spare: Arrays | undefined;

/**
 * Collects tokens in source order, each with its spelling (token-spellings.ts); `toSequence` copies them out
 * at their final length and ends the buffer (its arrays go to the next one).
 */
export class TokenBuffer {
  private ids: Uint32Array;
  private spans: Uint32Array;
  private spellings: Uint32Array;
  /** Number of tokens collected so far. */
  length = 0;

  constructor(capacity: number) {
    const size = Math.max(64, capacity);
    const reused = spare !== undefined && spare.ids.length >= size ? spare : undefined;
    if (reused) spare = undefined;
    this.ids = reused?.ids ?? new Uint32Array(size);
    this.spans = reused?.spans ?? new Uint32Array(size * 4);
    this.spellings = reused?.spellings ?? new Uint32Array(size);
  }

  /** Appends a token spanning [startLine:startColumn, endLine:endColumn) with its spelling (0 for none). */
  push(
    id: number,
    startLine: number,
    startColumn: number,
    endLine: number,
    endColumn: number,
    spelling = 0,
  ): void {
    if (this.length === this.ids.length) this.grow();
    const at = this.length * 4;
    this.spellings[this.length] = spelling;
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

  /** Line the last token ends on, or -1 when there is none. */
  lastEndLine(): number {
    return this.length === 0 ? -1 : this.spans[(this.length - 1) * 4 + 2]!;
  }

  /** Moves the end of token `index` (e.g. a literal whose end is known only after its body is scanned). */
  setEnd(index: number, endLine: number, endColumn: number, spelling = 0): void {
    if (index < 0 || index >= this.length) return;
    this.spans[index * 4 + 2] = endLine;
    this.spans[index * 4 + 3] = endColumn;
    this.spellings[index] = spelling;
  }

  /** Forgets every token from `length` on. */
  truncate(length: number): void {
    this.length = Math.min(this.length, Math.max(0, length));
  }

  /**
   * The tokens copied out; with `lendSpans`, the spans and spellings as views (valid as borrow's are): for a
   * caller that keeps only the ids.
   */
  toSequence(lendSpans = false): TokenSequence {
    const { length } = this;
    const sequence = {
      ids: this.ids.slice(0, length),
      spans: lendSpans ? this.spans.subarray(0, length * 4) : this.spans.slice(0, length * 4),
      spellings: lendSpans ? this.spellings.subarray(0, length) : this.spellings.slice(0, length),
    };
    this.release();
    return sequence;
  }

  /**
   * The tokens as views of the buffer's own arrays, which go to the next buffer: valid only until another
   * buffer is made on this thread. For a caller that reads them at once and keeps nothing (normalization),
   * the copy toSequence makes is saved.
   */
  borrow(): TokenSequence {
    const { length } = this;
    const sequence = {
      ids: this.ids.subarray(0, length),
      spans: this.spans.subarray(0, length * 4),
      spellings: this.spellings.subarray(0, length),
    };
    this.release();
    return sequence;
  }

  private release(): void {
    const { ids, spans, spellings } = this;
    if (ids.length <= KEPT_TOKENS && (spare === undefined || spare.ids.length < ids.length))
      spare = { ids, spans, spellings };
    this.ids = this.spans = this.spellings = new Uint32Array(0);
    this.length = 0;
  }

  private grow(): void {
    const size = Math.max(64, this.ids.length * 2);
    this.ids = copyInto(new Uint32Array(size), this.ids);
    this.spans = copyInto(new Uint32Array(size * 4), this.spans);
    this.spellings = copyInto(new Uint32Array(size), this.spellings);
  }
}

function copyInto(to: Uint32Array, from: Uint32Array): Uint32Array {
  to.set(from);
  return to;
}
