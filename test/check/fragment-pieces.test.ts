// Property tests of fragment-pieces.ts: lineStretches against a brute-force reading of its contract, on random
// token lines (through its in-order and clean-cut shortcuts too), and fragmentPieces losing no token.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fragmentPieces, lineStretches } from '../../src/check/fragment-pieces.js';
import { tokenLinesLocator } from '../../src/check/line-range.js';
import { toTokenLines } from '../../src/engine/token-lines.js';
describe('lineStretches against a brute-force definition', () => {
  /** Per token of `range`, how many lines from its first line up to the token's hold only tokens from outside. */
  const bruteForce = (lines: readonly number[], range: { start: number; end: number }) => {
    const own = lines.slice(range.start, range.end);
    if (own.length === 0) return undefined;
    const low = Math.min(...own);
    const high = Math.max(...own);
    const foreign = new Set(
      lines.filter(
        (line, t) => (t < range.start || t >= range.end) && line > low && line < high && !own.includes(line),
      ),
    );
    if (foreign.size === 0) return undefined;
    return Uint32Array.from(own, (line) => [...foreign].filter((f) => f < line).length);
  };
  const file = fc.oneof(
    fc.array(fc.nat(12), { maxLength: 30 }),
    fc.array(fc.nat(12), { maxLength: 30 }).map((lines) => lines.sort((x, y) => x - y)),
  );
  const cases = file.chain((lines) =>
    fc
      .tuple(fc.nat(lines.length), fc.nat(lines.length))
      .map(([x, y]) => ({ lines, range: { start: Math.min(x, y), end: Math.max(x, y) } })),
  );

  it('numbers the same stretches, through the in-order and clean-cut paths too, past line 65,535 as well', () => {
    fc.assert(
      fc.property(cases, fc.constantFrom(0, 70_000), ({ lines, range }, offset) => {
        const shifted = lines.map((line) => line + offset);
        const spans = Uint32Array.from(shifted.flatMap((line) => [line, 0, line, 1]));
        expect(lineStretches(toTokenLines(spans), range)).toEqual(bruteForce(shifted, range));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('fragmentPieces on random token lines', () => {
  // Per token: its line, and whether it has no width (a Python `$dedent`).
  const tokens = fc.array(fc.tuple(fc.nat(12), fc.boolean()), { minLength: 1, maxLength: 30 });
  const side = tokens.chain((file) =>
    fc
      .tuple(fc.nat(file.length - 1), fc.nat(file.length - 1))
      .map(([x, y]) => ({ file, range: { start: Math.min(x, y), end: Math.max(x, y) + 1 } })),
  );
  const locatorOf = (file: readonly (readonly [number, boolean])[]) =>
    tokenLinesLocator(
      'f',
      toTokenLines(Uint32Array.from(file.flatMap(([line, zero]) => [line, 0, line, zero ? 0 : 1]))),
    );

  it('lose no token of either side, and show each piece on lines in order', () => {
    fc.assert(
      fc.property(side, side, (a, b) => {
        const pieces = fragmentPieces(a.range, b.range, { a: locatorOf(a.file), b: locatorOf(b.file) });
        for (const [name, { range }] of [
          ['a', a],
          ['b', b],
        ] as const) {
          const covered = new Set<number>();
          for (const piece of pieces) {
            const { tokens: span, lines } = piece[name];
            for (let t = span.start; t < span.end; t++) covered.add(t);
            expect(lines.start).toBeLessThan(lines.end);
          }
          for (let t = range.start; t < range.end; t++) expect(covered.has(t)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
