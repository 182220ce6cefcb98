// Calls of a method by its plain name (`m(…)`, not `x.m(…)`) inside a method, and their arguments: what the
// inline-method attack rewrites.
import type { Tok } from './disguise-lexer.js';
import type { Block, Compound, Node, Part, Simple } from './disguise-tree.js';

/** One call: the token run holding it (spliced in place), the name's position, its statement if plain. */
export interface CallSite {
  tokens: Tok[];
  at: number;
  /** The statement whose tokens these are, and its block: set when the run is a statement of a block. */
  statement?: Simple;
  block?: Block;
}

/** Calls of `name` in `caller`'s body, in source order. */
export function callSites(caller: Compound, name: string): CallSite[] {
  const sites: CallSite[] = [];
  const scan = (tokens: Tok[], statement?: Simple, block?: Block) => {
    tokens.forEach((token, at) => {
      const qualified = ['.', '::'].includes(tokens[at - 1]?.text ?? '');
      if (token.kind === 'word' && token.text === name && tokens[at + 1]?.text === '(' && !qualified)
        sites.push({ tokens, at, ...(statement && block ? { statement, block } : {}) });
    });
  };
  const visit = (node: Part, block?: Block): void => {
    if (Array.isArray(node)) return scan(node);
    if (node.kind === 'simple') return scan(node.tokens, node, block);
    if (node.kind === 'block')
      return node.body.forEach((child: Node) => visit(child, node.mode === 'statements' ? node : undefined));
    node.parts.forEach((part) => visit(part));
  };
  caller.parts.slice(1).forEach((part) => visit(part));
  return sites;
}

/** The arguments of the call whose name is at `at`, and the position after its `)`. */
export function splitArguments(tokens: readonly Tok[], at: number): { arguments: Tok[][]; end: number } {
  const args: Tok[][] = [];
  let current: Tok[] = [];
  let depth = 0;
  for (let i = at + 1; i < tokens.length; i++) {
    const text = tokens[i]!.kind === 'op' ? tokens[i]!.text : '';
    if (text === '(' || text === '[' || text === '{') depth++;
    if (text === ')' || text === ']' || text === '}') depth--;
    if (depth === 0) {
      if (current.length) args.push(current);
      return { arguments: args, end: i + 1 };
    }
    if (depth === 1 && text === ',') {
      args.push(current);
      current = [];
    } else if (!(depth === 1 && text === '(' && i === at + 1)) current.push(tokens[i]!);
  }
  return { arguments: args, end: tokens.length };
}

const EFFECTS = new Set(['(', '=', '++', '--', 'new', '+=', '-=', '*=', '/=', '%=']);

/** An argument that can be evaluated more than once, or not at all, without changing what the program does. */
export const isPureArgument = (tokens: readonly Tok[]): boolean =>
  tokens.every((token) => token.kind === 'string' || !EFFECTS.has(token.text));
