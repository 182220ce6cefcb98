// Neighbour merging through findPairs: a copy cut into pieces shorter than k by inserted tokens comes back
// whole as Pair.merged; chance matches, wide gaps and too few merges leave a pair as the fingerprints see it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Corpus, CorpusFile, PairOptions } from '../../src/engine/corpus.js';
import { findPairs } from '../../src/engine/find-pairs.js';
import { fingerprintFile } from '../../src/engine/fingerprint-file.js';
import { DEFAULT_MERGING } from '../../src/engine/merge-neighbours.js';

const params = { k: 5, w: 4 };
const plain: PairOptions = { maxSubmissionsPerFingerprint: 100 };
const options: PairOptions = { ...plain, neighbourMerging: DEFAULT_MERGING };

function corpusOf(a: number[], b: number[]): Corpus {
  const files: CorpusFile[] = [a, b].map((tokens, submission) => {
    const ids = Uint32Array.from(tokens);
    return { submission, ids, ...fingerprintFile(ids, params) };
  });
  return {
    params,
    submissions: [
      { owner: 0, side: 'query' },
      { owner: 1, side: 'query' },
    ],
    files,
    ignoredHashes: new Set(),
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
let nextUnique = 1_000_000;
const unique = (n: number) => range(nextUnique, (nextUnique += n));
/** `count` pieces of `length` tokens (by default 4: shorter than k + w − 1, never sure to hold a fingerprint). */
const pieces = (from: number, count: number, length = 4) =>
  Array.from({ length: count }, (_, i) => range(from + 20 * i, from + 20 * i + length));
/** The pieces with `gap` fresh tokens inserted after each (`before`: before each). */
const inserted = (parts: number[][], gap: number, before = false) =>
  parts.flatMap((part) => (before ? [...unique(gap), ...part] : [...part, ...unique(gap)]));

describe('neighbour merging', () => {
  it('joins the short pieces on both sides of a fragment across inserted tokens, in order', () => {
    const seed = range(500, 520);
    const [head, tail] = [pieces(100, 4), pieces(200, 4)];
    const original = [...head.flat(), ...seed, ...tail.flat()];
    const copy = [...inserted(head, 3), ...seed, ...inserted(tail, 3, true)];
    const [pair] = findPairs(corpusOf(original, copy), options);
    expect(pair!.scores.similarity).toBeLessThan(0.6);
    expect(pair!.merged!.files).toEqual([
      {
        fileA: 0,
        fileB: 1,
        fragments: [
          {
            a: { start: 0, end: 52 },
            b: { start: 0, end: 76 },
            fingerprints: pair!.files[0]!.fragments[0]!.fingerprints,
            merged: { gaps: 8, matchedTokens: 52 },
          },
        ],
      },
    ]);
    expect(pair!.merged!.scores.similarity).toBe(1);
    expect(pair!.files[0]!.fragments.map((f) => f.merged)).toEqual([undefined]);
  });

  it('absorbs the next fragment a walk reaches at its start', () => {
    const [first, second] = [range(500, 520), range(600, 620)];
    const between = pieces(100, 6);
    const original = [...first, ...between.flat(), ...second];
    const copy = [...first, ...inserted(between, 2, true), ...unique(2), ...second];
    const [pair] = findPairs(corpusOf(original, copy), options);
    expect(pair!.files[0]!.fragments).toHaveLength(2);
    const fingerprints = pair!.files[0]!.fragments.reduce((sum, f) => sum + f.fingerprints, 0);
    expect(pair!.merged!.files[0]!.fragments).toEqual([
      {
        a: { start: 0, end: 64 },
        b: { start: 0, end: 78 },
        fingerprints,
        merged: { gaps: 7, matchedTokens: 64 },
      },
    ]);
  });

  it('bridges no gap wider than maxGap on either side', () => {
    const seed = range(500, 520);
    const tail = pieces(200, 8, 9);
    const corpus = corpusOf([...seed, ...tail.flat()], [...seed, ...inserted(tail, 7, true)]);
    expect(findPairs(corpus, options)[0]!.merged).toBeUndefined();
    const wide = { ...options, neighbourMerging: { ...DEFAULT_MERGING, maxGap: 7 } };
    expect(findPairs(corpus, wide)[0]!.merged!.files[0]!.fragments).toEqual([
      expect.objectContaining({ a: { start: 0, end: 92 }, b: { start: 0, end: 148 } }),
    ]);
  });

  it('keeps no walk that skips more tokens than it joins', () => {
    const seed = range(500, 520);
    // After the fragment, matches of 2 tokens each 5 tokens further on in b: every step loses 3.
    const tail = Array.from({ length: 8 }, (_, i) => [9000 + 2 * i, 9001 + 2 * i]);
    const pair = findPairs(corpusOf([...seed, ...tail.flat()], [...seed, ...inserted(tail, 5, true)]), {
      ...options,
      neighbourMerging: { ...DEFAULT_MERGING, minMerges: 1 },
    })[0]!;
    expect(pair.merged).toBeUndefined();
  });

  it('merges a pair only when at least minMerges gaps were bridged', () => {
    const seed = range(500, 520);
    const run = (count: number, minMerges: number) => {
      const tail = pieces(200, count);
      return findPairs(corpusOf([...seed, ...tail.flat()], [...seed, ...inserted(tail, 3, true)]), {
        ...options,
        neighbourMerging: { ...DEFAULT_MERGING, minMerges },
      })[0]!.merged;
    };
    expect(run(5, 6)).toBeUndefined();
    expect(run(6, 6)?.files[0]!.fragments[0]!.merged).toEqual({ gaps: 6, matchedTokens: 44 });
    expect(run(5, 5)).toBeDefined();
  });

  it('is skipped when turned off, and for pairs under its minimum similarity', () => {
    const seed = range(500, 520);
    const tail = pieces(200, 8);
    const corpus = corpusOf([...seed, ...tail.flat()], [...seed, ...inserted(tail, 3, true)]);
    expect(findPairs(corpus, plain)[0]!.merged).toBeUndefined();
    const high = { ...options, neighbourMerging: { ...DEFAULT_MERGING, minSimilarity: 0.99 } };
    expect(findPairs(corpus, high)[0]!.merged).toBeUndefined();
  });

  it('claims each token of either side for at most one fragment, on code full of chance matches', () => {
    const tokens = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 10, maxLength: 120 });
    const merging = { ...DEFAULT_MERGING, minMerges: 1, minSimilarity: 0 };
    fc.assert(
      fc.property(tokens, tokens, (a, b) => {
        for (const pair of findPairs(corpusOf(a, b), { ...options, neighbourMerging: merging })) {
          for (const side of ['a', 'b'] as const) {
            const ranges = (pair.merged?.files ?? []).flatMap((f) => f.fragments.map((x) => x[side]));
            ranges.sort((x, y) => x.start - y.start);
            for (let i = 1; i < ranges.length; i++)
              expect(ranges[i]!.start).toBeGreaterThanOrEqual(ranges[i - 1]!.end);
            for (const range of ranges) expect(range.end).toBeLessThanOrEqual((side === 'a' ? a : b).length);
          }
        }
      }),
    );
  });
});
