// Counted nouns for people to read: "1 pair", "2 pairs".

/** `count` and `noun`, with an s unless the count is one; `format` writes the number (plain digits by default). */
export function plural(count: number, noun: string, format: (count: number) => string = String): string {
  return `${format(count)} ${noun}${count === 1 ? '' : 's'}`;
}
