// Which names were written with the qualifier their front end drops (`this.x`, `this->x`: droppedQualifiers in
// lexer-spec.ts, `this` in every front end that has one), read off the text right before each token, since
// the tokens no longer show it.
import { startsOfLines } from './line-starts.js';

/**
 * A test of token `t` of `text`, by its span: the text right before it is `this.` or `this->`, spaces aside
 * (not a comment ending with a full stop). The lines' starts are found on the first test.
 */
export function droppedQualifierTest(text: string, spans: Uint32Array): (t: number) => boolean {
  if (!text.includes('this')) return NEVER;
  let lineStarts: number[] | undefined;
  return (t) => {
    lineStarts ??= startsOfLines(text);
    let at = skipSpaces(text, (lineStarts[spans[4 * t]!] ?? text.length) + spans[4 * t + 1]!);
    if (text[at - 1] === '.') at--;
    else if (text[at - 1] === '>' && text[at - 2] === '-') at -= 2;
    else return false;
    at = skipSpaces(text, at);
    return text.startsWith('this', at - 4) && !isNamePart(text.charCodeAt(at - 5));
  };
}

const NEVER = () => false;

/** Where the spaces (and line ends) that end at `at` begin. */
function skipSpaces(text: string, at: number): number {
  while (at > 0 && text.charCodeAt(at - 1) <= 32) at--;
  return at;
}

/** A character of a name: `$`, `_`, a digit or an ASCII letter (NaN, before the text, is none). */
function isNamePart(code: number): boolean {
  return (
    code === 36 || code === 95 || (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122)
  );
}
