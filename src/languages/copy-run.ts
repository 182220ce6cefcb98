// A run of plain statements copied out in its canonical order (order-statements.ts), live statements only,
// with the statements that set up the loop after the run last, as they would stand in its header had it been
// written as a `for` (normalize-statements.ts runs it for every run of every function body).
import type { BodyStatement } from './dead-statements.js';
import { copyStore } from './declaration-stores.js';
import { LOCAL } from './declared-names.js';
import { canonicalOrder, dependsOn } from './order-statements.js';
import type { StatementFacts, StatementTokens } from './statement-facts.js';
import type { StatementRun } from './statement-outline.js';
import { tok } from './statement-tokens.js';
import type { CopiedTokens, Output } from './token-output.js';

/** The tokens runs are copied from, with the names each declares (declared-names.ts). */
export interface RunTokens extends CopiedTokens {
  readonly declared: Uint8Array;
}

/**
 * Copies the run's live statements' tokens to `out` in canonical order, but for those that set up the loop
 * after the run: they write a name its condition reads (`loopNames`) and no other statement of the run
 * depends on them. They go last, in canonical order among themselves, as they would stand in the loop's
 * header had it been written as a `for`; which they are does not depend on the run's order. Plain loops,
 * not closures made anew for every run: this runs for every run of every function body.
 */
export function copyRun(
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
    keys[at] = statementKey(tokens, run, i);
    facts.push(statements[i]!.facts);
  }
  for (const position of canonicalOrder(facts, keys)) copyStatement(out, tokens, run, group[position]!);
}

/** Copies statement `i` of the run to `out` from where its store starts (declaration-stores.ts). */
function copyStatement(out: Output, tokens: RunTokens, run: StatementRun, i: number): void {
  const end = run.ends[i]!;
  copyStore(out, tokens, run.starts[i]!, end);
}

/** The spellings of the names in the condition of the loop after `run` (none if no loop follows it). */
export function conditionNames(tokens: StatementTokens, run: StatementRun): ReadonlySet<number> {
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
 * A declarator split from the names declared with it (declaration-stores.ts) is keyed as it would be
 * declared alone: its declaration's type first, its `,` as a `;`.
 */
function statementKey(tokens: RunTokens, run: StatementRun, i: number): number {
  const { ids, declared } = tokens;
  const { starts, ends } = run;
  let first = i;
  while (first > 0 && ids[starts[first]! - 1] === tok.comma && ends[first - 1] === starts[first]) first--;
  let hash = 0x811c9dc5;
  if (first < i) {
    let name = starts[first]!;
    while (name < ends[first]! && declared[name] !== LOCAL) name++;
    for (let t = starts[first]!; t < name; t++) hash = Math.imul(hash ^ ids[t]!, 0x01000193);
  }
  const end = ends[i]!;
  for (let t = starts[i]!; t < end; t++) {
    const id = t === end - 1 && ids[t] === tok.comma ? tok.semicolon : ids[t]!;
    hash = Math.imul(hash ^ id, 0x01000193);
  }
  return hash >>> 0;
}
