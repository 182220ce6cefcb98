// JavaScript front end (also JSX). Template literals are one `$str` with the code in `${...}` lexed as code;
// `/` starts a regex literal (`$regex`) where an expression may start, and `<` a JSX element. Foldings:
// - `;` is dropped (optional: automatic semicolon insertion);
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - static imports and re-exports are dropped (`import x from 'm'`, `import 'm'`, `export * from 'm'`,
//   `export { a } from 'm'`): libraries dictate them. So is a local `export { a, b }` list, which only wires
//   names up. Dynamic `import(...)`, `import.meta` and an `import:` key are code and stay;
// - `this.` before a member is dropped (`this.count = count` is `count = count`), `this` alone stays;
// - `var let const` fold to `$decl` (swapping them is a common disguise and rarely the point of a solution).
import { cBlockComments, cFamilyOperators, cLineComments, droppedBraces } from './c-family.js';
import { defineLanguage } from './define-language.js';
import type { LexerSpec, LiteralRule } from './lexer-spec.js';
import { foldWords, wordList } from './word-list.js';

const jsLiterals: LiteralRule[] = [
  { prefix: '', quote: '`', token: '$str', multiline: true, interpolation: 'dollar-brace' },
  { prefix: '', quote: '"', token: '$str' },
  { prefix: '', quote: "'", token: '$str' },
];

/** JavaScript's tables; TypeScript extends them. */
export const javascriptSpec: LexerSpec = {
  keywords: wordList(`
    async await break case catch class continue debugger default delete do else export extends false finally
    for from function if import in instanceof new null of return static super switch this throw true try
    typeof undefined void while with yield
  `),
  foldedWords: foldWords('var let const', '$decl'),
  operators: [
    ...cFamilyOperators.filter((op) => op !== ';'),
    ...wordList('=== !== ** **= => ?. ?? ??= &&= ||= >>> >>>= ... @'),
  ],
  droppedOperators: [';', ...droppedBraces],
  droppedQualifiers: { this: ['.'] },
  droppedStatements: [
    { keyword: 'import', end: 'line', notBefore: ['(', '.', ':'] },
    { keyword: 'export', end: 'line', before: ['{', '*'] },
  ],
  lineComments: cLineComments,
  blockComments: cBlockComments,
  literals: jsLiterals,
  identifierSymbols: '$',
  regexLiterals: true,
  valueKeywords: wordList('this super true false null undefined'),
  jsx: { notTagNames: [] },
};

export const javascript = defineLanguage({
  id: 'javascript',
  // 3: U+FEFF past the start read as a space, as ECMAScript reads it, no longer dropped to join two words.
  version: 4,
  extensions: ['.js', '.mjs', '.cjs', '.jsx'],
  spec: javascriptSpec,
  zeroWidthNoBreakSpaceIsWhiteSpace: true,
});
