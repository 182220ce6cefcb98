// Skips a line or block comment (nested where the language nests them); comments never become tokens.
import type { BlockComment } from './lexer-spec.js';
import type { LexState } from './lex-state.js';

/** Skips the comment at `pos`, if one starts there. */
export function skipComment(s: LexState): boolean {
  const { text, spec } = s;
  for (const marker of spec.lineComments) {
    if (text.startsWith(marker, s.pos)) {
      const nl = text.indexOf('\n', s.pos);
      s.pos = nl === -1 ? text.length : nl;
      return true;
    }
  }
  for (const block of spec.blockComments) {
    if (text.startsWith(block.open, s.pos)) {
      s.advanceTo(block.nests ? nestedEnd(text, s.pos, block) : flatEnd(text, s.pos, block));
      return true;
    }
  }
  return false;
}

function flatEnd(text: string, start: number, block: BlockComment): number {
  const close = text.indexOf(block.close, start + block.open.length);
  return close === -1 ? text.length : close + block.close.length;
}

function nestedEnd(text: string, start: number, block: BlockComment): number {
  let depth = 1;
  let p = start + block.open.length;
  let open = text.indexOf(block.open, p);
  while (depth > 0) {
    const close = text.indexOf(block.close, p);
    if (close === -1) return text.length;
    if (open !== -1 && open < p) open = text.indexOf(block.open, p);
    if (open !== -1 && open < close) {
      depth++;
      p = open + block.open.length;
    } else {
      depth--;
      p = close + block.close.length;
    }
  }
  return p;
}
