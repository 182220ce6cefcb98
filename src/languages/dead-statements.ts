// Dead plain statements of a function body: JPlag drops the statements from which no dependency path reaches
// one with an effect. Here: a statement without an effect whose every write is to a local that nothing else
// in the function reads (`int unused = 5;`, `tmp = a + b;` with `tmp` never read) is dead, and dropping it
// may leave others dead in turn (`int a = 1; int b = a * 2;`, neither read again), until none is left.
// Reads anywhere in the body count, in conditions, loops and nested blocks too, so a value a loop reads back
// on its next pass is alive; a statement with a call, a jump, or a write to a field is never dropped here
// (markOverwritten drops what does nothing whatever the state: `x = x;`, a print of the empty string).
import type { StatementFacts } from './statement-facts.js';

/** A plain statement of a body: its facts, and whether it was found dead. */
export interface BodyStatement {
  readonly facts: StatementFacts;
  dead: boolean;
}

/**
 * Marks the statements of one run (straight-line code) that change nothing, as a compiler's liveness analysis
 * finds them: a name assigned to itself (`x = x;`) or a print of the empty string, and a store to locals that a later statement of the run
 * assigns again before anything may read them (`int n = 0; … n = 5;`; overwritten says what may). A bare
 * declaration (`int n;`) stays: it stores nothing, and dropping it would turn `int n; n = 5;` into a plain
 * assignment. What a dropped statement read is taken out of `reads`, so a statement only it read may die in
 * turn (markDeadStatements).
 */
export function markOverwritten(
  run: readonly BodyStatement[],
  reads: Map<number, number>,
  locals: ReadonlySet<number>,
): void {
  for (let i = 0; i < run.length; i++) {
    const statement = run[i]!;
    const { facts } = statement;
    if (statement.dead) continue;
    // A name assigned to itself changes nothing, a field or a global as much as a local; nor does a print of
    // the empty string.
    const changesNothing =
      facts.doesNothing ||
      (!facts.effect && facts.assigns && writesOnlyLocals(facts, locals) && overwritten(run, i));
    if (!changesNothing) continue;
    markDead(statement, reads);
  }
}

/** How the run that ends a function's body ends: by its last statement leaving it or by running off. */
export interface FunctionEnd {
  /** Its last statement leaves the function (`return …;`, `throw …;`). */
  readonly leaves: boolean;
  /** And has an effect on the way (`return g(p);`), which may read a local through a pointer. */
  readonly leavesThroughEffect: boolean;
}

/**
 * Marks the stores of the run that ends a function's body that nothing after them reads (`count++;` before
 * the closing brace or a final `return total;`): the locals are gone once it returns, as a compiler's
 * liveness analysis finds. Walks back from the end, a dropped store's reads no longer keeping what they
 * read alive (`int t = a * 2; last = t;`). Stops at a jump before the end (a `goto` may go back) and, as
 * overwritten() does, keeps a store to a name it does not declare when a call follows, which may read it
 * through a pointer.
 */
export function markStoresAtEnd(
  run: readonly BodyStatement[],
  reads: Map<number, number>,
  locals: ReadonlySet<number>,
  end: FunctionEnd,
): void {
  const readAfter = new Set<number>();
  let callAfter = false;
  for (let i = run.length - 1; i >= 0; i--) {
    const statement = run[i]!;
    if (statement.dead) continue;
    const { facts } = statement;
    if (i === run.length - 1 && end.leaves) {
      for (const name of facts.reads) readAfter.add(name);
      callAfter = end.leavesThroughEffect;
      continue;
    }
    if (facts.jumps) return;
    const unread =
      !facts.effect &&
      facts.assigns &&
      (facts.declares || !callAfter) &&
      writesOnlyLocals(facts, locals) &&
      facts.writes.every((name) => !readAfter.has(name));
    if (unread) {
      markDead(statement, reads);
      continue;
    }
    for (const name of facts.reads) readAfter.add(name);
    if (facts.effect) callAfter = true;
  }
}

/**
 * Each name statement `at` writes is assigned again later in the run, by a statement that does not read it,
 * before any statement reads it, declares it anew or jumps, and, unless statement `at` declares it, before
 * any statement with an effect.
 */
function overwritten(run: readonly BodyStatement[], at: number): boolean {
  const store = run[at]!.facts;
  for (const name of store.writes) {
    let written = false;
    for (let later = at + 1; later < run.length && !written; later++) {
      const { facts } = run[later]!;
      if (facts.reads.includes(name) || facts.jumps) return false;
      // A call may read a local through a pointer, a reference or a lambda's capture (C, C++) made before this
      // store; a name the store declares has no such alias but one made by reading it, which ends the search.
      if (facts.effect && !store.declares) return false;
      // A declaration of the name makes a new variable (in C and C++ it may shadow this one in a bare block):
      // the stores after it may be to either, so none of them is known to overwrite this one.
      if (facts.declares && facts.writes.includes(name)) return false;
      written = facts.writes.includes(name);
    }
    if (!written) return false;
  }
  return true;
}

/**
 * Marks dead statements of one body. `reads` counts every read of each name in the body (statement-facts
 * countReads) and is used up as statements die; `locals` are the body's local names.
 */
export function markDeadStatements(
  statements: readonly BodyStatement[],
  reads: Map<number, number>,
  locals: ReadonlySet<number>,
): void {
  const candidates = statements.filter(({ facts }) => !facts.effect && writesOnlyLocals(facts, locals));
  let changed = true;
  while (changed) {
    changed = false;
    for (const statement of candidates) {
      if (statement.dead || !isUnread(statement.facts, reads)) continue;
      markDead(statement, reads);
      changed = true;
    }
  }
}

/** Marks `statement` dead: what it read is read once less, so a statement only it read may die in turn. */
function markDead(statement: BodyStatement, reads: Map<number, number>): void {
  statement.dead = true;
  for (const name of statement.facts.reads) reads.set(name, (reads.get(name) ?? 0) - 1);
}

function writesOnlyLocals(facts: StatementFacts, locals: ReadonlySet<number>): boolean {
  if (facts.writes.length === 0) return false;
  for (const name of facts.writes) if (!locals.has(name)) return false;
  return true;
}

/** No statement but this one reads what it writes. */
function isUnread(facts: StatementFacts, reads: ReadonlyMap<number, number>): boolean {
  for (const name of facts.writes) {
    let own = 0;
    for (const read of facts.reads) if (read === name) own++;
    if ((reads.get(name) ?? 0) - own > 0) return false;
  }
  return true;
}
