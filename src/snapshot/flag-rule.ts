// The flag rule a snapshot carries (types.ts FlagRule): comparing two, and saying one in words.
import type { FlagRule } from './types.js';

export const sameFlagRule = (a: FlagRule, b: FlagRule): boolean =>
  a.threshold === b.threshold && a.longFragment === b.longFragment;

/** "at 50% similarity or a 100-token fragment", as messages and `snapshot info` say it. */
export function describeFlagRule(rule: FlagRule): string {
  return `at ${+(rule.threshold * 100).toFixed(4)}% similarity or a ${rule.longFragment}-token fragment`;
}
