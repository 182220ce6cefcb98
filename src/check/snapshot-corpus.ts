// The engine corpus of a check against snapshots: the checked submissions in full, and of each snapshot only
// what can pair with them. A course holds tens of millions of fingerprints and corpus submissions never
// pair with each other, so only the snapshot fingerprints whose hash the checked submissions have are kept;
// each run of dropped fingerprints becomes one placeholder with a hash of its own, so that "consecutive in
// the snapshot's file", which chains fingerprints into fragments (engine/fragments.ts), means exactly what it
// would with all of them.
// Every file of a submission that shares anything is kept (its token counts size the submission), with its
// starter tokens marked, so fragments and scores leave starter code out exactly as compare does. The marks
// (a byte per token) are made when the engine first reads them: only files of pairs that get fragments are
// read, and a course's kept files would otherwise hold a byte for each of their millions of tokens.
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
  const { matched } = kept;
  // A placeholder before each match that does not follow the previous one.
  const first = file.fingerprints.start;
  let count = matched.length;
  for (let m = 0; m < matched.length; m++) if (matched[m]! > (m === 0 ? first : matched[m - 1]! + 1)) count++;
  const outHashes = new Float64Array(count);
  const outPositions = new Uint32Array(count);
  const outNames = new Uint8Array(count); // a placeholder's stays 0: it matches nothing, so it is never compared
  let out = 0;
  let previous = first - 1;
  for (const index of matched) {
    if (index > previous + 1) {
      outHashes[out] = kept.placeholders.next++;
      outPositions[out++] = positions[index - 1]!;
    }
    outHashes[out] = hashes[index]!;
    outPositions[out] = positions[index]!;
    outNames[out++] = names[index]!;
    previous = index;
  }
  const { start, end } = file.starterRuns;
  // Marks matter only where fragments can be: in files that share a fingerprint.
  const runs =
    end > start && matched.length > 0 ? snapshot.starterRuns.subarray(2 * start, 2 * end) : undefined;
  return new KeptFile(
    {
      submission: kept.engineIndex,
      fingerprints: { hashes: outHashes, positions: outPositions },
      names: outNames,
      sparseWindow: snapshot.submissions[file.submission]!.window,
      tokenCount: file.tokens,
      boilerplateTokens: file.starterTokens,
    },
    runs,
  );
}

/** A kept snapshot file: its starter marks made from its runs the first time they are read. */
class KeptFile implements CorpusFile {
  readonly submission: number;
  readonly fingerprints: CorpusFile['fingerprints'];
  readonly names: Uint8Array;
  readonly sparseWindow: number;
  readonly tokenCount: number;
  readonly boilerplateTokens: number;
  private marks: Uint8Array | undefined;

  constructor(
    file: Omit<KeptFile, 'boilerplate'>,
    private starterRuns: Uint32Array | undefined,
  ) {
    this.submission = file.submission;
    this.fingerprints = file.fingerprints;
    this.names = file.names;
    this.sparseWindow = file.sparseWindow;
    this.tokenCount = file.tokenCount;
    this.boilerplateTokens = file.boilerplateTokens;
  }

  get boilerplate(): Uint8Array | undefined {
    if (this.starterRuns !== undefined) {
      this.marks = toMarks(this.starterRuns, this.tokenCount);
      this.starterRuns = undefined;
    }
    return this.marks;
  }
}
