// The parameters this run's fingerprints have: what a snapshot must match to be compared with them.
import { languages } from '../languages/registry.js';
import { HASH_FUNCTION_ID, sortFrontEnds, type ExpectedParameters } from '../snapshot/snapshot-parameters.js';
import type { SnapshotParameters } from '../snapshot/types.js';

/** k, w and the stored window as given, this build's hash function and the version of every front end. */
export function currentParameters(k: number, w: number, storedWindow: number): SnapshotParameters {
  return {
    k,
    w,
    storedWindow,
    hashFunction: HASH_FUNCTION_ID,
    frontEnds: sortFrontEnds(languages.map((language) => ({ id: language.id, version: language.version }))),
  };
}

/** What this build can compare with: its hash function and front-end versions, k and w when given. */
export function comparableParameters(k?: number, w?: number): ExpectedParameters {
  const { hashFunction, frontEnds } = currentParameters(0, 0, 0);
  return { k, w, hashFunction, frontEnds };
}
