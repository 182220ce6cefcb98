// A fingerprinted file's tokens by line: all that reports and snapshots need of the lexer's spans once the
// file is fingerprinted (lines of fragments, starter lines, a snapshot's fingerprint lines), in about a
// seventh of their size: kept for every file of a course, spans were the largest part of its memory. Each
// token's start line, and the few tokens that end elsewhere or have no text (Python's layout: 9% of its
// tokens, none in the C family) apart.
//
// Where a run of tokens starts and ends: tokens are in source order except where a front end put independent
// statements in a canonical order (languages/normalize-statements.ts), so a run's lines are the least start
// and the greatest end of its tokens. A zero-width token (layout, such as the dedent that closes a Python
// block) stands at the start of the line after the block, often several lines later on the next statement or
// on the empty line after the file's last newline; no text of it was written there, so it never sets the end.
import { firstPositionFrom } from './first-position-from.js';

export interface TokenLines {
  /** Each token's 0-based start line; 16-bit when every line fits. */
  readonly starts: Uint16Array | Uint32Array;
  /** The tokens, ascending, that end on another line than they start on or have no text. */
  readonly odd: Uint32Array;
  /** For each of `odd`, its end line, with ZERO_WIDTH set when it has no text. */
  readonly oddEnds: Uint32Array;
  /**
   * Every token starts on a line no earlier than the one before it (nothing was moved): a run's lines then
   * hold no token from outside it but on its first and last line.
   */
  readonly inOrder: boolean;
}

const ZERO_WIDTH = 0x80000000;

/** The lines of tokens with `spans` as in TokenSequence (start line, start column, end line, end column). */
export function toTokenLines(spans: Uint32Array): TokenLines {
  const tokens = Math.floor(spans.length / 4);
  let highest = 0;
  let odd = 0;
  let inOrder = true;
  for (let t = 0; t < tokens; t++) {
    const at = 4 * t;
    if (spans[at]! < highest) inOrder = false;
    highest = Math.max(highest, spans[at]!);
    if (spans[at] !== spans[at + 2] || spans[at + 1] === spans[at + 3]) odd++;
  }
  const starts = highest <= 0xffff ? new Uint16Array(tokens) : new Uint32Array(tokens);
  const lines = { starts, odd: new Uint32Array(odd), oddEnds: new Uint32Array(odd), inOrder };
  let o = 0;
  for (let t = 0; t < tokens; t++) {
    const at = 4 * t;
    starts[t] = spans[at]!;
    const empty = spans[at] === spans[at + 2] && spans[at + 1] === spans[at + 3];
    if (!empty && spans[at] === spans[at + 2]) continue;
    lines.odd[o] = t;
    lines.oddEnds[o++] = empty ? (spans[at + 2]! | ZERO_WIDTH) >>> 0 : spans[at + 2]!;
  }
  return lines;
}

/** How many tokens `lines` holds. */
export function tokensOf(lines: TokenLines): number {
  return lines.starts.length;
}

/** The 0-based line token `t` starts on. */
export function startLineOf(lines: TokenLines, t: number): number {
  return lines.starts[t]!;
}

/** The 0-based line token `t` ends on. */
export function endLineOf(lines: TokenLines, t: number): number {
  const o = oddIndex(lines.odd, t);
  return o === -1 ? lines.starts[t]! : (lines.oddEnds[o]! & ~ZERO_WIDTH) >>> 0;
}

/**
 * The 0-based line that tokens [start, end) end on: the greatest end line of a token with width, or the end
 * line of the last token when none has any. `end > start`.
 */
export function lastLineOf(lines: TokenLines, start: number, end: number): number {
  const { odd, oddEnds, starts } = lines;
  let o = firstPositionFrom(odd, start);
  let last = -1;
  for (let t = start; t < end; t++) {
    if (o < odd.length && odd[o] === t) {
      const ends = oddEnds[o++]!;
      if (ends < ZERO_WIDTH) last = Math.max(last, ends);
    } else last = Math.max(last, starts[t]!);
  }
  return last >= 0 ? last : endLineOf(lines, end - 1);
}

/** The 0-based line that tokens [start, end) start on: the least start line of any of them. `end > start`. */
export function firstLineOf(lines: TokenLines, start: number, end: number): number {
  let first = lines.starts[start]!;
  for (let t = start + 1; t < end; t++) first = Math.min(first, lines.starts[t]!);
  return first;
}

// Where token t stands in `odd`, or -1.
function oddIndex(odd: Uint32Array, t: number): number {
  const o = firstPositionFrom(odd, t);
  return o < odd.length && odd[o] === t ? o : -1;
}
