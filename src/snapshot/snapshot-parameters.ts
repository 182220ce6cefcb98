// Which fingerprints are comparable: a snapshot records what made its fingerprints, and is refused (never
// silently compared) by a run whose k, w, hash function or front-end versions differ.
import { compareText } from '../engine/compare-text.js';
import { describeCohortSample } from './cohort-sample.js';
import { SnapshotMismatchError } from './snapshot-error.js';
import type { FrontEndVersion, SnapshotParameters } from './types.js';

/**
 * Names the functions that turn text into fingerprints, as the engine implements them: FNV-1a 32-bit token
 * ids (engine/token-id.ts), two polynomial rolling hashes mod 2^32 mixed into 52 bits
 * (engine/kgram-hashes.ts), robust winnowing (engine/winnow.ts). Change it whenever any of them changes.
 */
export const HASH_FUNCTION_ID = 'fnv1a32-tokens/poly2x32-mix52-kgrams/robust-winnow';

/** What a run expects of a snapshot; absent fields are not checked. */
export type ExpectedParameters = Partial<SnapshotParameters>;

/**
 * Why a snapshot made with `made` cannot be compared by a run expecting `expected`, or undefined if it can:
 * "made with k=21, this run uses k=25" (`other` names the expecting side). Front ends are compared where
 * both sides know the language: a language added since the build has no files in the snapshot, and one
 * removed since has no files in the run.
 */
export function parameterMismatch(
  made: SnapshotParameters,
  expected: ExpectedParameters,
  other = 'this run uses',
): string | undefined {
  if (expected.k !== undefined && made.k !== expected.k)
    return `made with k=${made.k}, ${other} k=${expected.k}`;
  if (expected.w !== undefined && made.w !== expected.w)
    return `made with w=${made.w}, ${other} w=${expected.w}`;
  if (expected.storedWindow !== undefined && made.storedWindow !== expected.storedWindow)
    return `made with stored window ${made.storedWindow}, ${other} ${expected.storedWindow}`;
  if (expected.cohortSampleBits !== undefined && made.cohortSampleBits !== expected.cohortSampleBits) {
    const sample = (bits: number) => `a course-statistics sample of ${describeCohortSample(bits)}`;
    const hint =
      "the sample follows the course's size: build every part of one course with the whole course's, --course-size N";
    return `made with ${sample(made.cohortSampleBits)}, ${other} ${sample(expected.cohortSampleBits)} (${hint})`;
  }
  if (expected.hashFunction !== undefined && made.hashFunction !== expected.hashFunction) {
    return `made with hash function '${made.hashFunction}', ${other} '${expected.hashFunction}'`;
  }
  const versions = new Map((expected.frontEnds ?? []).map((f) => [f.id, f.version]));
  for (const frontEnd of made.frontEnds) {
    const version = versions.get(frontEnd.id);
    if (version !== undefined && version !== frontEnd.version) {
      return `made with the ${frontEnd.id} front end version ${frontEnd.version}, ${other} version ${version}`;
    }
  }
  return undefined;
}

/** Throws SnapshotMismatchError, prefixed with `label`, unless a snapshot made with `made` fits `expected`. */
export function assertParameters(
  made: SnapshotParameters,
  expected: ExpectedParameters,
  label = 'snapshot',
): void {
  const problem = parameterMismatch(made, expected);
  if (problem !== undefined) throw new SnapshotMismatchError(`${label} was ${problem}`);
}

/** Whether two parameter sets are identical, front-end lists included. */
export function sameParameters(a: SnapshotParameters, b: SnapshotParameters): boolean {
  return parameterMismatch(a, b) === undefined && sameFrontEnds(a.frontEnds, b.frontEnds);
}

function sameFrontEnds(a: readonly FrontEndVersion[], b: readonly FrontEndVersion[]): boolean {
  return a.length === b.length && a.every((f, i) => f.id === b[i]!.id && f.version === b[i]!.version);
}

/** Front ends sorted by id, the order a snapshot stores them in. */
export function sortFrontEnds(frontEnds: readonly FrontEndVersion[]): FrontEndVersion[] {
  return frontEnds.map((f) => ({ id: f.id, version: f.version })).sort((x, y) => compareText(x.id, y.id));
}
