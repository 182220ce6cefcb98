// A language's words (keywords, folded and dropped words) found by their characters in the text, without
// cutting each word out as a string first: the lexer looks up every identifier it reads, most of a file's
// tokens, and the strings it made for that were much of tokenizing's garbage. Words are placed by their
// token id (tokenIdAt), which the lexer works out as it scans the word, for the word's spelling too.
import { tokenId, tokenIdAt } from '../engine/token-id.js';
import { IdTable } from './id-table.js';

/** The entries of a map from words, looked up by a stretch of text. */
export class WordTable<T> {
  /** Token id of each word → 1 + its index in `words`. */
  private readonly indexes: IdTable;
  private readonly words: readonly string[];
  private readonly entries: readonly T[];

  constructor(words: ReadonlyMap<string, T>) {
    this.words = [...words.keys()];
    this.entries = [...words.values()];
    this.indexes = new IdTable(this.words.map((word, index) => [tokenId(word), index + 1]));
    if (this.indexes.size !== this.words.length) {
      throw new RangeError('two words of one table have the same token id: look one of them up by text');
    }
  }

  /**
   * The entry of `text.slice(start, end)`, if that is one of the words; `hash` is tokenIdAt of that text
   * (any 32 bits of it), when the caller already has it.
   */
  find(text: string, start: number, end: number, hash = tokenIdAt(text, start, end)): T | undefined {
    const index = this.indexes.get(hash >>> 0);
    if (index === 0) return undefined;
    const word = this.words[index - 1]!;
    return word.length === end - start && text.startsWith(word, start) ? this.entries[index - 1] : undefined;
  }
}
