// C and C++ macros read as the code they stand for, as the compiler reads them: after
// `#define rep(i, n) for (int i = 0; i < (n); i++)`, `rep(j, m) s += a[j];` reads as the `for` it expands
// to, `all(v)` as `v.begin(), v.end()` and `pb` as `push_back`, and the definition of a macro so expanded
// goes. A contest template's macros stand in every loop of a solution, so a copy that spells them out (or an
// LLM asked to rewrite one, which does) otherwise differs from its original at each of them, and two
// solutions written apart in one template share its definitions as if they were code.
// Expanded: a macro defined once in the file (never `#undef`-ed), at uses after its definition, whose body
// balances its brackets and has no `#`, `##` or `...` (stringizing, pasting and variadic macros are left as
// written). A function-like macro expands where its name is followed by `(` and as many arguments as it has
// parameters; the arguments are expanded first and the result again, with the macro itself off, as the
// preprocessor does (but a result that ends in a function-like macro's name does not take its arguments
// from the code after it). A parameter in brackets of its own, `(n)`, reads as a one-token argument alone.
// Left as a name: an object-like macro whose body is a constant (`#define MAXN 100005`,
// `#define MOD (1e9 + 7)`), which reads as a `const` declaration's name does. Every token of an expansion
// takes the span of the use it stands for. Unused macros are left to unused-definitions.ts.
// A file whose expansions would outgrow it many times over is read as written. Pure: new arrays.
import { tokenId } from '../engine/token-id.js';
import type { TokenSequence } from '../engine/types.js';
import { continuedLines, directiveEnd } from './directive-lines.js';
import { IdTable } from './id-table.js';
import { bracketsBalance } from './match-brackets.js';
import { normalIds } from './normal-tokens.js';
import { directives as DIRECTIVES, tok } from './statement-tokens.js';
import { argumentsOf, closerOf, emitRewrites, type Rewrite } from './token-rewrites.js';
import { tokenSpellings } from './token-spellings.js';
import { wordList } from './word-list.js';

const DEFINE = tokenId('#define');
const UNDEF = tokenId('#undef');
const IDENTIFIER = tok.identifier;
// Asked of every token of a file with a `#define` (most C headers have one): tables, not Sets.
const DIRECTIVE_IDS = IdTable.of(DIRECTIVES);
/** Tokens a macro's body may not hold: it is then left as written. */
const UNEXPANDED = IdTable.of(['#', '##', '...'].map(tokenId));
/** What a constant's body is made of: literals, numeric types for casts, brackets and arithmetic. */
const CONSTANT = IdTable.of([
  normalIds.number,
  normalIds.string,
  normalIds.char,
  normalIds.numericType,
  tok.openParen,
  tok.closeParen,
  ...wordList('+ - * / % << >> & | ^ ~').map(tokenId),
]);
/** Most tokens expansions may add to a file, beyond GROWTH times its own. */
const GROWTH = 4;
const SLACK = 1 << 16;

interface Macro {
  /** Token position of its `#define`. */
  readonly at: number;
  /** Past its line's tokens. */
  readonly end: number;
  /** Spellings of its parameters; undefined for an object-like macro. */
  readonly params: readonly number[] | undefined;
  /** Where its body's tokens start (they end at `end`). */
  readonly body: number;
  used: boolean;
}

/** Tokens of an expansion in the making: ids and spellings. */
interface Tokens {
  readonly ids: number[];
  readonly spellings: number[];
}

/**
 * `tokens` (of `text`) with each expandable macro's uses read as its expansion and the definitions of the
 * macros expanded left out; `tokens` itself when the file expands none.
 */
export function expandMacros(text: string, tokens: TokenSequence): TokenSequence {
  const { ids, spans } = tokens;
  if (ids.indexOf(DEFINE) === -1) return tokens;
  const spellings = tokens.spellings ?? tokenSpellings(text, tokens);
  const source = { ids, spans, spellings };
  const lineStarts = continuedLines(text);
  const expandable = macrosOf(source, text, lineStarts);
  // Most files that define a macro define only an include guard, which has no body, and constants.
  if (expandable.macros.length === 0) return tokens;
  const lines = directiveLines(source, text, lineStarts);
  const expander = new Expander(source, expandable, GROWTH * ids.length + SLACK);
  // Each use expanded: its tokens [start, end) and what they read as.
  const uses: { start: number; end: number; expansion: Tokens }[] = [];
  // The code between preprocessor lines, stretch by stretch.
  for (let line = 0, from = 0; from < ids.length; line++) {
    const to = line < lines.length ? lines[line]!.start : ids.length;
    for (let t = from; t < to; t++) {
      if (ids[t] !== IDENTIFIER) continue;
      const macro = expander.macroNamed(spellings[t]!);
      if (macro === undefined || macro.at > t) continue;
      const end = macro.params === undefined ? t + 1 : callClose(ids, t + 1, to) + 1;
      if (end === 0) continue;
      const call = {
        ids: Array.from(ids.subarray(t, end)),
        spellings: Array.from(spellings.subarray(t, end)),
      };
      const before = expander.expansions;
      const expansion = expander.expand(call, new Set(), t);
      if (expansion === undefined) return tokens;
      if (expander.expansions === before) continue;
      uses.push({ start: t, end, expansion });
      t = end - 1;
    }
    from = line < lines.length ? lines[line]!.end : ids.length;
  }
  if (uses.length === 0) return tokens;
  return emitRewrites(source, rewritesOf(uses, expander.used()), false);
}

/** The macros of a file that may be expanded, by name: a table of their numbers, from 1. */
interface Expandable {
  readonly names: IdTable;
  readonly macros: readonly Macro[];
}

// The file's expandable macros: each `#define` found by a scan for its id alone (most tokens of a header
// are no directive), a name defined twice or `#undef`-ed left out.
function macrosOf(
  source: Required<TokenSequence>,
  text: string,
  lineStarts: readonly number[] | undefined,
): Expandable {
  const { ids, spellings } = source;
  // Per name, its macro, or null where it is defined twice, undefined or not expandable.
  const defined = new Map<number, Macro | null>();
  for (let t = ids.indexOf(DEFINE); t !== -1; t = ids.indexOf(DEFINE, t + 1)) {
    const end = directiveEnd(source, t, text, lineStarts);
    if (ids[t + 1] !== IDENTIFIER || t + 1 >= end) continue;
    const name = spellings[t + 1]!;
    defined.set(name, defined.has(name) ? null : macroAt(source, t, end));
  }
  for (let t = ids.indexOf(UNDEF); t !== -1; t = ids.indexOf(UNDEF, t + 1))
    if (ids[t + 1] === IDENTIFIER) defined.set(spellings[t + 1]!, null);
  const macros: Macro[] = [];
  const entries: [number, number][] = [];
  for (const [name, macro] of defined) if (macro !== null) entries.push([name, macros.push(macro)]);
  return { names: new IdTable(entries), macros };
}

// Where each preprocessor line's tokens start and end, in order: their tokens are left as they are.
function directiveLines(
  source: Required<TokenSequence>,
  text: string,
  lineStarts: readonly number[] | undefined,
): { start: number; end: number }[] {
  const { ids } = source;
  const lines: { start: number; end: number }[] = [];
  for (let t = 0; t < ids.length; t++) {
    if (DIRECTIVE_IDS.get(ids[t]!) === 0) continue;
    const end = directiveEnd(source, t, text, lineStarts);
    lines.push({ start: t, end });
    t = end - 1;
  }
  return lines;
}

// The macro `#define NAME …` at token `at`, its line ending at `end`, or null when it is not expanded.
function macroAt(source: Required<TokenSequence>, at: number, end: number): Macro | null {
  const { ids, spans, spellings } = source;
  const name = at + 1;
  // Function-like when `(` follows the name with no space between.
  const functionLike =
    ids[name + 1] === tok.openParen &&
    name + 1 < end &&
    spans[4 * (name + 1)] === spans[4 * name + 2] &&
    spans[4 * (name + 1) + 1] === spans[4 * name + 3];
  let body = name + 1;
  let params: number[] | undefined;
  if (functionLike) {
    params = [];
    let t = name + 2;
    if (ids[t] !== tok.closeParen)
      for (;;) {
        if (ids[t] !== IDENTIFIER || t >= end) return null;
        params.push(spellings[t]!);
        t++;
        if (ids[t] === tok.comma) t++;
        else break;
      }
    if (ids[t] !== tok.closeParen || t >= end) return null;
    body = t + 1;
  }
  if (body === end || !bracketsBalance(ids, body, end)) return null;
  let constant = params === undefined;
  for (let t = body; t < end; t++) {
    if (UNEXPANDED.get(ids[t]!) !== 0) return null;
    if (CONSTANT.get(ids[t]!) === 0) constant = false;
  }
  return constant ? null : { at, end, params, body, used: false };
}

// The `)` that closes the call whose `(` is at `open`, before `limit`; -1 when there is none.
function callClose(ids: ArrayLike<number>, open: number, limit: number): number {
  if (ids[open] !== tok.openParen) return -1;
  const close = closerOf(ids, open);
  return close < limit ? close : -1;
}

class Expander {
  /** Uses expanded so far, at any depth. */
  expansions = 0;

  constructor(
    private readonly source: Required<TokenSequence>,
    private readonly expandable: Expandable,
    /** Tokens expansions may still add: the file's budget. */
    private left: number,
  ) {}

  /** The expandable macro named by spelling `name`, if one is. */
  macroNamed(name: number): Macro | undefined {
    const index = this.expandable.names.get(name);
    return index === 0 ? undefined : this.expandable.macros[index - 1];
  }

  /** The macros expanded at least once. */
  used(): Macro[] {
    return this.expandable.macros.filter((macro) => macro.used);
  }

  /**
   * `list` with the macros in it expanded (but those in `off`, and those defined after token `at`);
   * undefined when the file's budget runs out.
   */
  expand(list: Tokens, off: ReadonlySet<number>, at: number): Tokens | undefined {
    const out: Tokens = { ids: [], spellings: [] };
    const { ids, spellings } = list;
    for (let i = 0; i < ids.length; i++) {
      const name = spellings[i]!;
      const macro = ids[i] === IDENTIFIER ? this.macroNamed(name) : undefined;
      if (macro === undefined || macro.at > at || off.has(name)) {
        out.ids.push(ids[i]!);
        out.spellings.push(name);
        continue;
      }
      let args: Tokens[] = [];
      let end = i + 1;
      if (macro.params !== undefined) {
        end = callClose(ids, i + 1, ids.length) + 1;
        const split = end === 0 ? undefined : splitArguments(list, i + 2, end - 1);
        if (split === undefined || split.length !== Math.max(1, macro.params.length)) {
          out.ids.push(ids[i]!);
          out.spellings.push(name);
          continue;
        }
        args = [];
        for (const arg of macro.params.length === 0 ? [] : split) {
          const expanded = this.expand(arg, off, at);
          if (expanded === undefined) return undefined;
          args.push(expanded);
        }
      }
      const substituted = substitute(this.source, macro, args);
      this.left -= substituted.ids.length;
      if (this.left < 0) return undefined;
      const expanded = this.expand(substituted, new Set([...off, name]), at);
      if (expanded === undefined) return undefined;
      macro.used = true;
      this.expansions++;
      append(out, expanded);
      i = end - 1;
    }
    return out;
  }
}

// The arguments of tokens [from, to) of `list`, split at its top-level commas (`f()` has one, empty);
// undefined for arguments that are empty but one.
function splitArguments(list: Tokens, from: number, to: number): Tokens[] | undefined {
  const ranges = argumentsOf(list.ids, from, to);
  if (ranges.length === 0) return [{ ids: [], spellings: [] }];
  if (ranges.some((range) => range.end === range.start)) return undefined;
  return ranges.map(({ start, end }) => ({
    ids: list.ids.slice(start, end),
    spellings: list.spellings.slice(start, end),
  }));
}

// The body of `macro` with each parameter replaced by its argument; `(p)` around a one-token argument
// reads as the token alone, as the compiler reads it.
function substitute(source: Required<TokenSequence>, macro: Macro, args: readonly Tokens[]): Tokens {
  const out: Tokens = { ids: [], spellings: [] };
  const { ids, spellings } = source;
  const { params } = macro;
  for (let t = macro.body; t < macro.end; t++) {
    const param = ids[t] === IDENTIFIER && params ? params.indexOf(spellings[t]!) : -1;
    if (param === -1) {
      const inner = ids[t] === tok.openParen && params ? params.indexOf(spellings[t + 1]!) : -1;
      const alone =
        inner !== -1 &&
        ids[t + 1] === IDENTIFIER &&
        ids[t + 2] === tok.closeParen &&
        args[inner]!.ids.length === 1;
      if (alone) {
        out.ids.push(args[inner]!.ids[0]!);
        out.spellings.push(args[inner]!.spellings[0]!);
        t += 2;
        continue;
      }
      out.ids.push(ids[t]!);
      out.spellings.push(spellings[t]!);
      continue;
    }
    append(out, args[param]!);
  }
  return out;
}

// Pushed one by one: a spread of a long expansion would pass more arguments than a call may take.
function append(out: Tokens, tokens: Tokens): void {
  for (let i = 0; i < tokens.ids.length; i++) {
    out.ids.push(tokens.ids[i]!);
    out.spellings.push(tokens.spellings[i]!);
  }
}

// The rewrites that put each use's expansion in its place, every token of which spans the whole use, and
// leave the definitions of `expanded` out.
function rewritesOf(
  uses: readonly { start: number; end: number; expansion: Tokens }[],
  expanded: readonly Macro[],
): Rewrite[] {
  const rewrites: Rewrite[] = uses.map(({ start, end, expansion }) => ({
    start,
    end,
    pieces: expansion.ids.map((id, i) => ({
      id,
      spanOf: start,
      spanTo: end - 1,
      spelling: expansion.spellings[i]!,
    })),
  }));
  for (const macro of expanded) rewrites.push({ start: macro.at, end: macro.end, pieces: [] });
  return rewrites.sort((a, b) => a.start - b.start);
}
