import { describe, expect, it } from 'vitest';
import { WordTable } from '../../src/languages/word-table.js';

describe('WordTable', () => {
  const words = ['for', 'foreach', 'if', 'in', 'int', 'i', 'return', 'while'];
  const table = new WordTable(new Map(words.map((word, index) => [word, index])));

  it('finds each word wherever it stands in the text, and only a whole word', () => {
    const text = 'xx for(int i in foreach) return;';
    const found = (start: number, end: number) => table.find(text, start, end);
    expect(found(3, 6)).toBe(0);
    expect(found(7, 10)).toBe(4);
    expect(found(11, 12)).toBe(5);
    expect(found(13, 15)).toBe(3);
    expect(found(16, 23)).toBe(1);
    expect(found(25, 31)).toBe(6);
    expect(found(16, 19)).toBe(0);
    expect(found(16, 20)).toBeUndefined();
    expect(found(0, 2)).toBeUndefined();
    expect(found(7, 9)).toBe(3);
  });

  it('gives every word of a large table back, none for near misses', () => {
    const many = Array.from({ length: 500 }, (_, i) => `w${i.toString(36)}`);
    const big = new WordTable(new Map(many.map((word, index) => [word, index])));
    const text = many.join(' ');
    let at = 0;
    many.forEach((word, index) => {
      expect(big.find(text, at, at + word.length)).toBe(index);
      expect(big.find(`${word}!`, 0, word.length + 1)).toBeUndefined();
      at += word.length + 1;
    });
  });
});
