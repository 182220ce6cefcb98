// Attack: renaming. Every local, parameter, field and method the file declares gets a fresh name, the same
// new name at every use (one-to-one: distinct names stay distinct). Left alone: class names (the file name
// depends on them), `main`, methods that override a library's, and any name also written after a `.` on
// something other than `this` (it may be a library member of the same name).
import type { Tok } from './disguise-lexer.js';
import { declarationsIn, freshName, wordsOf } from './disguise-names.js';
import { flatten, type JavaFile } from './disguise-tree.js';
import type { Random } from './synthetic-random.js';

const KEPT = new Set(
  'main toString equals hashCode compareTo compare run call get set accept apply test iterator hasNext next close clone finalize length size'.split(
    ' ',
  ),
);

/** The renaming applied: old name → new name, in order of first declaration. */
export function renameIdentifiers(file: JavaFile, random: Random): Map<string, string> {
  const tokens = file.members.flatMap(flatten);
  const renaming = new Map<string, string>();
  const taken = wordsOf(tokens);
  const unsafe = namesAfterForeignDot(tokens);
  for (const at of declarationsIn(tokens)) {
    const name = tokens[at]!.text;
    const isMethod = tokens[at + 1]!.text === '(';
    if (renaming.has(name) || unsafe.has(name) || KEPT.has(name)) continue;
    if (isMethod && overrides(tokens, at)) continue;
    renaming.set(name, freshName(random, taken, isMethod ? 'method' : 'variable'));
  }
  for (const unrenamable of [...unsafe, ...KEPT]) renaming.delete(unrenamable);
  tokens.forEach((token, i) => {
    const renamed = token.kind === 'word' ? renaming.get(token.text) : undefined;
    if (renamed && (tokens[i - 1]?.text !== '.' || tokens[i - 2]?.text === 'this')) token.text = renamed;
  });
  return renaming;
}

function namesAfterForeignDot(tokens: readonly Tok[]): Set<string> {
  const names = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.kind === 'word' && tokens[i - 1]?.text === '.' && tokens[i - 2]?.text !== 'this')
      names.add(token.text);
  });
  return names;
}

// An `@Override` in the method's header, between the previous member and its name.
function overrides(tokens: readonly Tok[], at: number): boolean {
  for (let i = at - 1; i >= 0 && !['{', '}', ';'].includes(tokens[i]!.text); i--) {
    if (tokens[i]!.text === 'Override') return true;
  }
  return false;
}
