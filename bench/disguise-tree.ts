// A light statement tree over raw Java tokens, enough for the disguise attacks: class members, blocks,
// statements and the control statements around them. Expressions stay flat token runs. Printing the tree
// gives the tokens back in order, so an untouched file prints exactly as it was read (disguise-parser.ts
// builds it).
import { printTokens, type Tok } from './disguise-lexer.js';

/** One statement ending in `;`, a field, an import, or a `case X:` label: a flat run of tokens. */
export interface Simple {
  kind: 'simple';
  tokens: Tok[];
}

/**
 * `{ … }`. `statements`: a method body or a block inside one; `members`: a class body; `raw`: a body the
 * attacks leave alone (an enum's, an arrow switch's), kept as one simple node.
 */
export interface Block {
  kind: 'block';
  mode: 'statements' | 'members' | 'raw';
  open: Tok;
  body: Node[];
  close: Tok;
}

export type Role =
  'if' | 'for' | 'while' | 'do' | 'try' | 'switch' | 'sync' | 'label' | 'method' | 'type' | 'init';

/** A statement or member with parts: header token runs and nested nodes, e.g. `if (c)` stmt `else` stmt. */
export interface Compound {
  kind: 'compound';
  role: Role;
  parts: Part[];
}

export type Node = Simple | Block | Compound;
export type Part = Tok[] | Node;

/** A parsed file: its top-level members and the final `end` token, which holds the trailing trivia. */
export interface JavaFile {
  members: Node[];
  end: Tok;
}

export class DisguiseParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DisguiseParseError';
  }
}

export function printJava(file: JavaFile): string {
  return printTokens([...file.members.flatMap(flatten), file.end]);
}

/** The tokens of a node, in order. */
export function flatten(node: Part): Tok[] {
  if (Array.isArray(node)) return node;
  if (node.kind === 'simple') return node.tokens;
  if (node.kind === 'block') return [node.open, ...node.body.flatMap(flatten), node.close];
  return node.parts.flatMap(flatten);
}
