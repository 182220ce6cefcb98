// Attack: for ↔ while. `for (init; cond; update) body` becomes `init; while (cond) { body update; }` (in a
// block of its own when a name it declares is used again after the loop), and `while (cond) body` becomes a
// `for`: `T v = e; while (… v …) { …; v++; }` gives `for (T v = e; … v …; v++) { … }` when `v` is not used
// after the loop, otherwise `for (; cond;) body`. Loops with `continue` keep their update where it was
// (a `continue` would skip it in one form and not in the other), so only the plain forms apply to them.
import { printTokens, type Tok } from './disguise-lexer.js';
import { declarationsIn, namesChanged } from './disguise-names.js';
import { parseSnippet } from './disguise-parser.js';
import { flatten, type Block, type Compound, type JavaFile, type Node } from './disguise-tree.js';
import { callsSomething, firstToken, indentOf, mentions } from './disguise-walk.js';

/** Rewrites every `for` (not for-each) as a `while` and every `while` as a `for`; returns how many. */
export function swapLoops(file: JavaFile): number {
  const counter = { count: 0 };
  file.members = file.members.map((member) => editInside(member, counter));
  return counter.count;
}

interface Counter {
  count: number;
}

function editInside(node: Node, counter: Counter): Node {
  if (node.kind === 'simple') return node;
  if (node.kind === 'block') {
    if (node.mode === 'raw') return node;
    if (node.mode === 'members')
      return { ...node, body: node.body.map((member) => editInside(member, counter)) };
    return { ...node, body: editBody(node.body, counter) };
  }
  const parts = node.parts.map((part) => {
    if (Array.isArray(part) || part.kind === 'block')
      return Array.isArray(part) ? part : editInside(part, counter);
    const converted = convert(editInside(part, counter), null, null, counter);
    return converted.length === 1 ? converted[0]! : wrap(converted);
  });
  return { ...node, parts };
}

function editBody(body: readonly Node[], counter: Counter): Node[] {
  const out: Node[] = [];
  body.forEach((node, i) => out.push(...convert(editInside(node, counter), out, body.slice(i + 1), counter)));
  return out;
}

// `previous`: the statements already output in the same block (a `while` may take its counter's declaration
// from there); `following`: the statements after it. Both null when the loop is the body of a compound.
function convert(
  node: Node,
  previous: Node[] | null,
  following: readonly Node[] | null,
  counter: Counter,
): Node[] {
  if (node.kind !== 'compound' || (node.role !== 'for' && node.role !== 'while')) return [node];
  const converted = node.role === 'for' ? forToWhile(node, following) : whileToFor(node, previous, following);
  if (converted) counter.count++;
  return converted ?? [node];
}

function forToWhile(node: Compound, following: readonly Node[] | null): Node[] | undefined {
  const [head, body] = node.parts as [Tok[], Node];
  const sections = splitTop(head.slice(2, -1), ';');
  if (sections.length !== 3 || mentions(body, 'continue')) return undefined;
  const [init, cond, update] = sections as [Tok[], Tok[], Tok[]];
  const indent = indentOf(node);
  const declared = declarationsIn(init).map((at) => init[at]!.text);
  const inits = init.length === 0 ? [] : declared.length ? [init] : splitTop(init, ',');
  const updates = update.length ? splitTop(update, ',').map((tokens) => `${code(tokens)};`) : [];
  const loop = `while (${cond.length ? code(cond) : 'true'})${bodyWith(body, updates, indent)}`;
  const lines = [...inits.map((tokens) => `${code(tokens)};`), loop];
  const reused =
    following === null || declared.some((name) => following.some((next) => mentions(next, name)));
  const text =
    reused && inits.length ? `{ ${lines.join(`\n${indent}`)}\n${indent}}` : lines.join(`\n${indent}`);
  return reparse(text, firstToken(node).lead);
}

function whileToFor(node: Compound, previous: Node[] | null, following: readonly Node[] | null): Node[] {
  const [head, body] = node.parts as [Tok[], Node];
  const cond = code(head.slice(2, -1));
  const counter = previous?.at(-1);
  const last = body.kind === 'block' ? body.body.at(-1) : undefined;
  if (counter?.kind === 'simple' && last?.kind === 'simple' && body.kind === 'block' && following) {
    const declared = declarationsIn(counter.tokens).map((at) => counter.tokens[at]!.text);
    const name = declared.length === 1 ? declared[0]! : '';
    const changed = [...namesChanged(last.tokens)];
    const folds =
      name &&
      counter.tokens[0]!.text !== 'final' &&
      mentions(head, name) &&
      !mentions(body, 'continue') &&
      changed.length === 1 &&
      changed[0] === name &&
      declarationsIn(last.tokens).length === 0 &&
      !callsSomething(last.tokens) &&
      body.body.length > 1 &&
      !following.some((next) => mentions(next, name));
    if (folds) {
      previous!.pop();
      const rest: Block = { ...body, body: body.body.slice(0, -1) };
      const text = `for (${code(counter.tokens.slice(0, -1))}; ${cond}; ${code(last.tokens.slice(0, -1))})${printTokens(flatten(rest))}`;
      return reparse(text, firstToken(counter).lead);
    }
  }
  return reparse(`for (; ${cond};)${printTokens(flatten(body))}`, firstToken(node).lead);
}

// The body as a block with `extra` statements at its end.
function bodyWith(body: Node, extra: readonly string[], indent: string): string {
  if (body.kind === 'block') {
    const inner = (body.body.length && indentOf(body.body[0]!)) || `${indent}    `;
    const lines = extra.map((line) => `\n${inner}${line}`).join('');
    return printTokens([body.open, ...body.body.flatMap(flatten)]) + lines + printTokens([body.close]);
  }
  const inner = `${indent}    `;
  return ` {\n${inner}${code(flatten(body))}${extra.map((line) => `\n${inner}${line}`).join('')}\n${indent}}`;
}

function wrap(nodes: readonly Node[]): Node {
  const indent = indentOf(nodes[0]!);
  const text = nodes.map((node) => code(flatten(node))).join(`\n${indent}`);
  return reparse(`{ ${text} }`, firstToken(nodes[0]!).lead)[0]!;
}

function reparse(text: string, lead: string): Node[] {
  const nodes = parseSnippet(text);
  firstToken(nodes[0]!).lead = lead;
  return nodes;
}

/** Tokens as text without the first one's lead. */
const code = (tokens: readonly Tok[]): string => printTokens(tokens).replace(/^\s+/, '');

/** `tokens` split at `separator` outside brackets. */
export function splitTop(tokens: readonly Tok[], separator: string): Tok[][] {
  const parts: Tok[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'op' && '([{'.includes(token.text)) depth++;
    if (token.kind === 'op' && ')]}'.includes(token.text)) depth--;
    if (depth === 0 && token.kind === 'op' && token.text === separator) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return parts;
}
