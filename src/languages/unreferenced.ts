// Which of a file's definitions nothing uses: the shared step of leaving out unused methods
// (unused-methods.ts) and unused macros, aliases and constants (unused-definitions.ts). Pure.
import type { TokenRange } from '../engine/types.js';
import { tok } from './statement-tokens.js';

/** A definition that may be left out: the tokens it spans and the spelling of the name it defines. */
export interface NamedRange extends TokenRange {
  readonly name: number;
}

/**
 * The candidates (disjoint) whose name appears only inside themselves, once those left out are gone: one
 * used only by candidates left out goes too. A worklist, so a chain of n of them costs one pass, not n.
 */
export function unreferenced(
  source: { readonly ids: Uint32Array; readonly spellings: Uint32Array },
  candidates: readonly NamedRange[],
): NamedRange[] {
  if (candidates.length === 0) return [];
  const { ids, spellings } = source;
  const uses = new Map<number, number>();
  for (let t = 0; t < ids.length; t++) {
    if (ids[t] === tok.identifier) uses.set(spellings[t]!, (uses.get(spellings[t]!) ?? 0) + 1);
  }
  const byName = new Map<number, number[]>();
  const own = candidates.map(({ start, end, name }, c) => {
    byName.set(name, [...(byName.get(name) ?? []), c]);
    let count = 0;
    for (let t = start; t < end; t++) if (ids[t] === tok.identifier && spellings[t] === name) count++;
    return count;
  });
  const dropped = new Uint8Array(candidates.length);
  const unused = (c: number) => dropped[c] === 0 && uses.get(candidates[c]!.name)! <= own[c]!;
  const work = candidates.flatMap((_, c) => (unused(c) ? [c] : []));
  for (let c = work.pop(); c !== undefined; c = work.pop()) {
    if (!unused(c)) continue;
    dropped[c] = 1;
    const { start, end } = candidates[c]!;
    for (let t = start; t < end; t++) {
      if (ids[t] !== tok.identifier) continue;
      const name = spellings[t]!;
      uses.set(name, uses.get(name)! - 1);
      for (const other of byName.get(name) ?? []) if (unused(other)) work.push(other);
    }
  }
  return candidates.filter((_, c) => dropped[c] === 1);
}
