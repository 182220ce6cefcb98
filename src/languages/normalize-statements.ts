// Token sequence normalization (JPlag 6, Sağlam et al., ICSE'24) for the C-family front ends, between
// lexing and fingerprinting: in each function body, dead plain statements are dropped (dead-statements.ts)
// and each run of plain statements is put in a canonical order (order-statements.ts), so a copy disguised by
// inserting unused statements or by reordering independent ones gives the tokens of the original again.
// A counted `for` is read as the `while` it stands for (statement-outline.ts), so a loop rewritten from one
// form to the other does too; the statements that set up a loop's condition stay right before the loop.
// First, a `switch` is read as its `if` chain (switch-form.ts), and conditionals, branches, increments and
// comparisons are read in one form (conditional-form.ts: `x = c ? a : b;` as `if (c) x = a; else x = b;`;
// branch-form.ts: `if (a != b) X else Y` as `if (a == b) Y else X`, a guard clause as the nested `if` it
// stands for; increment-form.ts: `i += 1;` as `i++;`; comparison-order.ts: `n > i` as `i < n`;
// repeat-loops.ts: `for (int i = 0; i < n; i++) S` with `i` unused in S as `while (n--) S`), and a function
// called once in its file is read at its call (inline-calls.ts), so extracting code into a method, or
// inlining one, gives the same statements in the same runs; a local that only copies a name reads as that
// name (copy-names.ts), as the parameters an inlined method leaves behind do. A local's declaration reads as
// the store it makes (`int n = 5;` as `n = 5;`, a bare `int n;` as nothing: declaration-stores.ts).
// It takes the tokens with their braces (they show the blocks) and returns them without, as the front ends
// emit them. Tokens keep their own spans, so a moved statement still points at its own lines. Code whose
// brackets do not nest is only stripped of its braces. Never throws; rewrites the arrays the lexer lends it.
import type { TokenSequence } from '../engine/types.js';
import { putComparisonsInOrder } from './comparison-order.js';
import { readBranchesInForm } from './branch-form.js';
import { readConditionalsAsIfs } from './conditional-form.js';
import { putIncrementsInForm } from './increment-form.js';
import { readSwitchesAsIfs } from './switch-form.js';
import { findCopies } from './copy-names.js';
import { conditionNames, copyRun, type RunTokens } from './copy-run.js';
import { droppedQualifierTest } from './dropped-qualifiers.js';
import {
  markDeadStatements,
  markOverwritten,
  markStoresAtEnd,
  type BodyStatement,
  type FunctionEnd,
} from './dead-statements.js';
import {
  countReads,
  hasEffect,
  localNames,
  statementFacts,
  tokenRoles,
  type StatementTokens,
} from './statement-facts.js';
import { outlineInlined } from './outline-inlined.js';
import { readRepeatLoops } from './repeat-loops.js';
import type { Outline, StatementRun } from './statement-outline.js';
import { leavesFunction } from './statement-tokens.js';
import { copyTokens, finishOutput, newOutput, withoutBraces } from './token-output.js';
import { tokenSpellings } from './token-spellings.js';

/**
 * `lexed` (lexed with braces kept, the lexer's own arrays: they are rewritten) normalized and without braces;
 * `text` is the source they came from. With `lendSpans`, the spans and spellings are views valid until the
 * next file is normalized on this thread.
 */
export function normalizeStatements(text: string, lexed: TokenSequence, lendSpans = false): TokenSequence {
  // The lexer lends its own arrays (define-language.ts): these rewrite them in place, but for the readings of
  // switches, conditionals and branches, which write to arrays of their own when they rewrite anything (lent
  // ones, which take turns: token-rewrites.ts; branches lend only when conditionals did not).
  const switched = readSwitchesAsIfs(lexed);
  const conditionals = readConditionalsAsIfs(switched);
  const ordered = putIncrementsInForm(readBranchesInForm(conditionals, conditionals === switched));
  putComparisonsInOrder(ordered);
  const repeated = readRepeatLoops(ordered);
  const outlined = outlineInlined(text, repeated);
  if (outlined === undefined) return withoutBraces(repeated, lendSpans);
  const { tokens, outline } = outlined;
  const { ids } = tokens;
  const unchanged =
    outline.runs.length === 0 && outline.loopIds === ids && outline.order.length === ids.length;
  if (unchanged) return withoutBraces(tokens, lendSpans);
  // Names' and literals' spellings: statements read and write names, and they go out with the tokens for
  // the engine's name hashes (check/prepare-files.ts), worked out once.
  const spellings = outlined.spellings ?? tokens.spellings ?? tokenSpellings(text, tokens);
  // An inlined body reads its parameters as the caller's names passed for them (emit-inlined.ts).
  const readAs = outlined.readAs ?? spellings;
  // Every object the hot loops below read is written as one literal with the same fields in the same
  // order: objects spread from inputs of varying shapes made V8 deoptimize those loops (wrong map).
  const { loopIds, declared } = outline;
  const qualified = droppedQualifierTest(text, tokens.spans);
  const roles = tokenRoles({ ids: loopIds, spellings: readAs, declared, qualified });
  const roled: StatementTokens = { ids: loopIds, spellings: readAs, declared, roles, qualified };
  const copies = findCopies(roled, outline);
  const statementTokens: StatementTokens = copies
    ? { ids: loopIds, spellings: copies.readAs, declared, roles, qualified }
    : roled;
  const statements = analyseRuns(statementTokens, outline, copies?.starts);
  const out = newOutput(ids.length, true);
  const spelled: RunTokens = { ids: loopIds, spans: tokens.spans, spellings, declared };
  const { order } = outline;
  for (let i = 0; i < order.length;) {
    const entry = order[i]!;
    if (entry < 0) {
      const run = outline.runs[-entry - 1]!;
      copyRun(out, spelled, run, statements[-entry - 1]!, conditionNames(statementTokens, run));
      i++;
      continue;
    }
    // Tokens left in place come in stretches of consecutive positions: each is copied in one go.
    let end = entry + 1;
    while (order[i + end - entry] === end) end++;
    copyTokens(out, spelled, entry, end);
    i += end - entry;
  }
  return finishOutput(out, lendSpans);
}

/**
 * Each run's statements with their facts, dead ones (and copies: copy-names.ts) marked. Its lists are built
 * by pushes, not by `map`: arrays from `map` took another elements kind when empty or when `map` itself ran
 * optimized, and V8 deoptimized the loops reading them (wrong map).
 */
function analyseRuns(
  tokens: StatementTokens,
  outline: Outline,
  copies: ReadonlySet<number> = new Set(),
): BodyStatement[][] {
  const locals: Set<number>[] = [];
  const reads: Map<number, number>[] = [];
  const byBody: BodyStatement[][] = [];
  for (const body of outline.bodies) {
    locals.push(localNames(tokens, body.localsFrom, body.end));
    reads.push(countReads(tokens, body.start, body.end));
    byBody.push([]);
  }
  const statements: BodyStatement[][] = [];
  for (const run of outline.runs) {
    const inRun: BodyStatement[] = [];
    for (let i = 0; i < run.starts.length; i++) {
      const start = run.starts[i]!;
      const facts = statementFacts(tokens, { start, end: run.ends[i]! }, locals[run.body]!);
      const statement = { facts, dead: copies.has(start) };
      byBody[run.body]!.push(statement);
      inRun.push(statement);
    }
    markOverwritten(inRun, reads[run.body]!, locals[run.body]!);
    // A body cut off by the end of a part of a split file goes on after the cut.
    if (run.endsFunction && !outline.bodies[run.body]!.cutOff)
      markStoresAtEnd(inRun, reads[run.body]!, locals[run.body]!, functionEnd(tokens, run));
    statements.push(inRun);
  }
  // A body cut off by the end of a part of a split file: what follows the cut may read any of its stores.
  for (let b = 0; b < outline.bodies.length; b++)
    if (!outline.bodies[b]!.cutOff) markDeadStatements(byBody[b]!, reads[b]!, locals[b]!);
  return statements;
}

/** How `run`, which ends its function's body, ends: with a statement that leaves it, or by running off. */
function functionEnd(tokens: StatementTokens, run: StatementRun): FunctionEnd {
  const last = run.starts.length - 1;
  const start = run.starts[last]!;
  if (!leavesFunction.has(tokens.ids[start]!)) return { leaves: false, leavesThroughEffect: false };
  return { leaves: true, leavesThroughEffect: hasEffect(tokens, { start: start + 1, end: run.ends[last]! }) };
}
