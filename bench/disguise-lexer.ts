// The disguise benchmark's view of Java text: raw tokens, each carrying the whitespace and comments before it
// (its `lead`), so that printing the tokens back gives the text exactly and an attack can edit some tokens
// and keep the rest of the file as it was. It does not normalize anything: that is the detector's job.

export type TokenKind = 'word' | 'number' | 'string' | 'op' | 'end';

/** One raw token. `lead` is the whitespace and comments before it; the last token is an empty `end`. */
export interface Tok {
  kind: TokenKind;
  text: string;
  lead: string;
}

export class DisguiseLexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DisguiseLexError';
  }
}

// Longest first, so that `>>>=` is one token and not `>>` `>=`.
const OPERATORS = [
  '>>>=',
  '<<=',
  '>>=',
  '>>>',
  '...',
  '->',
  '::',
  '++',
  '--',
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '<<',
  '>>',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  ';',
  ',',
  '.',
  '@',
  '=',
  '>',
  '<',
  '!',
  '~',
  '?',
  ':',
  '+',
  '-',
  '*',
  '/',
  '&',
  '|',
  '^',
  '%',
];
// `>>` and `>>>` stay split as `>` tokens: in `List<List<Integer>>` they close generics, and splitting a
// shift into `>` `>` prints back the same text because no lead is put between them.
const SPLIT_SHIFTS = new Set(['>>', '>>>']);

/** Raw tokens of `text`; printing them back with `printTokens` gives `text`. */
export function lexJava(text: string): Tok[] {
  const tokens: Tok[] = [];
  let at = 0;
  while (true) {
    const leadStart = at;
    at = skipTrivia(text, at);
    const lead = text.slice(leadStart, at);
    if (at >= text.length) {
      tokens.push({ kind: 'end', text: '', lead });
      return tokens;
    }
    const [kind, end] = scanToken(text, at);
    const piece = text.slice(at, end);
    if (SPLIT_SHIFTS.has(piece)) {
      [...piece].forEach((char, i) => tokens.push({ kind: 'op', text: char, lead: i === 0 ? lead : '' }));
    } else tokens.push({ kind, text: piece, lead });
    at = end;
  }
}

/** The text of `tokens`, leads included. */
export function printTokens(tokens: readonly Tok[]): string {
  return tokens.map((token) => token.lead + token.text).join('');
}

function skipTrivia(text: string, at: number): number {
  while (at < text.length) {
    if (/\s/.test(text[at]!)) at++;
    else if (text.startsWith('//', at)) at = lineEnd(text, at);
    else if (text.startsWith('/*', at)) {
      const close = text.indexOf('*/', at + 2);
      if (close < 0) throw new DisguiseLexError(`unterminated comment at offset ${at}`);
      at = close + 2;
    } else break;
  }
  return at;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}

function scanToken(text: string, at: number): [TokenKind, number] {
  const char = text[at]!;
  if (/[A-Za-z_$\u00c0-\uffff]/.test(char)) return ['word', scanWhile(text, at, /[\w$\u00c0-\uffff]/)];
  if (/\d/.test(char) || (char === '.' && /\d/.test(text[at + 1] ?? '')))
    return ['number', scanNumber(text, at)];
  if (text.startsWith('"""', at)) return ['string', closeAt(text, at, at + 3, '"""')];
  if (char === '"' || char === "'") return ['string', scanQuoted(text, at, char)];
  const operator = OPERATORS.find((op) => text.startsWith(op, at));
  if (!operator) throw new DisguiseLexError(`unexpected character ${JSON.stringify(char)} at offset ${at}`);
  return ['op', at + operator.length];
}

function scanWhile(text: string, at: number, pattern: RegExp): number {
  let end = at;
  while (end < text.length && pattern.test(text[end]!)) end++;
  return end;
}

function scanNumber(text: string, at: number): number {
  let end = at;
  while (end < text.length) {
    const char = text[end]!;
    const exponentSign =
      (char === '+' || char === '-') && /[eEpP]/.test(text[end - 1]!) && !/^0[xX]/.test(text.slice(at, end));
    if (/[\w.]/.test(char) || exponentSign) end++;
    else break;
  }
  return end;
}

function scanQuoted(text: string, at: number, quote: string): number {
  let end = at + 1;
  while (end < text.length && text[end] !== quote) {
    if (text[end] === '\n') throw new DisguiseLexError(`unterminated literal at offset ${at}`);
    end += text[end] === '\\' ? 2 : 1;
  }
  if (end >= text.length) throw new DisguiseLexError(`unterminated literal at offset ${at}`);
  return end + 1;
}

function closeAt(text: string, at: number, from: number, close: string): number {
  let end = from;
  while (end < text.length && !text.startsWith(close, end)) end += text[end] === '\\' ? 2 : 1;
  if (end >= text.length) throw new DisguiseLexError(`unterminated text block at offset ${at}`);
  return end + close.length;
}
