// Default settings of a check, and the rule that turns a share of submissions into a count.
import type { CheckSettings } from './types.js';

export const DEFAULT_SETTINGS: CheckSettings = {
  k: 12,
  w: 8,
  maxShare: 1,
  minSimilarity: 0.05,
  threshold: 0.5,
};

/**
 * How many submissions a fingerprint may stand in before it counts as common code. Never below two
 * submissions: a pair always counts, whatever the share.
 */
export function maxSubmissionsPerFingerprint(maxShare: number, submissions: number): number {
  return Math.max(2, Math.floor(maxShare * submissions));
}
