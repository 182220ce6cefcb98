import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenId } from '../../src/engine/token-id.js';
import { IdTable } from '../../src/languages/id-table.js';

describe('IdTable', () => {
  it('answers like a Map for token ids in it and out of it, however they collide', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 0xffffffff }), fc.integer({ min: 1, max: 0x7fffffff })), {
          maxLength: 80,
        }),
        fc.array(fc.nat({ max: 0xffffffff }), { maxLength: 80 }),
        (entries, others) => {
          const map = new Map(entries);
          const table = new IdTable(entries);
          for (const id of [...map.keys(), ...others]) {
            expect(table.get(id)).toBe(map.get(id) ?? 0);
            expect(table.has(id)).toBe(map.has(id));
          }
          expect(table.size).toBe(map.size);
          expect([...table].sort((a, b) => a - b)).toEqual([...map.keys()].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('holds the words of a set by their token ids, and nothing else', () => {
    const words = ['if', 'while', 'for', 'switch', 'catch', '+=', '->', '$id'];
    const table = IdTable.of(words.map(tokenId));
    expect(words.map((word) => table.has(tokenId(word)))).toEqual(words.map(() => true));
    expect(['else', 'do', '=', '$num', ''].map((word) => table.has(tokenId(word)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses a value it could not tell from absence', () => {
    expect(() => new IdTable([[tokenId('if'), 0]])).toThrow(RangeError);
    expect(() => new IdTable([[tokenId('if'), 1.5]])).toThrow(RangeError);
  });
});
