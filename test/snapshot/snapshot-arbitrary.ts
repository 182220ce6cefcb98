// Test helper: valid snapshots, random (fast-check) or fixed, built through assembleSnapshot so they are in
// canonical order like every real one; and the snapshot of one file of given token lines, as a build stores it.
import fc from 'fast-check';
import { toTokenLines } from '../../src/engine/token-lines.js';
import { assembleSnapshot } from '../../src/snapshot/assemble-snapshot.js';
import { inCohortSample } from '../../src/snapshot/cohort-sample.js';
import { crc32 } from '../../src/snapshot/crc32.js';
import type { EntryFile, SnapshotEntry } from '../../src/snapshot/snapshot-entry.js';
import { HEADER_LENGTH } from '../../src/snapshot/snapshot-format.js';
import { HASH_FUNCTION_ID } from '../../src/snapshot/snapshot-parameters.js';
import { toEntryFile } from '../../src/snapshot/to-entry-file.js';
import type { Snapshot, SnapshotParameters } from '../../src/snapshot/types.js';

export const PARAMS: SnapshotParameters = {
  k: 5,
  w: 4,
  storedWindow: 6,
  // Half the submissions in the statistics' sample, stored at w; the others at any window up to 6.
  cohortSampleBits: 1,
  hashFunction: HASH_FUNCTION_ID,
  frontEnds: [
    { id: 'java', version: 1 },
    { id: 'python', version: 2 },
  ],
};

const hash52 = fc.maxSafeNat().map((n) => n % 2 ** 52);
const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(b).toString('hex'));

const fileArbitrary: fc.Arbitrary<EntryFile> = fc
  .record({
    path: fc.string({ minLength: 1, maxLength: 12 }),
    language: fc.constantFrom('java', 'python'),
    gaps: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 30 }),
    // A step below 0 is a k-gram starting on an earlier line than the one before (code a front end moved).
    lineSteps: fc.array(fc.integer({ min: -4, max: 3 }), { minLength: 30, maxLength: 30 }),
    hashes: fc.array(hash52, { minLength: 30, maxLength: 30 }),
    extraTokens: fc.nat({ max: 50 }),
    extraLines: fc.nat({ max: 50 }),
    runSteps: fc.array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 })), {
      maxLength: 5,
    }),
  })
  .map((r) => {
    const n = r.gaps.length;
    const positions = new Uint32Array(n);
    const lineStarts = new Uint32Array(n);
    const lineEnds = new Uint32Array(n);
    let position = -1;
    let line = 0;
    let lastLine = 0;
    for (let i = 0; i < n; i++) {
      position += r.gaps[i]!;
      line = Math.max(0, line + r.lineSteps[i]!);
      positions[i] = position;
      lineStarts[i] = line;
      lineEnds[i] = line + 1 + Math.abs(r.lineSteps[(i + 1) % 30]!);
      lastLine = Math.max(lastLine, lineEnds[i]!);
    }
    const tokens = (n > 0 ? position + PARAMS.k : 0) + r.extraTokens;
    const runs: number[] = [];
    let end = -1;
    for (const [gap, length] of r.runSteps) {
      if (end + gap + length > tokens) break;
      runs.push(end + gap, (end = end + gap + length));
    }
    return {
      path: r.path,
      language: r.language,
      lines: lastLine + r.extraLines,
      tokens,
      starterTokens: runs.reduce((sum, value, i) => sum + (i % 2 === 0 ? -value : value), 0),
      starterRuns: Uint32Array.from(runs),
      fingerprints: {
        hashes: Float64Array.from(r.hashes.slice(0, n)),
        positions,
        lineStarts,
        lineEnds,
        names: Uint8Array.from(r.hashes.slice(0, n), (hash) => hash % 256),
      },
    };
  });

const entryArbitrary: fc.Arbitrary<SnapshotEntry> = fc
  .record({
    owner: hex(8),
    pseudonym: hex(4),
    contentHash: hex(16),
    window: fc.integer({ min: PARAMS.w, max: PARAMS.storedWindow }),
    commitTime: fc.option(fc.nat(), { nil: undefined }),
    name: fc.option(fc.string(), { nil: undefined }),
    repo: fc.option(fc.string(), { nil: undefined }),
    commit: fc.option(hex(20), { nil: undefined }),
    files: fc.uniqueArray(fileArbitrary, { maxLength: 4, selector: (f) => f.path }),
  })
  .map((entry) =>
    inCohortSample(entry.owner, PARAMS.cohortSampleBits) ? { ...entry, window: PARAMS.w } : entry,
  );

/** Random valid snapshots, with or without names. */
export const snapshotArbitrary: fc.Arbitrary<Snapshot> = fc
  .record({
    entries: fc.uniqueArray(entryArbitrary, { maxLength: 6, selector: (e) => e.owner }),
    starter: fc.array(hash52, { maxLength: 20 }),
    createdAt: fc.maxSafeNat(),
    namesIncluded: fc.boolean(),
    pseudonymsKeyed: fc.boolean(),
    flagRule: fc.record({
      threshold: fc.integer({ min: 0, max: 1_000_000 }).map((m) => m / 1_000_000),
      longFragment: fc.integer({ min: 1, max: 1_000_000 }),
    }),
  })
  .map((r) => assembleSnapshot({ params: PARAMS, ...r }));

/** A fixed small snapshot for tests that need bytes to break. */
export function sampleSnapshot(
  overrides: Partial<SnapshotParameters> = {},
  createdAt = 1_700_000_000_000,
): Snapshot {
  const file = (path: string, first: number): EntryFile => ({
    path,
    language: 'java',
    lines: 40,
    tokens: 200,
    starterTokens: 10,
    starterRuns: Uint32Array.from([0, 4, 20, 26]),
    fingerprints: {
      hashes: Float64Array.from([first, first * 7 + 3, 2 ** 51 + first, 12345]),
      positions: Uint32Array.from([0, 10, 40, 150]),
      lineStarts: Uint32Array.from([0, 2, 8, 30]),
      lineEnds: Uint32Array.from([2, 4, 10, 31]),
      names: Uint8Array.from([first % 256, 7, 255, 0]),
    },
  });
  const entry = (owner: string, pseudonym: string, paths: string[]): SnapshotEntry => ({
    owner,
    pseudonym,
    contentHash: 'ab'.repeat(16),
    window: overrides.w ?? PARAMS.w,
    commitTime: 1_690_000_000_000,
    name: `hw1-${pseudonym}`,
    files: paths.map((path, i) => file(path, 1000 * (i + 1) + parseInt(pseudonym, 16))),
  });
  return assembleSnapshot({
    params: { ...PARAMS, ...overrides },
    createdAt,
    flagRule: { threshold: 0.5, longFragment: 100 },
    namesIncluded: true,
    pseudonymsKeyed: true,
    starter: [42, 7, 2 ** 52 - 1],
    entries: [
      entry('00112233445566ff', 'cafe0001', ['src/Main.java', 'src/Util.java']),
      entry('0011223344556677', 'cafe0002', ['Main.java']),
    ],
  });
}

/** `bytes` with the body's checksum recomputed, as a forger (or a bug) would leave it. */
export function resealed(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(14, crc32(copy.subarray(HEADER_LENGTH)), true);
  return copy;
}

/** Token spans of one-line tokens on `lines` (a line, and whether the token has no text, a Python `$dedent`). */
export function spansOf(lines: readonly (readonly [number, boolean])[]): Uint32Array {
  return Uint32Array.from(lines.flatMap(([line, empty]) => [line, 0, line, empty ? 0 : 1]));
}

/** A snapshot of one file of tokens on `lines` (see spansOf), the k-grams at `positions` stored, as built. */
export function storedFileSnapshot(
  lines: readonly (readonly [number, boolean])[],
  positions: readonly number[],
  k: number,
): Snapshot {
  const entry = toEntryFile(
    {
      path: 'f',
      language: 'java',
      lines: Math.max(0, ...lines.map(([line]) => line + 1)),
      tokenCount: lines.length,
      boilerplateTokens: 0,
      fingerprints: {
        hashes: Float64Array.from(positions, (_, i) => i),
        positions: Uint32Array.from(positions),
      },
      names: new Uint8Array(positions.length),
      tokenLines: toTokenLines(spansOf(lines)),
    },
    k,
  );
  return assembleSnapshot({
    params: { ...PARAMS, k },
    createdAt: 0,
    namesIncluded: false,
    pseudonymsKeyed: false,
    starter: [],
    flagRule: { threshold: 0.5, longFragment: 100 },
    entries: [
      {
        owner: '0'.repeat(16),
        pseudonym: '0'.repeat(8),
        contentHash: '0'.repeat(32),
        window: 1,
        files: [entry],
      },
    ],
  });
}
