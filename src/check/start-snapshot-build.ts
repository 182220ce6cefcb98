// The one course-snapshot builder, for `codewinnow snapshot build|update` and the rescan alike: one submission
// at a time, so a whole course never sits in memory as text or tokens; each is tokenized, fingerprinted and
// reduced to its snapshot entry as it is added, and the entries are assembled once at the end.
//
// One carry-over rule: a submission whose content is known to be unchanged since the previous snapshot keeps
// that snapshot's fingerprints, with its identity and metadata as this build computes them. It is known by
// its content hash when its files are given (add), or on the caller's word when they were not downloaded
// because the host says nothing changed (keep). Fingerprints carry over only from a snapshot made with this
// build's parameters, and by content hash only when the starter code is the same too.
import { assembleSnapshot } from '../snapshot/assemble-snapshot.js';
import { inCohortSample } from '../snapshot/cohort-sample.js';
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
import type { FlagRule, Snapshot, SnapshotParameters, SnapshotSubmission } from '../snapshot/types.js';
import { fingerprintTokens, tokenizeSubmissions } from './prepare-files.js';
import { DEFAULT_SETTINGS } from './settings.js';
import { comparedWindowFor, storedWindowFor } from './stored-window.js';
import { thisBuildParameters } from './this-build-parameters.js';
import type { SubmissionInput } from './types.js';

/** A submission to store, with what is known of where it came from. */
export interface SnapshotSubmissionInput extends SubmissionInput {
  /** Repository full name; the owner id and pseudonym come from it (else from `name`). */
  readonly repo?: string | undefined;
  readonly commit?: string | undefined;
  /** Commit time, milliseconds since 1970: decides which version a merge keeps. */
  readonly commitTime?: number | undefined;
}

/** What is stored of a submission besides its fingerprints. */
export type SubmissionMetadata = Omit<SnapshotSubmissionInput, 'files' | 'language'>;

export interface SnapshotBuildSettings {
  readonly k: number;
  readonly w: number;
  /** Largest window of the fingerprints stored, ≥ w; each submission's comes from storedWindowFor. */
  readonly storedWindow: number;
  /**
   * The statistics' sample: 1 in 2^bits submissions, by owner id, stored no sparser than w
   * (snapshot/cohort-sample.ts). Default 0, every one: give cohortSampleBitsFor(the course's size).
   */
  readonly cohortSampleBits?: number | undefined;
  /** Creation time in milliseconds since 1970, from the shell's clock. */
  readonly createdAt: number;
  /** Store names, repos and commits: the staff copy. Never give one to students. */
  readonly includeNames: boolean;
  /** Staff secret for pseudonyms; without one they are derived from the starter code and guessable. */
  readonly pseudonymKey?: Uint8Array | undefined;
  /** The course's flag rule, which checks against the snapshot apply (default: DEFAULT_SETTINGS's). */
  readonly flagRule?: FlagRule | undefined;
}

/**
 * How the previous snapshot serves: not given; made with other parameters (unused); made with other starter
 * code (its fingerprints serve only for what `keep` is told to carry over); or fully.
 */
export type PreviousUse = 'none' | 'other-parameters' | 'other-starter' | 'reusable';

export interface SnapshotBuild {
  /** Adds one submission; returns whether it was recomputed or carried over from the previous snapshot. */
  add(submission: SnapshotSubmissionInput): 'computed' | 'kept';
  /**
   * Carries a submission over from the previous snapshot unread, its content known to be unchanged.
   * @throws PreviousEntryError when the previous snapshot (with this build's parameters) has no entry for it.
   */
  keep(submission: SubmissionMetadata): void;
  /** The previous snapshot's entry for a submission, when that snapshot was made with this build's parameters. */
  previousOf(submission: Pick<SubmissionMetadata, 'name' | 'repo'>): SnapshotSubmission | undefined;
  readonly previousUse: PreviousUse;
  finish(): Snapshot;
}

/** Two submissions of one build with the same owner (names equal but for case, or one repo twice). */
export class DuplicateSubmissionError extends Error {
  override readonly name = 'DuplicateSubmissionError';
}

/** A submission to keep that the previous snapshot does not hold. */
export class PreviousEntryError extends Error {
  override readonly name = 'PreviousEntryError';
}

export interface SnapshotBuildStart {
  readonly settings: SnapshotBuildSettings;
  /** Every k-gram hash of the starter code. */
  readonly starter: ReadonlySet<number>;
  /** Its unchanged submissions are carried over when it was made with the same parameters (and starter). */
  readonly previous?: Snapshot | undefined;
}

export function startSnapshotBuild(start: SnapshotBuildStart): SnapshotBuild {
  const { settings } = start;
  const params = buildParameters(settings);
  const starterHashes = Float64Array.from(start.starter).sort();
  const previous = comparablePrevious(start.previous, settings);
  const previousUse: PreviousUse = !start.previous
    ? 'none'
    : !previous
      ? 'other-parameters'
      : sameHashes(previous.starter, starterHashes)
        ? 'reusable'
        : 'other-starter';
  const state: BuildState = {
    params,
    starter: start.starter,
    key: settings.pseudonymKey ?? derivePseudonymKey(params, starterHashes),
    previous,
    reusable: previousUse === 'reusable',
    previousIndex: new Map(previous?.submissions.map((s, i) => [s.owner, i])),
    entries: [],
    names: new Map(),
  };
  return {
    previousUse,
    add: (submission) => addSubmission(state, submission),
    keep: (submission) => keepSubmission(state, submission),
    previousOf: (submission) => {
      const index = state.previousIndex.get(ownerId(ownerKey(submission)));
      return index === undefined ? undefined : previous!.submissions[index];
    },
    finish: () =>
      assembleSnapshot({
        params,
        createdAt: settings.createdAt,
        namesIncluded: settings.includeNames,
        pseudonymsKeyed: settings.pseudonymKey !== undefined,
        starter: starterHashes,
        entries: state.entries,
        flagRule: settings.flagRule ?? defaultFlagRule(),
      }),
  };
}

/** The flag rule of DEFAULT_SETTINGS. */
export function defaultFlagRule(): FlagRule {
  return { threshold: DEFAULT_SETTINGS.threshold, longFragment: DEFAULT_SETTINGS.longFragment };
}

/** `previous` when it was made with the parameters of a build with `settings`, else undefined. */
export function comparablePrevious(
  previous: Snapshot | undefined,
  settings: BuildParameterSettings,
): Snapshot | undefined {
  return previous && sameParameters(previous.params, buildParameters(settings)) ? previous : undefined;
}

type BuildParameterSettings = Pick<SnapshotBuildSettings, 'k' | 'w' | 'storedWindow' | 'cohortSampleBits'>;

function buildParameters(settings: BuildParameterSettings): SnapshotParameters {
  const { k, w, storedWindow, cohortSampleBits } = settings;
  return thisBuildParameters(k, w, storedWindow, cohortSampleBits);
}

interface BuildState {
  readonly params: SnapshotParameters;
  readonly starter: ReadonlySet<number>;
  readonly key: Uint8Array;
  /** The previous snapshot, when made with this build's parameters. */
  readonly previous: Snapshot | undefined;
  /** Whether its fingerprints stand for an unchanged content hash (the starter code is the same too). */
  readonly reusable: boolean;
  /** Index in `previous` of each owner. */
  readonly previousIndex: ReadonlyMap<string, number>;
  readonly entries: SnapshotEntry[];
  /** Name of the submission added for each owner so far. */
  readonly names: Map<string, string>;
}

function addSubmission(state: BuildState, submission: SnapshotSubmissionInput): 'computed' | 'kept' {
  const contentHash = contentHashOf(submission.files);
  const identity = identify(state, submission);
  const index = state.previousIndex.get(identity.owner);
  if (
    state.reusable &&
    index !== undefined &&
    state.previous!.submissions[index]!.contentHash === contentHash
  ) {
    carryOver(state, index, identity);
    return 'kept';
  }
  const tokenized = tokenizeSubmissions([submission]);
  const tokens = tokenized.reduce((sum, file) => sum + file.ids.length, 0);
  const { k, w, storedWindow, cohortSampleBits } = state.params;
  // A small submission whole, as compare fingerprints it (comparedWindowFor), else about 256 fingerprints,
  // and one of the statistics' sample never sparser than compare's w.
  const sparsest = inCohortSample(identity.owner, cohortSampleBits) ? w : storedWindow;
  const window = comparedWindowFor(submission.files, storedWindowFor(tokens, sparsest));
  const files = tokenized.map((file) =>
    toEntryFile(fingerprintTokens(file, { k, w: window }, state.starter), k),
  );
  state.entries.push({ ...identity, contentHash, window, files });
  return 'computed';
}

function keepSubmission(state: BuildState, submission: SubmissionMetadata): void {
  const identity = identify(state, submission);
  const index = state.previousIndex.get(identity.owner);
  if (index === undefined)
    throw new PreviousEntryError(`${submission.name} is not in the previous snapshot: it cannot be kept`);
  carryOver(state, index, identity);
}

type Identity = Omit<SnapshotEntry, 'contentHash' | 'window' | 'files'>;

/** Who the submission is, as this build computes it; refuses a second submission of one owner. */
function identify(state: BuildState, submission: SubmissionMetadata): Identity {
  const keyText = ownerKey(submission);
  const owner = ownerId(keyText);
  const earlier = state.names.get(owner);
  if (earlier !== undefined) {
    throw new DuplicateSubmissionError(`${submission.name} and ${earlier} are the same repository`);
  }
  state.names.set(owner, submission.name);
  const { name, repo, commit, commitTime } = submission;
  return { owner, pseudonym: pseudonymOf(state.key, keyText), name, repo, commit, commitTime };
}

/** The carry-over rule: the previous entry's content and fingerprints, this build's identity. */
function carryOver(state: BuildState, index: number, identity: Identity): void {
  const { contentHash, window, files } = entryOf(state.previous!, index);
  state.entries.push({ ...identity, contentHash, window, files });
}

/** Whether two sorted starter hash lists are the same. */
export function sameHashes(a: Float64Array, b: Float64Array): boolean {
  return a.length === b.length && a.every((hash, i) => hash === b[i]);
}
