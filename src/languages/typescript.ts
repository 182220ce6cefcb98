// TypeScript front end (also TSX): JavaScript's tables (see javascript.ts) plus TypeScript's words. Foldings as
// in JavaScript (`import x = require('m')` is an import too), and `public private protected readonly` are
// dropped (cosmetic modifiers). Contextual words that are often names (`type`, `get`, `set`, `module`) stay
// identifiers so renaming them changes nothing.
// A `<` is not read as JSX before a primitive type name (`<number>x` is a type assertion).
import { defineLanguage } from './define-language.js';
import { javascriptSpec } from './javascript.js';
import { wordList } from './word-list.js';

const primitiveTypes = wordList('any unknown never number string boolean bigint symbol object');

export const typescript = defineLanguage({
  id: 'typescript',
  // 3: U+FEFF past the start read as a space, as in JavaScript.
  version: 4,
  extensions: ['.ts', '.mts', '.cts', '.tsx'],
  zeroWidthNoBreakSpaceIsWhiteSpace: true,
  spec: {
    ...javascriptSpec,
    keywords: [
      ...javascriptSpec.keywords,
      ...wordList('abstract as declare enum implements infer interface is keyof namespace satisfies'),
      ...primitiveTypes.filter((word) => word !== 'object'),
    ],
    droppedWords: wordList('public private protected readonly'),
    jsx: { notTagNames: primitiveTypes },
  },
});
