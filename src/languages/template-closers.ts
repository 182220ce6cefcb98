// C++'s `>` that close template argument lists read as the compiler's longest tokens would have them: a run
// of `>` and `>>` tokens with no space to tell them apart is `>>`, `>>`, … and a last `>` if the count is odd.
// `vector<vector<int> >` (C++03 needs the space) is `vector<vector<int>>`, and so is what an alias or a
// macro read inside another makes (`vector<vpii>` after `typedef vector<pii> vpii;` ends in `> >`, where
// writing the type out ends in `>>`). Two closers in a row are nothing else in C++. Pure but for the arrays
// it is given, which it rewrites in place (cpp.ts's respell, after type-aliases.ts and expand-macros.ts).
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { dropTokens } from './drop-tokens.js';
import { tok } from './statement-tokens.js';

const CLOSE = tok.greater;
const CLOSE_TWO = tok.shiftRight;

/** `tokens` with each run of two or more closers read as the longest tokens; `tokens` itself when none is. */
export function joinTemplateClosers(tokens: TokenSequence): TokenSequence {
  const { ids, spans } = tokens;
  const drops: TokenRange[] = [];
  for (let t = ids.indexOf(CLOSE); t !== -1; t = ids.indexOf(CLOSE, t + 1)) {
    let start = t;
    while (start > 0 && ids[start - 1] === CLOSE_TWO) start--;
    let end = t + 1;
    while (end < ids.length && (ids[end] === CLOSE || ids[end] === CLOSE_TWO)) end++;
    if (end - start < 2) continue;
    let count = 0;
    for (let i = start; i < end; i++) count += ids[i] === CLOSE ? 1 : 2;
    const kept = start + Math.ceil(count / 2);
    for (let i = start; i < kept; i++) ids[i] = i === kept - 1 && count % 2 === 1 ? CLOSE : CLOSE_TWO;
    if (kept < end) {
      spans[4 * (kept - 1) + 2] = spans[4 * (end - 1) + 2]!;
      spans[4 * (kept - 1) + 3] = spans[4 * (end - 1) + 3]!;
      drops.push({ start: kept, end });
    }
    t = end - 1;
  }
  return drops.length === 0 ? tokens : dropTokens(tokens, drops);
}
