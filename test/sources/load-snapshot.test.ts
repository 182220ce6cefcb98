// The one snapshot loader: bounded reading, decoding, one check against what this build can reproduce, and
// errors that say which step failed.
import { describe, expect, it } from 'vitest';
import { comparableParameters } from '../../src/check/this-build-parameters.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { SnapshotError, SnapshotMismatchError } from '../../src/snapshot/snapshot-error.js';
import { HEADER_LENGTH } from '../../src/snapshot/snapshot-format.js';
import { createFileStore } from '../../src/sources/create-file-store.js';
import {
  decodeCheckedSnapshot,
  loadSnapshot,
  MAX_SNAPSHOT_BYTES,
  SnapshotReadError,
} from '../../src/sources/load-snapshot.js';
import { FileReadRefusedError, readFileCapped } from '../../src/sources/read-file-capped.js';
import { resealed } from '../snapshot/snapshot-arbitrary.js';
import { buildDemoSnapshot } from '../support/demo-snapshot.js';
import { makeTempTree } from './make-temp-tree.js';

const bytes = await buildDemoSnapshot();

describe('loadSnapshot', () => {
  it('reads, decodes and checks a snapshot this build can reproduce', async () => {
    const store = createFileStore(makeTempTree({ 'course.cwsnap': bytes }));
    const loaded = await loadSnapshot(store, 'course.cwsnap', { expected: comparableParameters(14, 8) });
    expect(loaded).toEqual({ snapshot: decodeSnapshot(bytes), bytes: bytes.length });
  });

  it('says a missing file is missing, and an unreadable one why', async () => {
    const store = createFileStore(makeTempTree({ 'folder/a.txt': 'x' }));
    await expect(loadSnapshot(store, 'gone.cwsnap')).rejects.toEqual(
      new SnapshotReadError('no such file', true),
    );
    const unreadable = await loadSnapshot(store, 'folder').catch((error: unknown) => error);
    expect(unreadable).toBeInstanceOf(SnapshotReadError);
    expect(unreadable).toMatchObject({
      missing: false,
      message: expect.stringContaining('not a regular file (a folder)'),
    });
  });

  it('asks the store for at most MAX_SNAPSHOT_BYTES, and refuses more bytes from elsewhere', async () => {
    const asked: (number | undefined)[] = [];
    await loadSnapshot({ read: async (_path, maxBytes) => (asked.push(maxBytes), bytes) }, 'x');
    expect(asked).toEqual([MAX_SNAPSHOT_BYTES]);
    // A view that says it is one byte too long, rather than a gigabyte of memory.
    const huge = Object.defineProperty(new Uint8Array(8), 'length', { value: MAX_SNAPSHOT_BYTES + 1 });
    expect(() => decodeCheckedSnapshot(huge)).toThrow(
      new SnapshotReadError(`${MAX_SNAPSHOT_BYTES + 1} bytes, over the limit of ${MAX_SNAPSHOT_BYTES} bytes`),
    );
  });

  it('refuses a snapshot made with other parameters, by the label given, and bytes that are no snapshot', async () => {
    const store = createFileStore(makeTempTree({ 'course.cwsnap': bytes, 'notes.txt': 'hello' }));
    await expect(
      loadSnapshot(store, 'course.cwsnap', { expected: comparableParameters(15), label: 'course.cwsnap' }),
    ).rejects.toEqual(new SnapshotMismatchError('course.cwsnap was made with k=14, this run uses k=15'));
    await expect(loadSnapshot(store, 'notes.txt')).rejects.toEqual(
      new SnapshotError('not a codewinnow snapshot: bad magic number'),
    );
  });
});

describe('readFileCapped', () => {
  it('refuses a file over the limit before reading it, and reads one at the limit', async () => {
    const dir = makeTempTree({ 'a.bin': new Uint8Array(100) });
    await expect(readFileCapped(`${dir}/a.bin`, 99)).rejects.toEqual(
      new FileReadRefusedError('100 bytes, over the limit of 99 bytes'),
    );
    expect(await readFileCapped(`${dir}/a.bin`, 100)).toEqual(new Uint8Array(100));
  });
});

describe('decodeCheckedSnapshot', () => {
  it("inflates and checksums with the runtime's zlib, as the JavaScript codecs do, and names a damaged block", () => {
    expect(decodeCheckedSnapshot(bytes)).toEqual(decodeSnapshot(bytes));
    const failure = (damaged: Uint8Array) => {
      try {
        decodeCheckedSnapshot(damaged);
      } catch (error) {
        if (error instanceof SnapshotError) return error.message;
        throw error;
      }
      return 'decoded';
    };
    const view = (copy: Uint8Array) => new DataView(copy.buffer, copy.byteOffset);
    // A block longer than it says: inflating stops one byte past the length said.
    const lengthSaid = (change: number) => {
      const copy = bytes.slice();
      view(copy).setUint32(HEADER_LENGTH, view(copy).getUint32(HEADER_LENGTH, true) + change, true);
      return failure(resealed(copy));
    };
    expect(lengthSaid(-2)).toMatch(/^snapshot corrupt: metadata does not inflate \(.+\)$/);
    expect(lengthSaid(-1)).toMatch(/^snapshot corrupt: metadata inflates to (\d+) bytes, not \d+$/);
    expect(lengthSaid(1)).toMatch(/^snapshot corrupt: metadata inflates to \d+ bytes, not \d+$/);
    const garbled = bytes.slice();
    garbled[HEADER_LENGTH + 8] = garbled[HEADER_LENGTH + 8]! ^ 0xff;
    expect(failure(resealed(garbled))).toMatch(/^snapshot corrupt: metadata does not inflate \(.+\)$/);
    // The same byte without a new checksum: zlib's CRC-32 disagrees with the stored one.
    const stored = view(bytes).getUint32(14, true).toString(16).padStart(8, '0');
    expect(failure(garbled)).toMatch(
      new RegExp(
        `^snapshot checksum mismatch: stored 0x${stored}, computed 0x[0-9a-f]{8} \\(the file is damaged\\)$`,
      ),
    );
  });
});
