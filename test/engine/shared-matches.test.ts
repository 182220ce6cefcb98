// A submission's matches, tallied per partner first: the partners a test turns away are left out, and the
// others keep exactly the matches an unfiltered collection gives them, in the same order.
import { describe, expect, it } from 'vitest';
import { indexFingerprints } from '../../src/engine/fingerprint-index.js';
import { MatchCollector } from '../../src/engine/shared-matches.js';
import { reachLength, type SubmissionMatches } from '../../src/engine/submission-matches.js';
import { tokenCorpus } from '../support/token-corpus.js';

const params = { k: 5, w: 4 };
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

// Submission 0 shares a long run with 1, a short one with 2 and nothing with 3.
const corpus = tokenCorpus(params, [
  [[...range(0, 60), ...range(100, 110)]],
  [[...range(900, 910), ...range(0, 60)]],
  [[...range(800, 805), ...range(100, 110), ...range(700, 720)]],
  [range(600, 640)],
]);
const index = indexFingerprints(corpus, { maxSubmissionsPerFingerprint: 10 });
const tokens = Int32Array.from(corpus.files, (file) => file.ids?.length ?? -1);
const filesOf = [[0], [1], [2], [3]];

// Each partner's matches as (own index, other index, reach), in collection order.
function byPartner(matches: SubmissionMatches): Map<number, number[][]> {
  const result = new Map<number, number[][]>();
  matches.partners.forEach((partner, p) => {
    const list: number[][] = [];
    for (let e = matches.starts[p]!; e < matches.starts[p + 1]!; e++) {
      const m = matches.order[e]!;
      list.push([matches.own.indexes[m]!, matches.other.indexes[m]!, matches.reach[m]!]);
    }
    result.set(partner, list);
  });
  return result;
}

describe('MatchCollector', () => {
  it('collects for the partners a test keeps the very matches it collects unfiltered, told their tally', () => {
    const all = byPartner(new MatchCollector(corpus, index, { k: params.k, tokens }).collect(0, filesOf[0]!));
    expect([...all.keys()]).toEqual([1, 2]);
    const told = new Map<number, { matches: number; reach: number }>();
    const filtered = new MatchCollector(corpus, index, { k: params.k, tokens }).collect(
      0,
      filesOf[0]!,
      (partner, tally) => {
        told.set(partner, { ...tally });
        return partner === 1;
      },
    );
    expect(byPartner(filtered)).toEqual(new Map([[1, all.get(1)]]));
    for (const [partner, list] of all) {
      const reach = list.reduce((sum, [, , r]) => sum + 2 * reachLength(r!, params.k), 0);
      expect(told.get(partner)).toEqual({ matches: list.length, reach });
    }
  });

  it('collects nothing when the test keeps no partner, and is ready for the next submission', () => {
    const collector = new MatchCollector(corpus, index, { k: params.k, tokens });
    expect(collector.collect(0, filesOf[0]!, () => false).partners).toEqual(new Uint32Array(0));
    const next = byPartner(collector.collect(0, filesOf[0]!));
    expect(next).toEqual(
      byPartner(new MatchCollector(corpus, index, { k: params.k, tokens }).collect(0, [0])),
    );
    expect([...next.keys()]).toEqual([1, 2]);
  });
});
