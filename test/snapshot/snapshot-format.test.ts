// The snapshot format: what goes in comes out, the same snapshot is always the same bytes, and merging
// shards gives what one snapshot of everything would.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleSnapshot } from '../../src/snapshot/assemble-snapshot.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { mergeSnapshots } from '../../src/snapshot/merge-snapshots.js';
import { entryOf } from '../../src/snapshot/snapshot-entry.js';
import { SnapshotMismatchError } from '../../src/snapshot/snapshot-error.js';
import {
  packedHashLength,
  packHashes,
  packNames,
  unpackHashes,
  unpackNames,
} from '../../src/snapshot/snapshot-format.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { PARAMS, sampleSnapshot, snapshotArbitrary } from './snapshot-arbitrary.js';

const entriesOf = (snapshot: Snapshot) => snapshot.submissions.map((_, i) => entryOf(snapshot, i));

describe('snapshot format', () => {
  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(snapshotArbitrary, (snapshot) => {
        expect(decodeSnapshot(encodeSnapshot(snapshot))).toEqual(snapshot);
      }),
      { numRuns: 200 },
    );
  });

  it('decodes from a Node Buffer at any offset of a shared pool', () => {
    const bytes = encodeSnapshot(sampleSnapshot());
    for (const offset of [0, 1, 3]) {
      const pool = Buffer.alloc(bytes.length + 8);
      pool.set(bytes, offset);
      expect(decodeSnapshot(pool.subarray(offset, offset + bytes.length))).toEqual(sampleSnapshot());
    }
  });

  it('packs 52-bit hashes into 6.5 bytes each and their 8-bit name hashes into 1, losslessly', () => {
    fc.assert(
      fc.property(fc.array(fc.maxSafeNat().map((n) => n % 2 ** 52)), (values) => {
        const hashes = Float64Array.from(values);
        const names = Uint8Array.from(values, (value) => value % 256);
        const bytes = new Uint8Array(packedHashLength(hashes.length));
        expect(packNames(names, bytes, packHashes(hashes, bytes, 0))).toBe(bytes.length);
        const back = new Float64Array(hashes.length);
        const backNames = new Uint8Array(hashes.length);
        unpackNames(bytes, unpackHashes(bytes, 0, back), backNames);
        expect(back).toEqual(hashes);
        expect(backNames).toEqual(names);
      }),
    );
  });

  it('gives the same bytes for the same snapshot, whatever order its parts were gathered in', () => {
    fc.assert(
      fc.property(snapshotArbitrary, fc.boolean(), (snapshot, flip) => {
        const entries = entriesOf(snapshot);
        const again = assembleSnapshot({ ...snapshot, entries: flip ? entries.reverse() : entries });
        expect(encodeSnapshot(again)).toEqual(encodeSnapshot(snapshot));
      }),
      { numRuns: 100 },
    );
  });

  it('holds no fingerprint text: a snapshot starts with its magic number and version', () => {
    const bytes = encodeSnapshot(sampleSnapshot());
    expect(Buffer.from(bytes.subarray(0, 10)).toString('hex')).toBe('894357534e41500a0700');
  });
});

describe('mergeSnapshots', () => {
  it('merges disjoint shards into the bytes of one snapshot of everything', () => {
    fc.assert(
      fc.property(snapshotArbitrary, fc.nat(), (whole, cut) => {
        const entries = entriesOf(whole);
        const at = entries.length === 0 ? 0 : cut % (entries.length + 1);
        const shard = (part: typeof entries) => assembleSnapshot({ ...whole, entries: part });
        const merged = mergeSnapshots([shard(entries.slice(at)), shard(entries.slice(0, at))]);
        expect(encodeSnapshot(merged)).toEqual(encodeSnapshot(whole));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the newer commit of a submission in both, else the one of the later snapshot', () => {
    const base = sampleSnapshot();
    const [first, second] = entriesOf(base);
    const older = assembleSnapshot({
      ...base,
      entries: [{ ...first!, commitTime: 10, pseudonym: '00000001' }, second!],
    });
    const newer = assembleSnapshot({
      ...base,
      createdAt: 0,
      entries: [{ ...first!, commitTime: 20, pseudonym: '00000002' }],
    });
    const pseudonymOf = (s: Snapshot) => s.submissions.find((x) => x.owner === first!.owner)!.pseudonym;
    expect(pseudonymOf(mergeSnapshots([newer, older]))).toBe('00000002');
    expect(pseudonymOf(mergeSnapshots([older, newer]))).toBe('00000002');
    const undated = (s: Snapshot, createdAt: number) =>
      assembleSnapshot({
        ...s,
        createdAt,
        entries: entriesOf(s).map((e) => ({ ...e, commitTime: undefined })),
      });
    expect(pseudonymOf(mergeSnapshots([undated(newer, 5), undated(older, 3)]))).toBe('00000002');
    expect(pseudonymOf(mergeSnapshots([undated(newer, 3), undated(older, 5)]))).toBe('00000001');
    const merged = mergeSnapshots([older, newer]);
    expect(merged.submissions).toHaveLength(2);
    expect(merged.createdAt).toBe(base.createdAt);
  });

  it('refuses snapshots made with other parameters, or staff and student copies together', () => {
    expect(() => mergeSnapshots([sampleSnapshot(), sampleSnapshot({ k: 9 })])).toThrow(
      new SnapshotMismatchError('cannot merge: snapshot 2 was made with k=9, snapshot 1 with k=5'),
    );
    const studentCopy = assembleSnapshot({ ...sampleSnapshot(), namesIncluded: false, entries: [] });
    expect(() => mergeSnapshots([sampleSnapshot(), studentCopy])).toThrow(
      'cannot merge: snapshot 2 is a student copy (no names), snapshot 1 a staff copy (with names)',
    );
    const other = { ...PARAMS, frontEnds: [{ id: 'java', version: 1 }] };
    expect(() => mergeSnapshots([sampleSnapshot(), sampleSnapshot(other)])).toThrow(/other front ends/);
  });
});
