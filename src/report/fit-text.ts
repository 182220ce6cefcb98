// Fits a list of lines into a character budget (GitHub's comment and summary limits): items are kept in
// order while they fit, and a note says how many were cut.

export interface FitInput {
  /** Always kept, before the items. */
  readonly head: readonly string[];
  readonly items: readonly string[];
  /** Always kept, after the items. */
  readonly tail: readonly string[];
  /** The whole text, lines joined by '\n', is at most this many characters. */
  readonly maxChars: number;
  /** The line that replaces the `cut` items that did not fit. */
  readonly note: (cut: number) => string;
}

/** The joined text, with as many items as fit. */
export function fitText(input: FitInput): string {
  const fixed = [...input.head, ...input.tail].reduce((n, line) => n + line.length + 1, 0);
  const kept: string[] = [];
  let used = fixed;
  for (const [index, item] of input.items.entries()) {
    const rest = input.items.length - index - 1;
    const reserve = rest > 0 ? input.note(rest + 1).length + 1 : 0;
    if (used + item.length + 1 + reserve > input.maxChars) {
      kept.push(input.note(input.items.length - index));
      break;
    }
    kept.push(item);
    used += item.length + 1;
  }
  return [...input.head, ...kept, ...input.tail].join('\n').slice(0, input.maxChars);
}
