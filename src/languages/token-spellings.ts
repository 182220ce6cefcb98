// The text each name or literal token had before folding, as a token id: what the engine needs to tell a
// copy with its names kept or renamed one-to-one from code that only has the same shape (name-hashes.ts).
import { tokenIdOf } from '../engine/token-id.js';
import type { TokenSequence } from '../engine/types.js';
import { normalIds } from './normal-tokens.js';

const SPELLED = new Set([
  normalIds.identifier,
  normalIds.number,
  normalIds.string,
  normalIds.char,
  normalIds.regex,
]);

/**
 * Per token, tokenId of its source text for identifiers and literals (or only the tokens `spelled` lists);
 * 0 for every other token.
 */
export function tokenSpellings(
  text: string,
  tokens: TokenSequence,
  spelled: ReadonlySet<number> = SPELLED,
): Uint32Array {
  const { ids, spans } = tokens;
  const spellings = new Uint32Array(ids.length);
  const lineStarts = startsOfLines(text);
  for (let t = 0; t < ids.length; t++) {
    if (!spelled.has(ids[t]!)) continue;
    const from = offsetOf(lineStarts, spans[4 * t]!, spans[4 * t + 1]!);
    const to = offsetOf(lineStarts, spans[4 * t + 2]!, spans[4 * t + 3]!);
    // A span outside the text (never expected) keeps 0: the token then counts by its folded id alone.
    if (from !== undefined && to !== undefined && to > from)
      spellings[t] = tokenIdOf(text, from, Math.min(to, text.length)) || 1;
  }
  return spellings;
}

function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function offsetOf(lineStarts: readonly number[], line: number, column: number): number | undefined {
  const start = lineStarts[line];
  return start === undefined ? undefined : start + column;
}
