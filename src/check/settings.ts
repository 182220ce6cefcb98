// Default settings of a check, and the rule that turns a share of submissions into a count.
import type { Corpus, PairOptions } from '../engine/corpus.js';
import type { CheckSettings } from './types.js';

// Chosen on IR-Plag (npm run bench:quality; README has the figures):
// - k = 14 normalized tokens, about two lines of Java once braces and imports are gone. k from 12 to 16
//   gives AUCs within about 0.01 of each other; shorter k-grams match the idioms every solution of an
//   exercise shares, longer ones miss the shorter runs left in reordered code (these programs are 11 to 34
//   lines long). w = 8 keeps density 2/9 and still finds any shared run of w + k - 1 = 21 tokens; a
//   submission of up to 4 KiB keeps every k-gram instead, as its snapshot does (check/stored-window.ts).
// - maxShare = 1 (ignore nothing): every share below 1 lowered the AUCs there, because copies of one
//   original are the majority of each task; a course whose shared code is not in --base should set it.
// - the match budget: at most MATCH_BUDGET_PER_FINGERPRINT matches per fingerprint (and never fewer than
//   MATCH_BUDGET_FLOOR), so pairing stays linear in the course's size (bench:speed). A course that would
//   exceed it ignores its most widely shared fingerprints first, and says so; IR-Plag's tasks (under 70
//   submissions, 55 copies of one program among them) never reach it.
// - threshold 0.5: independent solutions of one exercise rarely cover half of each other, copies do. It
//   flags whatever the course looks like and whatever the names (a copy renamed at random with reworded
//   messages is still half of both programs token for token); OUTLIER_FLOOR and OUTLIER_SPREAD below flag
//   less similar pairs where the course's own pairs are far less similar still (see check/decide-flag.ts).
//   Judged on the score instead, the threshold cut IR-Plag's and the disguise benchmark's false flags by
//   a few percent to a third but lost copies that reworded their prompts (IR-Plag, pairs with the original:
//   recall 0.746 → 0.713), the kind of copy an LLM makes: kept on the similarity.
// - longFragment 100 informative tokens (about 12 to 20 lines of ordinary code no other submission has):
//   one run that long is copied code whatever the share. Counted in informative tokens, not raw ones
//   (engine/fragment-evidence.ts), because on a held-out contest set 541 of 558 false flags came from
//   raw runs of 104 to 129 tokens: literal lists (a char[] of the alphabet) and code many submissions
//   share, which carry little information however long they are.
export const DEFAULT_SETTINGS: CheckSettings = {
  k: 14,
  w: 8,
  maxShare: 1,
  minSimilarity: 0.05,
  threshold: 0.5,
  longFragment: 100,
};

/**
 * Largest window of the fingerprints a snapshot stores (see stored-window.ts). 32 keeps a snapshot under a
 * tenth of its source (bench:snapshot); on planted copies in synthetic 2,000-line submissions a check then
 * scores 0.94 of compare's similarity (0.95 at 28, 0.98 at 8), all of them flagged (bench:stored-window).
 * Small submissions are stored whole, so checks of IR-Plag's programs score as compare does (bench:quality).
 */
export const DEFAULT_STORED_WINDOW = 32;

/**
 * A pair below the threshold is still flagged when it stands out from its course: its score (similarity ×
 * the share of the shared code whose names agree, engine/name-agreement.ts) at least OUTLIER_SPREAD robust
 * standard deviations (1.4826 × the median absolute deviation) above the course's median score, and at
 * least OUTLIER_FLOOR. The score, not the similarity: below the threshold, where independent solutions of
 * an exercise share shapes, the same shape under unrelated names is not evidence. Why these values:
 * - OUTLIER_FLOOR 0.25: disguised copies (statements inserted, methods extracted, rewritten by an LLM) sit
 *   at 15 to 45% similarity, under the threshold; a quarter of both submissions shared is more than
 *   independent solutions of an exercise share unless the exercise is tiny, and in a course of tiny
 *   exercises the median rises and lifts the cutoff with it. The floor keeps a course of three students,
 *   or one whose pairs share nothing (median and deviation 0), from flagging every pair above zero.
 * - OUTLIER_SPREAD 5: a course of n submissions has n²/2 pairs, so a rare independent pair must not count
 *   as standing out: five deviations is far in the tail even of the heavy-tailed distributions pair
 *   similarities have, and a course where everyone kept the same starter (not given as --base) has a high
 *   median and a cutoff above the threshold, so only the threshold and the fragment rule flag there.
 * Neither was tuned on IR-Plag: its tasks are three-quarters copies of one original, so its median pair is
 * a copy and the cutoff lies above the threshold. A check on them: each IR-Plag task's independent
 * solutions alone (a course where nobody copied, 16 submissions) get cutoffs of 0.81 to 2.1 (by score) from these
 * values, so the rule adds no flag there. The threshold stays absolute rather than rising with the median,
 * because a course where most submissions descend from one source (IR-Plag's tasks; a leaked solution)
 * looks, by similarity alone, like one where everyone kept the same starter; the starter belongs in --base.
 */
export const OUTLIER_FLOOR = 0.25;
export const OUTLIER_SPREAD = 5;
/**
 * And at least this many times the median pair's similarity: where the course's pairs are all alike (the
 * same starter in every submission, not given as --base) the deviation is 0 and says nothing, and a pair
 * at the course's median must not count as standing out from it.
 */
export const OUTLIER_MIN_RATIO = 2;
/**
 * Fewest pairs whose statistics a pair is judged against: the median and deviation of fewer (a course of
 * four students has six pairs) say nothing, and there only the threshold and the fragment rule flag.
 */
export const MIN_COHORT_PAIRS = 10;

export const MATCH_BUDGET_PER_FINGERPRINT = 1;
export const MATCH_BUDGET_FLOOR = 500_000;

/**
 * How many submissions a fingerprint may stand in before it is ignored. Never below two submissions: a pair
 * always counts, whatever the share.
 */
export function maxSubmissionsPerFingerprint(maxShare: number, submissions: number): number {
  return Math.max(2, Math.floor(maxShare * submissions));
}

export interface PairRun {
  /** Submissions in all, for --max-share (default: the corpus's). */
  readonly submissions?: number;
  /** Hears of the spread above which the budget made the engine ignore fingerprints. */
  readonly onIgnore?: (submissions: number) => void;
}

/** The engine's options for a run over `corpus`. */
export function toPairOptions(settings: CheckSettings, corpus: Corpus, run: PairRun = {}): PairOptions {
  let fingerprints = 0;
  for (const file of corpus.files) fingerprints += file.fingerprints.hashes.length;
  const submissions = run.submissions ?? corpus.submissions.length;
  return {
    maxSubmissionsPerFingerprint: maxSubmissionsPerFingerprint(settings.maxShare, submissions),
    maxMatches: Math.max(MATCH_BUDGET_FLOOR, MATCH_BUDGET_PER_FINGERPRINT * fingerprints),
    minSimilarity: settings.minSimilarity,
    keepFragment: settings.longFragment,
    cohortSize: submissions,
    ...(run.onIgnore ? { onIgnore: run.onIgnore } : {}),
  };
}
