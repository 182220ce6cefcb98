// Helpers for writing a language's tables compactly: whitespace-separated lists instead of long arrays.

/** The whitespace-separated items of `text`. */
export function wordList(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

/** Maps each word of the whitespace-separated `words` to `text`, for LexerSpec.foldedWords. */
export function foldWords(words: string, text: string): Record<string, string> {
  return Object.fromEntries(wordList(words).map((word) => [word, text]));
}
