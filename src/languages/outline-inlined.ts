// The statement outline normalization works on (statement-outline.ts), once code that cannot run and a
// program's unused code are left out (unused-methods.ts, unused-definitions.ts) and the file's single-call
// functions are inlined (inline-calls.ts): the first outline finds the functions, their calls and what
// follows a `return`, and when some are left out or inlined, the new token stream is outlined again. Pure.
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { inlineCalls } from './inline-calls.js';
import { matchBrackets } from './match-brackets.js';
import { withOuterBraces, type OuterBraces } from './outer-braces.js';
import { outlineStatements, type Outline } from './statement-outline.js';
import { tok } from './statement-tokens.js';
import { tokenSpellings } from './token-spellings.js';
import { inputReaders } from './input-readers.js';
import { classLayout, mainOf, unusedClasses, unusedMethods, type ClassLayout } from './unused-methods.js';
import { unusedDefinitions } from './unused-definitions.js';
import { unionOf } from '../engine/range-union.js';
import { dropTokens } from './drop-tokens.js';
import type { FunctionDefinition } from './function-definition.js';

/** An outline and the tokens it outlines, with their spellings when they were worked out. */
export interface Outlined {
  readonly tokens: TokenSequence;
  readonly outline: Outline;
  readonly spellings: Uint32Array | undefined;
  /** The spellings statements are read with (emit-inlined.ts InlinedTokens), when not `spellings`. */
  readonly readAs: Uint32Array | undefined;
}

/**
 * The outline of `tokens` once single-call functions are inlined (inline-calls.ts), with the tokens it
 * outlines and their spellings if they were needed; undefined if the brackets do not nest, even with the
 * braces a part of a split file lacks at its ends supplied (outer-braces.ts). `supplied` says how many of
 * the first tokens and of the last are such braces (see outlineOf).
 */
export function outlineInlined(
  text: string,
  tokens: TokenSequence,
  supplied: Supplied = NONE_SUPPLIED,
): Outlined | undefined {
  const outlined = outlineOf(tokens, supplied);
  if (outlined === undefined) {
    const closed = withOuterBraces(text, tokens);
    return closed && outlineInlined(text, closed.tokens, closed);
  }
  const { functions, inert } = outlined.outline;
  // Before inlining, while every `return` is the function's own (statement-outline.ts).
  if (inert.length > 0) return outlineInlined(text, dropTokens(tokens, unionOf(inert)), supplied);
  if (functions.length === 0) return toOutlined(outlined, undefined, undefined);
  const spellings = tokens.spellings ?? tokenSpellings(text, tokens);
  const pruned = withoutUnusedCode(text, { ...tokens, spellings }, outlined.match, functions);
  if (pruned !== undefined) return outlineInlined(text, pruned, supplied);
  if (functions.length < 2) return toOutlined(outlined, spellings, undefined);
  // One literal, not a spread of `tokens` (whose shape depends on where they came from): one shape to read.
  const inlined = inlineCalls(
    { ids: tokens.ids, spans: tokens.spans, spellings },
    outlined.match,
    outlined.outline,
  );
  if (inlined === undefined) return toOutlined(outlined, spellings, undefined);
  const again = outlineOf(inlined, supplied);
  return again && toOutlined(again, inlined.spellings, inlined.readAs);
}

/**
 * One literal with its fields always in the same order: results spread from outlines of several shapes made
 * the reads of them in normalize-statements.ts polymorphic.
 */
function toOutlined(
  outlined: OutlineWithMatch,
  spellings: Uint32Array | undefined,
  readAs: Uint32Array | undefined,
): Outlined {
  return { tokens: outlined.tokens, outline: outlined.outline, spellings, readAs };
}

/**
 * In a file that defines `main`, `tokens` without the helper methods and classes (unused-methods.ts) and the
 * macros, aliases and constants (unused-definitions.ts) nothing uses, and without its input reader
 * (input-readers.ts); undefined when there are none. A file with a pasted input reader (Java) or with
 * two template definitions it never uses (C, C++) is a contest solution, which no grader calls into: there the
 * methods of main's own class and the free functions nothing calls (`gcd`, `power`, `sieve`) are the
 * template's too, and go with it. Elsewhere they stay: a course's grader may call `Main.solve`.
 */
function withoutUnusedCode(
  text: string,
  tokens: Required<Pick<TokenSequence, 'ids' | 'spans' | 'spellings'>>,
  match: Int32Array,
  functions: readonly FunctionDefinition[],
): TokenSequence | undefined {
  const main = mainOf(functions, tokens.spellings);
  if (main === undefined) return undefined;
  const source = { ...tokens, match };
  const layout = classLayout(source, main);
  const helpers = unusedMethods(source, functions, layout);
  const readers = inputReaders(source, functions, layout, helpers);
  const definitions = unusedDefinitions(text, tokens, layout);
  const contest = readers.length > 0 || templateDefinitions(layout, definitions) >= 2;
  const methods = contest ? unusedMethods(source, functions, layout, true) : helpers;
  const unused = [...methods, ...unusedClasses(source, layout), ...readers, ...definitions];
  if (unused.length === 0) return undefined;
  // The lists may overlap: a definition inside a method left out (a `typedef` in its body), a method inside
  // a class left out. What only code left out used goes in the next round (outlineInlined outlines again).
  return dropTokens(tokens, unionOf(unused));
}

/**
 * How many of the unused definitions are a C or C++ template's: at the top level (not a Java field) and with
 * a body (not `#define _CRT_SECURE_NO_WARNINGS`, which configures headers and which course code has too).
 */
function templateDefinitions(layout: ClassLayout, definitions: readonly TokenRange[]): number {
  let count = 0;
  for (const { start, end } of definitions) if (layout.parent[start] === -1 && end - start > 2) count++;
  return count;
}

/** Braces supplied at a part's two ends (outer-braces.ts): they stay the first and the last tokens. */
type Supplied = Pick<OuterBraces, 'opened' | 'closed'>;
const NONE_SUPPLIED: Supplied = { opened: 0, closed: 0 };

/** An outline, the tokens it outlines and their brackets' pairs (matchBrackets). */
interface OutlineWithMatch {
  readonly tokens: TokenSequence;
  readonly match: Int32Array;
  readonly outline: Outline;
}

/**
 * The outline of `tokens`. A part of a file cut inside a function starts with the rest of that function
 * without its header, inside the braces supplied before it. The outermost of those blocks in which no
 * function is defined is read as that function's body, so its statements are normalized as the original's
 * are; the blocks around it (a class's body) are read as written. A body that a brace supplied at the end
 * closes was cut off: what follows the cut may read its stores.
 */
function outlineOf(tokens: TokenSequence, supplied: Supplied): OutlineWithMatch | undefined {
  const { ids, spans } = tokens;
  const match = matchBrackets(ids);
  if (match === undefined) return undefined;
  const lineOf = (t: number) => spans[4 * t]!;
  const cutOffFrom = ids.length - supplied.closed;
  const outline = outlineStatements(ids, match, lineOf, { cutOffFrom }, tokens.spellings);
  for (let open = 0; open < supplied.opened && ids[open] === tok.openBrace; open++) {
    const close = match[open]!;
    if (outline.functions.some((f) => f.start > open && f.start < close)) continue;
    return {
      tokens,
      match,
      outline: outlineStatements(ids, match, lineOf, { cutOffFrom, headerless: open }, tokens.spellings),
    };
  }
  return { tokens, match, outline };
}
