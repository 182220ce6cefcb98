import { describe, expect, it } from 'vitest';
import { prepareFile, starterHashes, type PreparedFile } from '../../src/check/prepare-files.js';
import type { InputFile } from '../../src/check/types.js';
import { transferables, type BatchResult } from '../../src/cli/fingerprint-batches.js';
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
      { files: [python!], skipped: [{ path: 'b/x.bin', reason: 'binary', detail: 'binary file' }], texts: ['t'] },
      { files: [], skipped: [], missing: 'nothing at e' },
      { files: [js!], skipped: [] },
    ],
  };
}

function viewsOf(file: PreparedFile): ArrayBufferView[] {
  const { tokenLines, fingerprints } = file;
  const views: ArrayBufferView[] = [tokenLines.starts, tokenLines.odd, tokenLines.oddEnds, file.names];
  views.push(fingerprints.hashes, fingerprints.positions, ...(file.ids ? [file.ids] : []));
  return file.boilerplate ? [...views, file.boilerplate] : views;
}

describe('packBatchResult', () => {
  it('gives the same result, every typed array of the same type and values', () => {
    const result = batchResult();
    expect(result.files[0]!.boilerplate).toBeDefined();
    expect(packBatchResult(result)).toEqual(result);
  });

  it('puts every array of every file in one buffer, each at a multiple of 8 bytes and apart', () => {
    const packed = packBatchResult(batchResult());
    const views = [...packed.files, ...packed.reads.flatMap((read) => read.files)]
      .flatMap(viewsOf)
      .sort((a, b) => a.byteOffset - b.byteOffset);
    const [buffer] = transferables(packed);
    expect(transferables(packed)).toHaveLength(1);
    let end = 0;
    for (const view of views) {
      expect(view.buffer).toBe(buffer);
      expect(view.byteOffset % 8).toBe(0);
      expect(view.byteOffset).toBeGreaterThanOrEqual(end);
      end = view.byteOffset + view.byteLength;
    }
    expect(buffer!.byteLength).toBeLessThan(end + 8);
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
