// Property tests of fragment-pieces.ts: lineStretches against a brute-force reading of its contract, on random
// token lines (through its in-order and clean-cut shortcuts too), and fragmentPieces losing no token, on
// either kind of side: a file's tokens, or a snapshot's stored k-grams (stored whole or sparsely), whose
// pieces lie within the whole fragment's lines as the snapshot shows them now and as it showed them before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fragmentPieces, lineStretches } from '../../src/check/fragment-pieces.js';
import { snapshotFileLocator, tokenLinesLocator } from '../../src/check/line-range.js';
import { toTokenLines } from '../../src/engine/token-lines.js';
import type { LineRange, TokenRange } from '../../src/engine/types.js';
import { snapshotLineRange } from '../../src/snapshot/snapshot-line-range.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { storedFileSnapshot } from '../snapshot/snapshot-arbitrary.js';
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

describe('fragmentPieces on random token lines', () => {
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

describe('fragmentPieces on a snapshot side', () => {
  const K = 3;
  /** A file of random token lines (code moved anywhere), its k-grams stored whole or some of them. */
  const storedFile = fc
    .array(fc.tuple(fc.nat(12), fc.boolean()), { minLength: K, maxLength: 30 })
    .chain((file) =>
      fc.record({
        file: fc.constant(file),
        stored: fc.oneof(
          fc.constant(Array.from({ length: file.length - K + 1 }, () => true)),
          fc.array(fc.boolean(), { minLength: file.length - K + 1, maxLength: file.length - K + 1 }),
        ),
      }),
    )
    .filter(({ stored }) => stored.includes(true));
  /** A fragment on it: from a stored k-gram to another one's end, as a check finds them, or cut anywhere. */
  const snapshotSide = storedFile.chain(({ file, stored }) => {
    const positions = stored.flatMap((keep, p) => (keep ? [p] : []));
    const tokens = file.length;
    const fromStored = fc
      .tuple(fc.constantFrom(...positions), fc.constantFrom(...positions))
      .map(([x, y]) => ({ start: Math.min(x, y), end: Math.max(x, y) + K }));
    const anywhere = fc
      .tuple(fc.nat(tokens - 1), fc.nat(tokens - 1))
      .map(([x, y]) => ({ start: Math.min(x, y), end: Math.max(x, y) + 1 }));
    return fc.record({
      file: fc.constant(file),
      positions: fc.constant(positions),
      range: fc.oneof(fromStored, anywhere),
    });
  });
  /** The lines the snapshot side showed before format 6: monotonic lines, first and last k-gram's. */
  function linesBefore(snapshot: Snapshot, range: TokenRange): LineRange {
    const { positions } = snapshot.fingerprints;
    const starts = snapshot.fingerprints.lineStarts.slice();
    const ends = snapshot.fingerprints.lineEnds.slice();
    for (let i = starts.length - 2; i >= 0; i--) starts[i] = Math.min(starts[i]!, starts[i + 1]!);
    for (let i = 1; i < ends.length; i++) ends[i] = Math.max(ends[i]!, ends[i - 1]!);
    const atOrBefore = positions.findLastIndex((p) => p <= range.start);
    const reaching = positions.findIndex((p) => p + K >= range.end);
    const first = Math.max(0, atOrBefore);
    const last = reaching < 0 ? positions.length - 1 : reaching;
    return { start: starts[first]!, end: Math.max(ends[last]!, starts[first]! + 1) };
  }

  const inside = (inner: LineRange, outer: LineRange) => inner.start >= outer.start && inner.end <= outer.end;

  it("lose no token of either side, and show each piece within the whole fragment's lines, then and now", () => {
    const otherSide = fc.oneof(
      side.map((other) => ({ range: other.range, locator: locatorOf(other.file) })),
      snapshotSide.map((other) => ({
        range: other.range,
        locator: snapshotFileLocator(storedFileSnapshot(other.file, other.positions, K), 0),
      })),
    );
    fc.assert(
      fc.property(snapshotSide, otherSide, fc.boolean(), ({ file, positions, range }, other, flip) => {
        const snapshot = storedFileSnapshot(file, positions, K);
        const locator = snapshotFileLocator(snapshot, 0);
        const sides = flip ? { a: other.locator, b: locator } : { a: locator, b: other.locator };
        const pieces = flip
          ? fragmentPieces(other.range, range, sides)
          : fragmentPieces(range, other.range, sides);
        const whole = snapshotLineRange(snapshot, 0, range);
        const covered = { own: new Set<number>(), other: new Set<number>() };
        for (const piece of pieces) {
          const [own, theirs] = flip ? [piece.b, piece.a] : [piece.a, piece.b];
          for (let t = own.tokens.start; t < own.tokens.end; t++) covered.own.add(t);
          for (let t = theirs.tokens.start; t < theirs.tokens.end; t++) covered.other.add(t);
          expect(own.lines.start).toBeLessThan(own.lines.end);
          expect(inside(own.lines, whole)).toBe(true);
          expect(inside(own.lines, linesBefore(snapshot, range))).toBe(true);
        }
        for (let t = range.start; t < range.end; t++) expect(covered.own.has(t)).toBe(true);
        for (let t = other.range.start; t < other.range.end; t++) expect(covered.other.has(t)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
