// C# front end. Literals: verbatim `@"..."` (with `""` inside), interpolated `$"...{code}..."` and `$@"`,
// raw `"""..."""` and `$"""..."""`. `#region`, `#pragma` and other directives are dropped with their line;
// `#if`, `#define` and the like stay as one `#name` token. Foldings:
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `using` directives are dropped (`using X.Y;`, `using A = B;`, `global using`): only at the top or in a
//   namespace block, and never `using (...)` or `using var` (resource statements inside code);
// - `this.` before a member is dropped (`this.count = count` is `count = count`), `this` alone stays;
// - `public private protected internal readonly sealed` are dropped (cosmetic in student programs);
// - numeric type keywords (`sbyte byte short ushort int uint long ulong float double decimal nint nuint`)
//   fold to `$numtype`.
import {
  cBlockComments,
  cFamilyOperators,
  cLineComments,
  cQuotedLiterals,
  droppedBraces,
} from './c-family.js';
import { defineLanguage } from './define-language.js';
import type { LiteralRule } from './lexer-spec.js';
import { foldWords, wordList } from './word-list.js';

const verbatim = { token: '$str', escape: 'doubled', multiline: true } as const;
const raw = { token: '$str', delimiter: 'fence', escape: 'none', multiline: true } as const;

const csharpLiterals: LiteralRule[] = [
  { prefix: '$', quote: '"""', ...raw, interpolation: 'brace' },
  { prefix: '', quote: '"""', ...raw },
  { prefix: '$@', quote: '"', ...verbatim, interpolation: 'brace' },
  { prefix: '@$', quote: '"', ...verbatim, interpolation: 'brace' },
  { prefix: '@', quote: '"', ...verbatim },
  { prefix: '$', quote: '"', token: '$str', interpolation: 'brace' },
  ...cQuotedLiterals,
];

export const csharp = defineLanguage({
  id: 'csharp',
  version: 4,
  extensions: ['.cs', '.csx'],
  spec: {
    keywords: wordList(`
      abstract as base bool break case catch char checked class const continue default delegate do else enum
      event explicit extern false finally fixed for foreach goto if implicit in interface is lock namespace
      new null object operator out override params ref return sizeof stackalloc static string struct switch
      this throw true try typeof unchecked unsafe using virtual void volatile while var async await yield
      nameof when record
    `),
    droppedWords: wordList('public private protected internal readonly sealed'),
    foldedWords: foldWords(
      'sbyte byte short ushort int uint long ulong float double decimal nint nuint',
      '$numtype',
    ),
    operators: [...cFamilyOperators, ...wordList('?? ??= ?. => :: .. -> @')],
    droppedOperators: droppedBraces,
    droppedQualifiers: { this: ['.'] },
    droppedStatements: [
      { keyword: 'using', end: ';', notBefore: ['(', 'var'], maxDepth: 1 },
      { keyword: 'global', end: ';', before: ['using'], maxDepth: 0 },
    ],
    lineComments: cLineComments,
    blockComments: cBlockComments,
    literals: csharpLiterals,
    preprocessor: { keep: wordList('define undef if elif else endif') },
  },
});
