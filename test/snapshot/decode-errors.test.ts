// Every way decoding refuses a snapshot, each with a message that names the problem.
import { describe, expect, it } from 'vitest';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { SnapshotError, SnapshotMismatchError } from '../../src/snapshot/snapshot-error.js';
import { HEADER_LENGTH } from '../../src/snapshot/snapshot-format.js';
import { PARAMS, resealed, sampleSnapshot } from './snapshot-arbitrary.js';

const good = encodeSnapshot(sampleSnapshot());

function failure(bytes: Uint8Array, expected?: Parameters<typeof decodeSnapshot>[1]): SnapshotError {
  try {
    decodeSnapshot(bytes, expected);
  } catch (error) {
    if (error instanceof SnapshotError) return error;
    throw error;
  }
  throw new Error('decoded');
}

describe('decodeSnapshot refuses', () => {
  it('a file that is not a snapshot', () => {
    expect(failure(new TextEncoder().encode('public class Main {}')).message).toBe(
      'not a codewinnow snapshot: bad magic number',
    );
  });

  it('a zip archive, saying to unzip it (an artifact downloaded from GitHub comes zipped)', () => {
    const zipped = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    expect(failure(zipped).message).toBe(
      'not a codewinnow snapshot but a zip archive (a workflow artifact as downloaded from GitHub?): unzip it and use the .cwsnap file inside',
    );
  });

  it('an unsupported format version: an older one is built again, a newer one needs a newer codewinnow', () => {
    const bytes = good.slice();
    bytes[8] = 8;
    expect(failure(bytes).message).toBe(
      'unsupported snapshot format version 8 (this codewinnow reads version 7: upgrade codewinnow to read it)',
    );
    bytes[8] = 6;
    expect(failure(bytes).message).toBe(
      'unsupported snapshot format version 6 (this codewinnow reads version 7: build the snapshot again)',
    );
  });

  it('a truncated file, saying where it ends', () => {
    expect(failure(good.subarray(0, 100)).message).toBe(
      `snapshot truncated at byte 100 (expected ${good.length} bytes)`,
    );
    expect(failure(good.subarray(0, 12)).message).toBe('snapshot truncated at byte 12 (expected 18 bytes)');
    expect(failure(new Uint8Array(0)).message).toBe('snapshot truncated at byte 0 (expected 18 bytes)');
  });

  it('bytes after the end', () => {
    expect(failure(new Uint8Array([...good, 0])).message).toBe(
      `snapshot corrupt: 1 unexpected bytes after its end at byte ${good.length}`,
    );
  });

  it('a damaged body, by its checksum', () => {
    const bytes = good.slice();
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0x10;
    expect(failure(bytes).message).toMatch(
      /^snapshot checksum mismatch: stored 0x[0-9a-f]{8}, computed 0x[0-9a-f]{8} \(the file is damaged\)$/,
    );
  });

  it('a body that lies about its lengths even with a valid checksum', () => {
    const bytes = good.slice();
    new DataView(bytes.buffer).setUint32(HEADER_LENGTH, 0x7fffffff, true);
    expect(failure(resealed(bytes)).message).toMatch(
      /^snapshot corrupt: metadata of 2147483647 bytes cannot come from \d+$/,
    );
    const garbled = good.slice();
    garbled[HEADER_LENGTH + 8] = garbled[HEADER_LENGTH + 8]! ^ 0xff;
    expect(failure(resealed(garbled)).message).toMatch(/^snapshot corrupt: /);
  });

  it('a submission window outside [1, stored window], naming its byte', () => {
    const sample = sampleSnapshot();
    const withWindow = (window: number) =>
      encodeSnapshot({ ...sample, submissions: sample.submissions.map((s) => ({ ...s, window })) });
    expect(failure(withWindow(PARAMS.storedWindow + 1)).message).toMatch(
      /^snapshot corrupt: stored window 7 is over 6 at byte \d+ of the metadata$/,
    );
    expect(failure(withWindow(0)).message).toMatch(
      /^snapshot corrupt: stored window 0 at byte \d+ of the metadata$/,
    );
  });

  it('fingerprint records that break their rules, naming the byte', () => {
    const sample = sampleSnapshot();
    const { positions, lineStarts } = sample.fingerprints;
    const withColumns = (columns: Partial<typeof sample.fingerprints>) =>
      encodeSnapshot({ ...sample, fingerprints: { ...sample.fingerprints, ...columns } });
    expect(failure(withColumns({ lineEnds: lineStarts })).message).toBe(
      `snapshot corrupt: a fingerprint spanning no lines at byte ${2 * positions.length} of the fingerprint records`,
    );
    const past = positions.slice();
    past[3] = 200 - PARAMS.k + 1;
    expect(failure(withColumns({ positions: past })).message).toBe(
      'snapshot corrupt: fingerprint past the end of Main.java at byte 3 of the fingerprint records',
    );
    const repeated = positions.slice();
    repeated[2] = repeated[1]!;
    expect(failure(withColumns({ positions: repeated })).message).toBe(
      'snapshot corrupt: fingerprint positions of Main.java not increasing at byte 2 of the fingerprint records',
    );
  });

  it('a snapshot made with other k or w, naming both', () => {
    expect(failure(good, { k: 25 })).toEqual(
      new SnapshotMismatchError('snapshot was made with k=5, this run uses k=25'),
    );
    expect(failure(good, { k: 5, w: 8 }).message).toBe('snapshot was made with w=4, this run uses w=8');
  });

  it('a snapshot made with another front-end version or hash function', () => {
    const frontEnds = [{ id: 'python', version: 3 }];
    expect(failure(good, { frontEnds })).toEqual(
      new SnapshotMismatchError(
        'snapshot was made with the python front end version 2, this run uses version 3',
      ),
    );
    expect(failure(good, { hashFunction: 'other' }).message).toMatch(
      /^snapshot was made with hash function '.+', this run uses 'other'$/,
    );
  });

  it('nothing when the parameters agree, extra front ends on either side included', () => {
    const frontEnds = [...PARAMS.frontEnds, { id: 'rust', version: 4 }];
    expect(decodeSnapshot(good, { ...PARAMS, frontEnds })).toEqual(sampleSnapshot());
  });
});
