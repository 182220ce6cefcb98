// C-style preprocessor lines: kept directives (#define, #if...) become one `#name` token with the rest of the
// line lexed as code; every other directive (#include, #pragma, #region...) is boilerplate and dropped whole.
// `#if 0` … `#endif` is how C comments out code: the compiler never sees it, so it is dropped as a comment is
// (with an `#else` or `#elif` of its own, which the preprocessor may take, it is lexed as written).
import { IDENT_PART } from './char-class.js';
import type { LexState } from './lex-state.js';

const BACKSLASH = 92;

/** Scans the directive whose `#` is at `pos`, the first non-blank character of a line. */
export function scanDirective(s: LexState): boolean {
  const { text } = s;
  const start = s.pos;
  let p = start + 1;
  while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9) p++;
  const nameStart = p;
  while (p < text.length && (s.classAt(p) & IDENT_PART) !== 0) p++;
  const id = s.spec.directives?.get(text.slice(nameStart, p));
  if (id === undefined) {
    skipLine(s);
    return true;
  }
  const skipped = text.slice(nameStart, p) === 'if' ? commentedOutEnd(s, p) : -1;
  if (skipped >= 0) {
    s.advanceTo(skipped);
    skipLine(s);
    return true;
  }
  s.pos = p;
  s.emitFrom(id, start);
  return true;
}

/**
 * Where the `#endif` line that closes an `#if 0` ends its condition at `from` starts, or -1 when the
 * condition is not `0` alone, or the block has an `#else` or `#elif` of its own, or is never closed.
 */
function commentedOutEnd(s: LexState, from: number): number {
  const { text } = s;
  const lineEnd = text.indexOf('\n', from);
  const condition = text.slice(from, lineEnd === -1 ? text.length : lineEnd);
  if (!/^[ \t]*0[ \t]*(\/\/.*|\/\*.*\*\/[ \t]*)?\r?$/.test(condition)) return -1;
  let depth = 0;
  for (let at = lineEnd; at !== -1; at = text.indexOf('\n', at + 1)) {
    const directive = /^[ \t]*#[ \t]*(\w+)/.exec(text.slice(at + 1, at + 81))?.[1];
    if (directive === undefined) continue;
    if (directive.startsWith('if')) depth++;
    else if (depth > 0 && directive === 'endif') depth--;
    else if (directive === 'endif') return at + 1;
    else if (depth === 0 && (directive === 'else' || directive.startsWith('elif'))) return -1;
  }
  return -1;
}

/** Moves to the line break that ends the directive, through backslash-continued lines. */
function skipLine(s: LexState): void {
  const { text } = s;
  for (;;) {
    const nl = text.indexOf('\n', s.pos);
    if (nl === -1) {
      s.pos = text.length;
      return;
    }
    let before = nl - 1;
    if (text.charCodeAt(before) === 13) before--;
    s.pos = nl;
    if (before < 0 || text.charCodeAt(before) !== BACKSLASH) return;
    s.newline();
  }
}
