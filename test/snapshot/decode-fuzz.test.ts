// The decoder under random damage: random bytes, truncations, bit flips and resealed (checksum-valid)
// corruption give a SnapshotError or a valid snapshot, never another exception, a crash or a hang.
import fc from 'fast-check';
import { deflateSync, inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../src/snapshot/crc32.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { SnapshotError } from '../../src/snapshot/snapshot-error.js';
import { HEADER_LENGTH, MAGIC } from '../../src/snapshot/snapshot-format.js';
import { sampleSnapshot, snapshotArbitrary } from './snapshot-arbitrary.js';

function decodesOrFailsCleanly(bytes: Uint8Array): void {
  try {
    decodeSnapshot(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(SnapshotError);
  }
}

const valid = encodeSnapshot(sampleSnapshot());

function reseal(bytes: Uint8Array): Uint8Array {
  if (bytes.length >= HEADER_LENGTH)
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(14, crc32(bytes.subarray(HEADER_LENGTH)), true);
  return bytes;
}

/** The snapshot with its inflated metadata edited, deflated again and resealed: reaches the metadata parser. */
function withEditedMetadata(bytes: Uint8Array, edit: (metadata: Uint8Array) => Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const deflatedLength = view.getUint32(HEADER_LENGTH + 4, true);
  const start = HEADER_LENGTH + 8;
  const metadata = edit(inflateSync(bytes.subarray(start, start + deflatedLength)));
  const deflated = deflateSync(metadata);
  const hashes = bytes.subarray(start + deflatedLength);
  const out = new Uint8Array(start + deflated.length + hashes.length);
  out.set(bytes.subarray(0, HEADER_LENGTH));
  const outView = new DataView(out.buffer);
  outView.setUint32(10, out.length - HEADER_LENGTH, true);
  outView.setUint32(HEADER_LENGTH, metadata.length, true);
  outView.setUint32(HEADER_LENGTH + 4, deflated.length, true);
  out.set(deflated, start);
  out.set(hashes, start + deflated.length);
  return reseal(out);
}

describe('decodeSnapshot under fuzzing', () => {
  it('fails cleanly on damaged metadata that still inflates and passes the checksum', () => {
    const edits = fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(snapshotArbitrary, edits, fc.nat(), (snapshot, changes, cut) => {
        const bytes = encodeSnapshot(snapshot);
        const edited = withEditedMetadata(bytes, (metadata) => {
          const copy = metadata.slice(0, metadata.length - (cut % 3));
          for (const [at, value] of changes) if (copy.length > 0) copy[at % copy.length] = value;
          return copy;
        });
        decodesOrFailsCleanly(edited);
      }),
      { numRuns: 1500 },
    );
  });

  it('names the byte of a count that the metadata cannot hold', () => {
    const bytes = encodeSnapshot(sampleSnapshot());
    // k, w, the stored window, the sample bits, the hash function's length and text, front ends (count, 'java' 1,
    // 'python' 2), creation time (six varint bytes), flags: then the submission count.
    const edited = withEditedMetadata(bytes, (metadata) => {
      const copy = metadata.slice();
      const at = 5 + copy[4]! + 1 + 6 + 8 + 6 + 1;
      expect(copy[at]).toBe(2);
      copy[at] = 0x7f;
      return copy;
    });
    expect(() => decodeSnapshot(edited)).toThrow(
      /^snapshot corrupt: submission count 127 is over \d+ at byte \d+ of the metadata$/,
    );
  });

  it('fails cleanly on random bytes, with or without a valid header', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.boolean(), (bytes, withHeader) => {
        if (!withHeader) return decodesOrFailsCleanly(bytes);
        const framed = new Uint8Array(HEADER_LENGTH + bytes.length);
        framed.set(MAGIC);
        const view = new DataView(framed.buffer);
        view.setUint16(8, 1, true);
        view.setUint32(10, bytes.length, true);
        framed.set(bytes, HEADER_LENGTH);
        decodesOrFailsCleanly(reseal(framed));
      }),
      { numRuns: 2000 },
    );
  });

  it('reports every truncation of a valid snapshot as truncated', () => {
    fc.assert(
      fc.property(snapshotArbitrary, fc.nat(), (snapshot, cut) => {
        const bytes = encodeSnapshot(snapshot);
        const at = cut % bytes.length;
        expect(() => decodeSnapshot(bytes.subarray(0, at))).toThrow(/^snapshot truncated at byte \d+/);
      }),
      { numRuns: 300 },
    );
  });

  it('catches every single bit flip, by checksum or by the check it breaks', () => {
    for (let bit = 0; bit < valid.length * 8; bit++) {
      const bytes = valid.slice();
      bytes[bit >> 3] = bytes[bit >> 3]! ^ (1 << (bit & 7));
      expect(() => decodeSnapshot(bytes), `bit ${bit}`).toThrow(SnapshotError);
    }
  });

  it('fails cleanly on bit flips and byte changes behind a recomputed checksum', () => {
    fc.assert(
      fc.property(
        snapshotArbitrary,
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 4 }),
        (snapshot, edits) => {
          const bytes = encodeSnapshot(snapshot);
          for (const [at, value] of edits)
            bytes[HEADER_LENGTH + (at % (bytes.length - HEADER_LENGTH))] = value;
          decodesOrFailsCleanly(reseal(bytes));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
