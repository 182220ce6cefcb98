// C and C++ aliases of a type read as the type they stand for, as the compiler reads them: after
// `typedef long long ll;`, `using ll = long long;` or `#define ll long long`, every `ll` is the `$numtype`
// that `long long` is; after `typedef pair<int, int> pii;` or `using vi = vector<int>;`, every `pii` is
// `pair<int, int>` and every `vi` `vector<int>`; and the definition itself goes. A contest template's
// aliases stand in every signature, cast and declaration of a solution, so a copy that spells the types out
// (or brings its own aliases) otherwise differs from its original at each of them, and two solutions
// written apart share the definitions' lines as if they were code. A `#define` of more than a numeric type
// is a macro, expanded as macros are (expand-macros.ts).
// Read so (an alias in another's type too): an alias defined once in the file, of a type without brackets
// but angle ones (a function pointer's type, an array's and a `struct { … }` are left as written), at uses
// after its definition that are no member (`.pii`, `->pii`, `::pii`) and no tag (`struct node` after
// `typedef struct node node;`).
// Every token a use reads as takes the use's span. An unused alias is left out whatever it names
// (unused-definitions.ts). Pure: new arrays when it reads one, the arrays it is given otherwise (the
// respell of c.ts and cpp.ts, before normalize-statements.ts).
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { IdTable } from './id-table.js';
import { isBracket } from './match-brackets.js';
import { normalIds } from './normal-tokens.js';
import { tok } from './statement-tokens.js';
import { emitRewrites, type Piece, type Rewrite } from './token-rewrites.js';
import { tokenSpellings } from './token-spellings.js';

const DEFINE = tokenId('#define');
const TYPEDEF = tokenId('typedef');
const USING = tokenId('using');
const TEMPLATE_END = tokenId('>');
const NUMTYPE = normalIds.numericType;
const IDENTIFIER = tok.identifier;
/** What a use of an alias does not follow: a member's access or a tag's keyword. */
const NOT_AFTER = IdTable.of(['.', '->', '::', 'struct', 'union', 'enum', 'class'].map(tokenId));

/** One alias: its definition's tokens, and the type's among them. */
interface Alias extends TokenRange {
  readonly name: number;
  readonly type: TokenRange;
}

/**
 * `tokens` (of `text`) with each alias's uses read as its type and the definitions of those it reads left
 * out; `tokens` itself when the file defines none.
 */
export function resolveTypeAliases(text: string, tokens: TokenSequence): TokenSequence {
  const { ids, spans } = tokens;
  let spellings = tokens.spellings;
  const found: Alias[] = [];
  for (let t = 0; t < ids.length; t++) {
    const id = ids[t];
    if (id !== TYPEDEF && id !== USING && id !== DEFINE) continue;
    const alias = aliasAt(ids, spans, t);
    if (alias === undefined) continue;
    spellings ??= tokenSpellings(text, tokens);
    found.push({ ...alias, name: spellings[alias.name]! });
    t = alias.end - 1;
  }
  if (found.length === 0) return tokens;
  // A name defined twice (under #ifdef and #else, or in two functions) is left as written.
  const counts = new Map<number, number>();
  for (const alias of found) counts.set(alias.name, (counts.get(alias.name) ?? 0) + 1);
  const aliases = found.filter((alias) => counts.get(alias.name) === 1);
  const byName = new IdTable(aliases.map((alias, i): [number, number] => [alias.name, i + 1]));
  const source = { ids, spans, spellings: spellings! };
  const types = resolvedTypes(source, aliases, byName);
  const used = new Set<Alias>();
  const rewrites: Rewrite[] = [];
  let next = 0;
  for (let t = 0; t < ids.length; t++) {
    // The definitions are left out whole, and passed over here.
    if (next < found.length && found[next]!.start === t) {
      t = found[next++]!.end - 1;
      continue;
    }
    if (ids[t] !== IDENTIFIER) continue;
    const index = byName.get(source.spellings[t]!);
    if (index === 0 || (t > 0 && NOT_AFTER.has(ids[t - 1]!))) continue;
    const alias = aliases[index - 1]!;
    if (alias.start > t) continue;
    const type = types[index - 1]!;
    for (const inner of type.aliases) used.add(inner);
    rewrites.push({ start: t, end: t + 1, pieces: typeAt(type, t) });
  }
  if (used.size === 0) return tokens;
  // The definitions of the aliases read go, in order among the uses.
  for (const alias of used) rewrites.push({ start: alias.start, end: alias.end, pieces: [] });
  rewrites.sort((a, b) => a.start - b.start);
  return emitRewrites(source, rewrites, false);
}

/** An alias's type with the aliases in it read as theirs, and the aliases it is read through. */
interface ResolvedType {
  readonly ids: number[];
  readonly spellings: number[];
  readonly aliases: Alias[];
}

// Each alias's type, in order: an alias defined before it and named in it reads as its own type
// (`typedef vector<pii> vpii;` is `vector<pair<int, int>>`).
function resolvedTypes(
  source: Required<TokenSequence>,
  aliases: readonly Alias[],
  byName: IdTable,
): ResolvedType[] {
  const types: ResolvedType[] = [];
  for (const alias of aliases) {
    const type: ResolvedType = { ids: [], spellings: [], aliases: [alias] };
    for (let t = alias.type.start; t < alias.type.end; t++) {
      const index = source.ids[t] === IDENTIFIER ? byName.get(source.spellings[t]!) : 0;
      const inner = index === 0 || NOT_AFTER.has(source.ids[t - 1]!) ? undefined : types[index - 1];
      if (inner === undefined) {
        type.ids.push(source.ids[t]!);
        type.spellings.push(source.spellings[t]!);
        continue;
      }
      type.ids.push(...inner.ids);
      type.spellings.push(...inner.spellings);
      type.aliases.push(...inner.aliases);
    }
    types.push(type);
  }
  return types;
}

// The tokens of `type`, each spelled as its definition writes it and with the span of the use at `use`.
function typeAt(type: ResolvedType, use: number): Piece[] {
  const pieces: Piece[] = [];
  for (let i = 0; i < type.ids.length; i++)
    pieces.push({ id: type.ids[i]!, spanOf: use, spelling: type.spellings[i]! });
  return pieces;
}

// The alias whose definition starts at token `t`, if one does: where its name and type are and where its
// tokens end. `typedef T NAME ;`, `using NAME = T ;` (not after `template <…>`), or `#define NAME $numtype`
// alone on its line, T holding no bracket but angle ones.
function aliasAt(
  ids: Uint32Array,
  spans: Uint32Array,
  t: number,
):
  | { readonly name: number; readonly type: TokenRange; readonly start: number; readonly end: number }
  | undefined {
  const id = ids[t];
  if (id === TYPEDEF) {
    const semicolon = typeEnd(ids, t + 1);
    if (semicolon === undefined || semicolon < t + 3 || ids[semicolon - 1] !== IDENTIFIER) return undefined;
    return { name: semicolon - 1, type: { start: t + 1, end: semicolon - 1 }, start: t, end: semicolon + 1 };
  }
  if (id === USING) {
    if (ids[t + 1] !== IDENTIFIER || ids[t + 2] !== tok.assign || ids[t - 1] === TEMPLATE_END)
      return undefined;
    const semicolon = typeEnd(ids, t + 3);
    if (semicolon === undefined || semicolon === t + 3) return undefined;
    return { name: t + 1, type: { start: t + 3, end: semicolon }, start: t, end: semicolon + 1 };
  }
  if (ids[t + 1] !== IDENTIFIER || ids[t + 2] !== NUMTYPE) return undefined;
  const line = spans[4 * t]!;
  const alone = spans[4 * (t + 2) + 2] === line && (t + 3 >= ids.length || spans[4 * (t + 3)]! > line);
  return alone ? { name: t + 1, type: { start: t + 2, end: t + 3 }, start: t, end: t + 3 } : undefined;
}

// The `;` that ends a type from `from` on, or undefined when a bracket, a `=`, another definition or a comma
// outside angle brackets (`typedef int A, *B;` defines two names) comes first.
function typeEnd(ids: Uint32Array, from: number): number | undefined {
  let angles = 0;
  for (let t = from; t < ids.length; t++) {
    const id = ids[t]!;
    if (id === tok.semicolon) return t;
    if (id === tok.less) angles++;
    else if (id === tok.greater) angles--;
    else if (id === tok.shiftRight) angles -= 2;
    else if (id === tok.comma && angles <= 0) return undefined;
    if (isBracket(id) || id === tok.assign || id === TYPEDEF || id === USING || id === DEFINE)
      return undefined;
  }
  return undefined;
}
