// A fingerprinted file's tokens by line: all that reports and snapshots need of the lexer's spans once the
// file is fingerprinted (lines of fragments, starter lines, a snapshot's fingerprint lines), at a quarter of
// their size or less: kept for every file of a course, spans were the largest part of its memory.
//
// Where a run of tokens ends: a zero-width token (layout, such as the dedent that closes a Python block)
// stands at the start of the line after the block, often several lines later on the next statement or on the
// empty line after the file's last newline; no text of it was written there, so it never sets the end.

/**
 * For token t, `[2t]` is its 0-based start line and `[2t + 1]` its end line, with the top bit set when the
 * token has no text. 16-bit when every line fits in 15 bits, else 32-bit.
 */
export type TokenLines = Uint16Array | Uint32Array;

/** The lines of tokens with `spans` as in TokenSequence (start line, start column, end line, end column). */
export function toTokenLines(spans: Uint32Array): TokenLines {
  const tokens = Math.floor(spans.length / 4);
  let highest = 0;
  for (let t = 0; t < tokens; t++) highest = Math.max(highest, spans[4 * t]!, spans[4 * t + 2]!);
  const lines = highest < 0x8000 ? new Uint16Array(2 * tokens) : new Uint32Array(2 * tokens);
  const zeroWidth = flagOf(lines);
  for (let t = 0; t < tokens; t++) {
    const at = 4 * t;
    const empty = spans[at] === spans[at + 2] && spans[at + 1] === spans[at + 3];
    lines[2 * t] = spans[at]!;
    lines[2 * t + 1] = empty ? spans[at + 2]! + zeroWidth : spans[at + 2]!;
  }
  return lines;
}

/** How many tokens `lines` holds. */
export function tokensOf(lines: TokenLines): number {
  return lines.length >> 1;
}

/** The 0-based line token `t` starts on. */
export function startLineOf(lines: TokenLines, t: number): number {
  return lines[2 * t]!;
}

/** The 0-based line token `t` ends on. */
export function endLineOf(lines: TokenLines, t: number): number {
  return lines[2 * t + 1]! & (flagOf(lines) - 1);
}

/**
 * The 0-based line that tokens [start, end) end on: the end line of the last token with width, or of the last
 * token when none has any. `end > start`.
 */
export function lastLineOf(lines: TokenLines, start: number, end: number): number {
  const zeroWidth = flagOf(lines);
  for (let t = end - 1; t >= start; t--) {
    const line = lines[2 * t + 1]!;
    if (line < zeroWidth) return line;
  }
  return endLineOf(lines, end - 1);
}

// The top bit, which marks a token without text.
function flagOf(lines: TokenLines): number {
  return lines.BYTES_PER_ELEMENT === 2 ? 0x8000 : 0x80000000;
}
