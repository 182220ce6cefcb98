// Walking the disguise tree: blocks, the statements of method bodies with the method they belong to, and
// small facts attacks ask about statements (a jump, a `case` label, a call).
import type { Tok } from './disguise-lexer.js';
import { printTokens } from './disguise-lexer.js';
import { flatten, type Block, type Compound, type Node, type Part } from './disguise-tree.js';

/** Every block in `nodes`, outermost first, in source order. */
export function blocksIn(nodes: readonly Part[]): Block[] {
  const blocks: Block[] = [];
  const visit = (node: Part): void => {
    if (Array.isArray(node) || node.kind === 'simple') return;
    if (node.kind === 'block') {
      blocks.push(node);
      node.body.forEach(visit);
    } else node.parts.forEach(visit);
  };
  nodes.forEach(visit);
  return blocks;
}

/** A method (or constructor, or initializer) and its body. */
export interface MethodSite {
  method: Compound;
  head: Tok[];
  body: Block;
  isStatic: boolean;
}

/** Every method, constructor and initializer, nested classes' included, in source order. */
export function methodsIn(nodes: readonly Part[]): MethodSite[] {
  const sites: MethodSite[] = [];
  const visit = (node: Part): void => {
    if (Array.isArray(node) || node.kind === 'simple') return;
    if (node.kind === 'block') node.body.forEach(visit);
    else if (node.role === 'method' || node.role === 'init') {
      const [head, body] = node.parts as [Tok[], Block];
      sites.push({ method: node, head, body, isStatic: head.some((token) => token.text === 'static') });
    } else if (node.role === 'type') node.parts.forEach(visit);
  };
  nodes.forEach(visit);
  return sites;
}

/** Statement blocks an attack may edit freely: `{ … }` of statements, no `case` labels in them. */
export function editableBlocks(nodes: readonly Part[]): Block[] {
  return blocksIn(nodes).filter((block) => block.mode === 'statements' && !block.body.some(isCaseLabel));
}

export const firstToken = (node: Part): Tok => flatten(node)[0]!;

export const isCaseLabel = (node: Node): boolean =>
  node.kind === 'simple' &&
  ['case', 'default'].includes(node.tokens[0]!.text) &&
  node.tokens.at(-1)!.text === ':';

const JUMPS = new Set(['return', 'break', 'continue', 'throw', 'yield']);

/** A statement after which nothing in the same block can run. */
export function isJump(node: Node): boolean {
  if (node.kind === 'simple') return JUMPS.has(node.tokens[0]!.text);
  if (node.kind === 'compound' && (node.role === 'while' || node.role === 'for')) {
    const head = (node.parts[0] as Tok[]).map((token) => token.text).join(' ');
    return head === 'while ( true )' || head === 'for ( ; ; )';
  }
  return false;
}

/** Whether `tokens` call something (`f(`, `new T(`): such statements keep their order among themselves. */
export function callsSomething(tokens: readonly Tok[]): boolean {
  return tokens.some(
    (token, i) => token.text === '(' && tokens[i - 1]?.kind === 'word' && !CONTROL.has(tokens[i - 1]!.text),
  );
}
const CONTROL = new Set(['if', 'for', 'while', 'switch', 'catch', 'synchronized', 'return', 'throw']);

/** Whether any token of `node` is `text` (as code, not inside a literal). */
export const mentions = (node: Part, text: string): boolean =>
  flatten(node).some((token) => token.kind !== 'string' && token.text === text);

/** The whitespace a node's line starts with, from its first token's lead ('' when it shares a line). */
export function indentOf(node: Part): string {
  const lead = firstToken(node).lead;
  const newline = lead.lastIndexOf('\n');
  return newline < 0 ? '' : lead.slice(newline + 1);
}

/** The text of nodes, leads included. */
export const textOf = (nodes: readonly Part[]): string => printTokens(nodes.flatMap(flatten));
