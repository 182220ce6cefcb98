// Python front end. Layout is structure here, so indentation becomes `$indent`/`$dedent` tokens (compared
// level by level, so any consistent width lexes the same), none inside brackets, after a backslash-joined
// line, or for blank and comment-only lines. Foldings:
// - a string that is a whole logical line (a docstring, or a string used as a comment) is dropped;
// - `import` and `from ... import` lines are dropped, with their parenthesized continuation lines (libraries
//   dictate them);
// - `;` is dropped (it only separates statements written on one line).
// No numeric type folding: `int` and `float` are functions here, not declarations. f-strings (and t-strings)
// are one `$str` with the code in their `{...}` lexed as code.
import { defineLanguage } from './define-language.js';
import type { LiteralRule } from './lexer-spec.js';
import { wordList } from './word-list.js';

export const python = defineLanguage({
  id: 'python',
  version: 4,
  extensions: ['.py', '.pyw', '.pyi'],
  spec: {
    keywords: wordList(`
      False None True and as assert async await break class continue def del elif else except finally for
      from global if import in is lambda nonlocal not or pass raise return try while with yield
    `),
    operators: wordList(`
      ( ) [ ] { } , : . ... ; @ = -> :=
      + - * / // % ** << >> & | ^ ~ < > <= >= == !=
      += -= *= /= //= %= **= <<= >>= &= |= ^= @=
    `),
    droppedOperators: [';'],
    droppedStatements: [
      { keyword: 'import', end: 'line' },
      { keyword: 'from', end: 'line' },
    ],
    lineComments: ['#'],
    literals: pythonLiterals(),
    indentation: true,
    dropDocstrings: true,
  },
});

/** Every quote with every prefix (r, b, u, f, t and their pairs, in any case). */
function pythonLiterals(): LiteralRule[] {
  const prefixes = wordList('_ r u b br rb f fr rf t tr rt').flatMap((p) =>
    p === '_' ? [''] : caseVariants(p),
  );
  return prefixes.flatMap((prefix) => {
    const interpolation = /[ft]/i.test(prefix) ? 'brace' : 'none';
    return ['"""', "'''", '"', "'"].map((quote): LiteralRule => ({
      prefix,
      quote,
      token: '$str',
      multiline: quote.length === 3,
      interpolation,
    }));
  });
}

function caseVariants(word: string): string[] {
  const [first = '', ...rest] = word;
  if (first === '') return [''];
  const tails = caseVariants(rest.join(''));
  return [first.toLowerCase(), first.toUpperCase()].flatMap((c) => tails.map((tail) => c + tail));
}
