// The parameters this build of codewinnow fingerprints with: what a snapshot it builds records, and what a
// snapshot it reads must agree with to be compared with its fingerprints.
import { languages } from '../languages/registry.js';
import { HASH_FUNCTION_ID, sortFrontEnds, type ExpectedParameters } from '../snapshot/snapshot-parameters.js';
import type { SnapshotParameters } from '../snapshot/types.js';

/**
 * k, w, the stored window and the statistics' sample as given (by default every submission), this build's
 * hash function and the version of every front end.
 */
export function thisBuildParameters(
  k: number,
  w: number,
  storedWindow: number,
  cohortSampleBits = 0,
): SnapshotParameters {
  return {
    k,
    w,
    storedWindow,
    cohortSampleBits,
    hashFunction: HASH_FUNCTION_ID,
    frontEnds: sortFrontEnds(languages.map((language) => ({ id: language.id, version: language.version }))),
  };
}

/**
 * What a snapshot must agree with to be compared with this build's fingerprints: its hash function and
 * front-end versions, and k and w when the run's settings give them (a run that takes k and w from the
 * snapshot gives none).
 */
export function comparableParameters(k?: number, w?: number): ExpectedParameters {
  const { hashFunction, frontEnds } = thisBuildParameters(0, 0, 0);
  return { k, w, hashFunction, frontEnds };
}
