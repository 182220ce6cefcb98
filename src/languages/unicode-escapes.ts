// Java's Unicode escapes (JLS 3.3): javac turns every `\uXXXX` into its character before it lexes anything,
// in names, keywords, operators and comments alike, so `\u0072eturn` is `return` and `// \u000a x = 1;` is
// code. A front end wrapped here lexes the text so translated and moves every token's span back onto the
// file's own lines and columns. Pure.
import { toOriginalSpans, type TranslatedText } from './translated-text.js';
import type { LanguageFrontEnd } from './types.js';

const LOWER_U = 117;
const CARRIAGE_RETURN = 13;

/** `frontEnd`, reading `\uXXXX` escapes as javac does: same id, version and extensions. */
export function withUnicodeEscapes(frontEnd: LanguageFrontEnd): LanguageFrontEnd {
  return {
    ...frontEnd,
    tokenize: (text, lendSpans) => {
      const translated = translateUnicodeEscapes(text);
      if (translated === undefined) return frontEnd.tokenize(text, lendSpans);
      return toOriginalSpans(text, translated, frontEnd.tokenize(translated.text));
    },
  };
}

/**
 * `text` with every Unicode escape replaced by its character (`\u000d` by a line feed, as it ends a line),
 * or undefined when it has none. A backslash starts an escape only after an even number of backslashes
 * (`"\\u"` is not one), and one an escape produced starts none.
 */
export function translateUnicodeEscapes(text: string): TranslatedText | undefined {
  if (!text.includes('\\u')) return undefined;
  const origins = new Uint32Array(text.length + 1);
  const parts: string[] = [];
  let length = 0;
  let copied = 0;
  const copyTo = (end: number) => {
    parts.push(text.slice(copied, end));
    for (let i = copied; i < end; i++) origins[length++] = i;
  };
  // The run of backslashes that ends at `runEnd`, none of them an escape's.
  let run = 0;
  let runEnd = -1;
  for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', at)) {
    const before = at === runEnd ? run : 0;
    const escape = before % 2 === 0 ? readEscape(text, at) : undefined;
    if (escape === undefined) {
      run = before + 1;
      runEnd = ++at;
      continue;
    }
    copyTo(at);
    if (!isIdentifierIgnorable(escape.code)) {
      parts.push(escape.code === CARRIAGE_RETURN ? '\n' : String.fromCharCode(escape.code));
      origins[length++] = at;
    }
    copied = at = escape.end;
    runEnd = -1;
  }
  copyTo(text.length);
  origins[length] = text.length;
  return { text: parts.join(''), origins: origins.subarray(0, length + 1) };
}

const FORMAT = /\p{Cf}/u;

/**
 * What javac leaves out of a name (Character.isIdentifierIgnorable): controls other than whitespace, and
 * format characters (`ret\uFEFFurn` is `return`). Written as they are, the reading step drops them
 * (sources/decode-source-text.ts; U+FEFF, the front end: zero-width-no-break-space.ts); written as
 * escapes, they are dropped here, or they would split the name.
 */
function isIdentifierIgnorable(code: number): boolean {
  return (
    code <= 0x08 ||
    (code >= 0x0e && code <= 0x1b) ||
    (code >= 0x7f && code <= 0x9f) ||
    FORMAT.test(String.fromCharCode(code))
  );
}

/** The escape `\u…uXXXX` at `at`, or undefined when there is none (javac rejects a malformed one). */
function readEscape(text: string, at: number): { code: number; end: number } | undefined {
  let p = at + 1;
  if (text.charCodeAt(p) !== LOWER_U) return undefined;
  while (text.charCodeAt(p) === LOWER_U) p++;
  const hex = text.slice(p, p + 4);
  if (!/^[0-9a-fA-F]{4}$/.test(hex)) return undefined;
  return { code: parseInt(hex, 16), end: p + 4 };
}
