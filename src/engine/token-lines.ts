// Where a run of tokens ends, in lines. A zero-width token (layout, such as the dedent that closes a Python
// block) stands at the start of the line after the block, often several lines later on the next statement or
// on the empty line after the file's last newline; no text of it was written there, so it never sets the end.

/**
 * The 0-based line that tokens [start, end) end on: the end line of the last token with width, or of the last
 * token when none has any. `spans` as in TokenSequence; `end > start`.
 */
export function lastLineOf(spans: Uint32Array, start: number, end: number): number {
  for (let t = end - 1; t >= start; t--) {
    const at = 4 * t;
    if (spans[at] !== spans[at + 2] || spans[at + 1] !== spans[at + 3]) return spans[at + 2]!;
  }
  return spans[4 * (end - 1) + 2]!;
}
