// The fingerprint records on their own: lines that go back (code a front end moved) come back as they went
// in, to the ends of 32 bits, and a record whose lines leave them is refused, naming its byte.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../src/snapshot/byte-writer.js';
import { readRecords, writeRecords, type RecordColumns } from '../../src/snapshot/fingerprint-records.js';
import { SnapshotError } from '../../src/snapshot/snapshot-error.js';

const K = 3;
const MAX_LINE = 0xffffffff;

/** One file of fingerprints at positions 0, 1, 2... with these lines. */
function oneFile(lines: readonly (readonly [number, number])[]) {
  const columns: RecordColumns = {
    positions: Uint32Array.from(lines, (_, i) => i),
    lineStarts: Uint32Array.from(lines, ([start]) => start),
    lineEnds: Uint32Array.from(lines, ([, end]) => end),
  };
  const files = [
    { path: 'Main.java', tokens: lines.length + K, fingerprints: { start: 0, end: lines.length } },
  ];
  return { columns, layout: { files, total: lines.length, k: K } };
}

function encoded(columns: RecordColumns, layout: ReturnType<typeof oneFile>['layout']): Uint8Array {
  const out = new ByteWriter();
  writeRecords(out, columns, layout.files);
  return out.bytes().slice();
}

describe('fingerprint records', () => {
  it('give back lines that go back, by any step within 32 bits', () => {
    const { columns, layout } = oneFile([
      [30, 32],
      [2, 35],
      [2, 4],
      [MAX_LINE - 1, MAX_LINE],
      [0, 1],
      [17, 18],
    ]);
    expect(readRecords(encoded(columns, layout), layout)).toEqual(columns);
  });

  it('give back any lines', () => {
    const kgram = fc
      .tuple(fc.oneof(fc.nat(40), fc.nat(MAX_LINE - 1)), fc.integer({ min: 1, max: 40 }))
      .map(([start, span]) => [start, Math.min(MAX_LINE, start + span)] as const);
    fc.assert(
      fc.property(fc.array(kgram, { maxLength: 40 }), (lines) => {
        const { columns, layout } = oneFile(lines);
        expect(readRecords(encoded(columns, layout), layout)).toEqual(columns);
      }),
    );
  });

  it('refuse a line start that goes below line 0 or past 32 bits, naming its byte', () => {
    const { layout } = oneFile([
      [0, 1],
      [0, 1],
    ]);
    const failure = (bytes: number[]) => {
      try {
        readRecords(Uint8Array.from(bytes), layout);
      } catch (error) {
        if (error instanceof SnapshotError) return error.message;
        throw error;
      }
      return 'read';
    };
    // Positions 0 and +1; line steps +3 and -4 (zigzag 6 and 7); spans 1 and 1.
    expect(failure([0, 1, 6, 7, 1, 1])).toBe(
      'snapshot corrupt: lines out of range in Main.java at byte 3 of the fingerprint records',
    );
    // Line steps 2^32 - 2 (zigzag 2^33 - 4, five bytes), then +2 past 32 bits, or -4 back inside them.
    expect(failure([0, 1, 0xfc, 0xff, 0xff, 0xff, 0x1f, 4, 1, 1])).toBe(
      'snapshot corrupt: lines out of range in Main.java at byte 7 of the fingerprint records',
    );
    expect(failure([0, 1, 0xfc, 0xff, 0xff, 0xff, 0x1f, 7, 1, 1])).toBe('read');
  });
});
