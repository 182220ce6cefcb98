// Attack: reordering of independent statements. In each run of consecutive plain statements of a method
// body, statements move past each other only when neither changes a name the other reads or changes, and
// not both call something (a call may print, read input or change what the other reads). The methods of
// each class are shuffled too (Java does not care about their order); fields and initializers stay put.
import type { Tok } from './disguise-lexer.js';
import { namesChanged, namesUsed } from './disguise-names.js';
import type { Block, JavaFile, Node } from './disguise-tree.js';
import { blocksIn, callsSomething, editableBlocks, isJump } from './disguise-walk.js';
import type { Random } from './synthetic-random.js';

interface Facts {
  changed: Set<string>;
  used: Set<string>;
  calls: boolean;
}

/** Reorders `file`'s independent statements and its methods; returns how many nodes changed place. */
export function reorderStatements(file: JavaFile, random: Random): number {
  let moved = 0;
  for (const block of editableBlocks(file.members)) {
    for (const run of movableRuns(block)) {
      const order = randomTopologicalOrder(
        run.map((node) => factsOf((node as { tokens: Tok[] }).tokens)),
        random,
      );
      const start = block.body.indexOf(run[0]!);
      order.forEach((from, to) => {
        if (from !== to) moved++;
        block.body[start + to] = run[from]!;
      });
    }
  }
  for (const block of blocksIn(file.members).filter((candidate) => candidate.mode === 'members')) {
    moved += shuffleMethods(block, random);
  }
  return moved;
}

/** Whether statement `b` must stay after statement `a`. */
export function dependsOn(a: Facts, b: Facts): boolean {
  const meets = (names: Set<string>, others: Set<string>) => [...names].some((name) => others.has(name));
  return (
    meets(a.changed, b.used) ||
    meets(a.changed, b.changed) ||
    meets(b.changed, a.used) ||
    (a.calls && b.calls)
  );
}

export function factsOf(tokens: readonly Tok[]): Facts {
  return { changed: namesChanged(tokens), used: namesUsed(tokens), calls: callsSomething(tokens) };
}

// Runs of at least two consecutive simple statements that are not jumps, labels or constructor calls.
function movableRuns(block: Block): Node[][] {
  const runs: Node[][] = [[]];
  for (const node of block.body) {
    const movable =
      node.kind === 'simple' &&
      !isJump(node) &&
      node.tokens.length > 1 &&
      !['super', 'this'].includes(node.tokens[0]!.text);
    if (movable) runs.at(-1)!.push(node);
    else if (runs.at(-1)!.length) runs.push([]);
  }
  return runs.filter((run) => run.length > 1);
}

/** A random order of `facts` in which each keeps after everything it depends on: `order[to] = from`. */
export function randomTopologicalOrder(facts: readonly Facts[], random: Random): number[] {
  const placed = new Set<number>();
  const order: number[] = [];
  while (order.length < facts.length) {
    const ready = facts
      .map((_, i) => i)
      .filter(
        (i) =>
          !placed.has(i) &&
          facts.slice(0, i).every((earlier, j) => placed.has(j) || !dependsOn(earlier, facts[i]!)),
      );
    const next = random.pick(ready);
    placed.add(next);
    order.push(next);
  }
  return order;
}

function shuffleMethods(block: Block, random: Random): number {
  const slots = block.body.flatMap((node, i) =>
    node.kind === 'compound' && node.role === 'method' ? [i] : [],
  );
  const methods = slots.map((i) => block.body[i]!);
  const shuffled = random.shuffled(methods);
  slots.forEach((slot, i) => (block.body[slot] = shuffled[i]!));
  return shuffled.filter((method, i) => method !== methods[i]).length;
}
