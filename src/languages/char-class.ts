// Character classes for the lexer's dispatch: one bit set per ASCII code, built from a language's spec, so
// the hot loop classifies a character with one array read instead of a regex or a chain of comparisons.

export const SPACE = 1;
export const NEWLINE = 2;
export const IDENT_START = 4;
export const IDENT_PART = 8;
export const DIGIT = 16;
/** First character of a comment marker. */
export const COMMENT = 32;
/** First character of a literal without a word prefix ('"', '@"'). */
export const LITERAL = 64;
/** Character that may follow a word prefix to open a literal ('"' after r, '#' after Rust's r). */
export const PREFIX_FOLLOW = 128;

/** What the character tables need to know about a language. */
export interface CharClassSource {
  readonly identifierSymbols: string;
  readonly commentStarts: string;
  readonly literalStarts: string;
  readonly prefixFollowers: string;
}

/** Class bits of each code below 128. */
export function buildCharClasses(source: CharClassSource): Uint8Array {
  const classes = new Uint8Array(128);
  for (const c of [9, 11, 12, 13, 32]) classes[c] = SPACE;
  classes[10] = NEWLINE;
  const word = (c: number) => (classes[c] = (classes[c] ?? 0) | IDENT_START | IDENT_PART);
  for (let c = 65; c <= 90; c++) word(c);
  for (let c = 97; c <= 122; c++) word(c);
  word(95);
  for (const ch of source.identifierSymbols) word(ch.charCodeAt(0));
  for (let c = 48; c <= 57; c++) classes[c] = IDENT_PART | DIGIT;
  const mark = (chars: string, bit: number) => {
    for (const ch of chars) {
      const c = ch.charCodeAt(0);
      if (c < 128) classes[c] = (classes[c] ?? 0) | bit;
    }
  };
  mark(source.commentStarts, COMMENT);
  mark(source.literalStarts, LITERAL);
  mark(source.prefixFollowers, PREFIX_FOLLOW);
  return classes;
}

/** Class of a character code; codes from 128 on are identifier characters unless they are spaces. */
export function charClass(classes: Uint8Array, c: number): number {
  if (c < 128) return classes[c] ?? 0;
  if (c !== c) return 0;
  return isUnicodeSpace(c) ? SPACE : IDENT_START | IDENT_PART;
}

function isUnicodeSpace(c: number): boolean {
  return (
    c < 0xa1 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
