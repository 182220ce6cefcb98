// C and C++ aliases of a numeric type read as the type they stand for, as the compiler reads them: after
// `typedef long long ll;`, `using ll = long long;` or `#define ll long long`, every `ll` is the `$numtype`
// that `long long` is, and the definition itself goes. A contest template's `ll` stands in every
// signature, cast and `vector<ll>` of a solution, so a copy that spells the type out (or brings its own
// alias) otherwise differs from its original at each of them, and two solutions written apart share the
// definition's line as if it were code. Only an alias of one numeric type word run (`$numtype` after the
// lexer merged `unsigned long long`): other aliases (`typedef pair<int, int> pii;`) name more than one
// token, and an unused one is left out whatever it names (unused-definitions.ts). Pure but for the arrays
// it is given, which it rewrites in place (the respell of c.ts and cpp.ts, before normalize-statements.ts).
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { dropTokens } from './drop-tokens.js';
import { normalIds } from './normal-tokens.js';
import { tok } from './statement-tokens.js';
import { tokenSpellings } from './token-spellings.js';

const DEFINE = tokenId('#define');
const TYPEDEF = tokenId('typedef');
const USING = tokenId('using');
const NUMTYPE = normalIds.numericType;
const IDENTIFIER = tok.identifier;

/**
 * `tokens` (of `text`) with each numeric alias's uses read as `$numtype` and its definitions left out;
 * `tokens` itself when the file defines none.
 */
export function resolveNumericAliases(text: string, tokens: TokenSequence): TokenSequence {
  const { ids, spans } = tokens;
  const definitions: (TokenRange & { readonly name: number })[] = [];
  let spellings = tokens.spellings;
  for (let t = 0; t < ids.length; t++) {
    const found = aliasAt(ids, spans, t);
    if (found === undefined) continue;
    spellings ??= tokenSpellings(text, tokens);
    definitions.push({ start: t, end: found.end, name: spellings[found.name]! });
    t = found.end - 1;
  }
  if (definitions.length === 0) return tokens;
  const aliases = new Set(definitions.map((definition) => definition.name));
  for (let t = 0; t < ids.length; t++) {
    if (ids[t] === IDENTIFIER && aliases.has(spellings![t]!)) {
      ids[t] = NUMTYPE;
      spellings![t] = 0;
    }
  }
  return dropTokens({ ids, spans, spellings }, definitions);
}

// The alias of a numeric type that starts at token `t`, if one does: the index of the name it defines and
// where its tokens end. `typedef $numtype NAME ;`, `using NAME = $numtype ;`, or `#define NAME $numtype`
// alone on its line.
function aliasAt(
  ids: Uint32Array,
  spans: Uint32Array,
  t: number,
): { readonly name: number; readonly end: number } | undefined {
  const id = ids[t];
  if (id === TYPEDEF)
    return ids[t + 1] === NUMTYPE && ids[t + 2] === IDENTIFIER && ids[t + 3] === tok.semicolon
      ? { name: t + 2, end: t + 4 }
      : undefined;
  if (id === USING)
    return ids[t + 1] === IDENTIFIER &&
      ids[t + 2] === tok.assign &&
      ids[t + 3] === NUMTYPE &&
      ids[t + 4] === tok.semicolon
      ? { name: t + 1, end: t + 5 }
      : undefined;
  if (id !== DEFINE || ids[t + 1] !== IDENTIFIER || ids[t + 2] !== NUMTYPE) return undefined;
  const line = spans[4 * t]!;
  const alone = spans[4 * (t + 2) + 2] === line && (t + 3 >= ids.length || spans[4 * (t + 3)]! > line);
  return alone ? { name: t + 1, end: t + 3 } : undefined;
}
