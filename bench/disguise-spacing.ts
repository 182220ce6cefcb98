// The space the reformatting attack puts between two tokens of one line: none or one, by style, but never
// so little that the tokens would read back as others (`a - -b`, `x / /*`) or words would run together.
import { lexJava, type Tok } from './disguise-lexer.js';
import { KEYWORDS } from './disguise-names.js';

export interface Spacing {
  /** Spaces around binary operators and after commas. */
  spaced: boolean;
  /** tokens[at] or tokens[at - 1] is a `<`/`>` around type arguments. */
  generic: boolean;
  /** The run is a `case X:` or `label:`, whose `:` sticks to what is before it. */
  label: boolean;
}

const NONE_BEFORE = new Set([';', ',', ')', ']', '.', '::', '[']);
const NONE_AFTER = new Set(['(', '[', '.', '@', '!', '~', '::']);
const VALUE_END = new Set([')', ']']);

/** The whitespace between tokens[at - 1] and tokens[at]. */
export function spaceBetween(tokens: readonly Tok[], at: number, spacing: Spacing): string {
  const prev = tokens[at - 1]!;
  const next = tokens[at]!;
  if (prev.kind !== 'op' && next.kind !== 'op') return ' ';
  // The lexer splits `>>` and `>>>` into `>` tokens (they may close type arguments): they stay together.
  if (prev.text === '>' && next.text === '>' && prev.kind === 'op' && next.kind === 'op') return '';
  if (prev.kind === 'op' && next.kind === 'op' && wouldMerge(prev.text, next.text)) return ' ';
  const p = prev.kind === 'op' ? prev.text : '';
  const n = next.kind === 'op' ? next.text : '';
  const gap = spacing.spaced ? ' ' : '';
  if (p === '->' || n === '->') return ' ';
  if (spacing.generic) return p === '>' && next.kind !== 'op' ? ' ' : '';
  if (NONE_BEFORE.has(n) || NONE_AFTER.has(p)) return '';
  if (VALUE_END.has(p) && next.kind === 'word') return ' ';
  if (n === ':' && spacing.label) return '';
  if (n === '(') return prev.kind === 'word' && !KEYWORDS.has(prev.text) ? '' : gap;
  if ((n === '++' || n === '--') && (prev.kind !== 'op' || VALUE_END.has(p))) return '';
  if ((p === '++' || p === '--' || p === '-' || p === '+') && isPrefix(tokens, at - 1)) return '';
  return gap;
}

// A `++`, `--`, `-` or `+` before its operand: at the start, or after an operator or a keyword like `return`.
function isPrefix(tokens: readonly Tok[], at: number): boolean {
  const before = tokens[at - 1];
  if (!before) return true;
  if (before.kind === 'op')
    return !VALUE_END.has(before.text) && before.text !== '++' && before.text !== '--';
  return (
    before.kind === 'word' &&
    KEYWORDS.has(before.text) &&
    !['true', 'false', 'null', 'this'].includes(before.text)
  );
}

function wouldMerge(a: string, b: string): boolean {
  const tokens = lexJava(a + b);
  return tokens.length !== 3 || tokens[0]!.text !== a;
}
