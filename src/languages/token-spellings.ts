// The text each name or literal token had before folding, as a token id: what the engine needs to tell a
// copy with its names kept or renamed one-to-one from code that only has the same shape (name-hashes.ts).
// The lexer works each one out as it emits the token (lex-state.ts); tokenSpellings works them out again
// from the spans, for tokens whose spans were moved after lexing (notebooks).
import { tokenIdAt } from '../engine/token-id.js';
import type { TokenSequence } from '../engine/types.js';
import { startsOfLines } from './line-starts.js';
import { normalIds } from './normal-tokens.js';

// Compared one by one rather than looked up in a Set: ids are mostly above 2^30, where a Set hashes them as
// doubles, and this runs for every token.
const IDENTIFIER = normalIds.identifier;
const NUMBER = normalIds.number;
const STRING = normalIds.string;
const CHAR = normalIds.char;
const REGEX = normalIds.regex;

/** Whether tokens of folded id `id` have a spelling: identifiers and literals. */
export function isSpelled(id: number): boolean {
  return id === IDENTIFIER || id === STRING || id === NUMBER || id === CHAR || id === REGEX;
}

/**
 * The spelling of a token of folded id `id` written at `text` [from, to): tokenId of that text (1 should it
 * be 0) for identifiers and literals; 0 for every other token and for one with no text.
 */
export function spellingOf(id: number, text: string, from: number, to: number): number {
  if (!isSpelled(id)) return 0;
  const end = Math.min(to, text.length);
  return end > from ? tokenIdAt(text, from, end) || 1 : 0;
}

/** Per token, spellingOf its source text as its span gives it. */
export function tokenSpellings(text: string, tokens: Pick<TokenSequence, 'ids' | 'spans'>): Uint32Array {
  const { ids, spans } = tokens;
  const spellings = new Uint32Array(ids.length);
  const lineStarts = startsOfLines(text);
  const lines = lineStarts.length;
  for (let t = 0; t < ids.length; t++) {
    const id = ids[t]!;
    if (!isSpelled(id)) continue;
    const at = 4 * t;
    const startLine = spans[at]!;
    const endLine = spans[at + 2]!;
    // A span outside the text (never expected) keeps 0: the token then counts by its folded id alone.
    if (startLine >= lines || endLine >= lines) continue;
    const from = lineStarts[startLine]! + spans[at + 1]!;
    spellings[t] = spellingOf(id, text, from, lineStarts[endLine]! + spans[at + 3]!);
  }
  return spellings;
}
