// The pair phase on worker threads (node:worker_threads). The calling thread builds the fingerprint index in
// shared memory; each thread, the calling one included, then pairs every n-th submission (round robin, so
// the shares cost about the same although early submissions make more matches) over that index and the files'
// tokens, which shareFiles has moved to shared memory as well: nothing large is copied to a worker. The pairs
// come back to the calling thread, which weighs their evidence and ranks them (findPairsWith): the report is
// the same whatever the number of threads. A worker is the process's entry script started again (bin.ts).
import { resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { PreparedFile, PreparedSubmissions } from '../check/prepare-files.js';
import type { Corpus, CorpusFile, Pair, PairOptions } from '../engine/corpus.js';
import { findPairs, findPairsWith } from '../engine/find-pairs.js';
import type { FingerprintIndex } from '../engine/fingerprint-index.js';
import { pairsOfSubmissions, type KeptPair, type SubmissionShare } from '../engine/submission-pairs.js';
import type { ThreadStarter } from './fingerprint-threads.js';

/** A pair thread failed or stopped before sending its pairs. */
export class PairThreadError extends Error {
  override readonly name = 'PairThreadError';
}

const ROLE = 'codewinnow-pairs';

interface WorkerInput {
  readonly role: typeof ROLE;
  readonly corpus: Corpus;
  readonly options: PairOptions;
  readonly index: FingerprintIndex;
  readonly share: SubmissionShare;
}

/**
 * The files with their tokens, fingerprint positions and starter marks copied to shared memory (the rest
 * as it was), for findPairsInThreads: the caller keeps these and drops the originals.
 */
export function shareFiles(prepared: PreparedSubmissions): PreparedSubmissions {
  const ids = sharedPool(
    prepared.files.map((file) => file.ids?.length ?? 0),
    Uint32Array,
  );
  const positions = sharedPool(
    prepared.files.map((file) => file.fingerprints.positions.length),
    Uint32Array,
  );
  const starter = sharedPool(
    prepared.files.map((file) => file.boilerplate?.length ?? 0),
    Uint8Array,
  );
  const files = prepared.files.map((file, f): PreparedFile => ({
    ...file,
    ids: file.ids && copied(file.ids, ids(f)),
    fingerprints: { ...file.fingerprints, positions: copied(file.fingerprints.positions, positions(f)) },
    boilerplate: file.boilerplate && copied(file.boilerplate, starter(f)),
  }));
  return { ...prepared, files };
}

/** findPairs with its pair step on `threads` threads (shareFiles's files: nothing large is copied). */
export async function findPairsInThreads(
  corpus: Corpus,
  options: PairOptions,
  threads: { readonly count: number; readonly starter: ThreadStarter | undefined },
): Promise<Pair[]> {
  const { count, starter } = threads;
  if (count <= 1 || !starter) return findPairs(corpus, options);
  const end = corpus.submissions.length;
  const plain: PairOptions = {
    maxSubmissionsPerFingerprint: options.maxSubmissionsPerFingerprint,
    minSimilarity: options.minSimilarity,
    neighbourMerging: options.neighbourMerging,
  };
  const forWorkers = { ...corpus, files: corpus.files.map(toWorkerFile), ignoredHashes: new Set<number>() };
  return findPairsWith(corpus, options, async (index) => {
    const shared = { ...index, spread: new Uint32Array(0) };
    const running = Array.from({ length: count - 1 }, (_, t) =>
      runWorker(starter, {
        role: ROLE,
        corpus: forWorkers,
        options: plain,
        index: shared,
        share: { first: t + 1, step: count, end },
      }),
    );
    const own = pairsOfSubmissions(corpus, options, index, { first: 0, step: count, end });
    return [own, ...(await Promise.all(running))].flat();
  });
}

/** True in a thread started by findPairsInThreads: the entry script then serves it instead of the CLI. */
export function isPairThread(): boolean {
  return !isMainThread && isWorkerInput(workerData);
}

/** The worker's side: pairs its share of the submissions and sends the pairs back. */
export function servePairThread(): void {
  const input: unknown = workerData;
  if (!isWorkerInput(input) || !parentPort) throw new PairThreadError('not a pair thread');
  parentPort.postMessage(pairsOfSubmissions(input.corpus, input.options, input.index, input.share));
}

// What a worker's pairing reads of a file: its arrays in shared memory, and no hashes, names or spans.
function toWorkerFile(file: CorpusFile): CorpusFile {
  const { submission, tokenCount, boilerplateTokens, ids, boilerplate, sparseWindow } = file;
  const fingerprints = { hashes: new Float64Array(0), positions: file.fingerprints.positions };
  return { submission, tokenCount, boilerplateTokens, ids, boilerplate, sparseWindow, fingerprints };
}

type PoolArray = Uint32Array | Uint8Array;

// One shared buffer for arrays of the given lengths; the function gives array i's view of it.
function sharedPool<T extends PoolArray>(
  lengths: readonly number[],
  type: { new (buffer: SharedArrayBuffer, offset: number, length: number): T; BYTES_PER_ELEMENT: number },
): (i: number) => T {
  const offsets = [0];
  for (const length of lengths) offsets.push(offsets[offsets.length - 1]! + length);
  const buffer = new SharedArrayBuffer(type.BYTES_PER_ELEMENT * offsets[offsets.length - 1]!);
  return (i) => new type(buffer, type.BYTES_PER_ELEMENT * offsets[i]!, lengths[i]!);
}

function copied<T extends PoolArray>(from: T, to: T): T {
  to.set(from);
  return to;
}

function runWorker(starter: ThreadStarter, data: WorkerInput): Promise<KeptPair[]> {
  return new Promise((resolvePromise, reject) => {
    let pairs: KeptPair[] | undefined;
    const worker = new Worker(resolve(starter.script), { workerData: data });
    worker.once('message', (message: unknown) => {
      if (Array.isArray(message)) pairs = message as KeptPair[];
    });
    worker.once('error', (error) => reject(new PairThreadError(`a pair thread failed: ${error.message}`)));
    worker.once('exit', (code) => {
      if (pairs) resolvePromise(pairs);
      else reject(new PairThreadError(`a pair thread stopped (exit ${code}) before it was done`));
    });
  });
}

function isWorkerInput(value: unknown): value is WorkerInput {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.role === ROLE && typeof record.index === 'object' && typeof record.share === 'object';
}
