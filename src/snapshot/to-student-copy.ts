// A staff copy without its names: what may be given to students (the pull-request checks read it). The
// same bytes a build without names would have made: owner ids, pseudonyms and fingerprints are kept.
import { assembleSnapshot } from './assemble-snapshot.js';
import { entryOf } from './snapshot-entry.js';
import type { Snapshot } from './types.js';

/** `snapshot` with no names, repositories, commits or file folders (unchanged when it holds none). */
export function toStudentCopy(snapshot: Snapshot): Snapshot {
  if (!snapshot.namesIncluded) return snapshot;
  return assembleSnapshot({
    params: snapshot.params,
    createdAt: snapshot.createdAt,
    namesIncluded: false,
    pseudonymsKeyed: snapshot.pseudonymsKeyed,
    starter: snapshot.starter,
    entries: snapshot.submissions.map((_, index) => entryOf(snapshot, index)),
    cohort: snapshot.cohort,
    flagRule: snapshot.flagRule,
  });
}
