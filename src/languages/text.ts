// Plain-text front end, the fallback for prose, markup and languages without a front end of their own: words
// lower-cased are the tokens (so they are hashed per token here), numbers fold to `$num`, punctuation and
// layout are dropped. Data and configuration formats (.json, .yaml, .csv...) are left out on purpose: they
// are generated or shared far more often than written, and would only add noise.
import { tokenId } from '../engine/token-id.js';
import type { TokenSequence } from '../engine/types.js';
import { buildCharClasses, charClass, DIGIT, IDENT_PART, IDENT_START } from './char-class.js';
import { normalIds } from './normal-tokens.js';
import { TokenBuffer } from './token-buffer.js';
import { spellingOf } from './token-spellings.js';
import type { LanguageFrontEnd } from './types.js';
import { wordList } from './word-list.js';
import { droppingZeroWidthNoBreakSpaces } from './zero-width-no-break-space.js';

const classes = buildCharClasses({
  identifierSymbols: '',
  commentStarts: '',
  literalStarts: '',
  prefixFollowers: '',
});

const NEWLINE = 10;
const DOT = 46;
const COMMA = 44;

export const text: LanguageFrontEnd = {
  id: 'text',
  version: 1,
  extensions: wordList(`
    .txt .text .md .markdown .rst .adoc .asciidoc .tex .org .html .htm .css .scss .sql .sh .bash .zsh .ps1
    .bat .rb .php .swift .scala .m .r .lua .pl .hs .ml .fs .dart .jl .erl .ex .exs .clj .lisp .scm .vb .pas
    .f90 .asm .s .vue .svelte
  `),
  tokenize: droppingZeroWidthNoBreakSpaces(tokenizeText),
};

/** Tokens of plain text: lower-cased words and `$num` for numbers such as 42, 3.14 or 1,000. */
function tokenizeText(source: string): TokenSequence {
  const out = new TokenBuffer(source.length >> 3);
  const n = source.length;
  let line = 0;
  let lineStart = 0;
  let p = 0;
  while (p < n) {
    const c = source.charCodeAt(p);
    const cls = charClass(classes, c);
    const start = p;
    if (c === NEWLINE) {
      line++;
      lineStart = ++p;
      continue;
    }
    if (cls & DIGIT) p = numberEnd(source, p);
    else if (cls & IDENT_START) {
      while (p < n && charClass(classes, source.charCodeAt(p)) & IDENT_PART) p++;
    } else {
      p++;
      continue;
    }
    const id = cls & DIGIT ? normalIds.number : tokenId(source.slice(start, p).toLowerCase());
    out.push(id, line, start - lineStart, line, p - lineStart, spellingOf(id, source, start, p));
  }
  return out.toSequence();
}

function numberEnd(source: string, from: number): number {
  let p = from;
  for (;;) {
    const c = source.charCodeAt(p);
    if (charClass(classes, c) & IDENT_PART) p++;
    else if ((c === DOT || c === COMMA) && charClass(classes, source.charCodeAt(p + 1)) & DIGIT) p++;
    else return p;
  }
}
