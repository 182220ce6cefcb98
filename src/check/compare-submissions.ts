// The use case "compare these submissions with each other", as `codewinnow compare` runs it.
import type { Corpus, PairStep } from '../engine/corpus.js';
import { findPairs } from '../engine/find-pairs.js';
import { COHORT_MIN_SIMILARITY, cohortOfPairs } from '../engine/cohort-stats.js';
import { tokenLinesLocator } from './line-range.js';
import { toCohortJudgement } from './decide-flag.js';
import {
  prepareSubmissions,
  starterHashes,
  toFileSummary,
  type PreparedSubmissions,
} from './prepare-files.js';
import { toPairOptions } from './settings.js';
import { listedPairs } from './to-pair-result.js';
import type { CheckResult, CheckSettings, FileSummary, InputFile, SubmissionInput } from './types.js';

/** The steps of a compare, in order, for a shell that shows progress. */
export type ComparePhase = 'fingerprinting' | 'comparing';

export interface CompareInput {
  readonly submissions: readonly SubmissionInput[];
  /** Starter (template) code: never reported, and not counted against a pair. */
  readonly starter: readonly InputFile[];
  readonly settings: CheckSettings;
  /** Told as each step begins. */
  readonly onPhase?: ((phase: ComparePhase) => void) | undefined;
  /**
   * The submissions' files already tokenized and fingerprinted (prepareFile, with these settings and the
   * starter's hashes), as a shell with threads makes them; absent, they are made here.
   */
  readonly prepared?: PreparedSubmissions | undefined;
  /** Told as each step of the pair phase begins (findPairs), for a shell that times them. */
  readonly onStep?: ((step: PairStep) => void) | undefined;
}

/** Every pair of the given submissions at or above the minimum similarity, or flagged, ranked. */
export function compareSubmissions(input: CompareInput): CheckResult {
  const { settings } = input;
  const params = { k: settings.k, w: settings.w };
  if (!input.prepared) input.onPhase?.('fingerprinting');
  const starter = starterHashes(input.starter, params, settings.language);
  const prepared = input.prepared ?? prepareSubmissions(input.submissions, params, starter, settings);
  const corpus: Corpus = {
    params,
    submissions: input.submissions.map((_, owner) => ({ owner, side: 'query' })),
    files: prepared.files,
    ignoredHashes: starter,
  };
  const naming = {
    submissionName: (index: number) => input.submissions[index]!.name,
    file: (index: number) => {
      const file = prepared.files[index]!;
      return tokenLinesLocator(file.path, file.tokenLines);
    },
  };
  input.onPhase?.('comparing');
  let ignoredAbove: number | undefined;
  const options = toPairOptions(settings, corpus, { onIgnore: (spread) => (ignoredAbove = spread) });
  // Down to the statistics' floor whatever is listed, so that --min-similarity never changes a verdict.
  const minSimilarity = Math.min(options.minSimilarity ?? 0, COHORT_MIN_SIMILARITY);
  const found = findPairs(corpus, { ...options, minSimilarity, onStep: input.onStep });
  const cohort = cohortOfPairs(found, input.submissions.length);
  const pairs = listedPairs(found, naming, { settings, cohort }).map(({ result }) => result);
  const summaries = input.submissions.map((submission) => ({
    name: submission.name,
    files: [] as FileSummary[],
  }));
  for (const file of prepared.files) summaries[file.submission]!.files.push(toFileSummary(file));
  return {
    settings,
    submissions: summaries,
    pairs,
    skipped: [],
    ignoredAbove,
    cohort: toCohortJudgement(cohort),
  };
}
