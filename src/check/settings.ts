// Default settings of a check, and the rule that turns a share of submissions into a count.
import type { PairOptions } from '../engine/corpus.js';
import type { CheckSettings } from './types.js';

// Chosen on IR-Plag (npm run bench:quality; README has the figures):
// - k = 14 normalized tokens, about two lines of Java once braces and imports are gone. k from 12 to 16
//   gives AUCs within about 0.01 of each other; shorter k-grams match the idioms every solution of an
//   exercise shares, longer ones miss the shorter runs left in reordered code (these programs are 11 to 34
//   lines long). w = 8 keeps density 2/9 and still finds any shared run of w + k - 1 = 21 tokens.
// - maxShare = 1 (ignore nothing): every share below 1 lowered the AUCs there, because copies of one
//   original are the majority of each task; a course whose shared code is not in --base should set it.
// - commonAbove 100: code in more than 100 submissions (a loop header every solution has) finds no pair by
//   itself, so pairing stays linear in the course's size (bench:speed); it still counts inside pairs found
//   through rarer code, so a copy shared by a hundred students is still found whole.
// - threshold 0.5: independent solutions of one exercise rarely cover half of each other, copies do.
// - longFragment 100 tokens (about 12 to 20 lines): one run that long is copied code whatever the share.
export const DEFAULT_SETTINGS: CheckSettings = {
  k: 14,
  w: 8,
  maxShare: 1,
  minSimilarity: 0.05,
  threshold: 0.5,
  longFragment: 100,
  commonAbove: 100,
};

/**
 * How many submissions a fingerprint may stand in before it is ignored. Never below two submissions: a pair
 * always counts, whatever the share.
 */
export function maxSubmissionsPerFingerprint(maxShare: number, submissions: number): number {
  return Math.max(2, Math.floor(maxShare * submissions));
}

/** The engine's options for a run over `submissions` submissions in all. */
export function toPairOptions(settings: CheckSettings, submissions: number): PairOptions {
  const ignoring = settings.maxShare < 1;
  return {
    maxSubmissionsPerFingerprint: maxSubmissionsPerFingerprint(settings.maxShare, submissions),
    commonAbove: settings.commonAbove,
    // The engine's bound on a pair's similarity holds only when no shared fingerprint is ignored.
    minSimilarity: ignoring ? 0 : settings.minSimilarity,
  };
}
