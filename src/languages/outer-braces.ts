// A file cut out of a longer one: a copy split into two files at a line, each part then a prefix or a suffix
// of the original's nesting. The first part leaves blocks open at its end, the second closes blocks it never
// opened; their brackets do not nest, and without the braces supplied neither part would be normalized
// (normalize-statements.ts) while the original is, so the split alone took a verbatim copy from about 100%
// to under 40%. Supplying the braces reads each part as the code it was in the original. Only braces are
// supplied, and only at the file's two ends: brackets that fail to nest anywhere else stay a file that is
// not outlined. The braces supplied never reach the output (normalization drops every brace). Pure.
import type { TokenSequence } from '../engine/types.js';
import { tok } from './statement-tokens.js';
import { tokenSpellings } from './token-spellings.js';

/** A file's tokens with the braces it lacks at its ends supplied. */
export interface OuterBraces {
  readonly tokens: TokenSequence;
  /** Braces supplied before the first token: the blocks the part was cut inside, outermost first. */
  readonly opened: number;
  /** Braces supplied after the last token: the blocks the part was cut off inside. */
  readonly closed: number;
}

/**
 * `tokens` with the braces they lack at their ends supplied: `{` before the first token for each `}` that
 * closes nothing, `}` after the last for each `{` left open. Undefined when none is lacking or when the
 * brackets fail to nest in another way (a `)` closing a `{`, a `(` left open).
 */
export function withOuterBraces(text: string, tokens: TokenSequence): OuterBraces | undefined {
  const { ids } = tokens;
  const open: number[] = [];
  let opened = 0;
  for (let t = 0; t < ids.length; t++) {
    const id = ids[t]!;
    if (id === tok.openBrace || id === tok.openParen || id === tok.openBracket) open.push(id);
    else if (id === tok.closeBrace) {
      if (open.length === 0) opened++;
      else if (open.pop() !== tok.openBrace) return undefined;
    } else if (id === tok.closeParen && open.pop() !== tok.openParen) return undefined;
    else if (id === tok.closeBracket && open.pop() !== tok.openBracket) return undefined;
  }
  if (open.some((id) => id !== tok.openBrace)) return undefined;
  const closed = open.length;
  if (opened === 0 && closed === 0) return undefined;
  return {
    tokens: padded(tokens, tokens.spellings ?? tokenSpellings(text, tokens), { opened, closed }),
    opened,
    closed,
  };
}

// The tokens with `opened` braces before them and `closed` after, each with the span of the token it stands
// next to.
function padded(
  tokens: TokenSequence,
  spellings: Uint32Array,
  { opened, closed }: { opened: number; closed: number },
): TokenSequence {
  const n = tokens.ids.length;
  const length = opened + n + closed;
  const ids = new Uint32Array(length);
  const spans = new Uint32Array(4 * length);
  const padSpellings = new Uint32Array(length);
  ids.fill(tok.openBrace, 0, opened);
  ids.set(tokens.ids, opened);
  ids.fill(tok.closeBrace, opened + n);
  spans.set(tokens.spans.subarray(0, 4 * n), 4 * opened);
  for (let t = 0; t < opened; t++) spans.set(tokens.spans.subarray(0, 4), 4 * t);
  for (let t = opened + n; t < length; t++) spans.set(tokens.spans.subarray(4 * (n - 1), 4 * n), 4 * t);
  padSpellings.set(spellings.subarray(0, n), opened);
  return { ids, spans, spellings: padSpellings };
}
