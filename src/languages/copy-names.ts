// Copies of a name: `T x = y;`, a local that only takes another name's value, when x is written nowhere else
// in the function and y nowhere but in its declaration before; or `x = y;` after a bare `T x;`, when y is
// written nowhere after. Reading x is then reading y, so the statement goes and the function's other
// statements read y where they read x: what inlining a method by hand or by a tool leaves (its parameters
// declared from the caller's names, `int p = n;`, its result stored in a local declared before its body)
// reads as the call inlined here does (inline-calls.ts). Spellings only change for the analysis; tokens keep
// their own.
import { LOCAL } from './declared-names.js';
import { MEMBER_WRITE, WRITE, type StatementTokens } from './statement-facts.js';
import type { Outline } from './statement-outline.js';
import { memberAccess, tok } from './statement-tokens.js';

/** Copy statements found in a file: their starts, and the spellings with each copy read as its source. */
export interface Copies {
  readonly starts: ReadonlySet<number>;
  readonly readAs: Uint32Array;
}

/**
 * Most candidate copies checked in a file: each check reads its function's body, so more would make a file of
 * thousands of `T x = y;` quadratic. Hand-written code has a few.
 */
const MAX_CHECKED = 64;

/** The copy statements of `tokens`' function bodies; undefined if there is none. */
export function findCopies(tokens: StatementTokens, outline: Outline): Copies | undefined {
  const { ids, declared, roles, qualified } = tokens;
  let readAs: Uint32Array | undefined;
  const starts = new Set<number>();
  let checked = 0;
  // Plain loops, and the tokens read with readAs written as one literal: no closure per run and no spread
  // object per candidate.
  for (const run of outline.runs) {
    for (let i = 0; i < run.starts.length; i++) {
      const start = run.starts[i]!;
      const end = run.ends[i]!;
      const x = end - 4;
      if (x < start || ids[end - 1] !== tok.semicolon || ids[end - 3] !== tok.assign) continue;
      if (ids[end - 2] !== tok.identifier || ids[x] !== tok.identifier) continue;
      // `T x = y;`, or `x = y;` for an `x` declared bare before (`T x;`), as an inlined method's result is.
      const declares = x > start && declared[x] === LOCAL;
      if (!declares && (x !== start || declared[x] !== 0)) continue;
      if (checked++ >= MAX_CHECKED) continue;
      readAs ??= tokens.spellings.slice();
      const body = outline.bodies[run.body]!;
      const names = { x: readAs[x]!, y: readAs[end - 2]! };
      const copy = { at: start, declares };
      const read: StatementTokens = { ids, spellings: readAs, declared, roles, qualified };
      if (names.x === names.y || !writtenOnce(read, body, names, copy)) continue;
      for (let t = end; t < body.end; t++)
        if (readAs[t] === names.x && ids[t] === tok.identifier && !memberAccess.has(ids[t - 1]!))
          readAs[t] = names.y;
      starts.add(start);
    }
  }
  return readAs && starts.size > 0 ? { starts, readAs } : undefined;
}

/**
 * Whether, in `body`, x is written only by the copy at `copy.at` (and, when the copy does not declare it, by
 * one bare declaration before it) and y only before the copy (only where it is declared, when the copy
 * declares x): after it, x and y hold one value.
 */
function writtenOnce(
  tokens: StatementTokens,
  body: { start: number; end: number },
  names: { x: number; y: number },
  copy: { at: number; declares: boolean },
): boolean {
  const { ids, spellings, roles, declared } = tokens;
  let xWrites = 0;
  let bareDeclarations = 0;
  for (let t = body.start; t < body.end; t++) {
    const spelling = spellings[t]!;
    if (ids[t] !== tok.identifier || (spelling !== names.x && spelling !== names.y)) continue;
    const before = ids[t - 1];
    const written =
      (roles[t]! & (WRITE | MEMBER_WRITE)) !== 0 || before === tok.shiftRight || before === tok.amp;
    if (!written) continue;
    if (spelling === names.y) {
      // After a bare declaration, the copy is the result of code before it: y may be computed there.
      if (t > copy.at || (copy.declares && declared[t] === 0)) return false;
    } else if (!copy.declares && t < copy.at && isBareDeclaration(tokens, t)) bareDeclarations++;
    else xWrites++;
  }
  return xWrites === 1 && bareDeclarations === (copy.declares ? 0 : 1);
}

/** Whether the name at `t` is declared as a local without a value (`T x;`, `T x, y;`). */
function isBareDeclaration({ ids, declared }: StatementTokens, t: number): boolean {
  return declared[t] === LOCAL && (ids[t + 1] === tok.semicolon || ids[t + 1] === tok.comma);
}
