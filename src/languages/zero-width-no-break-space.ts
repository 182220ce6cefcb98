// U+FEFF past a file's start (ZERO WIDTH NO-BREAK SPACE) shows nothing, and languages disagree on it:
// JavaScript and TypeScript read it as white space (ECMAScript's <ZWNBSP>), so `let\uFEFFx` is `let x`;
// Java and C# ignore it inside a name, so `ret\uFEFFurn` is `return`; the others reject it. The reading step
// keeps it (sources/decode-source-text.ts) for each front end to read as its language does: the lexer's
// character classes take it for a space, and a front end of a language that does not is wrapped here to drop
// it before lexing, as the reading step drops the other invisible characters. Either way a copy that
// scatters it where its language ignores it reads as the copy it is.
import { toOriginalSpans } from './translated-text.js';
import type { LanguageFrontEnd } from './types.js';

const ZWNBSP = '\ufeff';

/** `tokenize`, with every U+FEFF dropped from the text first; spans stay on the file's own columns. */
export function droppingZeroWidthNoBreakSpaces(
  tokenize: LanguageFrontEnd['tokenize'],
): LanguageFrontEnd['tokenize'] {
  return (text, lendSpans) => {
    if (!text.includes(ZWNBSP)) return tokenize(text, lendSpans);
    const origins = new Uint32Array(text.length + 1);
    let length = 0;
    for (let i = 0; i < text.length; i++) if (text[i] !== ZWNBSP) origins[length++] = i;
    origins[length] = text.length;
    const translated = { text: text.replaceAll(ZWNBSP, ''), origins: origins.subarray(0, length + 1) };
    return toOriginalSpans(text, translated, tokenize(translated.text));
  };
}
