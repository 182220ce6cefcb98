// Long lists of literals read as their first two elements and their last, in every front end: `{'a', 'b',
// …, 'z'}` and a table of numbers fold to `$chr , $chr , …` and `$num , $num , …`, a pattern whose tokens say
// no more after its second element than at it. Counted token for token they made two independent solutions
// of a small exercise that both spell out the alphabet share half their tokens (52%, flagged) with nothing
// else in common; as sequence search masks low-complexity regions before it scores (BLAST's DUST and SEG),
// the repeats are left out of what a pair is scored on. A list is a run of one unit of at most MAX_UNIT
// tokens, repeated at least MIN_REPEATS times, whose unit holds a `,`, a literal and no name: data, not code
// (a list of names, an enum's constants, carries the names a copy keeps). Rewrites the arrays it is given in
// place.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { dropTokens } from './drop-tokens.js';
import { normalIds } from './normal-tokens.js';

/** The longest repeating unit read as a list element: `( $num , $num ) ,` is six tokens. */
const MAX_UNIT = 6;
/** Repeats from which a run is a list: a table of eight values or more (the digits, a year's months). */
const MIN_REPEATS = 8;
/** Repeats of a list that are kept: two, so a list still reads as a list, of its own element's shape. */
const KEPT_REPEATS = 2;

const COMMA = tokenId(',');
const NUMBER = normalIds.number;
const STRING = normalIds.string;
const CHAR = normalIds.char;
const NAME = normalIds.identifier;

/** `tokens` with each long list of literals cut to its first KEPT_REPEATS elements (views when cut). */
export function collapseLiteralLists(tokens: TokenSequence): TokenSequence {
  const { ids } = tokens;
  const drops: TokenRange[] = [];
  // A list is found at its first literal (its unit then starts there: `$num ) , ( $num ,` for pairs), so
  // only literals are tested, and most tokens are not.
  const last = ids.length - 2 * MIN_REPEATS;
  for (let t = 0; t <= last; t++) {
    const id = ids[t]!;
    if (id !== NUMBER && id !== STRING && id !== CHAR) continue;
    const list = listAt(ids, t);
    if (list === undefined) continue;
    drops.push({ start: t + KEPT_REPEATS * list.unit, end: list.end });
    t = list.end - 1;
  }
  return drops.length === 0 ? tokens : dropTokens(tokens, drops);
}

// The list whose first literal is at `t`: the shortest unit that repeats from there at least MIN_REPEATS
// times, and where its repeats end (a partial last repeat, the element after the last comma, stays).
function listAt(ids: Uint32Array, t: number): { unit: number; end: number } | undefined {
  for (let unit = 2; unit <= MAX_UNIT; unit++) {
    if (t + unit * MIN_REPEATS > ids.length) return undefined;
    if (ids[t + unit] !== ids[t] || !isElement(ids, t, unit)) continue;
    let end = t + unit;
    while (end + unit <= ids.length && sameUnit(ids, t, end, unit)) end += unit;
    if ((end - t) / unit >= MIN_REPEATS) return { unit, end };
  }
  return undefined;
}

function isElement(ids: Uint32Array, t: number, unit: number): boolean {
  let comma = false;
  let literal = false;
  for (let i = t; i < t + unit; i++) {
    const id = ids[i]!;
    if (id === NAME) return false;
    comma ||= id === COMMA;
    literal ||= id === NUMBER || id === STRING || id === CHAR;
  }
  return comma && literal;
}

function sameUnit(ids: Uint32Array, from: number, at: number, unit: number): boolean {
  for (let i = 0; i < unit; i++) if (ids[from + i] !== ids[at + i]) return false;
  return true;
}
