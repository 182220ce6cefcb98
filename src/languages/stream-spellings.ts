// How C++ stream code may be spelled without changing what it prints, read one way. Its set-up statements
// are left out: `ios::sync_with_stdio(false);` (or `ios_base::`, `std::ios::`) and `cin.tie(nullptr);`
// (`cout.tie(0);`, `cerr.tie(…)`, `cin.tie(0)->sync_with_stdio(0);`) only make input and output faster, and
// a competitive programmer's template starts every `main` with them. Kept, they are a run that two solutions
// written apart share, and that a copy pasted into its copier's own template lacks; a program prints the
// same without them. Left out as the input readers of a Java template are (input-readers.ts). And a char
// printed by `<<` reads as the string it prints: `<< '\n'`, `<< "\n"` and `<< endl` (cpp.ts) end a line
// alike, and which one a program writes is style (and what an LLM rewriting a copy changes first). Pure
// but for the arrays it is given, which it rewrites in place (cpp.ts's respell, before
// normalize-statements.ts).
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { dropTokens } from './drop-tokens.js';
import { normalIds } from './normal-tokens.js';
import { tok } from './statement-tokens.js';
import { tokenSpellings } from './token-spellings.js';

const SYNC = tokenId('sync_with_stdio');
const TIE = tokenId('tie');
const STREAM_CLASSES: ReadonlySet<number> = new Set(['ios', 'ios_base'].map(tokenId));
const STREAMS: ReadonlySet<number> = new Set(['cin', 'cout', 'cerr', 'clog'].map(tokenId));

/** `tokens` (of `text`) without their stream set-up statements; `tokens` itself when there are none. */
export function dropStreamSetup(text: string, tokens: TokenSequence): TokenSequence {
  if (!text.includes('sync_with_stdio') && !text.includes('.tie')) return tokens;
  const { ids } = tokens;
  const spellings = tokens.spellings ?? tokenSpellings(text, tokens);
  const drops: TokenRange[] = [];
  for (let t = 0; t + 3 < ids.length; t++) {
    if (ids[t] !== tok.identifier || !startsStatement(ids, t)) continue;
    const qualifier = ids[t + 1];
    const setsUp =
      ids[t + 2] === tok.identifier &&
      ids[t + 3] === tok.openParen &&
      ((qualifier === tok.scope && STREAM_CLASSES.has(spellings[t]!) && spellings[t + 2] === SYNC) ||
        (qualifier === tok.dot && STREAMS.has(spellings[t]!) && spellings[t + 2] === TIE));
    const end = setsUp ? callStatementEnd(ids, spellings, t + 3) : undefined;
    if (end === undefined) continue;
    drops.push({ start: t, end });
    t = end - 1;
  }
  return drops.length === 0 ? tokens : dropTokens({ ...tokens, spellings }, drops);
}

// A statement starts at `t`: the file's first token, or the first after a `;` or a brace.
function startsStatement(ids: Uint32Array, t: number): boolean {
  const before = ids[t - 1];
  return (
    before === undefined || before === tok.semicolon || before === tok.openBrace || before === tok.closeBrace
  );
}

// Past the `;` right after the call whose `(` is token `open`, whose arguments hold no bracket but round
// ones that close in order (`0`, `false`, `nullptr`, `NULL`, `(ostream *)0`), or after the
// `->sync_with_stdio(…)` chained to it (`cin.tie(0)->sync_with_stdio(0);`, one line for both); undefined
// otherwise.
function callStatementEnd(ids: Uint32Array, spellings: Uint32Array, open: number): number | undefined {
  let depth = 0;
  for (let t = open; t < ids.length; t++) {
    const id = ids[t]!;
    if (id === tok.openParen) depth++;
    else if (id === tok.closeParen && --depth === 0) {
      if (ids[t + 1] === tok.semicolon) return t + 2;
      const chained =
        ids[t + 1] === tok.arrow &&
        ids[t + 2] === tok.identifier &&
        spellings[t + 2] === SYNC &&
        ids[t + 3] === tok.openParen;
      return chained ? callStatementEnd(ids, spellings, t + 3) : undefined;
    } else if (id === tok.openBrace || id === tok.closeBrace || id === tok.semicolon) return undefined;
  }
  return undefined;
}

/** `tokens` with each char literal right after `<<` made a string (in place). */
export function readPrintedCharsAsStrings(tokens: TokenSequence): TokenSequence {
  const { ids } = tokens;
  for (let t = 1; t < ids.length; t++)
    if (ids[t] === normalIds.char && ids[t - 1] === tok.shiftLeft) ids[t] = normalIds.string;
  return tokens;
}
