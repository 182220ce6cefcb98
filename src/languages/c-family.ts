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

/**
 * Braces, dropped in every C-family front end (through `droppedOperators`): braces around a single statement
 * are optional, and adding them (`for (...) x++;` → `for (...) { x++; }`) is what formatters, IDEs and
 * copiers do. All braces go, not only block braces: telling a block from an initializer `{1, 2}`, an
 * object literal, a Go composite literal, a Rust struct literal or a Kotlin lambda would take a parser (to a
 * lexer, Go's `if x {` looks like `T{`), and would buy little, since what is inside and around those braces
 * (`= new $id [ ] $num , $num`, `$id : $num`) still fingerprints the code: the token stream needs to be a
 * good fingerprint, not parseable. The lexer still counts dropped braces as brackets, so code embedded in
 * `${...}` or JSX `{...}` ends at its own `}`.
 */
export const droppedBraces: readonly string[] = ['{', '}'];

/** Single-line `"string"` and `'c'` with backslash escapes. */
export const cQuotedLiterals: readonly LiteralRule[] = [
  { prefix: '', quote: '"', token: '$str' },
  { prefix: '', quote: "'", token: '$chr' },
];
