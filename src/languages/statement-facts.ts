// What a plain statement reads, writes and does, from its folded tokens and the spelling of its names: the
// vertices of JPlag's normalization graph. A statement has an effect (JPlag: it is critical) when it calls
// something, jumps (`return`, `break`, `throw`…), writes through a member, an index or a pointer, writes a
// name that is not a local of its function (a field, a global, a parameter), or writes nothing at all (an
// expression kept for its effect, such as `cout << x;`). A statement with an effect is never dropped unless
// it does nothing whatever the state (`x = x;`, a print of the empty string), and statements with effects
// keep their order among themselves.
import { tokenId } from '../engine/token-id.js';
import { DIMENSION, LOCAL, OUTLIVING } from './declared-names.js';
import { IdTable } from './id-table.js';
import { normalIds } from './normal-tokens.js';
import { compoundAssign, incDec, jumps, memberAccess, tok, typeStarts } from './statement-tokens.js';

export interface StatementFacts {
  /** Spelling of each name read, once per reading. */
  readonly reads: readonly number[];
  /** Spellings of the names written. */
  readonly writes: readonly number[];
  /** Has an effect beyond its writes to locals (see the module comment). */
  readonly effect: boolean;
  /** Reads what an effect may change: a non-local name, a member or an element (`a[i]`, `p->x`). */
  readonly readsShared: boolean;
  /** Gives its names a value (`=`, `+=`, `++`), not only declares them (`int n;`). */
  readonly assigns: boolean;
  /** Declares a name (`int n = 1;`): a new variable, which may shadow one of the same name. */
  readonly declares: boolean;
  /**
   * Changes nothing whatever the state: `x = x;` (a name assigned to itself), or a print of the empty string
   * (`System.out.print("")`, `printf("")`, `cout << ""`), which writes nothing.
   */
  readonly doesNothing: boolean;
  /** Jumps (`return`, `break`, `goto`…): the statements after it in its run may not follow it. */
  readonly jumps: boolean;
}

/** A file's tokens as normalization sees them. */
export interface StatementTokens {
  readonly ids: Uint32Array;
  /** Per token, the id of its spelling (token-spellings.ts); 0 for tokens that are no name. */
  readonly spellings: Uint32Array;
  /** Per token, LOCAL or OUTLIVING for a declared name (declared-names.ts). */
  readonly declared: Uint8Array;
  /** Per token, how it takes part in its statement (tokenRoles). */
  readonly roles: Uint8Array;
  /**
   * Whether the name at a token was written with a qualifier its front end dropped (`this.x`, `this->x`):
   * `this.x = x;` reads as `x = x` and is no self-assignment.
   */
  readonly qualified: (t: number) => boolean;
}

const READ = 1;
/** The role bit of a token that writes its name (tokenRoles). */
export const WRITE = 2;
const EFFECT = 4;
const SHARED = 8;
// What the token itself is, for its statement's facts: looked up once per token, here, not again there.
const ASSIGNS = 16;
const JUMPS = 32;
/**
 * The role bit of a name written as a member with a qualifier its front end dropped (`this.x = …`): an
 * effect, not a store to a local `x`, yet a write of what `x` may name (copy-names.ts).
 */
export const MEMBER_WRITE = 64;

// What each token is, for its neighbours: one table lookup per token instead of a set lookup per question.
const JUMP = 1;
const ASSIGN = 2;
const READ_ASSIGN = 4;
const MEMBER = 8;
const CLOSE = 16;
const CALL_OPEN = 32;
const INDEX_OPEN = 64;
const STAR = 128;
const GREATER = 256;
const CLASSES = new IdTable([
  ...[...jumps].map((id): [number, number] => [id, JUMP]),
  ...[...compoundAssign, ...incDec].map((id): [number, number] => [id, READ_ASSIGN]),
  ...[...memberAccess].map((id): [number, number] => [id, MEMBER]),
  [tok.assign, ASSIGN],
  [tok.closeBracket, CLOSE],
  [tok.closeParen, CLOSE],
  [tok.openParen, CALL_OPEN],
  [tok.openBracket, INDEX_OPEN],
  [tok.star, STAR],
  [tok.greater, GREATER],
]);

/**
 * Per token, how it takes part in its statement: a bit set of READ, WRITE, EFFECT, SHARED, and of ASSIGNS
 * and JUMPS for an assignment operator and a jump.
 */
export function tokenRoles(tokens: Omit<StatementTokens, 'roles'>): Uint8Array {
  const { ids, declared } = tokens;
  const n = ids.length;
  const roles = new Uint8Array(n);
  let prev = 0;
  let here = n > 0 ? CLASSES.get(ids[0]!) : 0;
  for (let t = 0; t < n; t++) {
    const next = t + 1 < n ? CLASSES.get(ids[t + 1]!) : 0;
    const assigned = (next & (ASSIGN | READ_ASSIGN)) !== 0;
    let role = 0;
    if (ids[t] !== tok.identifier) {
      // A write through an index or a pointer (`a[i] = …`, `(*p) = …`), not a declared name's dimensions.
      if ((here & JUMP) !== 0 || ((here & CLOSE) !== 0 && assigned && declared[t] !== DIMENSION))
        role = EFFECT;
      else if ((here & GREATER) !== 0 && (next & CALL_OPEN) !== 0) role = EFFECT;
    } else if (declared[t] !== 0) role = WRITE;
    else if ((next & CALL_OPEN) !== 0) role = EFFECT;
    else if ((prev & MEMBER) !== 0) role = assigned ? EFFECT : 0;
    else {
      const writes = assigned || (t > 0 && incDec.has(ids[t - 1]!));
      // `this.x = …` writes a member, as `p.x = …` does, whatever local shares its name.
      if (writes && tokens.qualified(t)) role = EFFECT | MEMBER_WRITE;
      else {
        // `*(int *)p = v` writes through p, as `*p = v` does.
        const through = (prev & CLOSE) !== 0 && assigned && castAfterStar(ids, t - 1) ? STAR : prev;
        role = nameRole(next, writes, through);
      }
    }
    // `new int[n]` makes an array and runs no code: not the effect a constructor call is.
    roles[t] = ids[t] === tok.new && createsArray(ids, t) ? 0 : role | ownRole(here);
    prev = here;
    here = next;
  }
  return roles;
}

/** Whether the `)` at `close` ends a cast right after a `*`: `*(T *)`. */
function castAfterStar(ids: Uint32Array, close: number): boolean {
  if (ids[close] !== tok.closeParen) return false;
  let depth = 0;
  for (let q = close; q >= 0; q--) {
    if (ids[q] === tok.closeParen) depth++;
    else if (ids[q] === tok.openParen && --depth === 0) return q > 0 && ids[q - 1] === tok.star;
  }
  return false;
}

/**
 * Whether the `new` at `t` makes an array: a type (a name, `$numtype`, `boolean`…, qualified or with type
 * arguments) and then `[`, as in `new int[n]`, `new String[] { … }`, `new List<int[]>[3]`; `new T(…)` is not.
 */
function createsArray(ids: Uint32Array, t: number): boolean {
  let depth = 0;
  for (let q = t + 1; q < ids.length; q++) {
    const id = ids[q]!;
    if (id === tok.less) depth++;
    else if (id === tok.greater) depth--;
    else if (id === tok.shiftRight) depth -= 2;
    else if (depth > 0) continue;
    else if (id === tok.openBracket) return true;
    else if (!typeStarts.has(id) && !memberAccess.has(id)) return false;
    if (depth < 0) return false;
  }
  return false;
}

/** The role bits a token of class `here` has of its own, whatever its neighbours. */
function ownRole(here: number): number {
  return ((here & (ASSIGN | READ_ASSIGN)) !== 0 ? ASSIGNS : 0) | ((here & JUMP) !== 0 ? JUMPS : 0);
}

/** The role of a name that is not declared, called or a member, by the classes of its neighbours. */
function nameRole(next: number, readWrite: boolean, prev: number): number {
  // `++p->n`, `--a[i]`: the step writes what the name points at, as `p->n++` does, not the name.
  if (readWrite && (next & (INDEX_OPEN | MEMBER)) !== 0) return READ | SHARED | EFFECT;
  let role = READ;
  if ((next & ASSIGN) !== 0) role = WRITE;
  else if (readWrite) role = READ | WRITE;
  if ((role & WRITE) !== 0 && (prev & STAR) !== 0) role |= EFFECT;
  if ((next & (INDEX_OPEN | MEMBER)) !== 0) role |= SHARED;
  return role;
}

/** How many times each spelling is read in tokens [start, end): the reads a dead write is checked against. */
export function countReads(tokens: StatementTokens, start: number, end: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (let t = start; t < end; t++) {
    if ((tokens.roles[t]! & READ) === 0) continue;
    const spelling = tokens.spellings[t]!;
    counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  }
  return counts;
}

/** The names declared as locals in tokens [start, end), less any also declared to outlive the call. */
export function localNames(tokens: StatementTokens, start: number, end: number): Set<number> {
  const locals = new Set<number>();
  const outliving = new Set<number>();
  for (let t = start; t < end; t++) {
    if (tokens.declared[t] === LOCAL) locals.add(tokens.spellings[t]!);
    else if (tokens.declared[t] === OUTLIVING) outliving.add(tokens.spellings[t]!);
  }
  for (const name of outliving) locals.delete(name);
  return locals;
}

/** The facts of the statement in tokens [start, end) of a function whose locals are `locals`. */
export function statementFacts(
  tokens: StatementTokens,
  range: { start: number; end: number },
  locals: ReadonlySet<number>,
): StatementFacts {
  const reads: number[] = [];
  const writes: number[] = [];
  let roles = 0;
  let declares = false;
  for (let t = range.start; t < range.end; t++) {
    const role = tokens.roles[t]!;
    roles |= role;
    if (tokens.declared[t] !== 0) declares = true;
    if ((role & READ) !== 0) reads.push(tokens.spellings[t]!);
    if ((role & WRITE) !== 0) writes.push(tokens.spellings[t]!);
  }
  const assigns = (roles & ASSIGNS) !== 0;
  const jumps = (roles & JUMPS) !== 0;
  let effect = (roles & EFFECT) !== 0 || writes.length === 0;
  for (const name of writes) if (!locals.has(name)) effect = true;
  let readsShared = (roles & SHARED) !== 0;
  for (const name of reads) if (!locals.has(name)) readsShared = true;
  if (effect) addPassedByReference(tokens, range, writes);
  const doesNothing = isSelfAssignment(tokens, range) || printsNothing(tokens, range);
  return { reads, writes, effect, readsShared, assigns, declares, doesNothing, jumps };
}

/** Some token of [start, end) has an effect of its own: a call, a jump, a write through an index or a pointer. */
export function hasEffect(tokens: StatementTokens, { start, end }: { start: number; end: number }): boolean {
  for (let t = start; t < end; t++) if ((tokens.roles[t]! & EFFECT) !== 0) return true;
  return false;
}

/** Tokens [start, end) are `x = x` or `x = x ;`, one spelling on both sides. */
function isSelfAssignment(tokens: StatementTokens, { start, end }: { start: number; end: number }): boolean {
  const { ids, spellings } = tokens;
  if (end - start < 3 || end - start > 4) return false;
  if (end - start === 4 && ids[start + 3] !== tok.semicolon) return false;
  return (
    ids[start] === tok.identifier &&
    ids[start + 1] === tok.assign &&
    ids[start + 2] === tok.identifier &&
    spellings[start] === spellings[start + 2] &&
    !tokens.qualified(start) &&
    !tokens.qualified(start + 2)
  );
}

// The words of a print of the empty string, as spellings (token-spellings.ts).
const EMPTY_STRING = tokenId('""');
const SYSTEM = tokenId('System');
const STANDARD_STREAMS = IdTable.of([tokenId('out'), tokenId('err')]);
const PRINTS = IdTable.of([tokenId('print'), tokenId('printf')]);
const PRINTF = tokenId('printf');
const COUT = tokenId('cout');
const STD = tokenId('std');

/**
 * Tokens [start, end) print the empty string, with or without their `;`: `System.out.print("")` (or `err`,
 * `printf`), `printf("")`, `cout << ""`, `std::cout << ""`. An inserted one is a disguise: it writes nothing.
 */
function printsNothing(tokens: StatementTokens, { start, end }: { start: number; end: number }): boolean {
  const { ids, spellings } = tokens;
  const last = ids[end - 1] === tok.semicolon ? end - 1 : end;
  const word = (t: number, spelling: number) => ids[t] === tok.identifier && spellings[t] === spelling;
  const emptyString = (t: number) => ids[t] === normalIds.string && spellings[t] === EMPTY_STRING;
  const length = last - start;
  if (length === 3 || length === 5) {
    // cout << "", std::cout << ""
    if (ids[last - 2] !== tok.shiftLeft || !emptyString(last - 1) || !word(last - 3, COUT)) return false;
    return length === 3 || (word(start, STD) && ids[start + 1] === tok.scope);
  }
  if (length !== 4 && length !== 8) return false;
  // printf(""), System.out.print("")
  const call = ids[last - 3] === tok.openParen && emptyString(last - 2) && ids[last - 1] === tok.closeParen;
  if (!call || ids[last - 4] !== tok.identifier) return false;
  if (length === 4) return spellings[start] === PRINTF;
  return (
    PRINTS.has(spellings[last - 4]!) &&
    word(start, SYSTEM) &&
    ids[start + 1] === tok.dot &&
    ids[start + 2] === tok.identifier &&
    STANDARD_STREAMS.has(spellings[start + 2]!) &&
    ids[start + 3] === tok.dot
  );
}

/** A statement with an effect may write the names it hands over as `>> x` or `&x` (C++ input, `scanf`). */
function addPassedByReference(
  tokens: StatementTokens,
  range: { start: number; end: number },
  writes: number[],
): void {
  for (let t = range.start + 1; t < range.end; t++) {
    const before = tokens.ids[t - 1];
    if (tokens.ids[t] === tok.identifier && (before === tok.shiftRight || before === tok.amp))
      writes.push(tokens.spellings[t]!);
  }
}
