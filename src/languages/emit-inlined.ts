// Writes a file's tokens with the chosen calls inlined (inline-calls.ts decides which and how): each inlined
// function's definition is left out where it stands, and its body is written at its call, inlined calls
// inside it included. Only copies tokens, each with its span and spelling; the result is no longer than the
// input.
import type { TokenRange } from './for-header.js';
import type { SingleCall } from './single-calls.js';

/** A file's tokens with braces, and each name's spelling (token-spellings.ts). */
export interface SpelledTokens {
  readonly ids: Uint32Array;
  readonly spans: Uint32Array;
  readonly spellings: Uint32Array;
}

/**
 * Inlined tokens, and the spelling each is read as: its own, but in an inlined body, where a parameter reads
 * as the caller's name passed for it, so that what the body reads is what the caller wrote.
 */
export interface InlinedTokens extends SpelledTokens {
  readonly readAs: Uint32Array;
}

/**
 * A call to inline and how its plain statement `site` reads: `statement` (the call is the statement: the
 * body, its final `return` dropped), `assigned` (`v = f(…);` with a body ending in `return v;`: the body
 * before the return) or `value` (the body before its return, then the statement with `(e)` for the call).
 */
export interface Inlining extends SingleCall {
  readonly site: TokenRange;
  readonly kind: 'statement' | 'value' | 'assigned';
  /** The body's only `return`, when it is its last statement; else -1. */
  readonly returnAt: number;
  /** The `)` closing the call's arguments. */
  readonly argumentsEnd: number;
  /**
   * Each parameter's spelling, 0 for one without a name. Typed arrays, both: number arrays took a double or
   * an integer elements kind as their values came, and V8 deoptimized the loops reading inlinings (wrong map).
   */
  readonly parameters: Uint32Array;
  /** Each argument's first name (a token position), -1 for one without any. */
  readonly argumentNames: Int32Array;
}

interface Writer {
  readonly from: SpelledTokens;
  readonly to: InlinedTokens;
  /**
   * The names of the body being written that read as others (its parameters): none outside a body. Always a
   * map, never undefined: a field that went from undefined to a map changed the writer's shape mid-file, and
   * V8 deoptimized writeRange for it (wrong map).
   */
  names: ReadonlyMap<number, number>;
  /** Per input token: i + 1 where inlining i's definition starts, -(i + 1) where its site starts, else 0. */
  readonly marks: Int32Array;
  readonly inlinings: readonly Inlining[];
  length: number;
}

const NO_NAMES: ReadonlyMap<number, number> = new Map();

/** `tokens` with `inlinings` (whose sites and definitions do not overlap, and form no cycle) applied. */
export function emitInlined(tokens: SpelledTokens, inlinings: readonly Inlining[]): InlinedTokens {
  const n = tokens.ids.length;
  const marks = new Int32Array(n);
  inlinings.forEach((inlining, i) => {
    marks[inlining.definition.start] = i + 1;
    marks[inlining.site.start] = -(i + 1);
  });
  const to = {
    ids: new Uint32Array(n),
    spans: new Uint32Array(4 * n),
    spellings: new Uint32Array(n),
    readAs: new Uint32Array(n),
  };
  const w: Writer = { from: tokens, to, names: NO_NAMES, marks, inlinings, length: 0 };
  writeRange(w, 0, n);
  const { length } = w;
  return {
    ids: to.ids.subarray(0, length),
    spans: to.spans.subarray(0, 4 * length),
    spellings: to.spellings.subarray(0, length),
    readAs: to.readAs.subarray(0, length),
  };
}

/** Writes tokens [start, end), leaving out inlined definitions and writing inlined calls' bodies. */
function writeRange(w: Writer, start: number, end: number): void {
  let t = start;
  while (t < end) {
    const mark = w.marks[t]!;
    if (mark > 0) t = w.inlinings[mark - 1]!.close + 1;
    else if (mark < 0) {
      const inlining = w.inlinings[-mark - 1]!;
      writeInlined(w, inlining);
      t = inlining.site.end;
    } else {
      // Tokens between marks are copied in one go.
      let next = t + 1;
      while (next < end && w.marks[next] === 0) next++;
      copy(w, t, next);
      t = next;
    }
  }
}

function writeInlined(w: Writer, inlining: Inlining): void {
  const { close, returnAt, site } = inlining;
  writeBeforeReturn(w, inlining);
  if (returnAt >= 0 && inlining.kind === 'statement') writeReturned(w, inlining, close);
  if (returnAt < 0 || inlining.kind !== 'value') return;
  // The statement around the call holds no other inlined call (one per statement): copied as it is.
  writeValueSite(w, inlining, site.start, site.end);
}

/**
 * Writes the inlined body up to its final `return` (all of it if it has none), and when that `return e;` is
 * itself the site of an inlined call, that call's body up to its own return, so that each returned value
 * reads as an expression with its statements before it.
 */
function writeBeforeReturn(w: Writer, inlining: Inlining): void {
  const { definition, close, returnAt } = inlining;
  const callerNames = w.names;
  w.names = namesInBody(w, inlining);
  writeRange(w, definition.open + 1, returnAt < 0 ? close : returnAt);
  const inReturn = returnAt < 0 ? undefined : inlinedAt(w, returnAt);
  if (inReturn !== undefined) writeBeforeReturn(w, inReturn);
  w.names = callerNames;
}

/** Writes the inlined body's returned expression and what follows it, up to `end` (its `;` or its `}`). */
function writeReturned(w: Writer, inlining: Inlining, end: number): void {
  const { returnAt } = inlining;
  const callerNames = w.names;
  w.names = namesInBody(w, inlining);
  const inReturn = inlinedAt(w, returnAt);
  if (inReturn === undefined) writeRange(w, returnAt + 1, end);
  else writeValueSite(w, inReturn, returnAt + 1, end);
  w.names = callerNames;
}

/**
 * Writes tokens [start, end) of a `value` inlining's site with `(e)`, the returned expression, for the call;
 * `e` alone when it is one token (`return sum;`), as a method inlined by hand or by a tool reads.
 */
function writeValueSite(w: Writer, inlining: Inlining, start: number, end: number): void {
  const { call, argumentsEnd, close, returnAt } = inlining;
  const bare = close === returnAt + 3 && inlinedAt(w, returnAt) === undefined;
  copy(w, start, call);
  if (!bare) copy(w, call + 1, call + 2);
  writeReturned(w, inlining, close - 1);
  copy(w, bare ? argumentsEnd + 1 : argumentsEnd, end);
}

/** The `value` inlining whose site starts at `t` (a final `return`), if any: its body was written before. */
function inlinedAt(w: Writer, t: number): Inlining | undefined {
  const mark = w.marks[t]!;
  const inlining = mark < 0 ? w.inlinings[-mark - 1] : undefined;
  return inlining?.kind === 'value' ? inlining : undefined;
}

/** Each parameter of the inlined function, read as the name passed for it as the caller reads it. */
function namesInBody(w: Writer, inlining: Inlining): Map<number, number> {
  const names = new Map<number, number>();
  inlining.parameters.forEach((parameter, i) => {
    const argument = inlining.argumentNames[i] ?? -1;
    if (parameter === 0 || argument < 0) return;
    const spelling = w.from.spellings[argument]!;
    names.set(parameter, w.names.get(spelling) ?? spelling);
  });
  return names;
}

/** Copies input tokens [start, end) to the output. */
function copy(w: Writer, start: number, end: number): void {
  const { from, to, names, length } = w;
  to.ids.set(from.ids.subarray(start, end), length);
  to.spellings.set(from.spellings.subarray(start, end), length);
  to.spans.set(from.spans.subarray(4 * start, 4 * end), 4 * length);
  const readAs = to.readAs.subarray(length, length + end - start);
  readAs.set(from.spellings.subarray(start, end));
  // Tokens that are no name have spelling 0, which no parameter has: only names are looked up.
  if (names.size > 0)
    for (let i = 0; i < readAs.length; i++) {
      const spelling = readAs[i]!;
      if (spelling !== 0) readAs[i] = names.get(spelling) ?? spelling;
    }
  w.length = length + end - start;
}
