// Attack: expressions rewritten as an IDE's refactorings or an obfuscator rewrite them, behaviour kept. A
// compound assignment is spelled out (`s += x;` → `s = s + x;`), an increment becomes an assignment (`i++;`
// → `i += 1;` or `i = i + 1;`), a comparison in a condition is turned around (`i < n` → `n > i`), and a
// declaration of several names becomes one per name (`int a = 0, b;` → `int a = 0; int b;`). Each applies
// only where this light view of the tokens can tell the program stays the same: a name's type is the one it
// is declared with in the file (a name declared with two types is left alone); a compound assignment is
// spelled out only where no implicit narrowing cast hides in it (an `int` target, an operand of `int` type or
// an integer literal); an operand of a turned comparison is a name, a literal, an element, a field or a call
// with no increment or assignment in it, and at most one side calls anything.
import type { Tok } from './disguise-lexer.js';
import { ASSIGNMENTS, declarationsIn, isName, KEYWORDS } from './disguise-names.js';
import type { Block, JavaFile, Node, Simple } from './disguise-tree.js';
import { flatten } from './disguise-tree.js';
import { callsSomething } from './disguise-walk.js';
import type { Random } from './synthetic-random.js';

/** Share of the places where a rewrite applies that get it. */
const RATE = 0.8;

const COMPOUND = new Map([
  ['+=', '+'],
  ['-=', '-'],
  ['*=', '*'],
  ['/=', '/'],
  ['%=', '%'],
]);
const TURNED = new Map([
  ['<', '>'],
  ['>', '<'],
  ['<=', '>='],
  ['>=', '<='],
  ['==', '=='],
  ['!=', '!='],
]);
/** The integer types whose values an `int` or `long` target takes without a cast. */
const INTEGRAL = new Set(['int', 'short', 'byte', 'char']);
const NUMERIC = new Set(['int', 'long', 'double', 'float']);
const CONDITION_ROLES = new Set(['if', 'while', 'for', 'do']);

/** Rewrites expressions in `file` as the module comment says; returns how many. */
export function rewriteExpressions(file: JavaFile, random: Random): number {
  const types = declaredTypes(file.members.flatMap(flatten));
  const counter = { count: 0 };
  const edit = { types, random, counter };
  for (const member of file.members) visit(member, edit);
  return counter.count;
}

interface Edit {
  readonly types: Types;
  readonly random: Random;
  readonly counter: { count: number };
}

function visit(node: Node, edit: Edit): void {
  if (node.kind === 'simple') {
    rewriteStatement(node, edit);
    return;
  }
  if (node.kind === 'block') {
    if (node.mode === 'raw') return;
    if (node.mode === 'statements') splitDeclarations(node, edit);
    for (const child of node.body)
      if (node.mode === 'statements' || child.kind !== 'simple') visit(child, edit);
    return;
  }
  for (const part of node.parts) {
    if (Array.isArray(part)) {
      if (CONDITION_ROLES.has(node.role)) turnComparisons(part, edit);
    } else if (node.role !== 'type' || part.kind !== 'simple') visit(part, edit);
  }
}

/** What the file declares: each name's type and each array's element type, when one word says it. */
interface Types {
  readonly plain: ReadonlyMap<string, string>;
  readonly elements: ReadonlyMap<string, string>;
}

/**
 * The type of each name declared in `tokens` (`int`, `String`; a method's, its result's), and the element
 * type of each array (`int[] a`). A name declared with two types, or with one this view cannot read as one
 * word (generic, qualified), has none.
 */
function declaredTypes(tokens: readonly Tok[]): Types {
  const plain = new Map<string, string>();
  const elements = new Map<string, string>();
  const clashing = new Set<string>();
  const record = (map: Map<string, string>, name: string, type: string | undefined) => {
    if (type === undefined || (map.has(name) && map.get(name) !== type)) clashing.add(name);
    else map.set(name, type);
  };
  // `int a = 1, b`: b takes the type of the declarator before it.
  let last: { array: boolean; type: string | undefined } = { array: false, type: undefined };
  for (const at of declarationsIn(tokens)) {
    const name = tokens[at]!.text;
    const before = tokens[at - 1]!;
    if (before.text === ',') {
      // as `last`
    } else if (before.text === ']' && tokens[at - 2]?.text === '[' && tokens[at - 3]?.kind === 'word')
      last = { array: true, type: oneWord(tokens, at - 3) };
    else last = { array: false, type: before.kind === 'word' ? oneWord(tokens, at - 1) : undefined };
    const array = last.array || tokens[at + 1]?.text === '[';
    record(array ? elements : plain, name, last.type);
  }
  for (const name of clashing) {
    plain.delete(name);
    elements.delete(name);
  }
  return { plain, elements };
}

// `tokens[at]` as a type of one word: not the last word of a qualified name (`java.util.Scanner`).
function oneWord(tokens: readonly Tok[], at: number): string | undefined {
  return tokens[at - 1]?.text === '.' ? undefined : tokens[at]!.text;
}

/** `x op= e;` spelled out, or `x++;` as an assignment, when the types allow it. */
function rewriteStatement(node: Simple, edit: Edit): void {
  const { tokens } = node;
  const last = tokens.length - 1;
  if (tokens[last]?.text !== ';') return;
  const increment = incremented(tokens);
  if (increment !== undefined) {
    const type = edit.types.plain.get(increment.name.text);
    if (type === undefined || !(NUMERIC.has(type) || INTEGRAL.has(type))) return;
    if (!edit.random.chance(RATE)) return;
    const sign = increment.operator === '++' ? '+' : '-';
    const spelledOut = NUMERIC.has(type) && edit.random.chance(0.5);
    const name = increment.name.text;
    node.tokens = spelledOut
      ? [
          word(name, tokens[0]!.lead),
          op('=', ' '),
          word(name, ' '),
          op(sign, ' '),
          number('1', ' '),
          tokens[last]!,
        ]
      : [word(name, tokens[0]!.lead), op(`${sign}=`, ' '), number('1', ' '), tokens[last]!];
    edit.counter.count++;
    return;
  }
  const binary = COMPOUND.get(tokens[1]?.text ?? '');
  const target = tokens[0]!;
  if (binary === undefined || !isName(target) || last < 3) return;
  const value = tokens.slice(2, last);
  if (!spellsOutExactly(edit.types.plain.get(target.text), binary, value, edit.types)) return;
  if (!edit.random.chance(RATE)) return;
  // One operand (`x`, `a[i]`, `a.length`) needs no parentheses.
  const single = operandEnd(value, 0) === value.length;
  node.tokens = [
    target,
    op('=', tokens[1]!.lead),
    word(target.text, ' '),
    op(binary, ' '),
    ...(single
      ? [{ ...value[0]!, lead: ' ' }, ...value.slice(1)]
      : [op('(', ' '), { ...value[0]!, lead: '' }, ...value.slice(1), op(')', '')]),
    tokens[last]!,
  ];
  edit.counter.count++;
}

// `x++;`, `++x;`, `x--;` or `--x;` (tokens with their `;`): the name and the operator.
function incremented(tokens: readonly Tok[]): { name: Tok; operator: string } | undefined {
  if (tokens.length !== 3) return undefined;
  const [first, second] = tokens as [Tok, Tok];
  if (isName(first) && (second.text === '++' || second.text === '--'))
    return { name: first, operator: second.text };
  if (isName(second) && (first.text === '++' || first.text === '--'))
    return { name: second, operator: first.text };
  return undefined;
}

// Whether `x = x op (value)` means what `x op= value` does for a target of type `type`: Java's compound
// assignment casts back to the target's type, so no operand may be wider than it. Every name in `value`
// must have a known type: a variable, an array's element or length, a method's result.
function spellsOutExactly(
  type: string | undefined,
  binary: string,
  value: readonly Tok[],
  types: Types,
): boolean {
  if (type === 'String') return binary === '+';
  if (type !== 'int' && type !== 'long' && type !== 'double') return false;
  const fits = (own: string | undefined) =>
    own !== undefined &&
    (INTEGRAL.has(own) || (own === 'long' && type !== 'int') || (type === 'double' && NUMERIC.has(own)));
  for (let i = 0; i < value.length; i++) {
    const token = value[i]!;
    if (token.kind === 'string') return false;
    if (token.kind === 'number') {
      if (!/^\d+[lL]?$/.test(token.text) && type !== 'double') return false;
      if (/[lL]$/.test(token.text) && type === 'int') return false;
    } else if (token.kind === 'op') {
      if (token.text.length !== 1 || !'+-*/%()'.includes(token.text)) return false;
    } else if (!isName(token)) return false;
    else if (value[i + 1]?.text === '[') {
      if (!fits(types.elements.get(token.text))) return false;
      i = closing(value, i + 1);
      if (i < 0) return false;
    } else if (value[i + 1]?.text === '.' && value[i + 2]?.text === 'length') {
      if (!types.elements.has(token.text)) return false;
      i += 2;
    } else if (!fits(types.plain.get(token.text))) return false;
  }
  return true;
}

// The `]` or `)` closing the `[` or `(` at `open`, or -1.
function closing(tokens: readonly Tok[], open: number): number {
  const [opening, close] = tokens[open]!.text === '[' ? ['[', ']'] : ['(', ')'];
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i]!.text === opening) depth++;
    else if (tokens[i]!.text === close && --depth === 0) return i;
  }
  return -1;
}

/** Turns comparisons around in a condition's tokens: `i < n` → `n > i`. */
function turnComparisons(tokens: Tok[], edit: Edit): void {
  for (let i = 0; i < tokens.length; i++) {
    if (!['(', '&&', '||', ';'].includes(tokens[i]!.text) || tokens[i]!.kind !== 'op') continue;
    const leftEnd = operandEnd(tokens, i + 1);
    const turned = TURNED.get(tokens[leftEnd]?.text ?? '');
    if (leftEnd < 0 || turned === undefined || tokens[leftEnd]!.kind !== 'op') continue;
    const rightEnd = operandEnd(tokens, leftEnd + 1);
    if (rightEnd < 0 || ![')', '&&', '||', ';'].includes(tokens[rightEnd]?.text ?? '')) continue;
    const left = tokens.slice(i + 1, leftEnd);
    const right = tokens.slice(leftEnd + 1, rightEnd);
    // Two calls would be made in the other order.
    if ((callsSomething(left) && callsSomething(right)) || !edit.random.chance(RATE)) continue;
    const [leftLead, rightLead] = [left[0]!.lead, right[0]!.lead];
    const swapped = [
      { ...right[0]!, lead: leftLead },
      ...right.slice(1),
      { ...tokens[leftEnd]!, text: turned },
      { ...left[0]!, lead: rightLead },
      ...left.slice(1),
    ];
    tokens.splice(i + 1, rightEnd - i - 1, ...swapped);
    edit.counter.count++;
    i = rightEnd - 1;
  }
}

// Where an operand starting at `from` ends (exclusive): a name, a literal, then `.name`, `[…]` and, after a
// name, a call's `(…)` any number of times; -1 when none starts there or it holds an increment or an
// assignment (or a call inside `[…]`).
function operandEnd(tokens: readonly Tok[], from: number): number {
  const first = tokens[from];
  if (!first || !(isName(first) || first.kind === 'number' || first.kind === 'string')) return -1;
  let i = from + 1;
  for (;;) {
    const text = tokens[i]?.text;
    if (text === '.' && isName(tokens[i + 1])) i += 2;
    else if (text === '[' || (text === '(' && tokens[i - 1]?.kind === 'word')) {
      const close = closing(tokens, i);
      const inside = tokens.slice(i + 1, Math.max(i + 1, close));
      const changes = inside.some(
        (token) => token.text === '++' || token.text === '--' || ASSIGNMENTS.has(token.text),
      );
      if (close < 0 || changes || (text === '[' && inside.some((token) => token.text === '('))) return -1;
      i = close + 1;
    } else return text === '(' ? -1 : i;
  }
}

/** `T a = 1, b;` as `T a = 1; T b;` in a block of statements, for a type of one word. */
function splitDeclarations(block: Block, edit: Edit): void {
  const out: Node[] = [];
  for (const node of block.body) {
    const parts = node.kind === 'simple' ? declarators(node.tokens) : undefined;
    if (!parts || !edit.random.chance(RATE)) {
      out.push(node);
      continue;
    }
    const { type, pieces } = parts;
    out.push({ kind: 'simple', tokens: [...type, ...pieces[0]!, op(';', '')] });
    for (const piece of pieces.slice(1))
      out.push({
        kind: 'simple',
        tokens: [
          ...type.map((token, i) => ({ ...token, lead: i === 0 ? ' ' : token.lead })),
          { ...piece[0]!, lead: ' ' },
          ...piece.slice(1),
          op(';', ''),
        ],
      });
    edit.counter.count++;
  }
  block.body = out;
}

// A local declaration of several names: its type tokens (`final` and one word) and each declarator's
// tokens (without the commas and the `;`); undefined for anything else.
function declarators(tokens: readonly Tok[]): { type: Tok[]; pieces: Tok[][] } | undefined {
  const start = tokens[0]?.text === 'final' ? 1 : 0;
  const typeWord = tokens[start];
  if (!typeWord || typeWord.kind !== 'word' || !isName(tokens[start + 1])) return undefined;
  if (
    KEYWORDS.has(typeWord.text) &&
    !NUMERIC.has(typeWord.text) &&
    !INTEGRAL.has(typeWord.text) &&
    typeWord.text !== 'boolean'
  )
    return undefined;
  if (tokens.at(-1)?.text !== ';') return undefined;
  const pieces: Tok[][] = [[]];
  let depth = 0;
  for (const token of tokens.slice(start + 1, -1)) {
    if ('([{'.includes(token.text) && token.kind === 'op') depth++;
    else if (')]}'.includes(token.text) && token.kind === 'op') depth--;
    if (token.text === ',' && depth === 0) pieces.push([]);
    else pieces.at(-1)!.push(token);
  }
  if (
    pieces.length < 2 ||
    pieces.some((piece) => !isName(piece[0]) || (piece[1] && piece[1].text !== '=' && piece[1].text !== '['))
  )
    return undefined;
  return { type: tokens.slice(0, start + 1), pieces };
}

const word = (text: string, lead: string): Tok => ({ kind: 'word', text, lead });
const op = (text: string, lead: string): Tok => ({ kind: 'op', text, lead });
const number = (text: string, lead: string): Tok => ({ kind: 'number', text, lead });
