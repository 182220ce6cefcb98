// Which of the chosen inlinings (inline-calls.ts) can be written (emit-inlined.ts): not those that call each
// other in a cycle, whose bodies would be written inside one another forever, and not a call in another
// inlined function's header (a default argument, a constructor's initializers), which is not written.
import { firstPositionFrom } from '../engine/first-position-from.js';
import type { Inlining } from './emit-inlined.js';

/** Longest chain of functions inlined into each other (each emitted inside the one that calls it). */
const MAX_DEPTH = 32;

/**
 * `inlinings` (their sites disjoint) but those in a cycle, too deep a chain or another's header. Built by
 * pushes into a new list: lists from `filter` came in more than one elements kind, and V8 deoptimized the
 * writer reading them (emit-inlined.ts, wrong map).
 */
export function keptInlinings(inlinings: readonly Inlining[]): Inlining[] {
  const kept: Inlining[] = [];
  for (const inlining of outsideHeaders(withoutCycles(inlinings))) kept.push(inlining);
  return kept;
}

/**
 * `inlinings` but those in a cycle (each inlined into the next, the last into the first) or in a chain
 * deeper than MAX_DEPTH: the function a call stands in is the inlined one whose body holds it.
 */
function withoutCycles(inlinings: readonly Inlining[]): Inlining[] {
  // Inlined functions are not nested in one another: the one whose body holds a call is the last to open
  // before it, if it closes after it.
  const byOpen = [...inlinings].sort((a, b) => a.definition.open - b.definition.open);
  const opens = Uint32Array.from(byOpen, (inlining) => inlining.definition.open);
  const holder = (t: number) => {
    const last = byOpen[firstPositionFrom(opens, t) - 1];
    return last !== undefined && t < last.close ? last : undefined;
  };
  const parents = new Map(inlinings.map((inlining) => [inlining, holder(inlining.call)]));
  return inlinings.filter((inlining) => {
    let parent = parents.get(inlining);
    for (let depth = 0; parent !== undefined; depth++) {
      if (parent === inlining || depth >= MAX_DEPTH) return false;
      parent = parents.get(parent);
    }
    return true;
  });
}

/**
 * `inlinings` but those whose site is in another's header: its definition would be left out with that
 * header, and its body never written. Inlined functions are not nested, so their headers are disjoint.
 */
function outsideHeaders(inlinings: readonly Inlining[]): Inlining[] {
  const byStart = [...inlinings].sort((a, b) => a.definition.start - b.definition.start);
  const starts = Uint32Array.from(byStart, (inlining) => inlining.definition.start);
  return inlinings.filter((inlining) => {
    const { start } = inlining.site;
    const last = byStart[firstPositionFrom(starts, start + 1) - 1];
    return last === undefined || start >= last.definition.open;
  });
}
