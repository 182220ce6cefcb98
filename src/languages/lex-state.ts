// The lexer's mutable cursor over one file: position, line bookkeeping, the token buffer and the stack of
// literals and JSX elements whose embedded code is being lexed. Shared by the scanner modules.
import type { TokenSequence } from '../engine/types.js';
import { charClass, IDENT_PART } from './char-class.js';
import type { CompiledLiteral } from './compile-literals.js';
import type { CompiledSpec } from './compile-spec.js';
import { normalIds } from './normal-tokens.js';
import { TokenBuffer, type Lending } from './token-buffer.js';
import { spellingOf } from './token-spellings.js';

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** Where the JSX scanner is inside one outermost element. */
export interface JsxContext {
  /** Elements open. */
  depth: number;
  /** Between `<` and `>` (attributes) rather than among children. */
  inTag: boolean;
  /** The tag being read is a closing tag. */
  closing: boolean;
}

/** A literal whose embedded code is being lexed. */
export interface LiteralFrame {
  readonly kind: 'literal';
  readonly literal: CompiledLiteral;
  /** Text that closes the literal. */
  readonly close: string;
  /** `{` opened inside the embedded code and not yet closed. */
  braces: number;
}

/** A JSX element whose embedded `{...}` code is being lexed. */
export interface JsxFrame {
  readonly kind: 'jsx';
  readonly jsx: JsxContext;
  braces: number;
}

/** A statement to drop (see LexerSpec.droppedStatements) whose end has not been seen yet. */
export interface PendingStatement {
  /** Tokens before its first: the buffer is cut back to this length when it ends. */
  readonly mark: number;
  /** Bracket depth at its start: its end must be there too. */
  readonly depth: number;
  readonly endsAtLine: boolean;
}

/** A place in the text: its offset, and its line and column. */
export interface TextPoint {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

/** Code embedded in a literal or in JSX, lexed until the `}` that matches its opening. */
export type Frame = LiteralFrame | JsxFrame;

export class LexState {
  pos = 0;
  line = 0;
  /** Position of the first character of the current line. */
  lineStart = 0;
  /** Only layout seen since the line began (the preprocessor and indentation look there). */
  atLineStart: boolean;
  /** A `/` here would start a regex and a `<` a JSX element (JavaScript). */
  regexAllowed = true;
  /** Open brackets, for Python's implicit line joining. */
  depth = 0;
  /**
   * Tokens emitted before the current line began (a logical line with indentation, for docstrings), or
   * before the last dropped statement ended: a dropped statement is the first token of a line or follows one.
   */
  lineTokens = 0;
  /** The statement being read that is dropped once it ends (an import). */
  pending: PendingStatement | undefined = undefined;
  readonly frames: Frame[] = [];
  /** Python's indentation stack of widths. */
  readonly indents: number[] = [0];
  readonly out: TokenBuffer;
  /** tokenIdAt of the word wordEndHashed last passed, as an int32 (the same bits). */
  wordHash = 0;

  constructor(
    readonly text: string,
    readonly spec: CompiledSpec,
  ) {
    this.atLineStart = spec.lineStartHook;
    this.out = new TokenBuffer(text.length >> 2);
  }

  /** Class bits of the character at `at` (0 past the end). */
  classAt(at: number): number {
    return charClass(this.spec.classes, this.text.charCodeAt(at));
  }

  /** End of the identifier characters from `from` on. */
  wordEnd(from: number): number {
    const { text, spec } = this;
    const n = text.length;
    let p = from;
    while (p < n && (charClass(spec.classes, text.charCodeAt(p)) & IDENT_PART) !== 0) p++;
    return p;
  }

  /**
   * End of the word whose first character is at `start` (taken whatever its class), as wordEnd(start + 1);
   * sets `wordHash` to the word's tokenIdAt, worked out in the same pass over its characters.
   */
  wordEndHashed(start: number): number {
    const { text, spec } = this;
    const n = text.length;
    let hash = Math.imul(FNV_OFFSET ^ text.charCodeAt(start), FNV_PRIME);
    let p = start + 1;
    for (; p < n; p++) {
      const c = text.charCodeAt(p);
      if ((charClass(spec.classes, c) & IDENT_PART) === 0) break;
      hash = Math.imul(hash ^ c, FNV_PRIME);
    }
    this.wordHash = hash;
    return p;
  }

  /** Steps over the line break at `pos`. */
  newline(): void {
    this.pos++;
    this.line++;
    this.lineStart = this.pos;
  }

  /** Moves `pos` forward to `end`, counting the line breaks passed. */
  advanceTo(end: number): void {
    const { text } = this;
    for (let p = this.pos; p < end; p++) {
      if (text.charCodeAt(p) === 10) {
        this.line++;
        this.lineStart = p + 1;
      }
    }
    this.pos = end;
  }

  /** Emits a token from `start` on the current line to `pos`. */
  emitFrom(id: number, start: number): void {
    const { line, lineStart, pos } = this;
    this.out.push(id, line, start - lineStart, line, pos - lineStart, spellingOf(id, this.text, start, pos));
  }

  /** Emits a word just scanned by wordEndHashed from `start` to `pos`, a name unless `id` says otherwise. */
  emitWord(id: number, start: number): void {
    const { line, lineStart, pos } = this;
    const spelling = id === normalIds.identifier ? this.wordHash || 1 : spellingOf(id, this.text, start, pos);
    this.out.push(id, line, start - lineStart, line, pos - lineStart, spelling);
  }

  /** Emits a token from a remembered place, on this line or an earlier one, to `pos`. */
  emitSince(id: number, start: TextPoint): void {
    const spelling = spellingOf(id, this.text, start.offset, this.pos);
    this.out.push(id, start.line, start.column, this.line, this.pos - this.lineStart, spelling);
  }

  /** Ends token `index`, of id `id` and starting at `start`, at `pos` (a literal once its body is scanned). */
  endTokenAt(index: number, id: number, start: number): void {
    this.out.setEnd(index, this.line, this.pos - this.lineStart, spellingOf(id, this.text, start, this.pos));
  }

  /** Where `pos` is. */
  here(): TextPoint {
    return { offset: this.pos, line: this.line, column: this.pos - this.lineStart };
  }

  /** The tokens, copied out but for the arrays `lend` says (see TokenBuffer). */
  finish(lend: Lending = 'none'): TokenSequence {
    return lend === 'all' ? this.out.borrow() : this.out.toSequence(lend === 'spans');
  }
}
