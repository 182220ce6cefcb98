// Opens string, char and quoted-name literals by the spec's rules, emits one token for each literal at its
// start, and resumes a literal's body after the `}` that ends code embedded in it. Also Rust's lifetimes.
import { IDENT_START } from './char-class.js';
import type { CompiledLiteral } from './compile-literals.js';
import type { LexState, LiteralFrame } from './lex-state.js';
import { literalBounds } from './literal-delimiter.js';
import { normalIds } from './normal-tokens.js';
import { scanLiteralBody, type BodyEnd } from './scan-literal-body.js';

const APOSTROPHE = 39;

/** Opens a literal that starts with the symbol `c` at `pos`, if one does. */
export function scanSymbolLiteral(s: LexState, c: number): boolean {
  if (c === APOSTROPHE && s.spec.lifetimes && isLifetime(s)) {
    const start = s.pos;
    s.pos = s.wordEnd(start + 2);
    s.emitFrom(normalIds.lifetime, start);
    return true;
  }
  const rules = s.spec.symbolLiterals[c];
  if (rules === undefined) return false;
  for (const rule of rules) {
    if (s.text.startsWith(rule.open, s.pos) && openAt(s, s.pos, rule)) return true;
  }
  return false;
}

/** Opens a literal whose word prefix spans [start, afterPrefix), if one of `rules` matches what follows. */
export function openLiteral(
  s: LexState,
  start: number,
  afterPrefix: number,
  rules: readonly CompiledLiteral[],
): boolean {
  for (const rule of rules) {
    if (s.text.startsWith(rule.quote, afterPrefix) && openAt(s, start, rule)) return true;
  }
  return false;
}

function openAt(s: LexState, start: number, literal: CompiledLiteral): boolean {
  const bounds = literalBounds(s.text, literal, start + literal.prefix.length);
  if (bounds === undefined) return false;
  const index = s.out.length;
  const firstOnLine = index === s.lineTokens;
  s.out.push(literal.id, s.line, start - s.lineStart, s.line, start - s.lineStart);
  s.pos = bounds.body;
  const end = continueLiteral(s, { kind: 'literal', literal, close: bounds.close, braces: 0 });
  s.endTokenAt(index, literal.id, start);
  if (s.spec.dropDocstrings && firstOnLine && end !== 'interpolation' && endsLogicalLine(s)) {
    s.out.truncate(index);
  }
  return true;
}

/** Scans the rest of a literal's body after its embedded code ended at `}`. */
export function resumeLiteral(s: LexState, frame: LiteralFrame): void {
  continueLiteral(s, frame);
}

function continueLiteral(s: LexState, frame: LiteralFrame): BodyEnd {
  const end = scanLiteralBody(s, frame.literal, frame.close);
  if (end === 'interpolation') s.frames.push(frame);
  s.regexAllowed = false;
  return end;
}

/** Rust: `'a` or `'static` rather than a char literal such as `'a'` or `'\n'`. */
function isLifetime(s: LexState): boolean {
  if ((s.classAt(s.pos + 1) & IDENT_START) === 0) return false;
  const first = s.text.charCodeAt(s.pos + 1);
  const width = first >= 0xd800 && first <= 0xdbff ? 2 : 1;
  return s.text.charCodeAt(s.pos + 1 + width) !== APOSTROPHE;
}

/** Only blanks or a comment follow up to the end of the line. */
function endsLogicalLine(s: LexState): boolean {
  const { text } = s;
  let p = s.pos;
  while (p < text.length) {
    const c = text.charCodeAt(p);
    if (c === 10 || c === 35 || c === 59) return true;
    if (c !== 32 && c !== 9 && c !== 13 && c !== 12) return false;
    p++;
  }
  return true;
}
