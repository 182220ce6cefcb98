// Scans a numeric literal of any base, with digit separators, fraction, exponent and type suffix (0x1F,
// 1_000, 1'000, 1.5e-3f, 10L, 10u64), and emits it as `$num`.
import { charClass, IDENT_PART } from './char-class.js';
import type { LexState } from './lex-state.js';
import { normalIds } from './normal-tokens.js';

const DOT = 46;
const PLUS = 43;
const MINUS = 45;

/** Scans the number at `pos`, which starts with a digit or with `.` and a digit. */
export function scanNumber(s: LexState): void {
  const { text } = s;
  const { classes, digitSeparator } = s.spec;
  const start = s.pos;
  const n = text.length;
  const hex = text.charCodeAt(start) === 48 && (text.charCodeAt(start + 1) | 0x20) === 120;
  const exponent = hex ? 112 : 101; // p for hex floats, e otherwise
  let seenDot = false;
  let p = start;
  // Each character is read once, the next one only where it decides (a sign after an exponent, a digit
  // after a dot or a separator): this runs for every number.
  while (p < n) {
    const c = text.charCodeAt(p);
    if ((charClass(classes, c) & IDENT_PART) !== 0) {
      const sign = (c | 0x20) === exponent ? text.charCodeAt(p + 1) : 0;
      p += sign === PLUS || sign === MINUS ? 2 : 1;
    } else if (c === DOT && !seenDot && isDigit(text.charCodeAt(p + 1))) {
      seenDot = true;
      p++;
    } else if (c === digitSeparator && (s.classAt(p + 1) & IDENT_PART) !== 0) {
      p++;
    } else break;
  }
  s.pos = p;
  s.emitFrom(normalIds.number, start);
  s.regexAllowed = false;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
