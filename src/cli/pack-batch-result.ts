// A worker's answer with every typed array of its prepared files copied into one buffer, so that it crosses
// to the calling thread as one transferred buffer and views of it. Transferred one by one, each file's eight
// or so small buffers cost a detach, a new backing store and its external-memory bookkeeping on both sides,
// and their garbage after: a batch of files is hundreds of them. The calling thread keeps every array of a
// file as long as the file, so one buffer per batch holds no memory longer than the arrays did.
import type { PreparedFile } from '../check/prepare-files.js';
import type { TokenLines } from '../engine/token-lines.js';
import { typedArraysOf, type BatchResult, type SubmissionRead } from './fingerprint-batches.js';

// Every array starts at a multiple of 8 bytes, the alignment a Float64Array view needs.
const ALIGN = 8;

/** `result` with its files' typed arrays as views of one new buffer (transferables gives just that one). */
export function packBatchResult(result: BatchResult): BatchResult {
  const files = [...result.files, ...result.reads.flatMap((read) => read.files)];
  let bytes = 0;
  for (const file of files) for (const array of typedArraysOf(file)) bytes += aligned(array.byteLength);
  const packer = new Packer(new ArrayBuffer(bytes));
  const reads: SubmissionRead[] = result.reads.map((read) => ({
    ...read,
    files: read.files.map((file) => packer.file(file)),
  }));
  return { batch: result.batch, files: result.files.map((file) => packer.file(file)), reads };
}

function aligned(byteLength: number): number {
  return Math.ceil(byteLength / ALIGN) * ALIGN;
}

/** Copies arrays one after the other into `buffer`, each as a view of the same type. */
class Packer {
  private offset = 0;
  private readonly bytes: Uint8Array;

  constructor(private readonly buffer: ArrayBuffer) {
    this.bytes = new Uint8Array(buffer);
  }

  file(file: PreparedFile): PreparedFile {
    const { fingerprints, ids, boilerplate } = file;
    // Each field where the file has it, so the packed file's keys come in the same order.
    return {
      ...file,
      tokenLines: this.tokenLines(file.tokenLines),
      names: this.uint8(file.names),
      fingerprints: {
        hashes: this.float64(fingerprints.hashes),
        positions: this.uint32(fingerprints.positions),
      },
      ...(ids ? { ids: this.uint32(ids) } : {}),
      ...(boilerplate ? { boilerplate: this.uint8(boilerplate) } : {}),
    };
  }

  private tokenLines(lines: TokenLines): TokenLines {
    const { starts } = lines;
    return {
      starts: starts instanceof Uint16Array ? this.uint16(starts) : this.uint32(starts),
      odd: this.uint32(lines.odd),
      oddEnds: this.uint32(lines.oddEnds),
      inOrder: lines.inOrder,
    };
  }

  private uint8(array: Uint8Array): Uint8Array {
    return new Uint8Array(this.buffer, this.copy(array), array.length);
  }

  private uint16(array: Uint16Array): Uint16Array {
    return new Uint16Array(this.buffer, this.copy(array), array.length);
  }

  private uint32(array: Uint32Array): Uint32Array {
    return new Uint32Array(this.buffer, this.copy(array), array.length);
  }

  private float64(array: Float64Array): Float64Array {
    return new Float64Array(this.buffer, this.copy(array), array.length);
  }

  // Copies the array's bytes to the next free place and returns where that is.
  private copy(array: ArrayBufferView): number {
    const at = this.offset;
    this.bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    this.offset += aligned(array.byteLength);
    return at;
  }
}
