// Token sequence normalization (JPlag 6, Sağlam et al., ICSE'24) for the C-family front ends, between
// lexing and fingerprinting: in each function body, dead plain statements are dropped (dead-statements.ts)
// and each run of plain statements is put in a canonical order (order-statements.ts), so a copy disguised by
// inserting unused statements or by reordering independent ones gives the tokens of the original again.
// A counted `for` is read as the `while` it stands for (statement-outline.ts), so a loop rewritten from one
// form to the other does too; the statements that set up a loop's condition stay right before the loop.
// First, increments and comparisons are read in one form (increment-form.ts: `i += 1;` as `i++;`;
// comparison-order.ts: `n > i` as `i < n`), and a function called once in its file is read at its call
// (inline-calls.ts), so extracting code into a method, or inlining one, gives the same statements in the
// same runs; a local that only copies a name reads as that name (copy-names.ts), as the parameters an
// inlined method leaves behind do. A local's declaration reads as the store it makes (`int n = 5;` as
// `n = 5;`, a bare `int n;` as nothing: declaration-stores.ts).
// It takes the tokens with their braces (they show the blocks) and returns them without, as the front ends
// emit them. Tokens keep their own spans, so a moved statement still points at its own lines. Code whose
// brackets do not nest is only stripped of its braces. Never throws; rewrites the arrays the lexer lends it.
import type { TokenSequence } from '../engine/types.js';
import { putComparisonsInOrder } from './comparison-order.js';
import { putIncrementsInForm } from './increment-form.js';
import { findCopies } from './copy-names.js';
import { storeStart } from './declaration-stores.js';
import { droppedQualifierTest } from './dropped-qualifiers.js';
import {
  markDeadStatements,
  markOverwritten,
  markStoresAtEnd,
  type BodyStatement,
  type FunctionEnd,
} from './dead-statements.js';
import { canonicalOrder, dependsOn } from './order-statements.js';
import {
  countReads,
  hasEffect,
  localNames,
  statementFacts,
  tokenRoles,
  type StatementFacts,
  type StatementTokens,
} from './statement-facts.js';
import { outlineInlined } from './outline-inlined.js';
import type { Outline, StatementRun } from './statement-outline.js';
import { leavesFunction, tok } from './statement-tokens.js';
import {
  copyTokens,
  finishOutput,
  newOutput,
  withoutBraces,
  type CopiedTokens,
  type Output,
} from './token-output.js';
import { tokenSpellings } from './token-spellings.js';

/**
 * `lexed` (lexed with braces kept, the lexer's own arrays: they are rewritten) normalized and without braces;
 * `text` is the source they came from. With `lendSpans`, the spans and spellings are views valid until the
 * next file is normalized on this thread.
 */
export function normalizeStatements(text: string, lexed: TokenSequence, lendSpans = false): TokenSequence {
  // The lexer lends its own arrays (define-language.ts): these rewrite them in place.
  const ordered = putIncrementsInForm(lexed);
  putComparisonsInOrder(ordered);
  const outlined = outlineInlined(text, ordered);
  if (outlined === undefined) return withoutBraces(ordered, lendSpans);
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

/** The tokens runs are copied from, with the names each declares (declared-names.ts). */
interface RunTokens extends CopiedTokens {
  readonly declared: Uint8Array;
}

/**
 * Copies the run's live statements' tokens to `out` in canonical order, but for those that set up the loop
 * after the run: they write a name its condition reads (`loopNames`) and no other statement of the run
 * depends on them. They go last, in canonical order among themselves, as they would stand in the loop's
 * header had it been written as a `for`; which they are does not depend on the run's order. Plain loops
 * rather than `forEach` and `filter` with closures: this runs for every run, and V8 compiled it three times.
 */
function copyRun(
  out: Output,
  tokens: RunTokens,
  run: StatementRun,
  statements: BodyStatement[],
  loopNames: ReadonlySet<number>,
): void {
  const live: number[] = [];
  for (let i = 0; i < statements.length; i++) if (!statements[i]!.dead) live.push(i);
  const setUp = loopNames.size > 0 ? loopSetUp(statements, live, loopNames) : [];
  if (setUp.length === 0) {
    copyInOrder(out, tokens, run, statements, live);
    return;
  }
  copyInOrder(
    out,
    tokens,
    run,
    statements,
    live.filter((s) => !setUp.includes(s)),
  );
  copyInOrder(out, tokens, run, statements, setUp);
}

/** The statements of `live` that set up the loop after the run (see copyRun), in run order. */
function loopSetUp(statements: BodyStatement[], live: number[], loopNames: ReadonlySet<number>): number[] {
  const setUp: number[] = [];
  for (let at = 0; at < live.length; at++) {
    const facts = statements[live[at]!]!.facts;
    if (!facts.writes.some((name) => loopNames.has(name))) continue;
    let needed = false;
    for (let later = at + 1; later < live.length && !needed; later++)
      needed = dependsOn(statements[live[later]!]!.facts, facts);
    if (!needed) setUp.push(live[at]!);
  }
  return setUp;
}

/** Copies the run's statements `group` to `out` in canonical order, each from where its store starts. */
function copyInOrder(
  out: Output,
  tokens: RunTokens,
  run: StatementRun,
  statements: BodyStatement[],
  group: number[],
): void {
  if (group.length < 2) {
    if (group.length === 1) copyStatement(out, tokens, run, group[0]!);
    return;
  }
  const keys = new Uint32Array(group.length);
  const facts: StatementFacts[] = [];
  for (let at = 0; at < group.length; at++) {
    const i = group[at]!;
    // Keyed by all its tokens, a declaration's type too: keyed by what is emitted, the runs of independent
    // solutions lined up more (README, statement normalization).
    keys[at] = hashTokens(tokens.ids, run.starts[i]!, run.ends[i]!);
    facts.push(statements[i]!.facts);
  }
  for (const position of canonicalOrder(facts, keys)) copyStatement(out, tokens, run, group[position]!);
}

/** Copies statement `i` of the run to `out` from where its store starts (declaration-stores.ts). */
function copyStatement(out: Output, tokens: RunTokens, run: StatementRun, i: number): void {
  const end = run.ends[i]!;
  copyTokens(out, tokens, storeStart(tokens.ids, tokens.declared, run.starts[i]!, end), end);
}

/** The spellings of the names in the condition of the loop after `run` (none if no loop follows it). */
function conditionNames(tokens: StatementTokens, run: StatementRun): ReadonlySet<number> {
  const condition = run.loopCondition;
  if (condition === undefined) return NO_NAMES;
  const names = new Set<number>();
  for (let t = condition.start; t < condition.end; t++)
    if (tokens.ids[t] === tok.identifier) names.add(tokens.spellings[t]!);
  return names;
}

const NO_NAMES: ReadonlySet<number> = new Set();

/**
 * A statement's key: a hash of its folded tokens. Sorting by the tokens themselves would gather statements
 * that begin alike (every `$numtype $id = $num ;`, every print) into long runs that two independent
 * solutions then share; a hash orders them in no meaningful way, the same in every file. Measured on
 * IR-Plag and bench:disguise (README): independent pairs gained less similarity by hash than by tokens.
 */
function hashTokens(ids: Uint32Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let t = start; t < end; t++) hash = Math.imul(hash ^ ids[t]!, 0x01000193);
  return hash >>> 0;
}
