// Rust front end. Block comments nest; `'a` is a lifetime or label (`$lifetime`), `'a'` a char; strings may
// span lines; raw `r#"..."#`, byte `b"..."`/`b'x'` and C `c"..."` literals. Foldings:
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `use` and `extern crate` declarations are dropped (libraries dictate them); `mod x;` stays;
// - `pub` is dropped (visibility is cosmetic in student programs);
// - integer and float types (`i8 ... i128 isize u8 ... u128 usize f32 f64`) fold to `$numtype`.
import { cFamilyOperators, cLineComments, droppedBraces, nestedBlockComments } from './c-family.js';
import { defineLanguage } from './define-language.js';
import type { LiteralRule } from './lexer-spec.js';
import { foldWords, wordList } from './word-list.js';

const rustLiterals: LiteralRule[] = [
  ...['r', 'br', 'cr'].map((prefix): LiteralRule => ({
    prefix,
    quote: '',
    token: '$str',
    delimiter: 'rust-raw',
    escape: 'none',
    multiline: true,
  })),
  { prefix: 'b', quote: "'", token: '$chr' },
  { prefix: 'b', quote: '"', token: '$str', multiline: true },
  { prefix: 'c', quote: '"', token: '$str', multiline: true },
  { prefix: '', quote: '"', token: '$str', multiline: true },
  { prefix: '', quote: "'", token: '$chr' },
];

export const rust = defineLanguage({
  id: 'rust',
  version: 3,
  extensions: ['.rs'],
  spec: {
    keywords: wordList(`
      as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod
      move mut ref return self Self static struct super trait true type unsafe use where while bool char str
    `),
    droppedWords: ['pub'],
    foldedWords: foldWords('i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64', '$numtype'),
    operators: [...cFamilyOperators, ...wordList(':: -> => .. ..= ... # $ @')],
    droppedOperators: droppedBraces,
    droppedStatements: [
      { keyword: 'use', end: ';' },
      { keyword: 'extern', end: ';', before: ['crate'] },
    ],
    lineComments: cLineComments,
    blockComments: nestedBlockComments,
    literals: rustLiterals,
    lifetimes: true,
  },
});
