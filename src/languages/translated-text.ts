// Text a front end lexes in place of a file's own (Java's escapes translated, U+FEFF dropped), and the way
// back: its tokens' spans moved onto the lines and columns of the file as written, which reports show.
import type { TokenSequence } from '../engine/types.js';
import { lineOf, startsOfLines } from './line-starts.js';
import { tokenSpellings } from './token-spellings.js';

/** Text made from another; `origins[i]` is where its unit i starts in the original. */
export interface TranslatedText {
  readonly text: string;
  /** One more than the text's length: the last is the original's length. */
  readonly origins: Uint32Array;
}

/** `tokens` of the translated text, with spans and spellings as they stand in `original`. */
export function toOriginalSpans(
  original: string,
  translated: TranslatedText,
  tokens: TokenSequence,
): TokenSequence {
  // Spellings go with the tokens: worked out later from the spans, they would be read off the escapes.
  const spellings = tokens.spellings ?? tokenSpellings(translated.text, tokens);
  const translatedLines = startsOfLines(translated.text);
  const originalLines = startsOfLines(original);
  const spans = new Uint32Array(tokens.spans.length);
  const move = (at: number) => {
    const line = Math.min(tokens.spans[at]!, translatedLines.length - 1);
    const offset = Math.min(translatedLines[line]! + tokens.spans[at + 1]!, translated.text.length);
    const origin = translated.origins[offset]!;
    const originLine = lineOf(originalLines, origin);
    spans[at] = originLine;
    spans[at + 1] = origin - originalLines[originLine]!;
  };
  for (let at = 0; at < spans.length; at += 4) {
    move(at);
    move(at + 2);
  }
  return { ids: tokens.ids, spans, spellings };
}
