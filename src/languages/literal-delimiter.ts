// Works out where a literal's body starts and what text closes it, for each kind of delimiter: plain quotes,
// C# quote fences, Rust `r#"..."#` and C++ `R"delim(...)delim"`.
import type { CompiledLiteral } from './compile-literals.js';

export interface LiteralBounds {
  /** Position of the first character of the body. */
  readonly body: number;
  /** Text that ends the literal. */
  readonly close: string;
}

const MAX_CPP_DELIMITER = 16;

/** Bounds of the literal whose quote text starts at `quoteStart`, or undefined if it does not open there. */
export function literalBounds(
  text: string,
  literal: CompiledLiteral,
  quoteStart: number,
): LiteralBounds | undefined {
  switch (literal.delimiter) {
    case 'same':
      return { body: quoteStart + literal.quote.length, close: literal.quote };
    case 'fence':
      return fenceBounds(text, literal.quote.charCodeAt(0), quoteStart);
    case 'rust-raw':
      return rustRawBounds(text, quoteStart);
    case 'cpp-raw':
      return cppRawBounds(text, quoteStart);
  }
}

function fenceBounds(text: string, quote: number, start: number): LiteralBounds {
  let p = start;
  while (text.charCodeAt(p) === quote) p++;
  return { body: p, close: text.slice(start, p) };
}

function rustRawBounds(text: string, start: number): LiteralBounds | undefined {
  let p = start;
  while (text.charCodeAt(p) === 35) p++;
  if (text.charCodeAt(p) !== 34) return undefined;
  return { body: p + 1, close: '"' + text.slice(start, p) };
}

function cppRawBounds(text: string, start: number): LiteralBounds | undefined {
  const end = Math.min(text.length, start + 2 + MAX_CPP_DELIMITER);
  for (let p = start + 1; p < end; p++) {
    const c = text.charCodeAt(p);
    if (c === 40) return { body: p + 1, close: ')' + text.slice(start + 1, p) + '"' };
    if (c <= 32 || c === 41 || c === 92 || c === 34) return undefined;
  }
  return undefined;
}
