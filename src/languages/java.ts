// Java front end. Foldings, each a common disguise that rarely tells honest solutions apart:
// - `{` `}` are dropped (optional around a single statement; see `droppedBraces` in c-family.ts);
// - `package` and `import` statements are dropped (libraries dictate them, not the author's logic);
// - `this.` before a member is dropped (`this.count = count` reads `count = count`, yet normalization reads
//   it as the write to the field it is: dropped-qualifiers.ts), `this` alone stays;
// - `public private protected final` are dropped (adding or changing them does not change the program's logic);
// - `byte short int long float double` fold to `$numtype` (int → long), consecutive ones to one;
// - `System.out.printf(…);` reads as the `print` or `println` of the concatenation that prints the same
//   (formatted-io.ts);
// - `best = Math.max(best, v);` and `if (v > best) best = v;` read alike, `min` with `<` (min-max-form.ts);
// - `for (T v : a)` reads as the counted loop over `a`'s indexes it stands for (for-each-loops.ts).
// Text blocks `"""` are strings; `$` may appear in identifiers; `\uXXXX` escapes are read first, as javac does.
import {
  cBlockComments,
  cFamilyOperators,
  cLineComments,
  cQuotedLiterals,
  droppedBraces,
} from './c-family.js';
import { defineLanguage } from './define-language.js';
import { readForEachAsIndexLoops } from './for-each-loops.js';
import { readJavaPrintfAsPrint } from './formatted-io.js';
import { readMinMaxAsCalls } from './min-max-form.js';
import { withUnicodeEscapes } from './unicode-escapes.js';
import { foldWords, wordList } from './word-list.js';

export const java = withUnicodeEscapes(
  defineLanguage({
    id: 'java',
    version: 24,
    extensions: ['.java'],
    normalizeStatements: true,
    respell: (text, lexed) =>
      readForEachAsIndexLoops(readMinMaxAsCalls(readJavaPrintfAsPrint(text, lexed), 'java'), 'java'),
    spec: {
      keywords: wordList(`
      abstract assert boolean break case catch char class const continue default do else enum extends
      finally for goto if implements import instanceof interface native new package return static strictfp
      super switch synchronized this throw throws transient try var void volatile while true false null
    `),
      droppedWords: wordList('public private protected final'),
      foldedWords: foldWords('byte short int long float double', '$numtype'),
      operators: [...cFamilyOperators, ...wordList('>>> >>>= :: -> ... @')],
      droppedOperators: droppedBraces,
      droppedQualifiers: { this: ['.'] },
      droppedStatements: [
        { keyword: 'package', end: ';' },
        { keyword: 'import', end: ';' },
      ],
      lineComments: cLineComments,
      blockComments: cBlockComments,
      literals: [{ prefix: '', quote: '"""', token: '$str', multiline: true }, ...cQuotedLiterals],
      identifierSymbols: '$',
    },
  }),
);
