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
// It reads brackets, not a grammar: whatever does not look like a statement is passed through in order.
import { markDeclaredNames, markParameters } from './declared-names.js';
import { forHeader, type TokenRange } from './for-header.js';
import { declarationHeader, toFunctionDefinition, type FunctionDefinition } from './function-definition.js';
import { labelEnd, lineEnd, plainStatementEnd } from './statement-ends.js';
import { bareControl, constantConditions, directives, headedControl, tok } from './statement-tokens.js';

/** A run of plain statements, each tokens [starts[i], ends[i]), in a function body. */
export interface StatementRun {
  readonly starts: number[];
  readonly ends: number[];
  /** Index of its function body in Outline.bodies. */
  readonly body: number;
  /** The condition of the loop right after the run, if one follows it. */
  loopCondition?: TokenRange;
}

/** The token order before normalization, with each run of plain statements left as a placeholder. */
export interface Outline {
  /**
   * A token position (≥ 0), or `-(r + 1)` for run r. Every token appears at most once, directly or in its
   * run; only a rewritten loop's unneeded `;` (empty init) and `)` (empty update) are left out.
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
  loopIds: Uint32Array;
  body: number;
}

/**
 * The outline of tokens `ids`, whose brackets `match` pairs (each matched: see matchBrackets), of a whole
 * file or of `part` of a split one.
 */
export function outlineStatements(
  ids: Uint32Array,
  match: Int32Array,
  lineOf: (t: number) => number,
  part: CutPart = {},
): Outline {
  const walk: Walk = {
    ids,
    match,
    lineOf,
    headerless: part.headerless ?? -1,
    cutOffFrom: part.cutOffFrom ?? ids.length,
    order: [],
    runs: [],
    bodies: [],
    functions: [],
    declared: new Uint8Array(ids.length),
    loopIds: ids,
    body: -1,
  };
  walkBody(walk, 0, ids.length, 'declarations');
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
    // An empty statement does nothing: dropped, and the statements around it stay one run.
    if (plainEnd === p + 1 && w.ids[p] === tok.semicolon) p = plainEnd;
    else if (plainEnd > 0) {
      run = addStatement(w, run, { start: p, end: plainEnd });
      markDeclaredNames(w.ids, w.match, { start: p, end: plainEnd }, w.declared);
      p = plainEnd;
    } else if (scope === 'statements' && w.ids[p] === tok.openBrace) {
      // A bare block is only a scope: its statements join the run around it (braces go out anyway).
      const close = w.match[p]!;
      w.order.push(p, close);
      run = walkBody(w, p + 1, close, scope, [], run);
      p = close + 1;
    } else if (scope === 'statements' && constantIf(w, p)) {
      // `if (true) s [else t]` is `s`, `if (false) s [else t]` is `t`: the branch that runs joins the run
      // around it, the other is dropped, as a compiler folds a constant condition. An inserted `if (false)
      // { … }` is a disguise, not code of the program.
      const branches = constantBranches(w, p, end);
      if (branches.taken !== undefined)
        run = walkBody(w, branches.taken.start, branches.taken.end, scope, [], run);
      p = branches.end;
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

/** Whether the statement at `p` is `if (true) …` or `if (false) …`. */
function constantIf(w: Walk, p: number): boolean {
  if (w.ids[p] !== tok.if || w.ids[p + 1] !== tok.openParen || w.match[p + 1] !== p + 3) return false;
  const condition = w.ids[p + 2];
  return condition === tok.true || condition === tok.false;
}

/**
 * The `if (true|false) s [else t]` at `p`: the tokens of the branch that runs (undefined for `if (false) s`
 * alone), and where the whole statement ends.
 */
function constantBranches(w: Walk, p: number, end: number): { taken: TokenRange | undefined; end: number } {
  const then = { start: p + 4, end: statementEnd(w, p + 4, end) };
  const otherwise =
    then.end < end && w.ids[then.end] === tok.else
      ? { start: then.end + 1, end: statementEnd(w, then.end + 1, end) }
      : undefined;
  return { taken: w.ids[p + 2] === tok.true ? then : otherwise, end: otherwise?.end ?? then.end };
}

/** Where the statement at `p` ends, found by walking it and then forgetting what the walk added. */
function statementEnd(w: Walk, p: number, end: number): number {
  if (p >= end) return end;
  const { order, runs, bodies, functions } = w;
  const kept = [order.length, runs.length, bodies.length, functions.length] as const;
  const q = walkItem(w, p, end, 'statements');
  [order.length, runs.length, bodies.length, functions.length] = kept;
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

function walkBlock(w: Walk, open: number, scope: Scope): number {
  const close = w.match[open]!;
  w.order.push(open);
  walkBody(w, open + 1, close, scope);
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
  const q = walkBlock(w, open, 'statements');
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
  const q = walkBlock(w, open, parameters >= 0 ? 'statements' : 'declarations');
  w.body = outer;
  return w.ids[q] === tok.semicolon && q < end ? emitThrough(w, q, q + 1) : q;
}

function emitThrough(w: Walk, from: number, to: number): number {
  const stop = Math.max(from + 1, to);
  for (let t = from; t < stop; t++) w.order.push(t);
  return stop;
}
