// A local's declaration reads as the store it makes (normalize-statements.ts): `int n = 5;` as `n = 5;`, and
// a bare `int n;`, which stores nothing, as nothing. A declaration's type and place change nothing a program
// does, and disguises change both: a declaration split from its value (`int n; … n = 5;`), `int` made `long`
// or `var`, a local made a field (`n = 5;`). JPlag likewise reads every variable declaration as one token,
// whatever its type. Only a local's: a `static` or a reference declaration stays whole (writing it is seen
// outside), and so does one that calls a constructor (`std::vector<int> v(n);`, `Point p{1, 2};`).
// A declaration of several names reads as one statement per name, `int a = x, b, c = y;` as `a = x; c = y;`,
// as the declarations written one per line do (declarators, for the outline): whether to declare names
// together is style, and a copy made to look different merges or splits them.
import { DIMENSION, LOCAL } from './declared-names.js';
import type { TokenRange } from '../engine/types.js';
import { tok } from './statement-tokens.js';
import { copyTokens, type CopiedTokens, type Output } from './token-output.js';

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

/**
 * Copies the plain statement [start, end) to `out` from where its store starts (storeStart). A declarator
 * the outline split from the names declared with it ends with its `,`, written as a `;`.
 */
export function copyStore(
  out: Output,
  tokens: CopiedTokens & { readonly declared: Uint8Array },
  start: number,
  end: number,
): void {
  const before = out.length;
  copyTokens(out, tokens, storeStart(tokens.ids, tokens.declared, start, end), end);
  if (out.length > before && tokens.ids[end - 1] === tok.comma) out.ids[out.length - 1] = tok.semicolon;
}

/**
 * The statements of the plain statement [start, end): one per declarator where it declares several locals
 * (`int a = x, b, c = y;` as `int a = x,` `b,` `c = y;`), so that each is a statement of its own to order
 * and to drop, as the declarations written one per line are; else the statement itself. A comma splits
 * only before a declared name (`*` or `&` may come first), not inside a value or a type's arguments.
 */
export function declarators(
  ids: Uint32Array,
  match: Int32Array,
  declared: Uint8Array,
  statement: TokenRange,
): TokenRange[] {
  const pieces: TokenRange[] = [];
  let from = statement.start;
  for (let t = statement.start; t < statement.end; t++) {
    const id = ids[t]!;
    if (id === tok.openParen || id === tok.openBracket || id === tok.openBrace) {
      t = match[t]!;
      continue;
    }
    if (id !== tok.comma) continue;
    let name = t + 1;
    while (
      name < statement.end &&
      (ids[name] === tok.star || ids[name] === tok.amp || ids[name] === tok.ampAmp)
    )
      name++;
    if (declared[name] !== LOCAL) continue;
    pieces.push({ start: from, end: t + 1 });
    from = t + 1;
  }
  pieces.push({ start: from, end: statement.end });
  return pieces;
}
