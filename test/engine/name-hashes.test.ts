import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameHashes } from '../../src/engine/name-hashes.js';
import { tokenId } from '../../src/engine/token-id.js';

const NAME = tokenId('$id');
const STRING = tokenId('$str');
const PLUS = tokenId('+');

// The name hash as its module comment defines it, written plainly in uint32 arithmetic.
function reference(ids: number[], spellings: number[], start: number, k: number, renamable: Set<number>) {
  const named: number[] = [];
  let hash = 0x811c9dc5;
  for (let t = start; t < Math.min(start + k, ids.length); t++) {
    const spelling = spellings[t]!;
    let part = spelling === 0 ? ids[t]! : spelling;
    if (spelling !== 0 && renamable.has(ids[t]!)) {
      if (!named.includes(spelling)) named.push(spelling);
      part = (tokenId(`#${named.indexOf(spelling)}`) ^ ids[t]!) >>> 0;
    }
    hash = Math.imul(hash ^ part, 0x01000193) >>> 0;
    hash = (hash ^ (hash >>> 15)) >>> 0;
  }
  return (hash ^ (hash >>> 8) ^ (hash >>> 16) ^ (hash >>> 24)) & 0xff;
}

// Token ids from a few kinds (names, strings, an operator), each name or string with one of a few spellings.
const tokens = fc.array(
  fc.oneof(
    fc.nat({ max: 5 }).map((n) => [NAME, tokenId(`name${n}`)] as const),
    fc.nat({ max: 3 }).map((n) => [STRING, tokenId(`"text${n}"`)] as const),
    fc.constant([PLUS, 0] as const),
  ),
  { minLength: 1, maxLength: 60 },
);

describe('nameHashes', () => {
  it('gives the hash of each kept k-gram as defined, with one renamable id or several', () => {
    fc.assert(
      fc.property(tokens, fc.integer({ min: 1, max: 16 }), (list, k) => {
        const ids = list.map(([id]) => id);
        const spellings = list.map(([, spelling]) => spelling);
        const positions = ids.map((_, i) => i).filter((i) => i % 3 !== 1);
        for (const renamable of [new Set([NAME]), new Set([NAME, STRING])]) {
          const got = nameHashes(
            Uint32Array.from(ids),
            Uint32Array.from(spellings),
            Uint32Array.from(positions),
            k,
            renamable,
          );
          expect(Array.from(got)).toEqual(positions.map((p) => reference(ids, spellings, p, k, renamable)));
        }
      }),
    );
  });

  it('is the same for a consistent renaming and differs for an inconsistent one', () => {
    const ids = Uint32Array.from([NAME, PLUS, NAME, PLUS, NAME]);
    const spell = (...names: string[]) => Uint32Array.from(names.map((n) => (n === '' ? 0 : tokenId(n))));
    const at = Uint32Array.from([0]);
    const hash = (spellings: Uint32Array) => nameHashes(ids, spellings, at, 5, new Set([NAME]))[0];
    expect(hash(spell('a', '', 'b', '', 'a'))).toBe(hash(spell('x', '', 'y', '', 'x')));
    expect(hash(spell('a', '', 'b', '', 'a'))).not.toBe(hash(spell('a', '', 'b', '', 'b')));
  });
});
