// The statement outline normalization works on (statement-outline.ts), once the file's single-call
// functions are inlined (inline-calls.ts): the first outline finds the functions and their calls, and when
// some are inlined, the new token stream is outlined again. Pure.
import type { TokenSequence } from '../engine/types.js';
import { inlineCalls } from './inline-calls.js';
import { matchBrackets } from './match-brackets.js';
import { withOuterBraces } from './outer-braces.js';
import { outlineStatements, type Outline } from './statement-outline.js';
import { tokenSpellings } from './token-spellings.js';
import { withoutUnusedMethods } from './unused-methods.js';

/** An outline and the tokens it outlines, with their spellings when they were worked out. */
export interface Outlined {
  readonly tokens: TokenSequence;
  readonly outline: Outline;
  readonly spellings?: Uint32Array;
  /** The spellings statements are read with (emit-inlined.ts InlinedTokens), when not `spellings`. */
  readonly readAs?: Uint32Array;
}

/**
 * The outline of `tokens` once single-call functions are inlined (inline-calls.ts), with the tokens it
 * outlines and their spellings if they were needed; undefined if the brackets do not nest, even with the
 * braces a part of a split file lacks at its ends supplied (outer-braces.ts).
 */
export function outlineInlined(text: string, tokens: TokenSequence): Outlined | undefined {
  const outlined = outlineOf(tokens);
  if (outlined === undefined) {
    const closed = withOuterBraces(text, tokens);
    return closed && outlineInlined(text, closed);
  }
  if (outlined.outline.functions.length < 2) return outlined;
  const spellings = tokens.spellings ?? tokenSpellings(text, tokens);
  const pruned = withoutUnusedMethods(
    { ids: tokens.ids, spans: tokens.spans, spellings, match: outlined.match },
    outlined.outline.functions,
  );
  if (pruned !== undefined) return outlineInlined(text, pruned);
  // One literal, not a spread of `tokens` (whose shape depends on where they came from): one shape to read.
  const inlined = inlineCalls(
    { ids: tokens.ids, spans: tokens.spans, spellings },
    outlined.match,
    outlined.outline,
  );
  if (inlined === undefined) return { ...outlined, spellings };
  const again = outlineOf(inlined);
  return again && { ...again, spellings: inlined.spellings, readAs: inlined.readAs };
}

function outlineOf(tokens: TokenSequence): (Outlined & { match: Int32Array }) | undefined {
  const { ids, spans } = tokens;
  const match = matchBrackets(ids);
  return match && { tokens, match, outline: outlineStatements(ids, match, (t) => spans[4 * t]!) };
}
