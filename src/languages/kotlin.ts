// Kotlin front end. Block comments nest; strings `"..."` and raw `"""..."""` are one `$str` each, with `$name`
// as `$id` and the code in `${...}` lexed as code; `` `quoted names` `` are identifiers. Foldings:
// - `;` is dropped (optional at line ends);
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `package` and `import` lines are dropped (libraries dictate them, not the author's logic);
// - `this.` before a member is dropped (`this.count = count` is `count = count`), `this` alone stays;
// - `val var` fold to `$decl` (mutability swaps are a common disguise);
// - `public private protected internal final open` are dropped (cosmetic modifiers);
// - `Byte Short Int Long Float Double` and their unsigned forms fold to `$numtype`.
// Soft keywords that are common names (`data`, `value`, `field`, `it`, `get`, `set`, `by`) stay identifiers.
import { cFamilyOperators, cLineComments, droppedBraces, nestedBlockComments } from './c-family.js';
import { defineLanguage } from './define-language.js';
import { foldWords, wordList } from './word-list.js';

export const kotlin = defineLanguage({
  id: 'kotlin',
  version: 3,
  extensions: ['.kt', '.kts'],
  spec: {
    keywords: wordList(`
      as break class continue do else false for fun if in interface is null object package return super this
      throw true try typealias when while catch finally import constructor companion enum sealed abstract
      override lateinit suspend vararg const inner inline operator infix tailrec Boolean Char String Unit
    `),
    foldedWords: {
      ...foldWords('val var', '$decl'),
      ...foldWords('Byte Short Int Long Float Double UByte UShort UInt ULong', '$numtype'),
    },
    droppedWords: wordList('public private protected internal final open'),
    operators: [...cFamilyOperators, ...wordList('?. ?: !! :: .. ..< -> === !== @')],
    droppedOperators: [';', ...droppedBraces],
    droppedQualifiers: { this: ['.'] },
    droppedStatements: [
      { keyword: 'package', end: 'line' },
      { keyword: 'import', end: 'line' },
    ],
    lineComments: cLineComments,
    blockComments: nestedBlockComments,
    literals: [
      { prefix: '', quote: '"""', token: '$str', escape: 'none', multiline: true, interpolation: 'dollar' },
      { prefix: '', quote: '"', token: '$str', interpolation: 'dollar' },
      { prefix: '', quote: "'", token: '$chr' },
      { prefix: '', quote: '`', token: '$id', escape: 'none' },
    ],
  },
});
