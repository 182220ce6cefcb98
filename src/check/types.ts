// The result both shells and every report speak: submissions, ranked pairs with their fragments as line
// ranges, and what was skipped. Lines here are 0-based and half-open like everywhere inside; reports turn
// them into the 1-based lines people read.
import type { CohortStats } from '../engine/cohort-stats.js';
import type { LineRange, TokenRange } from '../engine/types.js';
import type { NotebookCellLines } from '../languages/read-notebook.js';
import type { LanguageId } from '../languages/types.js';
import type { AppliedDecision, DecisionRecord } from './decision-types.js';

/** A notebook's code cells on its lines (languages/read-notebook.ts), for the reports. */
export type { NotebookCellLines } from '../languages/read-notebook.js';

/** The engine's line range, for the reports (which see the engine only through the check's types). */
export type { LineRange } from '../engine/types.js';

/** One file of a submission as read from disk, a PR or a tarball. */
export interface InputFile {
  readonly path: string;
  readonly text: string;
  /** Read the file as this language, whatever its extension (a per-file override, ahead of the run's). */
  readonly language?: LanguageId | undefined;
  /** How the file was read when not as plain UTF-8 source (its encoding, a cut, minified...). */
  readonly notes?: readonly FileNote[] | undefined;
}

/** Something people should know about how a file was read or tokenized; `kind` is a word, `detail` a sentence. */
export interface FileNote {
  readonly kind: string;
  readonly detail: string;
}

export interface SubmissionInput {
  /** How people name it: the path as given on the command line, a repo name. Unique within a run. */
  readonly name: string;
  readonly files: readonly InputFile[];
}

export interface FileSummary {
  readonly path: string;
  readonly language: LanguageId;
  readonly lines: number;
  readonly tokens: number;
  /** Tokens that are starter code. */
  readonly starterTokens: number;
  /** Lines that are starter code (see check/starter-lines.ts), for reports that show the code; absent if none. */
  readonly starterLines?: readonly LineRange[] | undefined;
  /** How the file was read (encoding, truncated, minified, language by content); absent if plainly. */
  readonly notes?: readonly FileNote[] | undefined;
  /** A notebook's code cells on its lines, so reports say "cell 3, lines 2–9"; absent for other files. */
  readonly cells?: readonly NotebookCellLines[] | undefined;
}

export interface SubmissionSummary {
  readonly name: string;
  readonly files: readonly FileSummary[];
}

export interface FragmentSide {
  readonly file: string;
  readonly lines: LineRange;
  readonly tokens: TokenRange;
}

/** "These lines of this file ↔ those lines of that file". */
export interface MatchFragment {
  readonly a: FragmentSide;
  readonly b: FragmentSide;
}

export interface PairResult {
  readonly a: string;
  readonly b: string;
  readonly similarity: number;
  readonly coverageA: number;
  readonly coverageB: number;
  readonly longestFragment: number;
  readonly sharedTokensA: number;
  readonly sharedTokensB: number;
  readonly sharedLinesA: number;
  readonly sharedLinesB: number;
  /** The strongest fragment's informative tokens: rare, non-repetitive shared code (fragment-evidence.ts). */
  readonly informativeTokens: number;
  /**
   * What pairs are ranked by: the similarity, times the share of the shared code whose names agree (the same
   * names, or renamed one-to-one; engine/name-agreement.ts). Code that only has the same shape counts less.
   */
  readonly score: number;
  /** That share; null when no names could be compared (a snapshot made before names were kept). */
  readonly namesAgree: number | null;
  /** Worth a person's look (check/decide-flag.ts). */
  readonly flagged: boolean;
  /** Why it is flagged, in one short line naming no one; empty when it is not. */
  readonly reason: string;
  /** Ordered by file of a, then start line. */
  readonly fragments: readonly MatchFragment[];
  /** What the decisions file says of the pair (check/apply-decisions.ts); absent when nothing. */
  readonly decision?: AppliedDecision | undefined;
}

export interface SkippedEntry {
  readonly submission: string;
  readonly path: string;
  readonly reason: string;
  readonly detail: string;
}

export interface CheckResult {
  readonly settings: CheckSettings;
  readonly submissions: readonly SubmissionSummary[];
  /** Ranked: similarity, then longest fragment, then names. */
  readonly pairs: readonly PairResult[];
  /**
   * The files not compared, each with its reason. Files are skipped when read, so the use cases, which read
   * none, give none: the shell that read the files fills this in.
   */
  readonly skipped: readonly SkippedEntry[];
  /** Fingerprints in more than this many submissions were ignored to keep the run linear, if any were. */
  readonly ignoredAbove?: number | undefined;
  /** The course's pair statistics the flags were decided against. */
  readonly cohort?: CohortJudgement | undefined;
  /**
   * Pairs of this run's submissions the decisions file confirms that are not among `pairs` (below
   * minSimilarity now, or no longer sharing code): listed so that a confirmed copy never drops out of sight.
   */
  readonly confirmedNotFound?: readonly ConfirmedPair[] | undefined;
}

/** A confirmed pair as the decisions file records it. */
export interface ConfirmedPair extends DecisionRecord {
  readonly a: string;
  readonly b: string;
}

/** A course's pair statistics, with the similarity from which a pair stands out (null: too few pairs). */
export interface CohortJudgement extends CohortStats {
  /** The score from which a pair stands out (above 1 when none can); null when too few pairs to judge by. */
  readonly standsOutFrom: number | null;
  /**
   * The course's median pair already scores OUTLIER_FLOOR: its submissions are alike throughout (a source
   * most of them share, or an exercise that leaves little room), and a flag says less than usual.
   */
  readonly alike: boolean;
}

export interface CheckSettings {
  /** Tokens per k-gram. */
  readonly k: number;
  /** Winnowing window, in k-grams. */
  readonly w: number;
  /** Fingerprints in more than this share of the submissions are ignored as common code. */
  readonly maxShare: number;
  /** Pairs below this similarity are left out of the result (0 keeps every pair sharing a fingerprint). */
  readonly minSimilarity: number;
  /** A pair at or above this similarity is flagged: worth a person's look. */
  readonly threshold: number;
  /** A pair with one fragment of at least this many informative tokens is flagged, whatever its similarity. */
  readonly longFragment: number;
  /** Every file is read as this language, whatever its extension. */
  readonly language?: LanguageId | undefined;
  /** Only the first this many tokens of a file are compared (the file is noted truncated). */
  readonly maxTokens?: number | undefined;
}
