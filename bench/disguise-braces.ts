// Brace style for the reformatting attack: braces added around the single-statement bodies of
// if/else/for/while/do, or removed from bodies that hold one plain statement (not a declaration, which
// Java does not allow as a bare body). `else if` stays as it is.
import type { Tok } from './disguise-lexer.js';
import { declarationsIn } from './disguise-names.js';
import type { Block, Compound, Node, Part } from './disguise-tree.js';

export type Braces = 'add' | 'remove' | 'keep';

const BODIES = new Set(['if', 'for', 'while', 'do']);

/** The parts of `node` with its bodies' braces added or removed. */
export function bracesFor(node: Compound, braces: Braces): Part[] {
  if (braces === 'keep' || !BODIES.has(node.role)) return node.parts;
  return node.parts.map((part, i) => {
    if (Array.isArray(part)) return part;
    const previous = node.parts[i - 1];
    const elseIf =
      Array.isArray(previous) &&
      previous[0]!.text === 'else' &&
      part.kind === 'compound' &&
      part.role === 'if';
    if (braces === 'add' && part.kind !== 'block' && !elseIf) return inBlock(part);
    if (braces === 'remove' && part.kind === 'block') return unwrapped(part) ?? part;
    return part;
  });
}

function inBlock(node: Node): Block {
  const brace = (text: string): Tok => ({ kind: 'op', text, lead: '' });
  return { kind: 'block', mode: 'statements', open: brace('{'), body: [node], close: brace('}') };
}

function unwrapped(block: Block): Node | undefined {
  const [only, ...more] = block.body;
  if (!only || more.length || only.kind !== 'simple' || declarationsIn(only.tokens).length) return undefined;
  const comments = [block.open, block.close].some((token) => /\/[/*]/.test(token.lead));
  return comments ? undefined : only;
}
