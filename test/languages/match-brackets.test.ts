import { describe, expect, it } from 'vitest';
import { tokenId } from '../../src/engine/token-id.js';
import { matchBrackets } from '../../src/languages/match-brackets.js';
import { tok } from '../../src/languages/statement-tokens.js';

const PAIRS: [number, number][] = [
  [tok.openParen, tok.closeParen],
  [tok.openBracket, tok.closeBracket],
  [tok.openBrace, tok.closeBrace],
];
const BRACKETS = PAIRS.flat();

/** The pairing as a stack of openers gives it, bracket by bracket: what matchBrackets must agree with. */
function reference(ids: Uint32Array): Int32Array | undefined {
  const match = new Int32Array(ids.length).fill(-1);
  const open: number[] = [];
  for (let t = 0; t < ids.length; t++) {
    const opens = PAIRS.findIndex(([opener]) => opener === ids[t]);
    const closes = PAIRS.findIndex(([, closer]) => closer === ids[t]);
    if (opens >= 0) open.push(t);
    if (closes < 0) continue;
    const opener = open.pop();
    if (opener === undefined || PAIRS[closes]![0] !== ids[opener]) return undefined;
    match[opener] = t;
    match[t] = opener;
  }
  return open.length === 0 ? match : undefined;
}

const ids = (...texts: string[]) => Uint32Array.from(texts, (text) => tokenId(text));

// Ids one bit away from a bracket's: each shares all but one of its bytes with that bracket, so whichever
// byte the brackets are told apart by, some of them share it. None is a bracket.
const nearBrackets = BRACKETS.flatMap((id) =>
  Array.from({ length: 32 }, (_, bit) => (id ^ (1 << bit)) >>> 0),
).filter((id) => !BRACKETS.includes(id));

function randomStream(seed: number, length: number): Uint32Array {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  const stream = new Uint32Array(length);
  const open: number[] = [];
  for (let t = 0; t < length; t++) {
    const roll = next() % 10;
    if (roll < 3) {
      const pair = next() % 3;
      open.push(pair);
      stream[t] = PAIRS[pair]![0];
    } else if (roll < 6 && open.length > 0) {
      // Mostly the right closer, now and then another.
      const pair = next() % 40 === 0 ? next() % 3 : open.pop()!;
      stream[t] = PAIRS[pair]![1];
    } else {
      stream[t] = roll < 8 ? nearBrackets[next() % nearBrackets.length]! : tokenId(`$w${next() % 50}`);
    }
  }
  // Closed at the end but for every third stream.
  const closers = seed % 3 === 0 ? [] : open.reverse().map((pair) => PAIRS[pair]![1]);
  return Uint32Array.from([...stream, ...closers]);
}

describe('matchBrackets', () => {
  it('pairs nested brackets of every kind, -1 for the other tokens', () => {
    expect([...matchBrackets(ids('f', '(', '[', ']', ')', '{', 'x', '}'))!]).toEqual([
      -1, 4, 3, 2, 1, 7, -1, 5,
    ]);
  });

  it('gives undefined for a closer of another kind, an unclosed opener or a closer with none open', () => {
    expect(matchBrackets(ids('(', ']'))).toBeUndefined();
    expect(matchBrackets(ids('{', '(', ')'))).toBeUndefined();
    expect(matchBrackets(ids('(', ')', ')'))).toBeUndefined();
    expect(matchBrackets(ids())).toEqual(new Int32Array(0));
  });

  it('takes no id that only shares a byte with a bracket for one', () => {
    const stream = Uint32Array.from(nearBrackets);
    expect(matchBrackets(stream)).toEqual(new Int32Array(stream.length).fill(-1));
  });

  it('agrees with a plain stack of openers on random streams, matched or not', () => {
    let matched = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const stream = randomStream(seed, 5 + (seed % 97));
      const expected = reference(stream);
      if (expected) matched++;
      expect(matchBrackets(stream)).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(100);
    expect(matched).toBeLessThan(300);
  });
});
