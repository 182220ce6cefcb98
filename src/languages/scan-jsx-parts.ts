// The two halves of a JSX element's scan: inside a tag (names, `=`, quoted values, `>` and `/>`) and between
// tags (text runs, and the `<` or `</` of the next tag). Embedded `{...}` code is left to the caller.
import { tokenId } from '../engine/token-id.js';
import { IDENT_START, SPACE } from './char-class.js';
import type { JsxContext, LexState, TextPoint } from './lex-state.js';
import { normalIds } from './normal-tokens.js';
import { spellingOf } from './token-spellings.js';

/** Ids of JSX's own punctuation. */
export const jsxIds = {
  open: tokenId('<'),
  closingOpen: tokenId('</'),
  end: tokenId('>'),
  selfClosingEnd: tokenId('/>'),
  equals: tokenId('='),
};

const NEWLINE = 10;
const LESS = 60;
const GREATER = 62;
const SLASH = 47;
const EQUALS = 61;
const LBRACE = 123;

/** Scans one part of a tag at `pos`: a blank, name, `=`, quoted value or the tag's end. */
export function scanJsxTagPart(s: LexState, jsx: JsxContext): void {
  const start = s.pos;
  const c = s.text.charCodeAt(start);
  if (c === NEWLINE) s.newline();
  else if (c === GREATER || (c === SLASH && s.text.charCodeAt(start + 1) === GREATER)) {
    s.pos += c === GREATER ? 1 : 2;
    s.emitFrom(c === GREATER ? jsxIds.end : jsxIds.selfClosingEnd, start);
    if (c === SLASH || jsx.closing) jsx.depth--;
    jsx.inTag = false;
    jsx.closing = false;
  } else if (c === 34 || c === 39) {
    const close = s.text.indexOf(s.text.charAt(start), start + 1);
    const opening = s.here();
    s.advanceTo(close === -1 ? s.text.length : close + 1);
    s.emitSince(normalIds.string, opening);
  } else if ((s.classAt(start) & IDENT_START) !== 0) {
    s.pos = jsxNameEnd(s, start);
    s.emitFrom(normalIds.identifier, start);
  } else {
    s.pos++;
    if (c === EQUALS) s.emitFrom(jsxIds.equals, start);
  }
}

/** Scans text up to the next tag or `{`, emitting one `$str` if it is not blank, then opens that tag. */
export function scanJsxText(s: LexState, jsx: JsxContext): void {
  const { text } = s;
  const n = text.length;
  let first: TextPoint | undefined;
  let lastLine = 0;
  let lastColumn = 0;
  let last = 0;
  for (let c = text.charCodeAt(s.pos); s.pos < n && c !== LESS && c !== LBRACE; c = text.charCodeAt(s.pos)) {
    if (c === NEWLINE) s.newline();
    else {
      if ((s.classAt(s.pos) & SPACE) === 0) {
        first ??= s.here();
        lastLine = s.line;
        lastColumn = s.pos + 1 - s.lineStart;
        last = s.pos + 1;
      }
      s.pos++;
    }
  }
  if (first !== undefined) {
    const spelling = spellingOf(normalIds.string, text, first.offset, last);
    s.out.push(normalIds.string, first.line, first.column, lastLine, lastColumn, spelling);
  }
  if (s.pos < n && text.charCodeAt(s.pos) === LESS) openTag(s, jsx);
}

function openTag(s: LexState, jsx: JsxContext): void {
  const start = s.pos;
  jsx.inTag = true;
  jsx.closing = s.text.charCodeAt(start + 1) === SLASH;
  s.pos += jsx.closing ? 2 : 1;
  s.emitFrom(jsx.closing ? jsxIds.closingOpen : jsxIds.open, start);
  if (!jsx.closing) jsx.depth++;
}

/** End of a tag name such as `a`, `Foo.Bar`, `svg:rect` or `data-x`. */
export function jsxNameEnd(s: LexState, from: number): number {
  let p = s.wordEnd(from);
  for (;;) {
    const c = s.text.charCodeAt(p);
    if ((c !== 46 && c !== 45 && c !== 58) || (s.classAt(p + 1) & IDENT_START) === 0) return p;
    p = s.wordEnd(p + 1);
  }
}
