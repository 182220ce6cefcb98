// The engine corpus of a check against snapshots: the checked submissions in full, and of each snapshot only
// what can pair with them. A course holds tens of millions of fingerprints and corpus submissions never
// pair with each other, so only the snapshot fingerprints whose hash the checked submissions have are kept;
// each run of dropped fingerprints becomes one placeholder with a hash of its own, so that "consecutive in
// the snapshot's file", which chains fingerprints into fragments (engine/fragments.ts), means exactly what it
// would with all of them.
// Every file of a submission that shares anything is kept (its token counts size the submission), with its
// starter tokens marked, so fragments and scores leave starter code out exactly as compare does.
import type { Corpus, CorpusFile, CorpusSubmission } from '../engine/corpus.js';
import type { FingerprintParameters } from '../engine/types.js';
import { toMarks } from '../snapshot/to-entry-file.js';
import type { Snapshot, SnapshotFile } from '../snapshot/types.js';
import type { HashLookup } from './hash-lookup.js';

/** Where an engine submission or file of the corpus comes from. */
export interface SnapshotSource {
  readonly snapshot: number;
  /** Index into that snapshot's submissions or files. */
  readonly index: number;
}

export interface SnapshotCorpusInput {
  readonly params: FingerprintParameters;
  /** The checked submissions' files, engine submissions 0 .. queryOwners.length - 1. */
  readonly queryFiles: readonly CorpusFile[];
  /** Owner ids of each checked submission: a snapshot submission with any of them is its own. */
  readonly queryOwners: readonly (readonly string[])[];
  readonly snapshots: readonly Snapshot[];
  /** The checked submissions' reportable hashes (starter left out). */
  readonly lookup: HashLookup;
  readonly ignoredHashes: ReadonlySet<number>;
}

export interface SnapshotCorpus {
  readonly corpus: Corpus;
  /** Source of engine submission queryOwners.length + i. */
  readonly submissions: readonly SnapshotSource[];
  /** Source of engine file queryFiles.length + i. */
  readonly files: readonly SnapshotSource[];
}

/** Placeholder hashes are 2^52 and up: no 52-bit fingerprint equals one, and each is used once. */
const PLACEHOLDER_BASE = 2 ** 52;

export function buildSnapshotCorpus(input: SnapshotCorpusInput): SnapshotCorpus {
  const owners = new Map<string, number>();
  const ownerNumber = (owner: string) => owners.get(owner) ?? owners.set(owner, owners.size).get(owner)!;
  const submissions: CorpusSubmission[] = input.queryOwners.map((ids) => {
    const owner = ownerNumber(ids[0]!);
    for (const id of ids) if (!owners.has(id)) owners.set(id, owner);
    return { owner, side: 'query' };
  });
  const files: CorpusFile[] = [...input.queryFiles];
  const submissionSources: SnapshotSource[] = [];
  const fileSources: SnapshotSource[] = [];
  const placeholders = { next: PLACEHOLDER_BASE };
  input.snapshots.forEach((snapshot, s) => {
    const matched = input.lookup.matchingIndexes(snapshot.fingerprints.hashes);
    let m = 0;
    snapshot.submissions.forEach((submission, index) => {
      const { start, end } = submission.files;
      if (start === end) return;
      const last = snapshot.files[end - 1]!.fingerprints.end;
      if (m >= matched.length || matched[m]! >= last) return;
      const engineIndex = submissions.length;
      submissions.push({ owner: ownerNumber(submission.owner), side: 'corpus' });
      submissionSources.push({ snapshot: s, index });
      for (let f = start; f < end; f++) {
        const file = snapshot.files[f]!;
        const from = m;
        while (m < matched.length && matched[m]! < file.fingerprints.end) m++;
        files.push(
          keptFile(snapshot, file, { engineIndex, matched: matched.subarray(from, m), placeholders }),
        );
        fileSources.push({ snapshot: s, index: f });
      }
    });
  });
  const corpus: Corpus = { params: input.params, submissions, files, ignoredHashes: input.ignoredHashes };
  return { corpus, submissions: submissionSources, files: fileSources };
}

interface KeptFileInput {
  readonly engineIndex: number;
  /** Indexes of the file's fingerprints that the checked submissions share, ascending. */
  readonly matched: Uint32Array;
  readonly placeholders: { next: number };
}

function keptFile(snapshot: Snapshot, file: SnapshotFile, kept: KeptFileInput): CorpusFile {
  const { hashes, positions, names } = snapshot.fingerprints;
  const outHashes: number[] = [];
  const outPositions: number[] = [];
  const outNames: number[] = [];
  let previous = file.fingerprints.start - 1;
  for (const index of kept.matched) {
    if (index > previous + 1) {
      outHashes.push(kept.placeholders.next++);
      outPositions.push(positions[index - 1]!);
      outNames.push(0); // never compared: a placeholder matches nothing
    }
    outHashes.push(hashes[index]!);
    outPositions.push(positions[index]!);
    outNames.push(names[index]!);
    previous = index;
  }
  const { start, end } = file.starterRuns;
  return {
    submission: kept.engineIndex,
    fingerprints: { hashes: Float64Array.from(outHashes), positions: Uint32Array.from(outPositions) },
    names: Uint8Array.from(outNames),
    sparseWindow: snapshot.submissions[file.submission]!.window,
    tokenCount: file.tokens,
    boilerplateTokens: file.starterTokens,
    // Marks matter only where fragments can be: in files that share a fingerprint.
    boilerplate:
      end > start && kept.matched.length > 0
        ? toMarks(snapshot.starterRuns.subarray(2 * start, 2 * end), file.tokens)
        : undefined,
  };
}
