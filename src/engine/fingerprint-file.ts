// One file's part of the engine: k-gram hashes, robust winnowing, and which tokens are starter code.
import { hashKgrams } from './kgram-hashes.js';
import { ScratchArray } from './scratch-array.js';
import type { FileFingerprints, FingerprintParameters } from './types.js';
import { winnow } from './winnow.js';

export interface FingerprintedFile {
  readonly fingerprints: FileFingerprints;
  readonly tokenCount: number;
  /**
   * 1 for each token inside a k-gram that also stands in the starter code, else 0; absent when no token
   * is. Such tokens count neither for nor against a pair, and fragments never reach into them.
   */
  readonly boilerplate: Uint8Array | undefined;
  /** How many tokens `boilerplate` marks. */
  readonly boilerplateTokens: number;
}

/**
 * Fingerprints a file's token ids. `starterKgrams` holds the hashes of every k-gram of the starter code
 * (see starterKgramHashes); winnowing still runs over all k-grams so positions stay those of the file.
 */
export function fingerprintFile(
  ids: Uint32Array,
  params: FingerprintParameters,
  starterKgrams?: ReadonlySet<number>,
): FingerprintedFile {
  const hashes = hashKgrams(ids, params.k, kgramScratch.take(ids.length));
  const fingerprints = winnow(hashes, params.w);
  const boilerplate = starterKgrams?.size
    ? markBoilerplate(hashes, ids.length, params.k, starterKgrams)
    : undefined;
  let boilerplateTokens = 0;
  if (boilerplate) for (const flag of boilerplate) boilerplateTokens += flag;
  return {
    fingerprints,
    tokenCount: ids.length,
    boilerplate: boilerplateTokens > 0 ? boilerplate : undefined,
    boilerplateTokens,
  };
}

// The k-gram hashes of the file being fingerprinted: only read while it is (winnow copies what it keeps).
const kgramScratch = new ScratchArray((length) => new Float64Array(length), 1 << 20);

/** Every k-gram hash of the starter files: any fingerprint equal to one of them is boilerplate. */
export function starterKgramHashes(files: readonly Uint32Array[], k: number): Set<number> {
  const set = new Set<number>();
  for (const ids of files) for (const hash of hashKgrams(ids, k)) set.add(hash);
  return set;
}

function markBoilerplate(
  hashes: Float64Array,
  tokenCount: number,
  k: number,
  starter: ReadonlySet<number>,
): Uint8Array {
  const marks = new Uint8Array(tokenCount);
  let markedUpTo = 0;
  for (let i = 0; i < hashes.length; i++) {
    if (!starter.has(hashes[i]!)) continue;
    for (let t = Math.max(i, markedUpTo); t < i + k; t++) marks[t] = 1;
    markedUpTo = i + k;
  }
  return marks;
}
