// Building a snapshot one submission at a time, so a whole course never sits in memory as text or tokens:
// each submission is tokenized, fingerprinted and reduced to its snapshot entry as it is added. Given the
// previous snapshot, a submission whose content has not changed is carried over instead of recomputed.
import { assembleSnapshot } from '../snapshot/assemble-snapshot.js';
import { entryOf, type SnapshotEntry } from '../snapshot/snapshot-entry.js';
import { sameParameters } from '../snapshot/snapshot-parameters.js';
import {
  contentHashOf,
  derivePseudonymKey,
  ownerId,
  ownerKey,
  pseudonymOf,
} from '../snapshot/submission-identity.js';
import { toEntryFile } from '../snapshot/to-entry-file.js';
import type { Snapshot, SnapshotParameters } from '../snapshot/types.js';
import { fingerprintTokens, tokenizeSubmissions } from './prepare-files.js';
import { thisBuildParameters } from './this-build-parameters.js';
import { storedWindowFor } from './stored-window.js';
import type { SkippedEntry, SubmissionInput } from './types.js';

/** A submission to store, with what is known of where it came from. */
export interface SnapshotSubmissionInput extends SubmissionInput {
  /** Repository full name; the owner id and pseudonym come from it (else from `name`). */
  readonly repo?: string | undefined;
  readonly commit?: string | undefined;
  /** Commit time, milliseconds since 1970: decides which version a merge keeps. */
  readonly commitTime?: number | undefined;
}

export interface SnapshotBuildSettings {
  readonly k: number;
  readonly w: number;
  /** Largest window of the fingerprints stored, ≥ w; each submission's comes from storedWindowFor. */
  readonly storedWindow: number;
  /** Creation time in milliseconds since 1970, from the shell's clock. */
  readonly createdAt: number;
  /** Store names, repos and commits: the staff copy. Never give one to students. */
  readonly includeNames: boolean;
  /** Staff secret for pseudonyms; without one they are derived from the starter code and guessable. */
  readonly pseudonymKey?: Uint8Array | undefined;
}

export interface SnapshotBuild {
  /** Adds one submission; returns whether it was recomputed or carried over from the previous snapshot. */
  add(submission: SnapshotSubmissionInput): 'computed' | 'kept';
  /** Files no front end reads, so far. */
  readonly skipped: readonly SkippedEntry[];
  finish(): Snapshot;
}

/** Two submissions of one build with the same owner (names equal but for case, or one repo twice). */
export class DuplicateSubmissionError extends Error {
  override readonly name = 'DuplicateSubmissionError';
}

export interface SnapshotBuildStart {
  readonly settings: SnapshotBuildSettings;
  /** Every k-gram hash of the starter code. */
  readonly starter: ReadonlySet<number>;
  /** Its unchanged submissions are carried over when it was made with the same parameters and starter. */
  readonly previous?: Snapshot | undefined;
}

export function startSnapshotBuild(start: SnapshotBuildStart): SnapshotBuild {
  const { settings, starter } = start;
  const params = thisBuildParameters(settings.k, settings.w, settings.storedWindow);
  const starterHashes = Float64Array.from(starter).sort();
  const reusable =
    start.previous && isReusable(start.previous, params, starterHashes) ? start.previous : undefined;
  const state: BuildState = {
    params,
    starter,
    key: settings.pseudonymKey ?? derivePseudonymKey(params, starterHashes),
    reusable,
    previousIndex: new Map(reusable?.submissions.map((s, i) => [s.owner, i])),
    entries: [],
    names: new Map(),
    skipped: [],
  };
  return {
    skipped: state.skipped,
    add: (submission) => addSubmission(state, submission),
    finish: () =>
      assembleSnapshot({
        params,
        createdAt: settings.createdAt,
        namesIncluded: settings.includeNames,
        pseudonymsKeyed: settings.pseudonymKey !== undefined,
        starter: starterHashes,
        entries: state.entries,
      }),
  };
}

interface BuildState {
  readonly params: SnapshotParameters;
  readonly starter: ReadonlySet<number>;
  readonly key: Uint8Array;
  readonly reusable: Snapshot | undefined;
  /** Index in `reusable` of each owner. */
  readonly previousIndex: ReadonlyMap<string, number>;
  readonly entries: SnapshotEntry[];
  /** Name of the submission added for each owner so far. */
  readonly names: Map<string, string>;
  readonly skipped: SkippedEntry[];
}

function addSubmission(state: BuildState, submission: SnapshotSubmissionInput): 'computed' | 'kept' {
  const keyText = ownerKey(submission);
  const owner = ownerId(keyText);
  const earlier = state.names.get(owner);
  if (earlier !== undefined) {
    throw new DuplicateSubmissionError(`${submission.name} and ${earlier} are the same repository`);
  }
  state.names.set(owner, submission.name);
  const contentHash = contentHashOf(submission.files);
  const meta = { owner, pseudonym: pseudonymOf(state.key, keyText), contentHash, ...metadataOf(submission) };
  const { reusable } = state;
  const index = state.previousIndex.get(owner);
  if (reusable && index !== undefined && reusable.submissions[index]!.contentHash === contentHash) {
    const { window, files } = entryOf(reusable, index);
    state.entries.push({ ...meta, window, files });
    return 'kept';
  }
  const tokenized = tokenizeSubmissions([submission]);
  state.skipped.push(...tokenized.skipped);
  const tokens = tokenized.files.reduce((sum, file) => sum + file.ids.length, 0);
  const { k, storedWindow } = state.params;
  const window = storedWindowFor(tokens, storedWindow);
  const files = tokenized.files.map((file) =>
    toEntryFile(fingerprintTokens(file, { k, w: window }, state.starter), k),
  );
  state.entries.push({ ...meta, window, files });
  return 'computed';
}

function metadataOf(
  submission: SnapshotSubmissionInput,
): Omit<SnapshotEntry, 'owner' | 'pseudonym' | 'contentHash' | 'window' | 'files'> {
  const { name, repo, commit, commitTime } = submission;
  return { name, repo, commit, commitTime };
}

function isReusable(previous: Snapshot, params: SnapshotParameters, starter: Float64Array): boolean {
  const old = previous.starter;
  return (
    sameParameters(previous.params, params) &&
    old.length === starter.length &&
    old.every((h, i) => h === starter[i])
  );
}
