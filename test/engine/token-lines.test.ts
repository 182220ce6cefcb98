import { describe, expect, it } from 'vitest';
import { endLineOf, lastLineOf, startLineOf, toTokenLines, tokensOf } from '../../src/engine/token-lines.js';

/** Spans (start line, start column, end line, end column) of the given tokens. */
const spansOf = (tokens: [number, number, number, number][]) => Uint32Array.from(tokens.flat());

describe('toTokenLines', () => {
  // `if x:` on line 0, `y` on line 1, a multi-line string on lines 2-4, then a dedent (zero width) on line 6
  const spans = spansOf([
    [0, 0, 0, 2],
    [0, 3, 0, 4],
    [1, 4, 1, 5],
    [2, 4, 4, 3],
    [6, 0, 6, 0],
  ]);

  it('keeps each token’s start and end line, in 16 bits when every line fits', () => {
    const lines = toTokenLines(spans);
    expect(lines.starts).toBeInstanceOf(Uint16Array);
    // Only the string over three lines and the dedent are kept apart.
    expect([...lines.odd]).toEqual([3, 4]);
    expect(tokensOf(lines)).toBe(5);
    const all = Array.from({ length: 5 }, (_, t) => [startLineOf(lines, t), endLineOf(lines, t)]);
    expect(all).toEqual([
      [0, 0],
      [0, 0],
      [1, 1],
      [2, 4],
      [6, 6],
    ]);
  });

  it('ends a run of tokens on the last token with text, not on a zero-width one after it', () => {
    const lines = toTokenLines(spans);
    expect(lastLineOf(lines, 0, 5)).toBe(4);
    expect(lastLineOf(lines, 0, 3)).toBe(1);
    expect(lastLineOf(lines, 4, 5)).toBe(6);
  });

  it('skips every zero-width token at a run’s end, wherever they stand among the others', () => {
    const lines = toTokenLines(
      spansOf([
        [0, 0, 0, 1],
        [1, 0, 1, 0],
        [2, 0, 2, 1],
        [3, 0, 3, 0],
        [4, 0, 4, 0],
      ]),
    );
    expect([lastLineOf(lines, 0, 5), lastLineOf(lines, 0, 2), lastLineOf(lines, 1, 2)]).toEqual([2, 0, 1]);
    expect([lastLineOf(lines, 3, 5), endLineOf(lines, 2), endLineOf(lines, 3)]).toEqual([4, 2, 3]);
  });

  it('takes 32 bits for a file past line 65,535, with the same answers', () => {
    const far = spansOf([
      [70_000, 0, 70_000, 3],
      [70_001, 0, 70_001, 0],
    ]);
    const lines = toTokenLines(far);
    expect(lines.starts).toBeInstanceOf(Uint32Array);
    expect([startLineOf(lines, 1), endLineOf(lines, 1)]).toEqual([70_001, 70_001]);
    expect(lastLineOf(lines, 0, 2)).toBe(70_000);
    expect(lastLineOf(lines, 1, 2)).toBe(70_001);
  });
});
