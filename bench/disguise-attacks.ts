// The disguise attacks by name, and `disguise()`: parse a Java file, apply attacks in a fixed order with a
// seeded stream each, print it back. Each attack keeps the program a copy of its source: same behaviour,
// still compilable (as far as a light, token-level view of Java can make sure; see each attack's module).
import { rewriteComments } from './disguise-comments.js';
import { rewriteExpressions } from './disguise-expressions.js';
import { extractMethods } from './disguise-extract.js';
import { inlineMethods } from './disguise-inline.js';
import { insertStatements } from './disguise-insert.js';
import { swapLoops } from './disguise-loops.js';
import { reorderStatements } from './disguise-reorder.js';
import { reformat } from './disguise-reformat.js';
import { renameIdentifiers } from './disguise-rename.js';
import { parseJava } from './disguise-parser.js';
import { printJava, type JavaFile } from './disguise-tree.js';
import { randomFor, type Random } from './synthetic-random.js';

/** The attacks, in the order `disguise` applies them when combined. */
export const ATTACKS = [
  'inline',
  'extract',
  'loops',
  'reorder',
  'insert',
  'rename',
  'comments',
  'reformat',
  // Last, so that adding it left the other attacks' random streams (and their copies) as they were.
  'expressions',
] as const;
export type AttackName = (typeof ATTACKS)[number];

const APPLY: Readonly<Record<AttackName, (file: JavaFile, random: Random) => unknown>> = {
  inline: inlineMethods,
  extract: extractMethods,
  loops: swapLoops,
  reorder: reorderStatements,
  insert: insertStatements,
  rename: renameIdentifiers,
  comments: rewriteComments,
  reformat,
  expressions: rewriteExpressions,
};

/**
 * `text` disguised by `attacks` (applied in ATTACKS order), deterministic for `seed` and `label` (e.g. the
 * file's number, so each file gets its own stream). Throws DisguiseLexError/DisguiseParseError on Java
 * the light parser cannot hold.
 */
export function disguise(text: string, attacks: readonly AttackName[], seed: number, label = 0): string {
  const file = parseJava(text);
  ATTACKS.forEach((attack, i) => {
    if (attacks.includes(attack)) APPLY[attack](file, randomFor(seed, label, i));
  });
  return printJava(file);
}
