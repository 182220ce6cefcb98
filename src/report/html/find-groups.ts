// Groups of submissions linked by flagged pairs: the connected components of the "flagged" graph. Three
// students sharing one solution are one group, even if only two of their three pairs pass the threshold.
import type { PairResult } from '../../check/types.js';
import { compareText } from '../../engine/compare-text.js';

export interface SubmissionGroup {
  /** Sorted by name. */
  readonly members: readonly string[];
  /** Flagged pairs inside the group. */
  readonly pairs: number;
  readonly maxSimilarity: number;
}

/** Components of two or more submissions; largest first, then by highest similarity, then by first name. */
export function findGroups(pairs: readonly PairResult[]): SubmissionGroup[] {
  const parent = new Map<string, string>();
  const root = (name: string): string => {
    let node = name;
    while (parent.get(node) !== node) node = parent.get(node)!;
    parent.set(name, node);
    return node;
  };
  const flagged = pairs.filter((pair) => pair.flagged);
  for (const pair of flagged) {
    for (const name of [pair.a, pair.b]) if (!parent.has(name)) parent.set(name, name);
    const [x, y] = [root(pair.a), root(pair.b)];
    if (x !== y) parent.set(x < y ? y : x, x < y ? x : y);
  }
  const groups = new Map<string, { members: string[]; pairs: number; maxSimilarity: number }>();
  for (const name of parent.keys()) {
    const key = root(name);
    const group = groups.get(key) ?? { members: [], pairs: 0, maxSimilarity: 0 };
    group.members.push(name);
    groups.set(key, group);
  }
  for (const pair of flagged) {
    const group = groups.get(root(pair.a))!;
    group.pairs++;
    group.maxSimilarity = Math.max(group.maxSimilarity, pair.similarity);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, members: group.members.sort(compareText) }))
    .sort(
      (x, y) =>
        y.members.length - x.members.length ||
        y.maxSimilarity - x.maxSimilarity ||
        compareText(x.members[0]!, y.members[0]!),
    );
}
