// The token ids statement normalization reads (normalize-statements.ts): brackets, assignment operators,
// the keywords that open control statements or jump, and the words that can start a declaration's type, as
// the C-family front ends emit them. Only ids: it knows no language's grammar beyond these sets.
import { tokenId } from '../engine/token-id.js';
import { IdTable } from './id-table.js';
import { normalIds } from './normal-tokens.js';
import { wordList } from './word-list.js';

const ids = (words: string): IdTable => IdTable.of(wordList(words).map(tokenId));

/** Single tokens by their text. */
export const tok = {
  openBrace: tokenId('{'),
  closeBrace: tokenId('}'),
  openParen: tokenId('('),
  closeParen: tokenId(')'),
  openBracket: tokenId('['),
  closeBracket: tokenId(']'),
  semicolon: tokenId(';'),
  comma: tokenId(','),
  colon: tokenId(':'),
  assign: tokenId('='),
  arrow: tokenId('->'),
  star: tokenId('*'),
  amp: tokenId('&'),
  ampAmp: tokenId('&&'),
  shiftRight: tokenId('>>'),
  shiftLeft: tokenId('<<'),
  dot: tokenId('.'),
  scope: tokenId('::'),
  greater: tokenId('>'),
  less: tokenId('<'),
  if: tokenId('if'),
  else: tokenId('else'),
  true: tokenId('true'),
  false: tokenId('false'),
  for: tokenId('for'),
  do: tokenId('do'),
  while: tokenId('while'),
  try: tokenId('try'),
  case: tokenId('case'),
  default: tokenId('default'),
  new: tokenId('new'),
  return: tokenId('return'),
  continue: tokenId('continue'),
  identifier: normalIds.identifier,
} as const;

/** Keywords followed by `( … )` and one statement: `if (c) s`, `while (c) s`, `catch (E e) { … }`. */
export const headedControl = ids('if while for switch catch synchronized');

/** Keywords followed directly by one statement (`try` may have `( … )` resources first). */
export const bareControl = ids('else do try finally');

/** What a statement can follow: the end of one, a block's brace, a control header, a label's `:`. */
export const statementFollows = ids('; { } ) else do :');

/** A loop condition that is one constant (`while (true)`, `while (1)`): read as the empty `for (;;)` one. */
export const constantConditions: ReadonlySet<number> = new Set([tokenId('true'), normalIds.number]);

/** Keywords that leave the statement's place or may (`new` of a class runs its constructor). */
export const jumps = ids('return break continue throw goto yield assert delete co_return co_yield');

/** Keywords that always leave the statement's place: what follows in its block runs only through a label. */
export const leavesBlock = ids('return break continue throw goto co_return');

/** Keywords that leave the function, wherever they stand in it outside a `try`. */
export const leavesFunction = ids('return throw co_return');

/** Operators that assign to the name before them and read it too (`x += 1`). */
export const compoundAssign = ids('+= -= *= /= %= &= |= ^= <<= >>= >>>=');

/** `x++`, `--x`: read and write `x`. */
export const incDec = ids('++ --');

/** What puts the next name inside another value: `a.b`, `p->b`, `std::b`. */
export const memberAccess = ids('. -> ::');

/** Header words that make a braced body a scope of declarations, not of statements. */
export const declarationScopes = ids('class struct interface enum union namespace');

/** Storage words that make a name declared in a body outlive the call (`static int calls;`). */
export const outliving = ids('static extern thread_local');

/** Words a local declaration's type can start with (besides a name and `$numtype`). */
export const typeStarts: IdTable = IdTable.of([
  normalIds.identifier,
  normalIds.numericType,
  ...ids('boolean char void var auto bool struct enum union wchar_t char8_t char16_t char32_t _Bool'),
]);

/** Tokens that may follow the first word of a declaration's type, before the declared name. */
export const typeTails: IdTable = IdTable.of([
  normalIds.identifier,
  normalIds.numericType,
  ...ids('boolean char void bool wchar_t :: < > >> , ? * & && extends super'),
]);

/** Preprocessor lines the C and C++ front ends keep as a `#name` token. */
export const directives = ids('#define #undef #if #ifdef #ifndef #elif #elifdef #elifndef #else #endif');

/** The tokens that are a value on their own: a name, a literal, `true`, `false` and the null pointers. */
export const plainValues: readonly number[] = [
  normalIds.identifier,
  normalIds.number,
  normalIds.string,
  normalIds.char,
  ...wordList('true false null nullptr NULL').map(tokenId),
];
