// The statement structure of a C-family token stream with its braces kept: which braced bodies are function
// bodies, and inside them the runs of consecutive plain statements (`x = …;`, `int y = …;`, `f(x);`), the
// only statements normalization may drop or move. Control statements (`if`, loops, `switch`, `try`), labels,
// `case`, blocks that belong to them and declarations with a body stay in place and end a run: JPlag treats
// control structures the same way (full position significance), and moving a statement across one changes
// what runs. A bare block `{ … }` is only a scope: its statements join the run around it.
// A counted `for` is read as the `while` it stands for (for-header.ts): its init joins the run before it,
// its update the run that ends its body, and three of its tokens change ids (`for` → `while`, the second `;`
// → `)`, the header's `)` → `;`), so both spellings of a loop outline alike. The statements right before a
// loop that set what its condition reads are its initializers: they stay last in their run.
// Code that never runs is left out, as a compiler leaves it out: the branch a constant `if` does not take
// and a `while` whose condition is false; the statements after a `return`, `break`, `continue`, `throw` or
// `goto` in its block, up to a label that may be jumped to, are found for the caller to leave out, with a
// `continue;` that ends a loop's body and a `return;` that ends a function's, which change nothing. Tools
// that disguise a copy by inserting code keep what a compiler eliminates: the program's output cannot change.
// It reads brackets, not a grammar: whatever does not look like a statement is passed through in order.
import { markDeclaredNames, markParameters } from './declared-names.js';
import { forHeader, type TokenRange } from './for-header.js';
import { declarationHeader, toFunctionDefinition, type FunctionDefinition } from './function-definition.js';
import { declarators } from './declaration-stores.js';
import { labelEnd, lineEnd, plainStatementEnd } from './statement-ends.js';
import { tokenId } from '../engine/token-id.js';
import { IdTable } from './id-table.js';
import { normalIds } from './normal-tokens.js';
import {
  bareControl,
  constantConditions,
  directives,
  headedControl,
  leavesBlock,
  tok,
} from './statement-tokens.js';

/** A run of plain statements, each tokens [starts[i], ends[i]), in a function body. */
export interface StatementRun {
  readonly starts: number[];
  readonly ends: number[];
  /** Index of its function body in Outline.bodies. */
  readonly body: number;
  /** The condition of the loop right after the run, if one follows it. */
  loopCondition?: TokenRange;
  /** The run ends its function's body: nothing runs after its statements but the return. */
  endsFunction?: boolean;
}

/** The token order before normalization, with each run of plain statements left as a placeholder. */
export interface Outline {
  /**
   * A token position (≥ 0), or `-(r + 1)` for run r. Every token appears at most once, directly or in its
   * run; left out are only a rewritten loop's unneeded `;` (empty init) and `)` (empty update), and what a
   * constant condition never runs.
   */
  readonly order: number[];
  /** The ids as normalization reads and emits them: `ids` itself unless a `for` was read as a `while`. */
  readonly loopIds: Uint32Array;
  readonly runs: StatementRun[];
  readonly bodies: FunctionBody[];
  /** Each function's definition, in token order (inline-calls.ts reads them). */
  readonly functions: FunctionDefinition[];
  /** Per token, the kind of name it declares (declared-names.ts). */
  readonly declared: Uint8Array;
  /**
   * Statements that cannot run or change nothing: those after one that leaves its block (`return …;`) that no
   * label makes reachable, and a `continue;` ending a loop's body or a `return;` ending a function's (one range
   * may hold another). They are outlined as written: a caller leaves them out of the tokens and outlines
   * again, before inlining calls, after which a `return` may be an inlined body's (outline-inlined.ts).
   */
  readonly inert: TokenRange[];
}

/**
 * A function body's tokens [start, end), without its braces; its locals are the names declared in
 * [localsFrom, end), which takes in its parameters.
 */
export interface FunctionBody {
  readonly start: number;
  readonly end: number;
  readonly localsFrom: number;
  /** Closed by a brace supplied at the end of a part of a split file: code after the cut may read it. */
  readonly cutOff: boolean;
}

/** Where a part of a split file was cut (outline-inlined.ts); the defaults for a whole file. */
export interface CutPart {
  /** The `{` of a function body whose header is in another part, if any. */
  readonly headerless?: number;
  /** Braces from this token on were supplied at the end: the blocks they close were cut off. */
  readonly cutOffFrom?: number;
}

type Scope = 'declarations' | 'statements';

interface Walk extends Outline {
  readonly ids: Uint32Array;
  readonly match: Int32Array;
  /** Lines of each token's start, to end a preprocessor line. */
  readonly lineOf: (t: number) => number;
  /** The `{` of a function body without a header, or -1 (CutPart). */
  readonly headerless: number;
  /** Braces from this token on were supplied (CutPart). */
  readonly cutOffFrom: number;
  /** Each token's spelling (token-spellings.ts), to read a number as a constant condition; if known. */
  readonly spellings: Uint32Array | undefined;
  loopIds: Uint32Array;
  body: number;
}

/**
 * The outline of tokens `ids`, whose brackets `match` pairs (each matched: see matchBrackets), of a whole
 * file or of `part` of a split one. Without `spellings`, `if (0)` and `while (0)` are not read as constant.
 */
export function outlineStatements(
  ids: Uint32Array,
  match: Int32Array,
  lineOf: (t: number) => number,
  part: CutPart = {},
  spellings?: Uint32Array,
): Outline {
  const walk: Walk = {
    ids,
    match,
    lineOf,
    headerless: part.headerless ?? -1,
    cutOffFrom: part.cutOffFrom ?? ids.length,
    spellings,
    order: [],
    runs: [],
    bodies: [],
    functions: [],
    declared: new Uint8Array(ids.length),
    inert: [],
    loopIds: ids,
    body: -1,
  };
  walkBody(walk, 0, ids.length, 'declarations');
  findEndingJumps(walk);
  return walk;
}

/** Walks tokens [start, end); `tail` (a loop's update) is added to the run the body ends with, or a new one. */
function walkBody(
  w: Walk,
  start: number,
  end: number,
  scope: Scope,
  tail: TokenRange[] = [],
  before?: StatementRun,
): StatementRun | undefined {
  let run = before;
  let p = start;
  while (p < end) {
    const plainEnd = scope === 'statements' ? plainStatementEnd(w, p, end) : -1;
    let folded: Folded | undefined;
    // An empty statement does nothing: dropped, and the statements around it stay one run.
    if (plainEnd === p + 1 && w.ids[p] === tok.semicolon) p = plainEnd;
    else if (plainEnd > 0) {
      markDeclaredNames(w.ids, w.match, { start: p, end: plainEnd }, w.declared);
      for (const statement of declarators(w.ids, w.match, w.declared, { start: p, end: plainEnd }))
        run = addStatement(w, run, statement);
      if (leavesBlock.has(w.ids[p]!)) {
        const reachable = unreachableEnd(w, plainEnd, end);
        if (reachable > plainEnd) w.inert.push({ start: plainEnd, end: reachable });
      }
      p = plainEnd;
    } else if (scope === 'statements' && w.ids[p] === tok.openBrace) {
      // A bare block is only a scope: its statements join the run around it (braces go out anyway).
      const close = w.match[p]!;
      w.order.push(p, close);
      run = walkBody(w, p + 1, close, scope, [], run);
      p = close + 1;
    } else if (scope === 'statements' && (folded = foldedConstant(w, p, end)) !== undefined) {
      // The branch that runs joins the run around it, the other is dropped, as a compiler folds a constant
      // condition. An inserted `if (false) { … }` is a disguise, not code of the program.
      if (folded.taken !== undefined) run = walkBody(w, folded.taken.start, folded.taken.end, scope, [], run);
      p = folded.end;
    } else {
      if (run !== undefined && w.ids[p] === tok.while && w.ids[p + 1] === tok.openParen)
        run.loopCondition = { start: p + 2, end: w.match[p + 1]! };
      const loopEnd = scope === 'statements' ? walkFor(w, p, end, run) : -1;
      run = undefined;
      p = loopEnd >= 0 ? loopEnd : walkItem(w, p, end, scope);
    }
  }
  for (const statement of tail) run = addStatement(w, run, statement);
  return run;
}

/**
 * Adds to `w.inert` each `continue;` that ends a loop's braced body and each `return;` that ends a function's:
 * the loop goes on, and the function returns, all the same. Only one that stands alone in its block (after
 * `;`, `{` or `}`), not the body of an `if` (`if (x) continue;`), which would be left without one.
 */
function findEndingJumps(w: Walk): void {
  const { ids, match } = w;
  const functionBodies = new Set(w.bodies.map((body) => body.start - 1));
  for (let close = 3; close < ids.length; close++) {
    if (ids[close] !== tok.closeBrace || ids[close - 1] !== tok.semicolon) continue;
    const jump = ids[close - 2];
    if ((jump !== tok.continue && jump !== tok.return) || !ALONE_AFTER.has(ids[close - 3]!)) continue;
    const open = match[close]!;
    if (jump === tok.continue ? opensLoopBody(ids, match, open) : functionBodies.has(open))
      w.inert.push({ start: close - 2, end: close });
  }
}

/** Whether the `{` at `open` opens the body of a loop: `for (…) {`, `while (…) {`, `do {`. */
function opensLoopBody(ids: Uint32Array, match: Int32Array, open: number): boolean {
  const before = ids[open - 1];
  if (before === tok.do) return true;
  if (before !== tok.closeParen) return false;
  const keyword = ids[match[open - 1]! - 1];
  return keyword === tok.for || keyword === tok.while;
}

/** What a statement standing alone in its block follows: another's end, or the block's start. */
const ALONE_AFTER = IdTable.of([tok.semicolon, tok.openBrace, tok.closeBrace]);

/** A statement with a constant condition: the tokens of the branch that runs, if any, and where it ends. */
interface Folded {
  readonly taken: TokenRange | undefined;
  readonly end: number;
}

/**
 * `if (true) s [else t]` is `s`, `if (false) s [else t]` is `t`, `while (false) s` is nothing (`1` and `0`
 * too); undefined for any other statement at `p`, and for one holding a preprocessor line, part of which
 * the preprocessor may leave out (a macro's `do { … } while (0)` split by `#if`s).
 */
function foldedConstant(w: Walk, p: number, end: number): Folded | undefined {
  const id = w.ids[p];
  if (id !== tok.if && id !== tok.while) return undefined;
  const value = constantCondition(w, p);
  if (value === undefined || (id === tok.while && value) || p + 4 >= end) return undefined;
  const folded =
    id === tok.if
      ? constantBranches(w, p, end, value)
      : { taken: undefined, end: statementEnd(w, p + 4, end) };
  for (let t = p; t < folded.end; t++) if (directives.has(w.ids[t]!)) return undefined;
  return folded;
}

const ZERO = tokenId('0');
const ONE = tokenId('1');

/** The value of the condition in `( … )` after the keyword at `p`, when it is one constant token. */
function constantCondition(w: Walk, p: number): boolean | undefined {
  if (w.ids[p + 1] !== tok.openParen || w.match[p + 1] !== p + 3) return undefined;
  const condition = w.ids[p + 2];
  if (condition === tok.true) return true;
  if (condition === tok.false) return false;
  const spelling = condition === normalIds.number ? w.spellings?.[p + 2] : undefined;
  return spelling === ONE ? true : spelling === ZERO ? false : undefined;
}

/**
 * Where the code that follows a statement leaving its block (`return …;`) and ends at `from` can be reached
 * again: at a label or a preprocessor line, or at `end`. A statement holding a label or a directive (a
 * `goto` may jump into a block) stays, and what follows it.
 */
function unreachableEnd(w: Walk, from: number, end: number): number {
  let p = from;
  while (p < end && !reachableFrom(w, p)) {
    const q = statementEnd(w, p, end);
    for (let t = p; t < q; t++) if (reachableFrom(w, t)) return p;
    p = q;
  }
  return p;
}

/** Whether token `t` is a label (`case`, `default`, `name:` starting a statement) or a preprocessor line. */
function reachableFrom(w: Walk, t: number): boolean {
  const id = w.ids[t]!;
  if (id === tok.case || id === tok.default || directives.has(id)) return true;
  if (id !== tok.identifier || w.ids[t + 1] !== tok.colon) return false;
  // Not `c ? x : y`, `for (auto x : v)` or a bit field: the name starts a statement.
  return t === 0 || LABEL_AFTER.has(w.ids[t - 1]!);
}

/** What a label may follow: a statement's end, a block's start, another label, a control header. */
const LABEL_AFTER = IdTable.of([
  tok.semicolon,
  tok.openBrace,
  tok.closeBrace,
  tok.colon,
  tok.closeParen,
  tok.else,
  tok.do,
]);

/**
 * The `if (value) s [else t]` at `p`: the tokens of the branch that runs (undefined for `if (false) s`
 * alone), and where the whole statement ends.
 */
function constantBranches(w: Walk, p: number, end: number, value: boolean): Folded {
  const then = { start: p + 4, end: statementEnd(w, p + 4, end) };
  const otherwise =
    then.end < end && w.ids[then.end] === tok.else
      ? { start: then.end + 1, end: statementEnd(w, then.end + 1, end) }
      : undefined;
  return { taken: value ? then : otherwise, end: otherwise?.end ?? then.end };
}

/** Where the statement at `p` ends, found by walking it and then forgetting what the walk added. */
function statementEnd(w: Walk, p: number, end: number): number {
  if (p >= end) return end;
  const { order, runs, bodies, functions, inert } = w;
  const kept = [order.length, runs.length, bodies.length, functions.length, inert.length] as const;
  const q = walkItem(w, p, end, 'statements');
  [order.length, runs.length, bodies.length, functions.length, inert.length] = kept;
  return q;
}

/** Adds `statement` to `run`, or to a new run placed next in the order; returns the run. */
function addStatement(w: Walk, run: StatementRun | undefined, statement: TokenRange): StatementRun {
  if (run === undefined) {
    run = { starts: [], ends: [], body: w.body };
    w.order.push(-w.runs.length - 1);
    w.runs.push(run);
  }
  run.starts.push(statement.start);
  run.ends.push(statement.end);
  return run;
}

/**
 * A counted `for` at `p` read as `init; while (cond) { body update; }`, its init joining `run` (the run right
 * before it, if any); returns where it ends, or -1 if `p` starts no counted loop.
 */
function walkFor(w: Walk, p: number, end: number, run: StatementRun | undefined): number {
  const open = p + 1;
  if (w.ids[p] !== tok.for || w.ids[open] !== tok.openParen) return -1;
  const header = forHeader(w.ids, w.match, open, (init) => declaresName(w, init));
  if (header === undefined) return -1;
  const ids = rewritable(w);
  for (const init of header.inits) {
    run = addStatement(w, run, init);
    ids[init.end - 1] = tok.semicolon;
  }
  if (run !== undefined) run.loopCondition = header.condition;
  ids[p] = tok.while;
  ids[header.conditionEnd] = tok.closeParen;
  for (const update of header.updates) ids[update.end - 1] = tok.semicolon;
  w.order.push(p, open);
  for (let t = header.condition.start; t < header.condition.end; t++) w.order.push(t);
  w.order.push(header.conditionEnd);
  const q = header.close + 1;
  if (q >= end) {
    walkBody(w, q, q, 'statements', header.updates);
    return q;
  }
  if (w.ids[q] === tok.openBrace) {
    w.order.push(q);
    walkBody(w, q + 1, w.match[q]!, 'statements', header.updates);
    w.order.push(w.match[q]!);
    return w.match[q]! + 1;
  }
  const plainEnd = plainStatementEnd(w, q, end);
  const bodyEnd = plainEnd > 0 ? plainEnd : walkItem(w, q, end, 'statements');
  walkBody(w, plainEnd > 0 ? q : bodyEnd, bodyEnd, 'statements', header.updates);
  return bodyEnd;
}

/** Whether tokens `range` declare a name (marking it, as every declaration is). */
function declaresName(w: Walk, range: TokenRange): boolean {
  markDeclaredNames(w.ids, w.match, { start: range.start, end: range.end + 1 }, w.declared);
  for (let t = range.start; t < range.end; t++) if (w.declared[t] !== 0) return true;
  return false;
}

/** The ids to rewrite: a copy of the lexer's, made on the first rewrite. */
function rewritable(w: Walk): Uint32Array {
  if (w.loopIds === w.ids) w.loopIds = w.ids.slice();
  return w.loopIds;
}

/** Emits the statement at `p` in place, walking the bodies inside it; returns where it ends. */
function walkItem(w: Walk, p: number, end: number, scope: Scope): number {
  const id = w.ids[p]!;
  if (id === tok.openBrace) return p === w.headerless ? walkHeaderless(w, p) : walkBlock(w, p, scope);
  if (headedControl.has(id) || bareControl.has(id)) return walkControl(w, p, end, scope);
  if (id === tok.case || id === tok.default) return emitThrough(w, p, labelEnd(w, p, end));
  if (directives.has(id)) return emitThrough(w, p, lineEnd(w, p, end));
  if (id === tok.identifier && w.ids[p + 1] === tok.colon) return emitThrough(w, p, p + 2);
  const plainEnd = plainStatementEnd(w, p, end);
  if (plainEnd > 0) return emitThrough(w, p, plainEnd);
  return walkDeclaration(w, p, end);
}

function walkBlock(w: Walk, open: number, scope: Scope, functionBody = false): number {
  const close = w.match[open]!;
  w.order.push(open);
  // The run a body ends with, if its last statement is plain: not one inside a control statement's body.
  const last = walkBody(w, open + 1, close, scope);
  if (functionBody && last !== undefined) last.endsFunction = true;
  w.order.push(close);
  return close + 1;
}

/** `if (…) s [else s]`, `for (…) s`, `do s while (…);`, `try [(…)] s catch (…) s …`: kept in place. */
function walkControl(w: Walk, p: number, end: number, scope: Scope): number {
  const id = w.ids[p]!;
  if (id === tok.for && scope === 'statements') {
    const loopEnd = walkFor(w, p, end, undefined);
    if (loopEnd >= 0) return loopEnd;
  }
  w.order.push(p);
  let q = p + 1;
  if (w.ids[q] === tok.openParen && (headedControl.has(id) || id === tok.try)) {
    if (id === tok.for) markDeclaredNames(w.ids, w.match, { start: q + 1, end: w.match[q]! }, w.declared);
    const close = w.match[q]!;
    // `while (true)`, `while (1)`: read as `while ()`, which is what `for (;;)` gives.
    if (id === tok.while && close === q + 2 && constantConditions.has(w.ids[q + 1]!)) w.order.push(q, close);
    else emitThrough(w, q, close + 1);
    q = close + 1;
  }
  if (q >= end) return q;
  q = walkItem(w, q, end, scope);
  if (id === tok.do && w.ids[q] === tok.while) return emitThrough(w, q, plainStatementEnd(w, q, end, true));
  return q;
}

/** The body of a function whose header is not in the file (a part of a split file): its statements. */
function walkHeaderless(w: Walk, open: number): number {
  const outer = w.body;
  w.body = addBody(w, open, open + 1);
  const q = walkBlock(w, open, 'statements', true);
  w.body = outer;
  return q;
}

/** Adds the body the `{` at `open` opens; returns its index. */
function addBody(w: Walk, open: number, localsFrom: number): number {
  const end = w.match[open]!;
  return w.bodies.push({ start: open + 1, end, localsFrom, cutOff: end >= w.cutOffFrom }) - 1;
}

/** A declaration with a body (a method, a class, a function, a namespace): its header, then its body. */
function walkDeclaration(w: Walk, p: number, end: number): number {
  const header = declarationHeader(w.ids, w.match, p, end);
  const { open, parameters } = header;
  emitThrough(w, p, open);
  if (open >= end) return end;
  const outer = w.body;
  if (parameters >= 0) {
    w.functions.push(toFunctionDefinition(w.ids, header, outer !== -1));
    markParameters(w.ids, w.match, parameters, w.declared);
    w.body = addBody(w, open, parameters);
  }
  const q = walkBlock(w, open, parameters >= 0 ? 'statements' : 'declarations', parameters >= 0);
  w.body = outer;
  return w.ids[q] === tok.semicolon && q < end ? emitThrough(w, q, q + 1) : q;
}

function emitThrough(w: Walk, from: number, to: number): number {
  const stop = Math.max(from + 1, to);
  for (let t = from; t < stop; t++) w.order.push(t);
  return stop;
}
