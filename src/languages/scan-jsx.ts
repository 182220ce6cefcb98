// JSX elements in JavaScript and TypeScript: tags become `<`, `</`, `>`, `/>` with every tag and attribute
// name as `$id` and attribute strings as `$str`; text between tags is one `$str` per run, so quotes and
// apostrophes in it cannot derail the lexer; `{...}` inside is code, lexed by the main loop.
import { IDENT_START, NEWLINE, SPACE } from './char-class.js';
import type { JsxContext, LexState } from './lex-state.js';
import { jsxIds, jsxNameEnd, scanJsxTagPart, scanJsxText } from './scan-jsx-parts.js';

const GREATER = 62;
const SLASH = 47;
const LBRACE = 123;
const LPAREN = 40;

/**
 * Whether the `<` at `pos`, where an expression may start, opens an element: `<>`, `<a>`, `<a/>`, `<a b`,
 * `<a {...p}`. Not TypeScript generics and assertions: `<T>(x) => x`, `<T,>`, `<T extends U>`, `<number>x`.
 */
export function startsJsx(s: LexState): boolean {
  const p = s.pos + 1;
  if (s.text.charCodeAt(p) === GREATER) return true;
  if ((s.classAt(p) & IDENT_START) === 0) return false;
  const nameEnd = jsxNameEnd(s, p);
  if (s.spec.jsxNotTagNames?.has(s.text.slice(p, nameEnd))) return false;
  let q = nameEnd;
  while ((s.classAt(q) & (SPACE | NEWLINE)) !== 0) q++;
  const c = s.text.charCodeAt(q);
  if (c === GREATER) return s.text.charCodeAt(q + 1) !== LPAREN;
  if (c === SLASH || c === LBRACE) return true;
  if ((s.classAt(q) & IDENT_START) === 0) return false;
  return s.text.slice(q, s.wordEnd(q)) !== 'extends';
}

/** Scans the element whose `<` is at `pos`, up to its end or to the first `{` of embedded code. */
export function scanJsx(s: LexState): void {
  const jsx: JsxContext = { depth: 1, inTag: true, closing: false };
  s.pos++;
  s.emitFrom(jsxIds.open, s.pos - 1);
  resumeJsx(s, jsx);
}

/** Scans an element from `pos` (after its start, or after the `}` that ended its embedded code). */
export function resumeJsx(s: LexState, jsx: JsxContext): void {
  const n = s.text.length;
  while (s.pos < n && jsx.depth > 0) {
    if (s.text.charCodeAt(s.pos) === LBRACE) {
      s.pos++;
      s.frames.push({ kind: 'jsx', jsx, braces: 0 });
      s.regexAllowed = true;
      return;
    }
    if (jsx.inTag) scanJsxTagPart(s, jsx);
    else scanJsxText(s, jsx);
  }
  s.regexAllowed = false;
}
