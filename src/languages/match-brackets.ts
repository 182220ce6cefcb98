// Pairs each `(` `[` `{` of a token stream with its closer, for the statement outline to jump over
// parentheses and find block ends. A stream whose brackets do not nest is not outlined at all.
import { tok } from './statement-tokens.js';

/** Per token, the position of the bracket it pairs with (-1 for other tokens); undefined if any is unpaired. */
export function matchBrackets(ids: Uint32Array): Int32Array | undefined {
  const match = new Int32Array(ids.length).fill(-1);
  const open: number[] = [];
  for (let t = 0; t < ids.length; t++) {
    const id = ids[t]!;
    if (id === tok.openParen || id === tok.openBracket || id === tok.openBrace) open.push(t);
    else if (id === tok.closeParen || id === tok.closeBracket || id === tok.closeBrace) {
      const opener = open.pop();
      if (opener === undefined || closerOf(ids[opener]!) !== id) return undefined;
      match[opener] = t;
      match[t] = opener;
    }
  }
  return open.length === 0 ? match : undefined;
}

function closerOf(opener: number): number {
  if (opener === tok.openParen) return tok.closeParen;
  return opener === tok.openBracket ? tok.closeBracket : tok.closeBrace;
}
