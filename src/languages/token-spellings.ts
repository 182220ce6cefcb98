// The text each name or literal token had before folding, as a token id: what the engine needs to tell a
// copy with its names kept or renamed one-to-one from code that only has the same shape (name-hashes.ts).
import { tokenIdAt } from '../engine/token-id.js';
import type { TokenSequence } from '../engine/types.js';
import { normalIds } from './normal-tokens.js';

// Compared one by one rather than looked up in a Set: ids are mostly above 2^30, where a Set hashes them as
// doubles, and this runs for every token.
const IDENTIFIER = normalIds.identifier;
const NUMBER = normalIds.number;
const STRING = normalIds.string;
const CHAR = normalIds.char;
const REGEX = normalIds.regex;

/** Per token, tokenId of its source text for identifiers and literals; 0 for every other token. */
export function tokenSpellings(text: string, tokens: Pick<TokenSequence, 'ids' | 'spans'>): Uint32Array {
  const { ids, spans } = tokens;
  const spellings = new Uint32Array(ids.length);
  const lineStarts = startsOfLines(text);
  const lines = lineStarts.length;
  for (let t = 0; t < ids.length; t++) {
    const id = ids[t]!;
    if (id !== IDENTIFIER && id !== STRING && id !== NUMBER && id !== CHAR && id !== REGEX) continue;
    const at = 4 * t;
    const startLine = spans[at]!;
    const endLine = spans[at + 2]!;
    // A span outside the text (never expected) keeps 0: the token then counts by its folded id alone.
    if (startLine >= lines || endLine >= lines) continue;
    const from = lineStarts[startLine]! + spans[at + 1]!;
    const to = Math.min(lineStarts[endLine]! + spans[at + 3]!, text.length);
    if (to > from) spellings[t] = tokenIdAt(text, from, to) || 1;
  }
  return spellings;
}

function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) starts.push(nl + 1);
  return starts;
}
