// The locals and parameters in scope at a point of a method body, with their declared types, for the
// extract-method attack: it must know which of them a moved block reads and how to declare them as
// parameters. Lexical and conservative: a local whose type it cannot name has no `type`.
import type { Tok } from './disguise-lexer.js';
import { declarationsIn } from './disguise-names.js';
import type { Block, Part } from './disguise-tree.js';
import type { MethodSite } from './disguise-walk.js';

export interface Variable {
  /** The declared type as text (`int[]`, `List<String>`), or undefined if it cannot be named here. */
  type: string | undefined;
  /** Definitely assigned where declared (a parameter, `= …`, a for-each variable, a caught exception). */
  initialized: boolean;
}

export type Scope = Map<string, Variable>;

/** The variables in scope before `block.body[index]` of `site`'s body. */
export function scopeAt(site: MethodSite, block: Block, index: number): Scope {
  const parameters: Scope = new Map();
  const open = site.head.findIndex((token) => token.text === '(');
  if (open >= 0) declare(parameters, site.head.slice(open), true);
  const found = search(site.body, block, index, parameters);
  if (!found) throw new RangeError('the block is not in this method');
  return found;
}

function search(node: Part, target: Block, index: number, scope: Scope): Scope | undefined {
  if (Array.isArray(node) || node.kind === 'simple') return undefined;
  const local: Scope = new Map(scope);
  if (node.kind === 'compound') {
    for (const part of node.parts) {
      if (Array.isArray(part)) declare(local, part, part[0]?.text === 'catch');
      else {
        const found = search(part, target, index, local);
        if (found) return found;
      }
    }
    return undefined;
  }
  for (let i = 0; i <= node.body.length; i++) {
    if (node === target && i === index) return local;
    const child = node.body[i];
    if (!child) break;
    const found = search(child, target, index, local);
    if (found) return found;
    if (child.kind === 'simple') declare(local, child.tokens, false);
  }
  return undefined;
}

// `parameters`: a parameter list or catch clause, where every name is assigned by the caller.
function declare(scope: Scope, tokens: readonly Tok[], parameters: boolean): void {
  for (const at of declarationsIn(tokens)) {
    const next = tokens[at + 1]!.text;
    if (next === '(') continue;
    const initialized = parameters || next === '=' || next === ':';
    scope.set(tokens[at]!.text, { type: typeBefore(tokens, at), initialized });
  }
}

/** The type written before the declared name at `at`, or undefined (`var`, `int a[]`, `int a, b`). */
export function typeBefore(tokens: readonly Tok[], at: number): string | undefined {
  if (tokens[at + 1]?.text === '[') return undefined;
  let i = at - 1;
  while (tokens[i]?.text === ']' && tokens[i - 1]?.text === '[') i -= 2;
  if (tokens[i]?.text === '>') {
    for (let depth = 0; i >= 0; i--) {
      if (tokens[i]!.text === '>') depth++;
      else if (tokens[i]!.text === '<' && --depth === 0) break;
    }
    i--;
  }
  while (tokens[i - 1]?.text === '.' && tokens[i - 2]?.kind === 'word') i -= 2;
  const first = tokens[i];
  if (!first || first.kind !== 'word' || first.text === 'var') return undefined;
  return tokens
    .slice(i, at)
    .map((token) => token.text)
    .join('')
    .replace(/,/g, ', ')
    .replace(/\?(extends|super)/g, '? $1 ');
}
