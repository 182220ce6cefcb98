// Go front end. Raw strings in backquotes, runes as `$chr`. Foldings:
// - `;` is dropped (inserted automatically at line ends);
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `package` and `import` declarations are dropped, `import (...)` groups whole (libraries dictate them);
// - sized and unsized numeric types (`int int8 ... uint64 uintptr float32 float64 byte`) fold to `$numtype`.
// The predeclared `true false nil bool string rune error` are kept as words: shadowing them is rare.
import { cBlockComments, cFamilyOperators, cLineComments, droppedBraces } from './c-family.js';
import { defineLanguage } from './define-language.js';
import { foldWords, wordList } from './word-list.js';

export const go = defineLanguage({
  id: 'go',
  version: 3,
  extensions: ['.go'],
  spec: {
    keywords: wordList(`
      break case chan const continue default defer else fallthrough for func go goto if import interface map
      package range return select struct switch type var true false nil bool string rune error
    `),
    foldedWords: foldWords(
      'int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 uintptr float32 float64 byte',
      '$numtype',
    ),
    operators: [...cFamilyOperators, ...wordList(':= <- &^ &^= ...')],
    droppedOperators: [';', ...droppedBraces],
    droppedStatements: [
      { keyword: 'package', end: 'line' },
      { keyword: 'import', end: 'line' },
    ],
    lineComments: cLineComments,
    blockComments: cBlockComments,
    literals: [
      { prefix: '', quote: '`', token: '$str', escape: 'none', multiline: true },
      { prefix: '', quote: '"', token: '$str' },
      { prefix: '', quote: "'", token: '$chr' },
    ],
  },
});
