// What a language front end is: a versioned, pure function from a file's text to normalized tokens.
import type { TokenSequence } from '../engine/types.js';

/** Every language codewinnow knows. `text` is the fallback for any other text file. */
export type LanguageId =
  | 'java'
  | 'python'
  | 'c'
  | 'cpp'
  | 'csharp'
  | 'javascript'
  | 'typescript'
  | 'go'
  | 'rust'
  | 'kotlin'
  | 'text';

export interface LanguageFrontEnd {
  readonly id: LanguageId;
  /**
   * Bumped whenever the tokens it emits for some input change: snapshots record it and refuse to compare
   * fingerprints made by another version.
   */
  readonly version: number;
  /** File extensions with the dot, lower case: ['.java']. */
  readonly extensions: readonly string[];
  /**
   * Normalizes `text` into tokens with source spans: comments and layout dropped, identifiers folded to one
   * token, literals folded by kind, keywords, operators and punctuation kept. Never throws on any string.
   * With `lendSpans`, `spans` and `spellings` may be views of the front end's own arrays, valid only until
   * it next tokenizes on this thread: for a caller that reads them at once and keeps none of them (ids are
   * always the caller's).
   */
  tokenize(text: string, lendSpans?: boolean): TokenSequence;
}
