// The functions of a file that are called exactly once in it, the candidates for inlining (inline-calls.ts):
// defined once (an overload, a name defined twice, is left alone), not `main`, not defined inside another
// function's body (a local or anonymous class's method), and whose name appears exactly once besides its
// definition, as a plain call `name(…)`: not `x.name(…)`, `p->name(…)`, `A::name`, `new Name(…)`. A name
// written outside every function body after a type, before `(` (a C or C++ prototype, a method declared in
// a class and defined outside it), is a declaration, not a use. Reads token ids and spellings only.
import { tokenId } from '../engine/token-id.js';
import { IdTable } from './id-table.js';
import type { FunctionDefinition } from './function-definition.js';
import { memberAccess, tok, typeTails } from './statement-tokens.js';

/** A file's tokens with braces, their pairs (matchBrackets) and the id of each name's spelling. */
export interface SpelledText {
  readonly ids: Uint32Array;
  readonly match: Int32Array;
  readonly spellings: Uint32Array;
}

/** A function called once: its definition, the `}` closing its body, and the call's name token. */
export interface SingleCall {
  readonly definition: FunctionDefinition;
  readonly close: number;
  readonly call: number;
}

const MAIN = tokenId('main') || 1;

/** The functions of `functions` (in token order) whose name `text` uses once, as a call; in call order. */
export function singleCalls(text: SpelledText, functions: readonly FunctionDefinition[]): SingleCall[] {
  const candidates = definedOnce(text, functions);
  if (candidates.length === 0) return [];
  const table = new IdTable(candidates.map((f, c): [number, number] => [text.spellings[f.name]!, c + 1]));
  const uses = new Int32Array(candidates.length);
  const lastUse = new Int32Array(candidates.length);
  const { ids, match, spellings } = text;
  const outer = functions.filter((f) => !f.nested);
  let next = 0;
  let bodyEnd = -1;
  for (let t = 0; t < ids.length; t++) {
    if (next < outer.length && outer[next]!.open === t) bodyEnd = match[outer[next++]!.open]!;
    if (ids[t] !== tok.identifier) continue;
    const c = table.get(spellings[t]!) - 1;
    if (c < 0 || candidates[c]!.name === t) continue;
    if (t > bodyEnd && ids[t + 1] === tok.openParen && typeTails.has(ids[t - 1] ?? 0)) continue;
    uses[c]!++;
    lastUse[c] = t;
  }
  const calls: SingleCall[] = [];
  for (let c = 0; c < candidates.length; c++) {
    const definition = candidates[c]!;
    const call = lastUse[c]!;
    if (uses[c] === 1 && isPlainCall(ids, call))
      calls.push({ definition, close: match[definition.open]!, call });
  }
  return calls.sort((a, b) => a.call - b.call);
}

/** The functions with a name that no other function of the file has, but nested ones and `main`. */
function definedOnce(text: SpelledText, functions: readonly FunctionDefinition[]): FunctionDefinition[] {
  const count = new Map<number, number>();
  for (const f of functions) {
    if (f.name < 0) continue;
    const spelling = text.spellings[f.name]!;
    count.set(spelling, (count.get(spelling) ?? 0) + 1);
  }
  return functions.filter((f) => {
    if (f.name < 0 || f.nested) return false;
    const spelling = text.spellings[f.name]!;
    return spelling !== MAIN && count.get(spelling) === 1;
  });
}

/** `name(` with no object, class or `new` before it. */
function isPlainCall(ids: Uint32Array, t: number): boolean {
  const before = ids[t - 1] ?? 0;
  return ids[t + 1] === tok.openParen && !memberAccess.has(before) && before !== tok.new;
}
