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
// method that only another file of the submission calls is left out too (rare beside a `main`). A helper
// class nothing outside it names is left out whole (unusedClasses), and the class layout both read serves
// input-readers.ts too. Pure.
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
/** Where a class's header ends: at its body's `{`, or before, where the word only names a type. */
const HEADER_ENDS = IdTable.of([tok.openBrace, tok.semicolon, tok.openParen, tok.closeParen, tok.assign]);

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

/** Where a file's classes are: what leaving out its unused methods and classes, or its input reader, reads. */
export interface ClassLayout {
  /** Every `class` or `struct` with a body, by its `{`. */
  readonly classes: ReadonlyMap<number, ClassBody>;
  /** Per token, the `{` of the innermost braces around it, or -1 at the top level. */
  readonly parent: Int32Array;
  /** The `{` of the class `main` is in, or -1 (C and C++). */
  readonly mainClass: number;
  readonly main: FunctionDefinition;
}

/** The layout of the classes of a file that defines `main`. */
export function classLayout(source: SpelledSource, main: FunctionDefinition): ClassLayout {
  const { ids, spellings, match } = source;
  const classes = classBodies(ids, spellings, match);
  const parent = enclosingBraces(ids);
  const mainClass = classes.has(parent[main.start]!) ? parent[main.start]! : -1;
  return { classes, parent, mainClass, main };
}

/**
 * The tokens of the unused helper methods of a file that defines `main`, in token order. With `mainsToo`
 * (a contest solution: see outline-inlined.ts), the methods of main's own class and the free functions
 * beside a C or C++ `main` are candidates too: then no grader calls into the file.
 */
export function unusedMethods(
  source: SpelledSource,
  functions: readonly FunctionDefinition[],
  layout: ClassLayout,
  mainsToo = false,
): TokenRange[] {
  const { spellings, match } = source;
  const { classes, parent, main } = layout;
  const mainClass = classes.get(layout.mainClass);
  const candidates: NamedRange[] = [];
  for (const f of functions) {
    if (f.nested || f.name < 0 || f === main || OBJECT_METHODS.has(spellings[f.name]!)) continue;
    // Directly in a class body: a method of an anonymous class (`new Comparator<>() { … }`) overrides.
    const owner = classes.get(parent[f.start]!);
    const helper = owner !== undefined && owner !== mainClass;
    const mains = owner === undefined ? parent[f.start] === -1 : owner === mainClass;
    if (!(helper || (mainsToo && mains))) continue;
    if (owner !== undefined && (owner.hasBase || spellings[f.name] === owner.name)) continue;
    candidates.push({ start: f.start, end: match[f.open]! + 1, name: spellings[f.name]! });
  }
  return unreferenced(source, candidates);
}

/**
 * The helper classes of a file that defines `main` whose name appears nowhere outside them (a template's
 * `Dsu`, `SegmentTree` or `Pair` that this solution never makes), each from its `class` word (and a `static`
 * or `abstract` before it) to its `}` (and a `;` after it): nothing can make or call them. Only a class at the
 * top level or directly in main's class, without main in it; kept: a C++ template (`template <…> struct`),
 * an `enum class`, and a struct that declares a variable (`struct Init { Init() { … } } init;` runs its
 * constructor).
 */
export function unusedClasses(source: SpelledSource, layout: ClassLayout): TokenRange[] {
  const { ids, match } = source;
  const { classes, parent, mainClass, main } = layout;
  const candidates: NamedRange[] = [];
  for (const [open, body] of classes) {
    const close = match[open]!;
    const place = parent[body.start]!;
    if (open === mainClass || body.name === 0 || (place !== -1 && place !== mainClass)) continue;
    if (main.start > body.start && main.start < close) continue;
    if (NOT_ALONE.has(ids[body.start - 1] ?? 0) || DECLARATOR_STARTS.has(ids[close + 1] ?? 0)) continue;
    // C++ ends a struct's definition with `;`: it goes with it.
    const end = ids[close + 1] === tok.semicolon ? close + 2 : close + 1;
    candidates.push({ start: withModifiers(ids, body.start), end, name: body.name });
  }
  return unreferenced(source, candidates);
}

/** The first of the modifier keywords right before a class's `class` word (`static class`), or the word. */
export function withModifiers(ids: Uint32Array, start: number): number {
  let first = start;
  while (first > 0 && CLASS_MODIFIERS.has(ids[first - 1]!)) first--;
  return first;
}

const CLASS_MODIFIERS = IdTable.of(wordList('static abstract').map(tokenId));
/** Before a class word, what makes it part of more: `template <…> struct`, C++'s `enum class`. */
const NOT_ALONE = IdTable.of([tok.greater, tokenId('enum')]);
/** What may follow a struct's `}` to declare a variable of it: `} init;`, `} *head;`. */
const DECLARATOR_STARTS = IdTable.of([tok.identifier, tok.star, tok.amp]);

interface ClassBody {
  /** Its `class` or `struct` word. */
  readonly start: number;
  /** The class name's spelling (its constructors have it), 0 if it has none. */
  readonly name: number;
  readonly hasBase: boolean;
}

/**
 * Every `class` or `struct` with a body, by its `{`, with whether its header names a base. A C `struct` that
 * names a type (`struct node *p;`, `f(struct point *a) {`, `struct alg list[] = {`) has no body of its own.
 */
function classBodies(ids: Uint32Array, spellings: Uint32Array, match: Int32Array): Map<number, ClassBody> {
  const bodies = new Map<number, ClassBody>();
  for (let t = 0; t < ids.length; t++) {
    if (!CLASS_WORDS.has(ids[t]!)) continue;
    let hasBase = false;
    let q = t + 1;
    while (q < ids.length && !HEADER_ENDS.has(ids[q]!)) {
      if (BASE_WORDS.has(ids[q]!)) hasBase = true;
      q++;
    }
    if (ids[q] !== tok.openBrace || match[q]! < 0) continue;
    const name = ids[t + 1] === tok.identifier ? spellings[t + 1]! : 0;
    bodies.set(q, { start: t, name, hasBase });
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
