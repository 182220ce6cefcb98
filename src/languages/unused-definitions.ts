// The macros, type aliases and global constants a program never uses, left out before normalization
// (outline-inlined.ts), as a preprocessor and a compiler drop them: in a file that defines `main` (a program,
// which no other file includes), a `#define`, a `typedef`, a C++ alias (`using ll = long long;`) or a constant
// outside every function (`const int MOD = 1e9 + 7;`) whose name appears nowhere else in the file. A
// competitive programmer's template is mostly such lines (`#define pb push_back`, `typedef pair<int, int>
// pii;`, `const ll INF = 1LL << 60;`), the same in all of one programmer's solutions and in none of another's,
// so two independent solutions in one template look alike and a copy pasted into the copier's own template
// looks unlike its original: what unused-methods.ts does for a template's helper class, for C and C++. A
// definition used only by definitions left out is left out too. A macro that only configures the headers
// included after it (`#define _GNU_SOURCE`) goes too: it is boilerplate, as the `#include` lines are. A
// constant directly in a class's body goes the same way: a Java template's `static final int MOD = …;`,
// `static final long INF = Long.MAX_VALUE;`, unused, in main's class as in any other.
// Kept, where the tokens alone do not say what leaving one out would take: a macro whose name is not a plain
// name (`#define int long long` renames a keyword), a macro whose brackets do not balance on its own lines
// (`#define BEGIN {`), an alias with brackets (`typedef int row[10];`, a function pointer's type,
// `typedef struct { … } point;`), a template alias (`template <class T> using v = vector<T>;`), and a
// global whose value comes from a call (`int seed = time(0);`, which runs) or that declares two names. Pure.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange } from '../engine/types.js';
import { directiveEnd } from './directive-lines.js';
import { startsOfLines } from './line-starts.js';
import { bracketsBalance, isBracket } from './match-brackets.js';
import { normalIds } from './normal-tokens.js';
import { directives as DIRECTIVES, tok } from './statement-tokens.js';
import { unreferenced, type NamedRange } from './unreferenced.js';
import type { ClassLayout } from './unused-methods.js';
import { wordList } from './word-list.js';

const DEFINE = tokenId('#define');
const TYPEDEF = tokenId('typedef');
const USING = tokenId('using');
const CLOSING_ANGLE = tokenId('>');

/** A file's tokens with their spans and each name's spelling. */
export interface DefinitionSource {
  readonly ids: Uint32Array;
  readonly spans: Uint32Array;
  readonly spellings: Uint32Array;
}

/**
 * The unused macros, aliases and global constants of `source` (whose text is `text`), in token order. The
 * caller checks that the file defines `main`.
 */
export function unusedDefinitions(text: string, source: DefinitionSource, layout: ClassLayout): TokenRange[] {
  const { ids } = source;
  const definitions: NamedRange[] = [];
  let lineStarts: number[] | undefined;
  // Where the last preprocessor line's tokens end: a declaration may start right after them.
  let afterDirective = -1;
  for (let t = 0; t < ids.length; t++) {
    const id = ids[t]!;
    let found: NamedRange | undefined;
    if (DIRECTIVES.has(id)) {
      afterDirective = directiveEnd(source, t, text, (lineStarts ??= startsOfLines(text)));
      if (id === DEFINE) found = macroAt(source, t, afterDirective);
    } else if (id === TYPEDEF) found = typedefAt(source, t);
    else if (id === USING) found = aliasAt(source, t);
    else if (startsStatement(ids, t, afterDirective) && outsideFunctions(layout, t))
      found = constantAt(source, t);
    if (found === undefined) continue;
    definitions.push(found);
    t = found.end - 1;
  }
  return unreferenced(source, definitions);
}

// `#define NAME …` at token `at`, its line's tokens ending at `end`.
function macroAt(source: DefinitionSource, at: number, end: number): NamedRange | undefined {
  const { ids, spellings } = source;
  if (end === at + 1 || ids[at + 1] !== tok.identifier || !bracketsBalance(ids, at + 1, end))
    return undefined;
  return { start: at, end, name: spellings[at + 1]! };
}

// `typedef T NAME;` at token `at`, the name last before the `;`, no bracket between.
function typedefAt(source: DefinitionSource, at: number): NamedRange | undefined {
  const { ids, spellings } = source;
  const semicolon = plainStatementEnd(ids, at + 1);
  if (semicolon === undefined || semicolon < at + 3 || ids[semicolon - 1] !== tok.identifier)
    return undefined;
  return { start: at, end: semicolon + 1, name: spellings[semicolon - 1]! };
}

// `using NAME = T;` at token `at`, no bracket in T, and no `template <…>` before it to be left behind.
function aliasAt(source: DefinitionSource, at: number): NamedRange | undefined {
  const { ids, spellings } = source;
  if (ids[at + 1] !== tok.identifier || ids[at + 2] !== tok.assign || ids[at - 1] === CLOSING_ANGLE)
    return undefined;
  const semicolon = plainStatementEnd(ids, at + 3);
  if (semicolon === undefined || semicolon === at + 3) return undefined;
  return { start: at, end: semicolon + 1, name: spellings[at + 1]! };
}

// `T NAME = E;` at token `at`, outside every function and on one line of its own: a global constant such as
// `const int MOD = 1e9 + 7;` (`const` is dropped) or `ll INF = 1LL << 60;`. T is type words, E names,
// literals and operators, in brackets or not, but no call (which may have an effect) and no second name.
function constantAt(source: DefinitionSource, at: number): NamedRange | undefined {
  const { ids, spans, spellings } = source;
  const line = spans[4 * at]!;
  let t = at;
  while (t < ids.length && TYPE_WORDS.has(ids[t]!)) t++;
  const name = t - 1;
  if (name <= at || ids[name] !== tok.identifier || ids[t] !== tok.assign) return undefined;
  const semicolon = plainStatementEnd(ids, t + 1, true);
  if (semicolon === undefined || semicolon === t + 1 || spans[4 * semicolon]! !== line) return undefined;
  for (let e = t + 1; e < semicolon; e++)
    if (ids[e] === tok.comma || (ids[e] === tok.identifier && ids[e + 1] === tok.openParen)) return undefined;
  if (!bracketsBalance(ids, t + 1, semicolon)) return undefined;
  return { start: at, end: semicolon + 1, name: spellings[name]! };
}

// Whether token `t` stands outside every function: at the top level (a C global) or directly in a class's
// body, where a constant is a field (`static final int MOD = …;`).
function outsideFunctions(layout: ClassLayout, t: number): boolean {
  const scope = layout.parent[t]!;
  return scope === -1 || layout.classes.has(scope);
}

// Whether a statement starts at token `at`: the first token, or the first after a statement, a block or a
// preprocessor line (whose tokens end at `afterDirective`).
function startsStatement(ids: Uint32Array, at: number, afterDirective: number): boolean {
  const before = ids[at - 1];
  return (
    before === undefined ||
    before === tok.semicolon ||
    before === tok.closeBrace ||
    before === tok.openBrace ||
    at === afterDirective
  );
}

/** Words a global constant's type may have (`const` is dropped): names, numeric types and these. */
const TYPE_WORDS: ReadonlySet<number> = new Set([
  tok.identifier,
  normalIds.numericType,
  ...wordList('static constexpr char bool auto').map(tokenId),
]);

// The `;` that ends a statement from `from` on, or undefined when a bracket (but a round one, with
// `parentheses`) or a directive comes first.
function plainStatementEnd(ids: Uint32Array, from: number, parentheses = false): number | undefined {
  for (let t = from; t < ids.length; t++) {
    const id = ids[t]!;
    if (id === tok.semicolon) return t;
    if (parentheses && (id === tok.openParen || id === tok.closeParen)) continue;
    if (isBracket(id) || DIRECTIVES.has(id) || id === TYPEDEF) return undefined;
  }
  return undefined;
}
