// Loops over a container's elements read in one form, for Java and C++ before their statements are outlined
// (normalize-statements.ts): the element read by its index where it is used.
// - A for-each reads as the counted loop it stands for: `for (T v : a) { … v … }` as
//   `for (int i = 0; i < a.length; i++) { … a[i] … }` (`a.size()` and `a.get(i)` for a Java list,
//   `a.size()` and `a[i]` in C++). A counted loop is then read as its `while` (statement-outline.ts).
// - An index loop whose body starts by copying the element into a local reads without the copy, the local
//   as the element: `for (…; i++) { T v = a[i]; … v … }` as `for (…; i++) { … a[i] … }`.
// The two loops run alike, and so do the two bodies: "replace with for-each" and "inline variable" are one
// click in an IDE, and a copy asked to look different gets the form its original did not use. The element
// form is the one read, not the for-each: an index loop that reads its index another way, or gains an
// inserted statement that does, has no for-each form.
// Only where the reading is sure: the container is a name or a name's element (`adj[u]`; in Java, of a
// name the file declares as an array or a list of that depth), the element is a name that the body never
// redeclares nor, unless it is a C++ reference, assigns, the body's end is sure (any statement but a
// `try`), and a copied element's index and container are not assigned in the body. A for-each's index is
// a name of its own, spelled from the element's, so that two loops' indexes stay apart. Added tokens take
// the span of the `for` header or of the name they stand for. Returns the tokens it is given when nothing
// is rewritten.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { IdTable } from './id-table.js';
import { normalIds } from './normal-tokens.js';
import { compoundAssign, incDec, memberAccess, tok } from './statement-tokens.js';
import {
  closerOf,
  emitRewrites,
  outsideBrackets,
  statementAt,
  statementEnd,
  type Piece,
  type Rewrite,
} from './token-rewrites.js';

export type ForEachDialect = 'java' | 'cpp';

const FOR = tok.for;
const IDENTIFIER = normalIds.identifier;
const NUMBER = normalIds.number;
const NUMERIC_TYPE = normalIds.numericType;
const INCREMENT = tokenId('++');
const PLUS_ASSIGN = tokenId('+=');
const ZERO = tokenId('0');
const ONE = tokenId('1');
const LENGTH = tokenId('length');
const SIZE = tokenId('size');
const GET = tokenId('get');
/** Java's list types, whose elements `get(i)` reads. */
const LISTS = IdTable.of(['List', 'ArrayList', 'LinkedList', 'Vector'].map((name) => tokenId(name)));

/** How a container's elements and size are read: `a[i]`, or Java's `a.get(i)`. */
type Access = 'array' | 'list';

/** A container, tokens `a` or `a [ x ]`, and how its elements are read. */
interface Container extends TokenRange {
  readonly access: Access;
}

interface Tokens {
  readonly ids: Uint32Array;
  readonly spellings: Uint32Array;
  readonly dialect: ForEachDialect;
}

/** `tokens` with its loops over elements read in one form, in new arrays; `tokens` when none is. */
export function readForEachAsIndexLoops(sequence: TokenSequence, dialect: ForEachDialect): TokenSequence {
  let read = sequence;
  // A loop over an outer loop's element (`for (int x : row)` in `for (int[] row : grid)`) is read once the
  // outer one is (`for (int x : grid[i])`): a pass per depth of such nesting, most files needing one.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { tokens, waiting } = readOnce(read, dialect);
    read = tokens;
    if (!waiting) break;
  }
  return read;
}

const MAX_PASSES = 4;

/** One pass of readForEachAsIndexLoops, and whether a loop waits for its outer loop's reading. */
function readOnce(
  sequence: TokenSequence,
  dialect: ForEachDialect,
): { tokens: TokenSequence; waiting: boolean } {
  const { ids, spans, spellings } = sequence;
  if (spellings === undefined) return { tokens: sequence, waiting: false };
  const tokens: Tokens = { ids, spellings, dialect };
  const rewrites: Rewrite[] = [];
  // Tokens an accepted rewrite replaces: a loop whose own rewrites would overlap them waits.
  const taken = new Set<number>();
  let waiting = false;
  for (let t = 0; t + 1 < ids.length; t++) {
    if (ids[t] !== FOR || ids[t + 1] !== tok.openParen) continue;
    const close = closerOf(ids, t + 1);
    if (close < 0) continue;
    const loop = forEachAt(tokens, t, close) ?? elementCopyAt(tokens, t, close);
    if (loop === undefined) continue;
    if (loop.some((r) => overlaps(taken, r))) {
      waiting = true;
      continue;
    }
    for (const rewrite of loop) {
      rewrites.push(rewrite);
      for (let r = rewrite.start; r < rewrite.end; r++) taken.add(r);
    }
  }
  if (rewrites.length === 0) return { tokens: sequence, waiting: false };
  // Outer loops' element reads and inner loops' rewrites interleave: emitted in token order.
  rewrites.sort((x, y) => x.start - y.start);
  return { tokens: emitRewrites({ ids, spans, spellings }, rewrites, false), waiting };
}

function overlaps(taken: ReadonlySet<number>, rewrite: Rewrite): boolean {
  for (let t = rewrite.start; t < rewrite.end; t++) if (taken.has(t)) return true;
  return false;
}

/**
 * The rewrites of the for-each whose `for` is at `at` (its header's `)` at `close`): its header, then each read of its element; undefined
 * when it is no for-each this reads.
 */
function forEachAt(tokens: Tokens, at: number, close: number): Rewrite[] | undefined {
  const { ids, spellings, dialect } = tokens;
  // `for (T v : c)`: a type, the element, `:` and the container, with no `;` (a counted loop's).
  let colon = -1;
  for (let t = at + 2; t < close; t++) {
    if (ids[t] === tok.semicolon) return undefined;
    if (ids[t] === tok.colon && colon < 0) colon = t;
  }
  const element = colon - 1;
  if (element <= at + 2 || ids[element] !== IDENTIFIER) return undefined;
  const container = containerOf(tokens, { start: colon + 1, end: close });
  const body = statementAt(ids, close + 1);
  if (container === undefined || body === undefined) return undefined;
  const reference = dialect === 'cpp' && (ids[element - 1] === tok.amp || ids[element - 1] === tok.ampAmp);
  const reads = elementReads(tokens, element, body, reference);
  if (reads === undefined) return undefined;
  const index = tokenId(`${spellings[element]!}#index`);
  const from = at + 1;
  const mark = (id: number): Piece => ({ id, spanOf: from });
  const name = (spelling: number): Piece => ({ id: IDENTIFIER, spanOf: from, spelling });
  const size =
    dialect === 'java' && container.access === 'array'
      ? [mark(tok.dot), name(LENGTH)]
      : [mark(tok.dot), name(SIZE), mark(tok.openParen), mark(tok.closeParen)];
  // `( int i = 0 ; i < c . length ; i ++ )`, spanning the header it replaces.
  const header: Rewrite = {
    start: from,
    end: close + 1,
    pieces: [
      mark(tok.openParen),
      mark(NUMERIC_TYPE),
      name(index),
      mark(tok.assign),
      { id: NUMBER, spanOf: from, spelling: ZERO },
      mark(tok.semicolon),
      name(index),
      mark(tok.less),
      ...added(tokens, container, from),
      ...size,
      mark(tok.semicolon),
      name(index),
      mark(INCREMENT),
      mark(tok.closeParen),
    ],
  };
  return [header, ...reads.map((t) => elementRead(tokens, container, index, t))];
}

/**
 * The rewrites of the counted loop whose `for` is at `at` (its header's `)` at `close`) when its body starts by copying the element its
 * index stands at (`T v = c[i];`, Java's `T v = c.get(i);`): the copy dropped, then each read of the local
 * as the element; undefined otherwise.
 */
function elementCopyAt(tokens: Tokens, at: number, close: number): Rewrite[] | undefined {
  const { ids, spellings, dialect } = tokens;
  if (ids[close + 1] !== tok.openBrace) return undefined;
  const index = steppedIndex(tokens, close);
  if (index < 0) return undefined;
  const end = statementEnd(ids, close + 2);
  if (end < 0 || ids[end] !== tok.semicolon) return undefined;
  // `T v = c [ i ] ;` or `T v = c . get ( i ) ;`: the element, `=`, the container and the access.
  const assign = outsideBrackets(ids, tok.assign, close + 2, end);
  const local = assign - 1;
  if (local <= close + 2 || ids[local] !== IDENTIFIER) return undefined;
  const access: Access | undefined =
    ids[end - 1] === tok.closeBracket && ids[end - 3] === tok.openBracket
      ? 'array'
      : dialect === 'java' &&
          ids[end - 1] === tok.closeParen &&
          ids[end - 3] === tok.openParen &&
          spellings[end - 4] === GET &&
          ids[end - 5] === tok.dot
        ? 'list'
        : undefined;
  if (access === undefined || ids[end - 2] !== IDENTIFIER || spellings[end - 2] !== spellings[index])
    return undefined;
  const range = { start: assign + 1, end: access === 'array' ? end - 3 : end - 5 };
  const container = containerOf(tokens, range, access);
  const blockEnd = closerOf(ids, close + 1);
  if (container === undefined || blockEnd < 0) return undefined;
  const rest = { start: end + 1, end: blockEnd };
  // The element stays where it was while the body runs: its index and container are not assigned there.
  const names =
    container.end - container.start === 4 ? [index, range.start, range.start + 2] : [index, range.start];
  for (const name of names)
    if (ids[name] === IDENTIFIER && isAssigned(tokens, spellings[name]!, rest)) return undefined;
  const reference = dialect === 'cpp' && (ids[local - 1] === tok.amp || ids[local - 1] === tok.ampAmp);
  const reads = elementReads(tokens, local, rest, reference);
  if (reads === undefined) return undefined;
  const copy: Rewrite = { start: close + 2, end: end + 1, pieces: [] };
  return [copy, ...reads.map((t) => elementRead(tokens, container, spellings[index]!, t))];
}

/** The index a counted loop's update steps by one (`i++`, `++i`, `i += 1`), its `)` at `close`; -1 if none. */
function steppedIndex(tokens: Tokens, close: number): number {
  const { ids, spellings } = tokens;
  if (ids[close - 1] === INCREMENT && ids[close - 2] === IDENTIFIER && ids[close - 3] === tok.semicolon)
    return close - 2;
  if (ids[close - 1] === IDENTIFIER && ids[close - 2] === INCREMENT && ids[close - 3] === tok.semicolon)
    return close - 1;
  const oneStep = spellings[close - 1] === ONE && ids[close - 1] === NUMBER && ids[close - 2] === PLUS_ASSIGN;
  return oneStep && ids[close - 3] === IDENTIFIER && ids[close - 4] === tok.semicolon ? close - 3 : -1;
}

/** The container `c` or `c [ x ]` in tokens `range` with its access; undefined if it is neither shape. */
function containerOf(tokens: Tokens, range: TokenRange, used?: Access): Container | undefined {
  const { ids, dialect } = tokens;
  const { start, end } = range;
  if (ids[start] !== IDENTIFIER) return undefined;
  const indexed =
    end - start === 4 &&
    ids[start + 1] === tok.openBracket &&
    (ids[start + 2] === IDENTIFIER || ids[start + 2] === NUMBER) &&
    ids[start + 3] === tok.closeBracket;
  if (end - start !== 1 && !indexed) return undefined;
  // C++ reads every container's elements by index; Java says by its declaration, or by its own code.
  const access = dialect === 'cpp' ? 'array' : (used ?? declaredAccess(tokens, start, indexed ? 1 : 0));
  return access === undefined ? undefined : { start, end, access };
}

/**
 * How Java reads the elements of the name at `at` indexed `depth` times: by index if the file declares it
 * an array of more dimensions (`T[] a`, `T a[]`), by `get` if a list of that many (`List<T> a`,
 * `List<T>[] a`); undefined if neither, or both.
 */
function declaredAccess(tokens: Tokens, at: number, depth: number): Access | undefined {
  const { ids, spellings } = tokens;
  let array = false;
  let list = false;
  for (let t = 1; t < ids.length; t++) {
    if (ids[t] !== IDENTIFIER || spellings[t] !== spellings[at]) continue;
    let before = 0;
    while (ids[t - 2 * before - 1] === tok.closeBracket && ids[t - 2 * before - 2] === tok.openBracket)
      before++;
    let after = 0;
    while (ids[t + 2 * after + 1] === tok.openBracket && ids[t + 2 * after + 2] === tok.closeBracket) after++;
    const dimensions = Math.max(before, after);
    if (dimensions > depth) array = true;
    else if (dimensions === depth && before === depth && ids[t - 2 * before - 1] === tok.greater)
      list ||= isListType(tokens, t - 2 * before - 1);
  }
  return array === list ? undefined : array ? 'array' : 'list';
}

/** Whether the `>` at `close` ends type arguments of a list type: `List<…>`, `ArrayList<…>`. */
function isListType(tokens: Tokens, close: number): boolean {
  const { ids, spellings } = tokens;
  let depth = 0;
  for (let t = close; t > 0; t--) {
    const id = ids[t];
    if (id === tok.greater) depth++;
    else if (id === tok.shiftRight) depth += 2;
    else if (id === tok.less && --depth === 0)
      return ids[t - 1] === IDENTIFIER && LISTS.has(spellings[t - 1]!);
    else if (id === tok.semicolon || id === tok.openBrace || id === tok.closeBrace) return false;
  }
  return false;
}

/**
 * Where the body `range` reads the element named at `element`, or undefined if it redeclares it, or writes
 * it where it is a copy of the element (`reference` false). A member of that name (`x.v`) is another name.
 */
function elementReads(
  tokens: Tokens,
  element: number,
  range: TokenRange,
  reference: boolean,
): number[] | undefined {
  const { ids, spellings } = tokens;
  const reads: number[] = [];
  for (let t = range.start; t < range.end; t++) {
    if (ids[t] !== IDENTIFIER || spellings[t] !== spellings[element]) continue;
    if (memberAccess.has(ids[t - 1]!)) continue;
    // `T v` again: a name of its own in an inner block.
    if (ids[t - 1] === IDENTIFIER || ids[t - 1] === NUMERIC_TYPE) return undefined;
    if (!reference && writes(ids, t)) return undefined;
    reads.push(t);
  }
  return reads;
}

/** The element of `container` at `index` (a spelling) for the name read at `t`, spanning that name. */
function elementRead(tokens: Tokens, container: Container, index: number, t: number): Rewrite {
  const mark = (id: number): Piece => ({ id, spanOf: t });
  const name = (spelling: number): Piece => ({ id: IDENTIFIER, spanOf: t, spelling });
  const at = added(tokens, container, t);
  const pieces =
    container.access === 'list'
      ? [...at, mark(tok.dot), name(GET), mark(tok.openParen), name(index), mark(tok.closeParen)]
      : [...at, mark(tok.openBracket), name(index), mark(tok.closeBracket)];
  return { start: t, end: t + 1, pieces };
}

/** The container's tokens again, spanning the token at `spanOf`. */
function added(tokens: Tokens, container: Container, spanOf: number): Piece[] {
  const pieces: Piece[] = [];
  for (let t = container.start; t < container.end; t++)
    pieces.push({ id: tokens.ids[t]!, spanOf, spelling: tokens.spellings[t]! });
  return pieces;
}

/** Whether the body `range` assigns or steps the name spelled `spelling` (not a member of that name). */
function isAssigned(tokens: Tokens, spelling: number, range: TokenRange): boolean {
  const { ids, spellings } = tokens;
  for (let t = range.start; t < range.end; t++)
    if (
      ids[t] === IDENTIFIER &&
      spellings[t] === spelling &&
      !memberAccess.has(ids[t - 1]!) &&
      writes(ids, t)
    )
      return true;
  return false;
}

/** Whether the name at `t` is assigned or stepped there. */
function writes(ids: Uint32Array, t: number): boolean {
  const next = ids[t + 1]!;
  return next === tok.assign || compoundAssign.has(next) || incDec.has(next) || incDec.has(ids[t - 1]!);
}
