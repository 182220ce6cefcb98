import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_TOKENS,
  prepareFile,
  starterHashes,
  type PreparedFile,
} from '../../src/check/prepare-files.js';
import type { InputFile } from '../../src/check/types.js';
import {
  isBatchResult,
  transferables,
  typedArraysOf,
  type BatchResult,
} from '../../src/cli/fingerprint-batches.js';
import { packBatchResult } from '../../src/cli/pack-batch-result.js';

const params = { k: 5, w: 4 };
const starterCode: InputFile = { path: 'Starter.java', text: 'class A { int f(int x) { return x + 1; } }\n' };
const starter = starterHashes([starterCode], params);

function prepared(file: InputFile, submission: number): PreparedFile {
  return prepareFile(file, submission, { params, starter, reading: {} });
}

// Files of every kind the arrays come in: 16-bit lines, starter marks, notes, Python's odd tokens, and one
// file too short for a fingerprint.
const files: InputFile[] = [
  { path: 'a/Main.java', text: `${starterCode.text}class B { void g() { int y = 2; y++; } }\n` },
  { path: 'b/main.py', text: 'def f(a):\n    if a:\n        return """x\ny"""\n    return 0\n' },
  { path: 'c/x.c', text: 'int' },
  { path: 'd/notes.js', text: 'let a = 1;\n', notes: [{ kind: 'encoding', detail: 'Latin-1' }] },
];

function batchResult(): BatchResult {
  const [java, python, c, js] = files.map((file, i) => prepared(file, i));
  return {
    batch: 7,
    files: [java!, c!],
    reads: [
      {
        files: [python!],
        skipped: [{ path: 'b/x.bin', reason: 'binary', detail: 'binary file' }],
        texts: ['t'],
      },
      { files: [], skipped: [], missing: 'nothing at e' },
      { files: [js!], skipped: [] },
    ],
  };
}

const filesOf = (result: BatchResult) => [...result.files, ...result.reads.flatMap((read) => read.files)];

/**
 * Checks that `views` of one buffer each start at a multiple of 8 bytes and overlap none of the others, and
 * gives where the last ends.
 */
function endOfLaidOut(views: readonly ArrayBufferView[]): number {
  // An empty view stands where the next starts: it goes first.
  const inPlace = [...views].sort((a, b) => a.byteOffset - b.byteOffset || a.byteLength - b.byteLength);
  let end = 0;
  for (const view of inPlace) {
    expect(view.byteOffset % 8).toBe(0);
    expect(view.byteOffset).toBeGreaterThanOrEqual(end);
    end = view.byteOffset + view.byteLength;
  }
  return end;
}

describe('packBatchResult', () => {
  it('gives the same result, every typed array of the same type and values', () => {
    const result = batchResult();
    expect(result.files[0]!.boilerplate).toBeDefined();
    expect(packBatchResult(result)).toEqual(result);
  });

  it('puts every array of every file in one buffer, each at a multiple of 8 bytes and apart', () => {
    const packed = packBatchResult(batchResult());
    const [buffer] = transferables(packed);
    expect(transferables(packed)).toHaveLength(1);
    const views = filesOf(packed).flatMap(typedArraysOf);
    for (const view of views) expect(view.buffer).toBe(buffer);
    expect(buffer!.byteLength).toBeLessThan(endOfLaidOut(views) + 8);
  });

  it('keeps each file’s fields in the same order', () => {
    const result = batchResult();
    const packed = packBatchResult(result);
    expect(Object.keys(packed.files[0]!)).toEqual(Object.keys(result.files[0]!));
    expect(Object.keys(packed.reads[0]!.files[0]!)).toEqual(Object.keys(result.reads[0]!.files[0]!));
  });

  it('packs a result with no files into an empty buffer', () => {
    const packed = packBatchResult({ batch: 1, files: [], reads: [{ files: [], skipped: [] }] });
    expect(packed).toEqual({ batch: 1, files: [], reads: [{ files: [], skipped: [] }] });
  });
});

// A prepared file of any shape the arrays come in: any lengths (0 included, odd byte lengths), 16- or 32-bit
// lines, with or without ids and starter marks, and any bit pattern of a hash.
const preparedFileArbitrary: fc.Arbitrary<PreparedFile> = fc
  .record({
    submission: fc.nat(50),
    starts: fc.oneof(
      fc.array(fc.nat(0xffff), { maxLength: 40 }).map((values) => Uint16Array.from(values)),
      fc.array(fc.nat(), { maxLength: 40 }).map((values) => Uint32Array.from(values)),
    ),
    odd: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 9 }),
    hashes: fc.array(fc.double(), { maxLength: 20 }),
    positions: fc.array(fc.nat(), { maxLength: 20 }),
    names: fc.array(fc.nat(255), { maxLength: 21 }),
    ids: fc.option(fc.array(fc.nat(), { maxLength: 40 }), { nil: undefined }),
    boilerplate: fc.option(fc.array(fc.nat(1), { minLength: 1, maxLength: 40 }), { nil: undefined }),
  })
  .map(({ submission, starts, odd, hashes, positions, names, ids, boilerplate }) => ({
    submission,
    path: `s${submission}/f.java`,
    language: 'java' as const,
    lines: starts.length,
    ...(ids ? { ids: Uint32Array.from(ids) } : {}),
    tokenLines: {
      starts,
      odd: Uint32Array.from(odd, ([token]) => token),
      oddEnds: Uint32Array.from(odd, ([, end]) => end),
      inOrder: odd.length === 0,
    },
    fingerprints: { hashes: Float64Array.from(hashes), positions: Uint32Array.from(positions) },
    tokenCount: starts.length,
    boilerplate: boilerplate && Uint8Array.from(boilerplate),
    boilerplateTokens: boilerplate?.length ?? 0,
    names: Uint8Array.from(names),
  }));

const batchResultArbitrary: fc.Arbitrary<BatchResult> = fc.record({
  batch: fc.nat(),
  files: fc.array(preparedFileArbitrary, { maxLength: 6 }),
  reads: fc.array(
    fc.record({ files: fc.array(preparedFileArbitrary, { maxLength: 3 }), skipped: fc.constant([]) }),
    { maxLength: 3 },
  ),
});

/** `result` packed and sent across a message port as a worker sends it: what the calling thread gets. */
function sentAcross(result: BatchResult): { sent: BatchResult; received: unknown } {
  const { port1, port2 } = new MessageChannel();
  const sent = packBatchResult(result);
  port1.postMessage(sent, transferables(sent));
  const received = receiveMessageOnPort(port2)?.message;
  port1.close();
  return { sent, received };
}

describe('packBatchResult across a message port', () => {
  it('gives the calling thread the batch it was given, whatever its files', () => {
    fc.assert(
      fc.property(batchResultArbitrary, (result) => {
        const copy = structuredClone(result);
        const { received } = sentAcross(result);
        expect(isBatchResult(received)).toBe(true);
        expect(received).toEqual(copy);
        // The worker's own arrays are copied, never transferred: what it keeps is intact.
        expect(result).toEqual(copy);
      }),
      { numRuns: 300 },
    );
  });

  it('sends one buffer, every array in it at a multiple of 8 bytes and apart, and detaches only it', () => {
    fc.assert(
      fc.property(batchResultArbitrary, (result) => {
        const { sent, received } = sentAcross(result);
        const views = isBatchResult(received) ? filesOf(received).flatMap(typedArraysOf) : [];
        const buffers = new Set(views.map((view) => view.buffer));
        expect(buffers.size).toBe(views.length === 0 ? 0 : 1);
        const end = endOfLaidOut(views);
        for (const buffer of buffers) expect(buffer.byteLength).toBeLessThan(end + 8);
        // What was sent reads as empty on the worker's side from then on.
        for (const view of filesOf(sent).flatMap(typedArraysOf)) expect(view.byteLength).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('sends a batch of one file as large as a file gets, and one of a file with no token', () => {
    const largest = prepared({ path: 'big/main.py', text: 'total = total + 1\n'.repeat(50_000) }, 0);
    const empty = prepared({ path: 'e/Empty.java', text: '' }, 1);
    expect(largest.tokenCount).toBe(DEFAULT_MAX_TOKENS);
    expect(empty.tokenCount).toBe(0);
    for (const file of [largest, empty]) {
      const result: BatchResult = { batch: 3, files: [file], reads: [] };
      const received = sentAcross(result).received;
      // Compared as bytes: toEqual takes seconds over arrays this long.
      expect(isBatchResult(received) && received.files.map(asBytes)).toEqual([asBytes(file)]);
    }
  });
});

/** A file with each typed array as its type's name and its bytes in base64. */
function asBytes(file: PreparedFile): object {
  const arrays = typedArraysOf(file).map((view) => [
    view.constructor.name,
    Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('base64'),
  ]);
  const { path, submission, tokenCount, boilerplateTokens, tokenLines } = file;
  return {
    path,
    submission,
    tokenCount,
    boilerplateTokens,
    inOrder: tokenLines.inOrder,
    keys: Object.keys(file),
    arrays,
  };
}
