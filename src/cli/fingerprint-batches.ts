// What the calling thread and the fingerprinting workers say to each other: the data a worker starts with,
// the batches of files it is sent, and the prepared files it sends back. The guards check what arrives.
import type { PreparedFile, ReadingSettings } from '../check/prepare-files.js';
import type { InputFile } from '../check/types.js';
import type { FingerprintParameters } from '../engine/types.js';

/** What every thread needs to prepare a file (prepareFile). */
export interface Fingerprinting {
  readonly params: FingerprintParameters;
  /** Every k-gram hash of the starter code (starterHashes). */
  readonly starter: ReadonlySet<number>;
  readonly reading: ReadingSettings;
}

/** A worker thread failed or stopped before sending its files. */
export class FingerprintThreadError extends Error {
  override readonly name = 'FingerprintThreadError';
}

const ROLE = 'codewinnow-fingerprint';

/** The data a worker starts with. */
export interface WorkerInput extends Fingerprinting {
  readonly role: typeof ROLE;
}

/** One file to prepare: the `index`th file of submission `submission`. */
export interface Task {
  readonly submission: number;
  readonly index: number;
  readonly file: InputFile;
}

/** Files sent to a worker at once; `id` names its answer. */
export interface Batch {
  readonly id: number;
  readonly tasks: Task[];
}

/** A worker's answer: the batch's files prepared, in the batch's order. */
export interface BatchResult {
  readonly batch: number;
  readonly files: PreparedFile[];
}

/** A worker's first message: it is listening for batches. */
export const READY = { ready: true } as const;

export function isReady(value: unknown): boolean {
  return isRecord(value) && value.ready === true;
}

export function toWorkerInput(fingerprinting: Fingerprinting): WorkerInput {
  const { params, starter, reading } = fingerprinting;
  return { role: ROLE, params, starter, reading };
}

export function isWorkerInput(value: unknown): value is WorkerInput {
  return isRecord(value) && value.role === ROLE && value.starter instanceof Set;
}

export function isBatch(value: unknown): value is Batch {
  return isRecord(value) && typeof value.id === 'number' && Array.isArray(value.tasks);
}

export function isBatchResult(value: unknown): value is BatchResult {
  return isRecord(value) && typeof value.batch === 'number' && Array.isArray(value.files);
}

/** The buffers behind the files' typed arrays, each once (views of one buffer share it), to transfer. */
export function transferables(files: readonly PreparedFile[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (array: ArrayBufferView | undefined) => {
    if (array && array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  };
  for (const file of files) {
    add(file.ids);
    add(file.tokenLines.starts);
    add(file.tokenLines.odd);
    add(file.tokenLines.oddEnds);
    add(file.names);
    add(file.boilerplate);
    add(file.fingerprints.hashes);
    add(file.fingerprints.positions);
  }
  return [...buffers];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
