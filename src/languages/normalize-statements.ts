// Token sequence normalization (JPlag 6, Sağlam et al., ICSE'24) for the C-family front ends, between
// lexing and fingerprinting: in each function body, dead plain statements are dropped (dead-statements.ts)
// and each run of plain statements is put in a canonical order (order-statements.ts), so a copy disguised by
// inserting unused statements or by reordering independent ones gives the tokens of the original again.
// It takes the tokens with their braces (they show the blocks) and returns them without, as the front ends
// emit them. Tokens keep their own spans, so a moved statement still points at its own lines. Code whose
// brackets do not nest is only stripped of its braces. Pure; never throws.
import type { TokenSequence } from '../engine/types.js';
import { markDeadStatements, type BodyStatement } from './dead-statements.js';
import { matchBrackets } from './match-brackets.js';
import { canonicalOrder } from './order-statements.js';
import {
  countReads,
  localNames,
  statementFacts,
  tokenRoles,
  type StatementTokens,
} from './statement-facts.js';
import { outlineStatements, type Outline, type StatementRun } from './statement-outline.js';
import { tok } from './statement-tokens.js';
import { tokenSpellings } from './token-spellings.js';

// Only names are read and written; literals need no spelling here.
const NAMES: ReadonlySet<number> = new Set([tok.identifier]);

/** `tokens` (lexed with braces kept) normalized and without braces; `text` is the source they came from. */
export function normalizeStatements(text: string, tokens: TokenSequence): TokenSequence {
  const { ids, spans } = tokens;
  const match = matchBrackets(ids);
  const outline = match && outlineStatements(ids, match, (t) => spans[4 * t]!);
  if (outline === undefined || outline.runs.length === 0) return withoutBraces(tokens, undefined);
  const spellings = tokenSpellings(text, tokens, NAMES);
  const named = { ids, spellings, declared: outline.declared };
  const statementTokens = { ...named, roles: tokenRoles(named) };
  const statements = analyseRuns(statementTokens, outline);
  const order: number[] = [];
  for (const entry of outline.order) {
    if (entry >= 0) order.push(entry);
    else pushRun(order, outline.runs[-entry - 1]!, statements[-entry - 1]!, ids);
  }
  return withoutBraces(tokens, order);
}

/** Each run's statements with their facts, dead ones marked. */
function analyseRuns(tokens: StatementTokens, outline: Outline): BodyStatement[][] {
  const locals = outline.bodies.map((body) => localNames(tokens, body.start, body.end));
  const byBody: BodyStatement[][] = outline.bodies.map(() => []);
  const statements = outline.runs.map((run) =>
    run.starts.map((start, i): BodyStatement => {
      const range = { start, end: run.ends[i]! };
      const statement = { facts: statementFacts(tokens, range, locals[run.body]!), dead: false };
      byBody[run.body]!.push(statement);
      return statement;
    }),
  );
  outline.bodies.forEach((body, b) => {
    markDeadStatements(byBody[b]!, countReads(tokens, body.start, body.end), locals[b]!);
  });
  return statements;
}

/** Appends the run's live statements' tokens in canonical order. */
function pushRun(order: number[], run: StatementRun, statements: BodyStatement[], ids: Uint32Array): void {
  if (statements.length === 1) {
    if (!statements[0]!.dead) for (let t = run.starts[0]!; t < run.ends[0]!; t++) order.push(t);
    return;
  }
  const live = statements.flatMap((statement, i) => (statement.dead ? [] : [i]));
  const ranges = live.map((i) => ({ start: run.starts[i]!, end: run.ends[i]! }));
  const keys = ranges.map((range) => hashTokens(ids, range));
  const facts = live.map((i) => statements[i]!.facts);
  for (const position of canonicalOrder(facts, keys)) {
    const { start, end } = ranges[position]!;
    for (let t = start; t < end; t++) order.push(t);
  }
}

/**
 * A statement's key: a hash of its folded tokens. Sorting by the tokens themselves would gather statements
 * that begin alike (every `$numtype $id = $num ;`, every print) into long runs that two independent
 * solutions then share; a hash orders them in no meaningful way, the same in every file. Measured on
 * IR-Plag and bench:disguise (README): independent pairs gained less similarity by hash than by tokens.
 */
function hashTokens(ids: Uint32Array, range: { start: number; end: number }): number {
  let hash = 0x811c9dc5;
  for (let t = range.start; t < range.end; t++) hash = Math.imul(hash ^ ids[t]!, 0x01000193);
  return hash >>> 0;
}

/** The tokens at `order` (all of them, in order, when undefined), braces left out. */
function withoutBraces(tokens: TokenSequence, order: readonly number[] | undefined): TokenSequence {
  const count = order === undefined ? tokens.ids.length : order.length;
  const ids = new Uint32Array(count);
  const spans = new Uint32Array(4 * count);
  let n = 0;
  for (let i = 0; i < count; i++) {
    const t = order === undefined ? i : order[i]!;
    const id = tokens.ids[t]!;
    if (id === tok.openBrace || id === tok.closeBrace) continue;
    ids[n] = id;
    spans[4 * n] = tokens.spans[4 * t]!;
    spans[4 * n + 1] = tokens.spans[4 * t + 1]!;
    spans[4 * n + 2] = tokens.spans[4 * t + 2]!;
    spans[4 * n + 3] = tokens.spans[4 * t + 3]!;
    n++;
  }
  return { ids: ids.slice(0, n), spans: spans.slice(0, 4 * n) };
}
