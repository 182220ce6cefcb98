// A `switch` read as the `if`-`else if` chain it stands for, for the C-family front ends before anything else
// in their statements is read (normalize-statements.ts), so that the chain then reads as a written one does:
// `switch (op) { case '+': r = a + b; break; case '-': case '~': r = a - b; break; default: r = 0; }` as
// `if (op == '+') { r = a + b; } else if (op == '-' || op == '~') { r = a - b; } else { r = 0; }`, and a
// Java `case "add":` as `op.equals("add")`. "Replace 'switch' with 'if'" is one click in an IDE, and an LLM
// asked to make a copy look different turns one into the other unasked (a calculator's or a menu's cases).
// Only where the two run alike: a subject that is a simple operand (a name, then `.name`s and `[…]`s, nothing
// called or changed, so reading it again at each link reads the same), labels that are simple operands too
// (no `->` arrows, ranges or expressions), each group of statements ending in `break;` (dropped, with what
// follows it in the group, which never runs) or a jump, or at the end; no other `break` in them (it would
// leave the switch, not a branch); and a `default` last if there is one. A switch whose cases hold another is
// read once that one is. Rewrites go to lent arrays (token-rewrites.ts); moved tokens keep their spans, and
// added ones take those of the labels they stand for.
import { tokenId } from '../engine/token-id.js';
import type { TokenRange, TokenSequence } from '../engine/types.js';
import { simpleOperandEnd } from './comparison-order.js';
import { normalIds } from './normal-tokens.js';
import { leavesBlock, tok } from './statement-tokens.js';
import { closerOf, emitRewrites, isCloser, isOpener, type Piece, type Rewrite } from './token-rewrites.js';

const SWITCH = tokenId('switch');
const BREAK = tokenId('break');
const EQUAL = tokenId('==');
const OR = tokenId('||');
const EQUALS = tokenId('equals');
/** Passes at most: each reads the switches no other switch is inside of. */
const PASSES = 4;

/** One group of a switch's body: its labels (none for `default`), and its statements without a final break. */
interface Group {
  readonly labels: readonly TokenRange[];
  readonly isDefault: boolean;
  /** The first label's `case` or `default` token, and the last label's `:`. */
  readonly first: number;
  readonly colon: number;
  readonly body: TokenRange;
}

/** `tokens` with their switches read as if chains, in lent arrays if any was (else `tokens`). */
export function readSwitchesAsIfs(tokens: TokenSequence): TokenSequence {
  let current = tokens;
  for (let pass = 0; pass < PASSES; pass++) {
    const { ids, spans, spellings } = current;
    const first = ids.indexOf(SWITCH);
    if (spellings === undefined || first === -1) return current;
    const arrays = { ids, spans, spellings };
    const rewrites: Rewrite[] = [];
    let nested = false;
    for (let at = first; at !== -1; at = ids.indexOf(SWITCH, at + 1)) {
      const found = switchAt(arrays, at);
      if (found === 'nested') nested = true;
      if (found === undefined || found === 'nested') continue;
      rewrites.push(found);
      at = found.end - 1;
    }
    if (rewrites.length > 0) current = emitRewrites(arrays, rewrites);
    if (rewrites.length === 0 || !nested) return current;
  }
  return current;
}

// The switch at `at` as its if chain; 'nested' when another switch inside it is to be read first; undefined
// when it reads otherwise.
function switchAt(tokens: Required<TokenSequence>, at: number): Rewrite | 'nested' | undefined {
  const { ids } = tokens;
  if (ids[at + 1] !== tok.openParen) return undefined;
  const close = closerOf(ids, at + 1);
  if (close < 0 || simpleOperandEnd(ids, at + 2) !== close || ids[close + 1] !== tok.openBrace)
    return undefined;
  const end = closerOf(ids, close + 1);
  if (end < 0) return undefined;
  if (ids.subarray(close + 1, end).includes(SWITCH)) return 'nested';
  const groups = groupsOf(ids, close + 2, end);
  if (groups === undefined || groups.length === 0) return undefined;
  const subject = { start: at + 2, end: close };
  const pieces: Piece[] = [];
  groups.forEach((group, g) => {
    if (g > 0) pieces.push({ id: tok.else, spanOf: group.first });
    if (!group.isDefault) {
      pieces.push({ id: tok.if, spanOf: group.first }, { id: tok.openParen, spanOf: group.first });
      group.labels.forEach((label, l) => {
        if (l > 0) pieces.push({ id: OR, spanOf: label.start - 1 });
        pieces.push(...labelTest(tokens, subject, label));
      });
      pieces.push({ id: tok.closeParen, spanOf: group.colon });
    }
    const last = Math.max(group.body.start, group.body.end - 1);
    pieces.push({ id: tok.openBrace, spanOf: group.colon }, group.body, { id: tok.closeBrace, spanOf: last });
  });
  return { start: at, end: end + 1, pieces };
}

// `subject == label`, or Java's `subject.equals(label)` for a string.
function labelTest(tokens: Required<TokenSequence>, subject: TokenRange, label: TokenRange): Piece[] {
  if (label.end - label.start === 1 && tokens.ids[label.start] === normalIds.string) {
    const spanOf = label.start;
    return [
      subject,
      { id: tok.dot, spanOf },
      { id: normalIds.identifier, spanOf, spelling: EQUALS },
      { id: tok.openParen, spanOf },
      label,
      { id: tok.closeParen, spanOf },
    ];
  }
  return [subject, { id: EQUAL, spanOf: label.start - 1 }, label];
}

// The groups of a switch's body [from, end); undefined when one reads otherwise than its if would.
function groupsOf(ids: Uint32Array, from: number, end: number): Group[] | undefined {
  const groups: Group[] = [];
  let t = from;
  while (t < end) {
    const labels: TokenRange[] = [];
    let isDefault = false;
    const first = t;
    let colon = -1;
    while (ids[t] === tok.case || ids[t] === tok.default) {
      if (ids[t] === tok.default) {
        if (ids[t + 1] !== tok.colon || labels.length > 0) return undefined;
        isDefault = true;
        colon = t + 1;
      } else {
        const parsed = labelsAt(ids, t + 1, end);
        if (parsed === undefined || isDefault) return undefined;
        labels.push(...parsed.labels);
        colon = parsed.colon;
      }
      t = colon + 1;
    }
    // Statements before the first label, or a default before another group.
    if (colon < 0 || groups.at(-1)?.isDefault) return undefined;
    const next = nextLabel(ids, t, end);
    const body = groupBody(ids, { start: t, end: next }, next === end);
    if (body === undefined) return undefined;
    groups.push({ labels, isDefault, first, colon, body });
    t = next;
  }
  return groups;
}

// A `case`'s labels from `from` to its `:`, split at commas (Java's `case 1, 2:`), each a simple operand.
function labelsAt(
  ids: Uint32Array,
  from: number,
  end: number,
): { labels: TokenRange[]; colon: number } | undefined {
  const labels: TokenRange[] = [];
  let t = from;
  for (;;) {
    const after = simpleOperandEnd(ids, t);
    if (after < 0 || after >= end) return undefined;
    labels.push({ start: t, end: after });
    if (ids[after] === tok.colon) return { labels, colon: after };
    if (ids[after] !== tok.comma) return undefined;
    t = after + 1;
  }
}

// Where the next group's label starts at this switch's own depth, or `end`.
function nextLabel(ids: Uint32Array, from: number, end: number): number {
  let depth = 0;
  for (let t = from; t < end; t++) {
    const id = ids[t]!;
    if (isOpener(id)) depth++;
    else if (isCloser(id)) depth--;
    else if (depth === 0 && (id === tok.case || id === tok.default)) return t;
  }
  return end;
}

// A group's statements up to its `break;` (what follows the break in the group never runs), when it ends in
// one, in another jump, or at the end of the switch (`last`), and holds no other `break`.
function groupBody(ids: Uint32Array, range: TokenRange, last: boolean): TokenRange | undefined {
  const { start, end } = range;
  let depth = 0;
  for (let t = start; t < end; t++) {
    const id = ids[t]!;
    if (isOpener(id)) depth++;
    else if (isCloser(id)) depth--;
    else if (id === BREAK) {
      const before = t === start ? tok.semicolon : ids[t - 1];
      const ends = before === tok.semicolon || before === tok.openBrace || before === tok.closeBrace;
      return depth === 0 && ends && ids[t + 1] === tok.semicolon ? { start, end: t } : undefined;
    }
  }
  return last || endsInJump(ids, range) ? range : undefined;
}

// Whether the statements of `range` end with one that leaves the block (`return x;`, `throw e;`, `continue;`).
function endsInJump(ids: Uint32Array, range: TokenRange): boolean {
  if (range.end <= range.start || ids[range.end - 1] !== tok.semicolon) return false;
  let t = range.end - 1;
  for (let depth = 0; t > range.start; t--) {
    const id = ids[t - 1]!;
    const bounds = id === tok.semicolon || id === tok.colon || id === tok.openBrace || id === tok.closeBrace;
    if (depth === 0 && bounds) break;
    if (isCloser(id)) depth++;
    else if (isOpener(id)) depth--;
  }
  return leavesBlock.has(ids[t]!);
}
