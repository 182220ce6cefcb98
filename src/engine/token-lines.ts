// Where a run of tokens starts and ends, in lines. Tokens are in source order except where a front end put
// independent statements in a canonical order (languages/normalize-statements.ts): each token keeps its own
// span, so a run's lines are the least start and the greatest end of its tokens. A zero-width token (layout,
// such as the dedent that closes a Python block) stands at the start of the line after the block, often
// several lines later on the next statement or on the empty line after the file's last newline; no text of
// it was written there, so it never sets the end.

/**
 * The 0-based line that tokens [start, end) end on: the greatest end line of a token with width, or of the
 * last token when none has any. `spans` as in TokenSequence; `end > start`.
 */
export function lastLineOf(spans: Uint32Array, start: number, end: number): number {
  let last = -1;
  for (let t = start; t < end; t++) {
    const at = 4 * t;
    if (spans[at] !== spans[at + 2] || spans[at + 1] !== spans[at + 3]) last = Math.max(last, spans[at + 2]!);
  }
  return last >= 0 ? last : spans[4 * (end - 1) + 2]!;
}

/** The 0-based line that tokens [start, end) start on: the least start line of any of them. `end > start`. */
export function firstLineOf(spans: Uint32Array, start: number, end: number): number {
  let first = spans[4 * start]!;
  for (let t = start + 1; t < end; t++) first = Math.min(first, spans[4 * t]!);
  return first;
}
