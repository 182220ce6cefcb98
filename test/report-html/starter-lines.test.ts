// check/starter-lines.ts exists for the HTML report (hatching starter code), so its tests live here.
import { describe, expect, it } from 'vitest';
import { toStarterLines as toStarterLinesOfLines } from '../../src/check/starter-lines.js';
import { toTokenLines } from '../../src/engine/token-lines.js';

const toStarterLines = (marks: Uint8Array | undefined, spans: Uint32Array) =>
  toStarterLinesOfLines(marks, toTokenLines(spans));

/** Spans of one-line tokens: [line, line, …] → start line, 0, end line, 1. */
const spansOn = (lines: number[]) => Uint32Array.from(lines.flatMap((line) => [line, 0, line, 1]));

describe('toStarterLines', () => {
  it('keeps lines whose tokens are all starter code, bridging token-less lines between them', () => {
    // tokens on lines 0 0 1 3 4 4 6 7; starter: lines 0, 1, 3 and 4 wholly, line 6 partly, line 7 not
    const spans = spansOn([0, 0, 1, 3, 4, 4, 6, 6, 7]);
    const marks = Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect(toStarterLines(marks, spans)).toEqual([{ start: 0, end: 5 }]);
  });

  it('does not stretch over token-less lines at either end, and splits at a line of the student', () => {
    const spans = spansOn([2, 4, 5, 8]);
    expect(toStarterLines(Uint8Array.from([1, 0, 1, 1]), spans)).toEqual([
      { start: 2, end: 3 },
      { start: 5, end: 9 },
    ]);
  });

  it('marks every line of a token that spans lines', () => {
    const spans = Uint32Array.from([1, 0, 3, 2]);
    expect(toStarterLines(Uint8Array.from([1]), spans)).toEqual([{ start: 1, end: 4 }]);
  });

  it('is empty without marks', () => {
    expect(toStarterLines(undefined, spansOn([0, 1]))).toEqual([]);
  });
});
