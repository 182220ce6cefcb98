// C front end. `#include`, `#pragma` and other directives are boilerplate and dropped with their line;
// `#define`, `#if` and the like stay as one `#name` token with the rest of the line lexed as code. Foldings:
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `const` and `register` are dropped (adding or removing them is cosmetic to the algorithm);
// - numeric type words (`short int long float double signed unsigned` and the `<stdint.h>` fixed-width
//   names) fold to `$numtype`, and a run of them (`unsigned long long`) to one;
// - an alias of a type (`typedef long long ll;`, `#define ll long long`, `typedef struct node node;`) reads
//   as the type (type-aliases.ts), and a macro's uses as its expansion, its definition left out
//   (expand-macros.ts);
// - `printf`, `scanf` and `puts` statements read as the stream statements that do the same (formatted-io.ts).
import { cBlockComments, cFamilyOperators, cLineComments, droppedBraces } from './c-family.js';
import { defineLanguage } from './define-language.js';
import { expandMacros } from './expand-macros.js';
import { readFormattedIoAsStreams } from './formatted-io.js';
import type { LexerSpec, LiteralRule } from './lexer-spec.js';
import { resolveTypeAliases } from './type-aliases.js';
import { foldWords, wordList } from './word-list.js';

/** `"..."` and `'c'` with C's encoding prefixes. */
const cLiterals: LiteralRule[] = ['', 'L', 'u', 'U', 'u8'].flatMap((prefix): LiteralRule[] => [
  { prefix, quote: '"', token: '$str' },
  { prefix, quote: "'", token: '$chr' },
]);

/** C's tables; C++ extends them. */
export const cSpec: LexerSpec = {
  keywords: wordList(`
    auto break case char continue default do else enum extern for goto if inline restrict return sizeof
    static struct switch typedef union void volatile while bool true false NULL nullptr alignas alignof
    static_assert thread_local typeof _Alignas _Alignof _Atomic _Bool _Complex _Generic _Noreturn
    _Static_assert _Thread_local
  `),
  droppedWords: wordList('const register'),
  foldedWords: foldWords(
    `short int long float double signed unsigned size_t ssize_t int8_t int16_t int32_t int64_t uint8_t
     uint16_t uint32_t uint64_t`,
    '$numtype',
  ),
  operators: [...cFamilyOperators, ...wordList('-> ... # ##')],
  droppedOperators: droppedBraces,
  lineComments: cLineComments,
  blockComments: cBlockComments,
  literals: cLiterals,
  preprocessor: { keep: wordList('define undef if ifdef ifndef elif elifdef elifndef else endif') },
};

export const c = defineLanguage({
  id: 'c',
  version: 27,
  extensions: ['.c', '.h'],
  spec: cSpec,
  normalizeStatements: true,
  respell: (text, lexed) =>
    readFormattedIoAsStreams(text, expandMacros(text, resolveTypeAliases(text, lexed))),
});
