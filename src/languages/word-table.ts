// A language's words (keywords, folded and dropped words) found by their characters in the text, without
// cutting each word out as a string first: the lexer looks up every identifier it reads, most of a file's
// tokens, and the strings it made for that were much of tokenizing's garbage.

/** The entries of a map from words, looked up by a stretch of text. */
export class WordTable<T> {
  private readonly slots: ({ readonly word: string; readonly entry: T }[] | undefined)[];
  private readonly mask: number;

  constructor(words: ReadonlyMap<string, T>) {
    let size = 16;
    while (size < 4 * words.size) size *= 2;
    this.mask = size - 1;
    this.slots = Array.from({ length: size }, () => undefined);
    for (const [word, entry] of words) {
      const slot = hashOf(word, 0, word.length) & this.mask;
      (this.slots[slot] ??= []).push({ word, entry });
    }
  }

  /** The entry of `text.slice(start, end)`, if that is one of the words. */
  find(text: string, start: number, end: number): T | undefined {
    const slot = this.slots[hashOf(text, start, end) & this.mask];
    if (slot === undefined) return undefined;
    for (const { word, entry } of slot) {
      if (word.length === end - start && text.startsWith(word, start)) return entry;
    }
    return undefined;
  }
}

function hashOf(text: string, start: number, end: number): number {
  let hash = end - start;
  for (let i = start; i < end; i++) hash = Math.imul(hash, 31) + text.charCodeAt(i);
  return (hash ^ (hash >>> 9)) >>> 0;
}
