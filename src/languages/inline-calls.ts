// Inlining of single-call functions, before statement normalization (normalize-statements.ts): extract
// method and inline method are one click in an IDE, and the code they give is the same code, so a function
// called once in its file (single-calls.ts) has its body read where it is called, and its definition (header,
// parameters and body) no longer stands on its own. Called as a statement, `f(a);`, its body's statements
// stand for the call; a final `return e;` becomes `e;`. Called in a larger plain statement, `x = g(f(a)) + 1;`,
// when its body ends in its only `return e;`, the statements before that return go before the statement and
// the call reads `(e)`; `v = f(a);` or `T v = f(a);` with a body ending in `return v;` is the body alone (what
// extracting `v`'s computation into a method gave). The call's name and arguments are dropped: the
// arguments are mostly the caller's names, which the parameters stand for. Calls elsewhere (a condition, a
// loop's header, beside a lambda's body) are left alone unless the body is `return e;` alone, read as `(e)`
// there; so are functions that call each other in a cycle. Only moves and drops tokens; each keeps its span.
import { emitInlined, type InlinedTokens, type Inlining, type SpelledTokens } from './emit-inlined.js';
import { firstPositionFrom } from '../engine/first-position-from.js';
import { topLevel, type TokenRange } from './for-header.js';
import { keptInlinings } from './kept-inlinings.js';
import { singleCalls, type SingleCall, type SpelledText } from './single-calls.js';
import type { Outline } from './statement-outline.js';
import { tok } from './statement-tokens.js';

/** `tokens` with single-call functions inlined, or undefined when there is none to inline. */
export function inlineCalls(
  tokens: SpelledTokens,
  match: Int32Array,
  outline: Outline,
): InlinedTokens | undefined {
  if (outline.functions.length < 2) return undefined;
  const text = { ids: tokens.ids, match, spellings: tokens.spellings };
  const calls = singleCalls(text, outline.functions);
  if (calls.length === 0) return undefined;
  const sites = statementsAround(
    tokens.ids,
    outline,
    Uint32Array.from(calls, (call) => call.call),
  );
  const found: Inlining[] = [];
  for (let i = 0; i < calls.length; i++) {
    const inlining = toInlining(text, calls[i]!, sites[i]);
    if (inlining) found.push(inlining);
  }
  const inlinings = outermost(found);
  const kept = keptInlinings(inlinings);
  if (kept.length === 0) return undefined;
  return emitInlined(tokens, kept);
}

/** A plain statement that holds a call, and whether a brace (a block lambda, an array literal) stands in it. */
interface CallStatement extends TokenRange {
  readonly braced: boolean;
}

/**
 * The plain statement (of a run) each of `calls` (ascending) stands in, if any. Whether it holds a brace is
 * read once per statement: a statement of many calls would be read again for each.
 */
function statementsAround(
  ids: Uint32Array,
  outline: Outline,
  calls: Uint32Array,
): (CallStatement | undefined)[] {
  const found = new Array<CallStatement | undefined>(calls.length).fill(undefined);
  for (const run of outline.runs) {
    for (let i = 0; i < run.starts.length; i++) {
      const start = run.starts[i]!;
      const end = run.ends[i]!;
      let c = firstPositionFrom(calls, start);
      if (c >= calls.length || calls[c]! >= end) continue;
      const statement = { start, end, braced: hasBrace(ids, { start, end }) };
      for (; c < calls.length && calls[c]! < end; c++) found[c] = statement;
    }
  }
  return found;
}

/** How `call` is inlined at `site`, or undefined if it is left alone. */
function toInlining(
  text: SpelledText,
  call: SingleCall,
  statement: CallStatement | undefined,
): Inlining | undefined {
  const returnAt = finalReturn(text.ids, call);
  const argumentsEnd = text.match[call.call + 1]!;
  const { parameters, argumentNames } = namesPassed(text, call);
  const { definition, close } = call;
  const inlining = { definition, close, call: call.call, returnAt, argumentsEnd, parameters, argumentNames };
  const inStatement = statement && inlineInStatement(text, inlining, statement);
  if (inStatement) return inStatement;
  // A body that is `return e;` alone reads as `(e)` wherever it is called: there is nothing to put before.
  if (returnAt !== call.definition.open + 1) return undefined;
  return withSite(inlining, { start: call.call, end: argumentsEnd + 1 }, 'value');
}

/**
 * The inlining at `site`, written as one literal with its fields always in the same order: inlinings spread
 * from one another took several shapes, and V8 deoptimized the loops reading them (wrong map).
 */
function withSite(
  inlining: Omit<Inlining, 'site' | 'kind'>,
  site: TokenRange,
  kind: Inlining['kind'],
): Inlining {
  const { definition, close, call, returnAt, argumentsEnd, parameters, argumentNames } = inlining;
  return { definition, close, call, site, kind, returnAt, argumentsEnd, parameters, argumentNames };
}

/** How a call in the plain `statement` is inlined there, or undefined if it cannot be. */
function inlineInStatement(
  text: SpelledText,
  inlining: Omit<Inlining, 'site' | 'kind'>,
  statement: CallStatement,
): Inlining | undefined {
  const { ids } = text;
  const { call, returnAt, argumentsEnd } = inlining;
  const site = { start: statement.start, end: statement.end };
  if (!endsStatement(ids[site.start - 1]) || ids[site.end - 1] !== tok.semicolon) return undefined;
  const wholeCall = argumentsEnd + 2 === site.end;
  if (site.start === call && wholeCall) return withSite(inlining, site, 'statement');
  if (returnAt < 0 || statement.braced) return undefined;
  const returned = returnAt + 1;
  // `return v = f(…);` is a value: a site at a final `return` is written as one (emit-inlined.ts).
  const assigned =
    wholeCall &&
    ids[site.start] !== tok.return &&
    inlining.close === returnAt + 3 &&
    ids[returned] === tok.identifier &&
    ids[call - 1] === tok.assign &&
    ids[call - 2] === tok.identifier &&
    text.spellings[call - 2] === text.spellings[returned];
  return withSite(inlining, site, assigned ? 'assigned' : 'value');
}

/**
 * The inlinings whose site lies in no other's: a site is written from its own tokens, so a call inside
 * another's statement or arguments is left alone. Sites are disjoint or nested (a call inside a statement).
 */
function outermost(inlinings: Inlining[]): Inlining[] {
  const sorted = [...inlinings].sort((a, b) => a.site.start - b.site.start || b.site.end - a.site.end);
  let end = -1;
  return sorted.filter((inlining) => {
    if (inlining.site.start < end) return false;
    end = inlining.site.end;
    return true;
  });
}

/**
 * Each parameter's spelling (0 if it has no name), and the first name of the argument passed for it (-1 if
 * none): the body's statements read the caller's names through the parameters.
 */
function namesPassed(text: SpelledText, call: SingleCall): Pick<Inlining, 'parameters' | 'argumentNames'> {
  const { ids, match, spellings } = text;
  const parts = (open: number) => {
    const close = match[open]!;
    const commas = [...topLevel(ids, match, { start: open + 1, end: close }, tok.comma), close];
    return commas.map((end, i) => ({ start: i === 0 ? open + 1 : commas[i - 1]! + 1, end }));
  };
  const parameters = Uint32Array.from(parts(call.definition.name + 1), ({ start, end }) => {
    let name = end - 1;
    while (name >= start && ids[name] !== tok.identifier) name--;
    return name >= start ? spellings[name]! : 0;
  });
  const argumentNames = Int32Array.from(parts(call.call + 1), ({ start, end }) => {
    let name = start;
    while (name < end && ids[name] !== tok.identifier) name++;
    return name < end ? name : -1;
  });
  return { parameters, argumentNames };
}

/** The `return` of `return e;` ending the function's body when it is the body's only one; else -1. */
function finalReturn(ids: Uint32Array, call: SingleCall): number {
  const { open } = call.definition;
  let found = -1;
  for (let t = open + 1; t < call.close; t++) {
    if (ids[t] !== tok.return) continue;
    if (found >= 0) return -1;
    found = t;
  }
  if (found < 0 || ids[call.close - 1] !== tok.semicolon) return -1;
  if (!endsStatement(ids[found - 1])) return -1;
  return hasBrace(ids, { start: found, end: call.close }) ? -1 : found;
}

/** Whether a statement may start after a token of id `id` (`;`, `{` or `}`). */
function endsStatement(id: number | undefined): boolean {
  return id === tok.semicolon || id === tok.openBrace || id === tok.closeBrace;
}

function hasBrace(ids: Uint32Array, range: TokenRange): boolean {
  for (let t = range.start; t < range.end; t++)
    if (ids[t] === tok.openBrace || ids[t] === tok.closeBrace) return true;
  return false;
}
