// Scans a numeric literal of any base, with digit separators, fraction, exponent and type suffix (0x1F,
// 1_000, 1'000, 1.5e-3f, 10L, 10u64), and emits it as `$num`.
import { IDENT_PART } from './char-class.js';
import type { LexState } from './lex-state.js';
import { normalIds } from './normal-tokens.js';

const DOT = 46;
const PLUS = 43;
const MINUS = 45;

/** Scans the number at `pos`, which starts with a digit or with `.` and a digit. */
export function scanNumber(s: LexState): void {
  const { text } = s;
  const start = s.pos;
  const n = text.length;
  const lower = (at: number) => text.charCodeAt(at) | 0x20;
  const hex = text.charCodeAt(start) === 48 && lower(start + 1) === 120;
  const exponent = hex ? 112 : 101; // p for hex floats, e otherwise
  let seenDot = false;
  let p = start;
  while (p < n) {
    const c = text.charCodeAt(p);
    const next = text.charCodeAt(p + 1);
    if ((s.classAt(p) & IDENT_PART) !== 0) {
      p += (c | 0x20) === exponent && (next === PLUS || next === MINUS) ? 2 : 1;
    } else if (c === DOT && !seenDot && next >= 48 && next <= 57) {
      seenDot = true;
      p++;
    } else if (c === s.spec.digitSeparator && (s.classAt(p + 1) & IDENT_PART) !== 0) {
      p++;
    } else break;
  }
  s.pos = p;
  s.emitFrom(normalIds.number, start);
  s.regexAllowed = false;
}
