// Tables shared by the languages with C's syntax (C, C++, C#, Java, JavaScript, TypeScript, Go, Rust,
// Kotlin): the operators they have in common, line and block comments, and plain quoted literals.
import type { BlockComment, LiteralRule } from './lexer-spec.js';
import { wordList } from './word-list.js';

/** Operators and punctuation common to the C family; each language adds its own. */
export const cFamilyOperators: readonly string[] = wordList(`
  { } ( ) [ ] ; , . ? :
  + - * / % ++ --
  = += -= *= /= %= &= |= ^= <<= >>=
  == != < > <= >= && || !
  & | ^ ~ << >>
`);

export const cLineComments: readonly string[] = ['//'];

export const cBlockComments: readonly BlockComment[] = [{ open: '/*', close: '*/', nests: false }];

/** Block comments that nest (Rust, Kotlin). */
export const nestedBlockComments: readonly BlockComment[] = [{ open: '/*', close: '*/', nests: true }];

/** Single-line `"string"` and `'c'` with backslash escapes. */
export const cQuotedLiterals: readonly LiteralRule[] = [
  { prefix: '', quote: '"', token: '$str' },
  { prefix: '', quote: "'", token: '$chr' },
];
