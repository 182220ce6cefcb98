// The parameters this run's fingerprints have: what a snapshot must match to be compared with them.
import { languages } from '../languages/registry.js';
import { HASH_FUNCTION_ID, sortFrontEnds } from '../snapshot/snapshot-parameters.js';
import type { SnapshotParameters } from '../snapshot/types.js';

/** k and w as given, this build's hash function and the version of every front end it has. */
export function currentParameters(k: number, w: number): SnapshotParameters {
  return {
    k,
    w,
    hashFunction: HASH_FUNCTION_ID,
    frontEnds: sortFrontEnds(languages.map((language) => ({ id: language.id, version: language.version }))),
  };
}
