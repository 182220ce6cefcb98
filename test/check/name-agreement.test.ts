// Whether shared code agrees in its names (engine/name-agreement.ts): a copy keeps its names or renames them
// one-to-one; code that only has the same shape does not. Compare and a check against a snapshot agree.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../../src/check/check-against-snapshots.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import type { PairResult } from '../../src/check/types.js';

// One program, written out with a name table; messages and constants stay as given. Its methods are called
// twice, so that normalization does not inline them (languages/inline-calls.ts): the scrambled names would
// then change which statements depend on which, and the shape would no longer be the same.
function program(n: Record<string, string>, message = 'Total weight: '): string {
  return `public class Scale {
  static double ${n.sum}(double[] ${n.items}) {
    double ${n.total} = 0;
    for (int ${n.i} = 0; ${n.i} < ${n.items}.length; ${n.i}++) {
      if (${n.items}[${n.i}] > 0) ${n.total} += ${n.items}[${n.i}] * 0.45359237;
    }
    return ${n.total};
  }
  static int ${n.count}(double[] ${n.items}, double ${n.limit}) {
    int ${n.found} = 0;
    for (int ${n.i} = 0; ${n.i} < ${n.items}.length; ${n.i}++) {
      if (${n.items}[${n.i}] > ${n.limit}) ${n.found}++;
    }
    return ${n.found};
  }
  public static void main(String[] args) {
    double[] ${n.items} = { 3.5, 7.25, 12.0, 0.5 };
    System.out.println("${message}" + ${n.sum}(${n.items}));
    System.out.println("Heavy ones: " + ${n.count}(${n.items}, 5.0));
    System.out.println(${n.count}(${n.items}, ${n.sum}(${n.items}) / 4));
  }
}
`;
}

const NAMES = {
  sum: 'sum',
  items: 'items',
  total: 'total',
  i: 'i',
  count: 'count',
  limit: 'limit',
  found: 'found',
};
const RENAMED = { sum: 'addUp', items: 'xs', total: 'acc', i: 'k', count: 'above', limit: 'cut', found: 'n' };
// Same shape, names that do not map one-to-one: every variable role swapped around from place to place.
const SCRAMBLED = { sum: 'f', items: 'a', total: 'a', i: 'a', count: 'f', limit: 'a', found: 'a' };

const submissions = [
  { name: 'original', files: [{ path: 'Scale.java', text: program(NAMES) }] },
  { name: 'renamed', files: [{ path: 'Scale.java', text: program(RENAMED) }] },
  { name: 'scrambled', files: [{ path: 'Scale.java', text: program(SCRAMBLED) }] },
];
const settings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };

function pairOf(pairs: readonly PairResult[], a: string, b: string): PairResult {
  const found = pairs.find((pair) => [pair.a, pair.b].sort().join() === [a, b].sort().join());
  if (!found) throw new Error(`no pair ${a} ↔ ${b}`);
  return found;
}

describe('name agreement', () => {
  const compared = compareSubmissions({ submissions, starter: [], settings });

  it('is whole for a copy renamed one-to-one, and its score is its similarity', () => {
    const pair = pairOf(compared.pairs, 'original', 'renamed');
    expect(pair.similarity).toBe(1);
    expect(pair.namesAgree).toBe(1);
    expect(pair.score).toBe(1);
  });

  it('is low for the same shape under unrelated names, which ranks below the renamed copy', () => {
    const pair = pairOf(compared.pairs, 'original', 'scrambled');
    expect(pair.similarity).toBe(1);
    expect(pair.namesAgree).toBeLessThan(0.5);
    expect(pair.score).toBeCloseTo(pair.similarity * pair.namesAgree!, 10);
    expect(compared.pairs.indexOf(pair)).toBeGreaterThan(
      compared.pairs.indexOf(pairOf(compared.pairs, 'original', 'renamed')),
    );
  });

  it('counts a reworded message against the copy: literals are compared as written', () => {
    const reworded = [
      submissions[0]!,
      { name: 'reworded', files: [{ path: 'Scale.java', text: program(NAMES, 'Sum of weights = ') }] },
    ];
    const pair = compareSubmissions({ submissions: reworded, starter: [], settings }).pairs[0]!;
    expect(pair.namesAgree).toBeGreaterThan(0.5);
    expect(pair.namesAgree).toBeLessThan(1);
  });

  it('is measured the same by a check against a snapshot, which stores name hashes and no text', () => {
    const { snapshot } = buildSnapshot({
      submissions: submissions.slice(0, 2),
      starter: [],
      settings: { k: settings.k, w: settings.w, storedWindow: 32, createdAt: 0, includeNames: true },
    });
    expect(snapshot.fingerprints.names).toHaveLength(snapshot.fingerprints.hashes.length);
    const checked = checkAgainstSnapshots({
      submissions: [submissions[2]!],
      snapshots: [snapshot],
      settings,
    });
    const pair = checked.pairs.find((p) => [p.a, p.b].includes('original'))!;
    expect(pair.namesAgree).toBeCloseTo(pairOf(compared.pairs, 'original', 'scrambled').namesAgree!, 1);
  });
});
