// A local's declaration reads as the store it makes (normalize-statements.ts): `int n = 5;` as `n = 5;`, and
// a bare `int n;`, which stores nothing, as nothing. A declaration's type and place change nothing a program
// does, and disguises change both: a declaration split from its value (`int n; … n = 5;`), `int` made `long`
// or `var`, a local made a field (`n = 5;`). JPlag likewise reads every variable declaration as one token,
// whatever its type. Only a local's: a `static` or a reference declaration stays whole (writing it is seen
// outside), and so does one that calls a constructor (`std::vector<int> v(n);`, `Point p{1, 2};`).
import { DIMENSION, LOCAL } from './declared-names.js';
import { tok } from './statement-tokens.js';

/**
 * Where the tokens of the plain statement [start, end) that are emitted begin: at its first declared name
 * when it declares locals with `=`, at `end` (none) when it declares them bare, else at `start`.
 */
export function storeStart(ids: Uint32Array, declared: Uint8Array, start: number, end: number): number {
  let name = start;
  while (name < end && (declared[name] === 0 || declared[name] === DIMENSION)) name++;
  if (name === end || declared[name] !== LOCAL) return start;
  for (let t = name + 1; t < end; t++) {
    const id = ids[t];
    if (id === tok.assign) return name;
    if (id === tok.openParen || id === tok.openBrace) return start;
  }
  return end;
}
