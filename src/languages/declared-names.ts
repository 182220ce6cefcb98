// Which names a plain statement declares as locals, read off folded tokens: `int x = 1, y;`,
// `List<String> names = …`, `char *p;`, `std::vector<int> v(n);`. A statement declares when it starts with a
// type (a name or a type word, then more type tokens) followed by a name and `=`, `;`, `,`, `[`, `(` or `:`.
// `x = 1;` (no type), `a.b = 1;`, `*p = 1;` and `std::sort(a, a + n);` (a call) do not. A name declared
// `static`/`extern` or bound by reference (`int& r = a[0]`) is not a local: writing it is seen outside.
import { IdTable } from './id-table.js';
import { outliving, tok, typeStarts, typeTails } from './statement-tokens.js';

/**
 * Per token: 0, or a declared name that is a local (LOCAL) or that outlives the call (OUTLIVING), or the `]`
 * of a declared name's dimensions (DIMENSION: `int a[] = …`, `int m[3][4];`), which writes through no index.
 */
export const LOCAL = 1;
export const OUTLIVING = 2;
export const DIMENSION = 3;

const ENDS_NAME = IdTable.of([
  tok.assign,
  tok.semicolon,
  tok.comma,
  tok.openBracket,
  tok.openParen,
  tok.colon,
]);

/** Marks in `declared` the names that tokens [start, end) declare (see LOCAL, OUTLIVING). */
export function markDeclaredNames(
  ids: Uint32Array,
  match: Int32Array,
  range: { start: number; end: number },
  declared: Uint8Array,
): void {
  let t = range.start;
  const kind = outliving.has(ids[t]!) ? OUTLIVING : LOCAL;
  if (kind === OUTLIVING) t++;
  const first = firstDeclaredName(ids, t, range.end);
  if (first === -1) return;
  markName(ids, match, first, kind, declared);
  for (let p = first + 1; p < range.end; p++) {
    const id = ids[p]!;
    if (id === tok.openParen || id === tok.openBracket || id === tok.openBrace) p = Math.max(p, match[p]!);
    else if (id === tok.comma) {
      let q = p + 1;
      while (q < range.end && (ids[q] === tok.star || ids[q] === tok.amp)) q++;
      if (ids[q] === tok.identifier && ENDS_NAME.has(ids[q + 1] ?? 0))
        markName(ids, match, q, kind, declared);
    } else if (id === tok.semicolon) return;
  }
}

/** Marks the declared name at `name`, and the closing brackets of the dimensions right after it. */
function markName(
  ids: Uint32Array,
  match: Int32Array,
  name: number,
  kind: number,
  declared: Uint8Array,
): void {
  declared[name] = kindOf(ids, name, kind);
  for (let p = name + 1; ids[p] === tok.openBracket && match[p]! > p; p = match[p]! + 1)
    declared[match[p]!] = DIMENSION;
}

/** The position of the name a declaration starting at `start` declares, or -1 if it is no declaration. */
function firstDeclaredName(ids: Uint32Array, start: number, end: number): number {
  if (!typeStarts.has(ids[start]!)) return -1;
  let angles = 0;
  let t = start + 1;
  for (; t < end; t++) {
    const id = ids[t]!;
    if (id === tok.less) angles++;
    else if (id === tok.greater) angles--;
    else if (id === tok.shiftRight) angles -= 2;
    else if (id === tok.openBracket && ids[t + 1] === tok.closeBracket) t++;
    else if (!typeTails.has(id) || (id === tok.comma && angles <= 0)) break;
  }
  // The name, before any `[]` after it (`int a[] = …`, Java's C-style array).
  let name = t - 1;
  while (name > start + 2 && ids[name] === tok.closeBracket && ids[name - 1] === tok.openBracket) name -= 2;
  if (name <= start || angles !== 0 || ids[name] !== tok.identifier) return -1;
  if (ids[name - 1] === tok.less || !ENDS_NAME.has(ids[t] ?? 0)) return -1;
  // `std::sort(a, a + n);` calls a function: a name right after `::` is no local being declared.
  if (ids[name - 1] === tok.scope) return -1;
  return name;
}

function kindOf(ids: Uint32Array, name: number, kind: number): number {
  return ids[name - 1] === tok.amp ? OUTLIVING : kind;
}

/**
 * Marks the parameters in the list opening at `open` as locals: assigning one is not seen by the caller, so
 * a method that got its locals as parameters (an extracted method) orders its statements as before. A
 * parameter bound by reference (C++ `int& x`) outlives the call.
 */
export function markParameters(
  ids: Uint32Array,
  match: Int32Array,
  open: number,
  declared: Uint8Array,
): void {
  const close = match[open]!;
  let start = open + 1;
  let angles = 0;
  for (let p = start; p <= close; p++) {
    const id = ids[p]!;
    if (id === tok.less) angles++;
    else if (id === tok.greater) angles--;
    else if (id === tok.shiftRight) angles -= 2;
    else if (p < close && (id === tok.openParen || id === tok.openBracket)) p = Math.max(p, match[p]!);
    if (p < close && (id !== tok.comma || angles > 0)) continue;
    let name = p - 1;
    while (name > start && ids[name] === tok.closeBracket) name -= 2;
    if (name > start && ids[name] === tok.identifier) declared[name] = kindOf(ids, name, LOCAL);
    start = p + 1;
  }
}
