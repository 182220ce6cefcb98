// The methods a program never calls, left out before normalization (outline-inlined.ts): in a file that
// defines `main`, a method of a helper class (not the class `main` is in) whose name appears nowhere else in
// the file. A competitive programmer's personal template is such a class: a fast reader with a dozen
// methods, two of which the solution calls. Its unused methods are the same in every solution of that
// programmer and in none of another's, so two independent solutions written in one template look alike,
// and a copy pasted into the copier's own template looks unlike its original (held-out set A, and
// bench:templates). What is left out is what a compiler's dead-code elimination would drop.
// Kept, because something may call them unseen: every method when the file has no `main` (a library, or a
// class a grader's tests call), the methods of main's own class (a grader may call `Main.solve`), those of a
// class with a base (`extends`, `implements`, C++ `:`: an override such as `compareTo` or `toString` is
// called by the library), what overrides a method every Java class has (`toString`, `equals`, `hashCode`:
// `println(p)` calls `p.toString()` without naming it), constructors, overloads of a used name, and a method defined in a function
// body. A method used only by methods left out is left out too. The file is all it reads: a helper class's
// method that only another file of the submission calls is left out too (rare beside a `main`). Pure.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange } from '../engine/types.js';
import type { FunctionDefinition } from './function-definition.js';
import { IdTable } from './id-table.js';
import { tok } from './statement-tokens.js';
import { unreferenced, type NamedRange } from './unreferenced.js';
import { wordList } from './word-list.js';

const MAIN = tokenId('main');
const CLASS_WORDS = IdTable.of(wordList('class struct').map(tokenId));
/** Object's methods: every Java class overrides them without naming a base, and the library calls them. */
const OBJECT_METHODS = IdTable.of(wordList('toString equals hashCode clone finalize').map(tokenId));
const BASE_WORDS = IdTable.of([...wordList('extends implements').map(tokenId), tok.colon]);

/** A file's tokens with braces, their pairs, and each name's spelling. */
export interface SpelledSource {
  readonly ids: Uint32Array;
  readonly spellings: Uint32Array;
  readonly match: Int32Array;
}

/** The file's `main`, a function not nested in another, if it defines one. */
export function mainOf(
  functions: readonly FunctionDefinition[],
  spellings: Uint32Array,
): FunctionDefinition | undefined {
  return functions.find((f) => !f.nested && f.name >= 0 && spellings[f.name] === MAIN);
}

/** The tokens of the unused helper methods of a file that defines `main`, in token order. */
export function unusedMethods(
  source: SpelledSource,
  functions: readonly FunctionDefinition[],
  main: FunctionDefinition,
): TokenRange[] {
  const { ids, spellings, match } = source;
  const classes = classBodies(ids, spellings, match);
  const parent = enclosingBraces(ids);
  const mainClass = classes.get(parent[main.start]!);
  const candidates: NamedRange[] = [];
  for (const f of functions) {
    if (f.nested || f.name < 0 || f === main || OBJECT_METHODS.has(spellings[f.name]!)) continue;
    // Directly in a class body: a method of an anonymous class (`new Comparator<>() { … }`) overrides.
    const owner = classes.get(parent[f.start]!);
    if (owner === undefined || owner === mainClass || owner.hasBase || spellings[f.name] === owner.name)
      continue;
    candidates.push({ start: f.start, end: match[f.open]! + 1, name: spellings[f.name]! });
  }
  return unreferenced(source, candidates).map(({ start, end }) => ({ start, end }));
}

interface ClassBody {
  /** The class name's spelling (its constructors have it), 0 if it has none. */
  readonly name: number;
  readonly hasBase: boolean;
}

/** Every `class` or `struct` with a body, by its `{`, with whether its header names a base. */
function classBodies(ids: Uint32Array, spellings: Uint32Array, match: Int32Array): Map<number, ClassBody> {
  const bodies = new Map<number, ClassBody>();
  for (let t = 0; t < ids.length; t++) {
    if (!CLASS_WORDS.has(ids[t]!)) continue;
    let hasBase = false;
    let q = t + 1;
    while (
      q < ids.length &&
      ids[q] !== tok.openBrace &&
      ids[q] !== tok.semicolon &&
      ids[q] !== tok.openParen
    ) {
      if (BASE_WORDS.has(ids[q]!)) hasBase = true;
      q++;
    }
    if (ids[q] !== tok.openBrace || match[q]! < 0) continue;
    const name = ids[t + 1] === tok.identifier ? spellings[t + 1]! : 0;
    bodies.set(q, { name, hasBase });
  }
  return bodies;
}

/** Per token, the position of the `{` of the innermost braces around it, or -1 at the top level. */
function enclosingBraces(ids: Uint32Array): Int32Array {
  const parent = new Int32Array(ids.length);
  const open: number[] = [];
  for (let t = 0; t < ids.length; t++) {
    if (ids[t] === tok.closeBrace) open.pop();
    parent[t] = open.length > 0 ? open[open.length - 1]! : -1;
    if (ids[t] === tok.openBrace) open.push(t);
  }
  return parent;
}
