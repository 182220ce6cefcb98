// Attack: statement insertion. Dead or harmless statements go between the statements of method bodies:
// unused locals, a redundant assignment to one of them, a variable assigned to itself, an empty print, an
// `if (false)` block. Never after a `return`/`break`/`continue`/`throw` or an endless loop (that would be
// unreachable code), never before a constructor's `super(…)`/`this(…)`, never among `case` labels.
import { declarationsIn, freshName, wordsOf } from './disguise-names.js';
import { parseSnippet } from './disguise-parser.js';
import { flatten, type Block, type JavaFile, type Node } from './disguise-tree.js';
import { editableBlocks, indentOf, isJump } from './disguise-walk.js';
import type { Random } from './synthetic-random.js';
import { stringText } from './synthetic-vocabulary.js';

/** Inserted statements per statement already there. */
const RATE = 0.4;

type Template = (name: string, random: Random) => string[];

const TEMPLATES: readonly Template[] = [
  (name, random) => [`int ${name} = ${random.int(0, 100)};`],
  (name, random) => [`String ${name} = "${stringText(random)}";`],
  (name, random) => [`boolean ${name} = ${random.chance(0.5)};`],
  (name, random) => [`double ${name} = ${random.int(1, 10)}.5;`],
  (name, random) => [`int ${name} = ${random.int(1, 10)};`, `${name} = ${name} * ${random.int(2, 5)};`],
  () => ['System.out.print("");'],
  (_name, random) => [`if (false) { System.out.println("${stringText(random)}"); }`],
];

interface Site {
  block: Block;
  index: number;
}

/** Inserts dead statements into `file`; returns how many. */
export function insertStatements(file: JavaFile, random: Random): number {
  const tokens = file.members.flatMap(flatten);
  const taken = wordsOf(tokens);
  // A local that a lambda or an anonymous class captures must stay effectively final.
  const selfAssignable = !/->|\bnew\s[^;{]*\)\s*\{/.test(tokens.map((token) => token.text).join(' '));
  const blocks = editableBlocks(file.members).filter((block) => block.body.length > 0);
  const sites = blocks.flatMap((block) => legalIndexes(block).map((index) => ({ block, index })));
  const statements = blocks.reduce((sum, block) => sum + block.body.length, 0);
  if (sites.length === 0) return 0;
  const chosen: Site[] = [];
  for (let i = 0; i < Math.max(1, Math.round(statements * RATE)); i++) chosen.push(random.pick(sites));
  chosen.sort((x, y) => y.index - x.index);
  for (const { block, index } of chosen) {
    const variables = selfAssignable ? assignableBefore(block, index) : [];
    const variable = variables.length && random.chance(0.25) ? random.pick(variables) : undefined;
    const lines = variable
      ? [`${variable} = ${variable};`]
      : random.pick(TEMPLATES)(freshName(random, taken), random);
    block.body.splice(index, 0, ...statementsAt(block, index, lines));
  }
  return chosen.length;
}

function legalIndexes(block: Block): number[] {
  const indexes: number[] = [];
  for (let index = 0; index <= block.body.length; index++) {
    if (index > 0 && isJump(block.body[index - 1]!)) continue;
    if (index === 0 && startsWithConstructorCall(block.body[0]!)) continue;
    indexes.push(index);
  }
  return indexes;
}

function startsWithConstructorCall(node: Node): boolean {
  return (
    node.kind === 'simple' && ['super', 'this'].includes(node.tokens[0]!.text) && node.tokens[1]?.text === '('
  );
}

// Locals declared with an initializer, not final, by statements of this block before `index`.
function assignableBefore(block: Block, index: number): string[] {
  return block.body.slice(0, index).flatMap((node) => {
    if (node.kind !== 'simple' || node.tokens.some((token) => token.text === 'final')) return [];
    return declarationsIn(node.tokens)
      .filter((at) => node.tokens[at + 1]?.text === '=')
      .map((at) => node.tokens[at]!.text);
  });
}

function statementsAt(block: Block, index: number, lines: readonly string[]): Node[] {
  const neighbour = block.body[index] ?? block.body[index - 1]!;
  const onOwnLine = flatten(neighbour)[0]!.lead.includes('\n');
  const lead = onOwnLine ? `\n${indentOf(neighbour)}` : ' ';
  return lines.flatMap((line) => {
    const nodes = parseSnippet(line);
    flatten(nodes[0]!)[0]!.lead = lead;
    return nodes;
  });
}
