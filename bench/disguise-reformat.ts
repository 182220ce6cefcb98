// Attack: reformatting. The whole file is laid out again in a random style: indentation, brace placement
// (end of line or own line), spaces around operators or none, blank lines, and braces added around or
// removed from single-statement bodies of if/for/while/do. Comments are kept, each on its own line.
import type { Tok } from './disguise-lexer.js';
import { endsType } from './disguise-names.js';
import type { Block, JavaFile, Node, Part } from './disguise-tree.js';
import { bracesFor, type Braces } from './disguise-braces.js';
import { spaceBetween } from './disguise-spacing.js';
import type { Random } from './synthetic-random.js';
import { isCaseLabel } from './disguise-walk.js';

export interface Style {
  indent: string;
  allman: boolean;
  spaced: boolean;
  blankLines: number;
  braces: Braces;
}

const COMMENTS = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const FOLLOWS_BLOCK = new Set(['else', 'catch', 'finally', 'while']);

/** Lays `file` out again in a random style; returns the style. */
export function reformat(file: JavaFile, random: Random): Style {
  const style: Style = {
    indent: random.pick(['  ', '    ', '\t', '   ']),
    allman: random.chance(0.5),
    spaced: random.chance(0.5),
    blankLines: random.pick([0, 0.1, 0.3]),
    braces: random.pick(['add', 'remove', 'keep'] as const),
  };
  const layout = new Layout(style, random);
  layout.nodes(file.members, 0);
  relead(file.end, '\n', '');
  const first = file.members[0] && layout.first(file.members[0]);
  if (first) first.lead = first.lead.replace(/^\n+/, '');
  return style;
}

class Layout {
  constructor(
    private readonly style: Style,
    private readonly random: Random,
  ) {}

  first(node: Part): Tok | undefined {
    if (Array.isArray(node)) return node[0];
    if (node.kind === 'simple') return node.tokens[0];
    if (node.kind === 'block') return node.open;
    return node.parts[0] && this.first(node.parts[0]);
  }

  nodes(nodes: readonly Node[], depth: number): void {
    const switchBody = nodes.some(isCaseLabel);
    nodes.forEach((node) => {
      const inner = switchBody && !isCaseLabel(node) ? depth + 1 : depth;
      const blank = this.random.chance(this.style.blankLines) ? '\n' : '';
      this.node(node, inner, `\n${blank}${this.style.indent.repeat(inner)}`);
    });
  }

  // `lead`: the whitespace before the node's first token.
  private node(node: Node, depth: number, lead: string): void {
    const indent = this.style.indent.repeat(depth);
    if (node.kind === 'simple') return this.run(node.tokens, lead, indent);
    if (node.kind === 'block') return this.block(node, depth, lead);
    let previous: Part | undefined;
    node.parts = bracesFor(node, this.style.braces);
    node.parts.forEach((part, i) => {
      if (Array.isArray(part)) {
        const afterBlock =
          !Array.isArray(previous) && previous?.kind === 'block' && FOLLOWS_BLOCK.has(part[0]!.text);
        this.run(part, i === 0 ? lead : afterBlock && !this.style.allman ? ' ' : `\n${indent}`, indent);
      } else if (part.kind === 'block') {
        this.block(part, depth, i === 0 ? lead : this.style.allman ? `\n${indent}` : ' ');
      } else if (
        Array.isArray(previous) &&
        previous[0]!.text === 'else' &&
        part.kind === 'compound' &&
        part.role === 'if'
      ) {
        this.node(part, depth, ' ');
      } else this.node(part, depth + 1, `\n${this.style.indent.repeat(depth + 1)}`);
      previous = part;
    });
  }

  private block(block: Block, depth: number, lead: string): void {
    const indent = this.style.indent.repeat(depth);
    relead(block.open, lead, indent);
    if (block.mode === 'raw') {
      for (const node of block.body)
        this.run((node as { tokens: Tok[] }).tokens, `\n${indent}${this.style.indent}`, indent);
    } else this.nodes(block.body, depth + 1);
    relead(block.close, block.body.length ? `\n${indent}` : this.style.allman ? `\n${indent}` : '', indent);
  }

  private run(tokens: readonly Tok[], lead: string, indent: string): void {
    const generic = genericBrackets(tokens);
    const label = ['case', 'default'].includes(tokens[0]?.text ?? '') || tokens[1]?.text === ':';
    tokens.forEach((token, i) => {
      const space =
        i === 0
          ? lead
          : spaceBetween(tokens, i, {
              spaced: this.style.spaced,
              generic: generic.has(i) || generic.has(i - 1),
              label,
            });
      relead(token, space, i === 0 ? indent : `${indent}${this.style.indent}${this.style.indent}`);
    });
  }
}

// Positions of `<` and `>` that bracket type arguments (`List<String>`), not comparisons.
function genericBrackets(tokens: readonly Tok[]): Set<number> {
  const found = new Set<number>();
  tokens.forEach((token, at) => {
    if (token.text !== '>' || !endsType(tokens, at)) return;
    let depth = 0;
    for (let i = at; i >= 0; i--) {
      if (tokens[i]!.text === '>') depth++;
      else if (tokens[i]!.text === '<' && --depth === 0) {
        for (let j = i; j <= at; j++) if (['<', '>'].includes(tokens[j]!.text)) found.add(j);
        return;
      }
    }
  });
  return found;
}

// Sets a token's whitespace, keeping its comments: each on its own line before it.
function relead(token: Tok, whitespace: string, indent: string): void {
  const comments = token.lead.match(COMMENTS) ?? [];
  if (comments.length === 0) token.lead = whitespace;
  else {
    const start = whitespace.includes('\n') ? whitespace : `\n${indent}`;
    token.lead = `${start}${comments.join(`\n${indent}`)}\n${token.kind === 'end' ? '' : indent}`;
  }
}
