// C++ front end: C's tables (see c.ts) plus C++'s words and operators, raw strings `R"delim(...)delim"` and
// `1'000'000` digit separators. Foldings as in C, and also:
// - `public private protected` are dropped (access labels and inheritance modifiers are cosmetic here);
// - `this->` before a member is dropped (`this->count = count` is `count = count`), `this` alone stays;
// - `std::` is dropped and so are `using namespace …;` and `using std::…;`: `std::vector<int>` reads as
//   `vector<int>` after `using namespace std;` does (whether a program names the standard library's
//   namespace or brings it in is a matter of style, and the common disguise of a copy: an LLM asked to
//   rewrite one spells `std::` out);
// - `endl` reads as the string `"\n"` it prints;
// - as in C, an alias of a type (`using vi = vector<int>;`) reads as the type (type-aliases.ts), a macro
//   as its expansion (expand-macros.ts) and `printf`, `scanf` and `puts` as streams (formatted-io.ts); the
//   stream set-up goes and a char printed by `<<` reads as a string (stream-spellings.ts);
// - `> >` closing two template argument lists reads as `>>` (template-closers.ts);
// - `best = max(best, v);` and `if (v > best) best = v;` read alike, `min` with `<` (min-max-form.ts);
// - a range `for (auto& v : a)` reads as the counted loop over `a`'s indexes it stands for
//   (for-each-loops.ts).
import { cSpec } from './c.js';
import { defineLanguage } from './define-language.js';
import { expandMacros } from './expand-macros.js';
import { readForEachAsIndexLoops } from './for-each-loops.js';
import { readFormattedIoAsStreams } from './formatted-io.js';
import { readMinMaxAsCalls } from './min-max-form.js';
import type { LiteralRule } from './lexer-spec.js';
import { dropStreamSetup, readPrintedCharsAsStrings } from './stream-spellings.js';
import { joinTemplateClosers } from './template-closers.js';
import { resolveTypeAliases } from './type-aliases.js';
import { wordList } from './word-list.js';

const rawLiterals: LiteralRule[] = ['R', 'LR', 'uR', 'UR', 'u8R'].map((prefix) => ({
  prefix,
  quote: '"',
  token: '$str',
  delimiter: 'cpp-raw',
  escape: 'none',
  multiline: true,
}));

export const cpp = defineLanguage({
  id: 'cpp',
  version: 28,
  normalizeStatements: true,
  respell: (text, lexed) =>
    readForEachAsIndexLoops(
      readMinMaxAsCalls(
        readPrintedCharsAsStrings(
          dropStreamSetup(
            text,
            readFormattedIoAsStreams(
              text,
              joinTemplateClosers(expandMacros(text, resolveTypeAliases(text, lexed))),
            ),
          ),
        ),
        'cpp',
      ),
      'cpp',
    ),
  extensions: ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.tpp'],
  spec: {
    ...cSpec,
    keywords: [
      ...cSpec.keywords,
      ...wordList(`
        and and_eq asm bitand bitor catch char8_t char16_t char32_t class co_await co_return co_yield compl
        concept consteval constexpr constinit const_cast decltype delete dynamic_cast explicit export final
        friend mutable namespace new noexcept not not_eq operator or or_eq override reinterpret_cast requires
        static_cast template this throw try typeid typename using virtual wchar_t xor xor_eq
      `),
    ],
    droppedWords: wordList('const register public private protected'),
    // `cout << endl` prints what `cout << "\n"` prints (and flushes, which changes no output).
    foldedWords: { ...cSpec.foldedWords, endl: '$str' },
    operators: [...cSpec.operators, ...wordList(':: .* ->* <=>')],
    literals: [...rawLiterals, ...cSpec.literals],
    digitSeparator: "'",
    droppedQualifiers: { this: ['->'], std: ['::'] },
    droppedStatements: [{ keyword: 'using', end: ';', before: ['namespace', 'std'] }],
  },
});
