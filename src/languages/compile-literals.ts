// A language's literal rules as the lexer looks them up: defaults filled in, token ids computed, and indexed
// by how each literal opens (a word prefix such as Python's `r`, or a symbol).
import { tokenId } from '../engine/token-id.js';
import type { LiteralDelimiter, LiteralEscape, LiteralInterpolation, LiteralRule } from './lexer-spec.js';

export interface CompiledLiteral {
  readonly prefix: string;
  readonly quote: string;
  /** prefix + quote */
  readonly open: string;
  readonly id: number;
  readonly delimiter: LiteralDelimiter;
  readonly escape: LiteralEscape;
  readonly multiline: boolean;
  readonly interpolation: LiteralInterpolation;
}

/** A literal rule with its defaults filled in and its token id. */
export function compileLiteral(rule: LiteralRule): CompiledLiteral {
  return {
    prefix: rule.prefix,
    quote: rule.quote,
    open: rule.prefix + rule.quote,
    id: tokenId(rule.token),
    delimiter: rule.delimiter ?? 'same',
    escape: rule.escape ?? 'backslash',
    multiline: rule.multiline === true,
    interpolation: rule.interpolation ?? 'none',
  };
}

function isWordPrefix(prefix: string): boolean {
  return /^[A-Za-z_]/.test(prefix);
}

/** Literals that open with a word prefix (`r"`, `f'`), by prefix, longest quote first. */
export function groupWordLiterals(literals: readonly CompiledLiteral[]): Map<string, CompiledLiteral[]> {
  const byPrefix = new Map<string, CompiledLiteral[]>();
  for (const literal of literals.filter((l) => isWordPrefix(l.prefix))) {
    const list = byPrefix.get(literal.prefix) ?? [];
    list.push(literal);
    byPrefix.set(literal.prefix, list);
  }
  for (const list of byPrefix.values()) list.sort((a, b) => b.quote.length - a.quote.length);
  return byPrefix;
}

/** Literals that open with a symbol, by that symbol's code (< 128), longest opening first. */
export function groupSymbolLiterals(literals: readonly CompiledLiteral[]): (CompiledLiteral[] | undefined)[] {
  const table: (CompiledLiteral[] | undefined)[] = [];
  for (const literal of [...literals].sort((a, b) => b.open.length - a.open.length)) {
    const c = literal.open.charCodeAt(0);
    if (c < 128) (table[c] ??= []).push(literal);
  }
  return table;
}

/** The characters that may follow a word literal's prefix, for the character classes. */
export function followers(literal: CompiledLiteral): string {
  return literal.delimiter === 'rust-raw' ? '#"' : literal.quote.slice(0, 1);
}
