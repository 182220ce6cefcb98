import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Corpus } from '../../src/engine/corpus.js';
import { findPairs } from '../../src/engine/find-pairs.js';
import { tokenCorpus } from '../support/token-corpus.js';

const params = { k: 5, w: 4 };

const corpusOf = (submissions: number[][][], starter: number[][] = []): Corpus =>
  tokenCorpus(params, submissions, starter);

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const options = { maxSubmissionsPerFingerprint: 100 };

describe('findPairs', () => {
  it('finds an identical file as one fragment covering everything', () => {
    const code = range(0, 40);
    const pairs = findPairs(corpusOf([[code], [code], [range(100, 140)]]), options);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({
      a: 0,
      b: 1,
      scores: { similarity: 1, coverageA: 1, coverageB: 1, longestFragment: 40 },
    });
    expect(pairs[0]!.files).toEqual([
      {
        fileA: 0,
        fileB: 1,
        fragments: [
          {
            a: { start: 0, end: 40 },
            b: { start: 0, end: 40 },
            fingerprints: expect.any(Number),
            firstHash: expect.any(Number),
          },
        ],
      },
    ]);
  });

  it('extends a fragment to the exact bounds of the copied tokens', () => {
    const copied = range(1000, 1020);
    const a = [...range(0, 13), ...copied, ...range(50, 63)];
    const b = [...range(200, 207), ...copied, ...range(300, 331)];
    const [pair] = findPairs(corpusOf([[a], [b]]), options);
    expect(pair!.files[0]!.fragments.map((f) => [f.a, f.b])).toEqual([
      [
        { start: 13, end: 33 },
        { start: 7, end: 27 },
      ],
    ]);
  });

  it('finds a small file copied whole into a big one through its coverage', () => {
    const small = range(500, 530);
    const big = [...range(0, 400), ...small, ...range(600, 1000)];
    const [pair] = findPairs(corpusOf([[small], [big]]), options);
    expect(pair!.scores.coverageA).toBe(1);
    expect(pair!.scores.coverageB).toBeLessThan(0.05);
  });

  it('finds reordered parts as separate fragments', () => {
    const [f, g, h] = [range(0, 30), range(100, 130), range(200, 230)];
    const [pair] = findPairs(corpusOf([[[...f, ...g, ...h]], [[...h, ...f, ...g]]]), options);
    expect(pair!.scores.similarity).toBe(1);
    expect(pair!.files[0]!.fragments.map((x) => x.a)).toEqual([
      { start: 0, end: 60 },
      { start: 60, end: 90 },
    ]);
  });

  it('never reports starter code, and does not count it against a pair', () => {
    const starter = range(0, 40);
    const own = (base: number) => [...starter, ...range(base, base + 40)];
    expect(findPairs(corpusOf([[own(100)], [own(200)]], [starter]), options)).toEqual([]);
    const copied = findPairs(corpusOf([[own(100)], [own(100)]], [starter]), options);
    expect(copied[0]!.scores.similarity).toBe(1);
    expect(copied[0]!.files[0]!.fragments.map((x) => x.a)).toEqual([{ start: 40, end: 80 }]);
  });

  it('ignores fingerprints shared by more submissions than allowed', () => {
    const common = range(0, 30);
    const corpus = corpusOf([[common], [common], [common]]);
    expect(findPairs(corpus, { maxSubmissionsPerFingerprint: 2 })).toEqual([]);
    expect(findPairs(corpus, { maxSubmissionsPerFingerprint: 3 })).toHaveLength(3);
  });

  it('ignores the most widely shared fingerprints first when the match budget would be exceeded', () => {
    const idiom = range(0, 30);
    const copied = range(500, 560);
    // 12 submissions share the idiom; two of them also share a copied part.
    const submissions = Array.from({ length: 12 }, (_, i) => [
      [...idiom, ...range(1000 * (i + 1), 1000 * (i + 1) + 40)],
    ]);
    submissions[3]![0]!.push(...copied);
    submissions[7]![0]!.push(...copied);
    const corpus = corpusOf(submissions);
    const unlimited = findPairs(corpus, options);
    expect(unlimited).toHaveLength(66);
    const told: number[] = [];
    const budgeted = findPairs(corpus, {
      ...options,
      maxMatches: 200,
      onIgnore: (spread) => told.push(spread),
    });
    expect(told).toEqual([2]);
    expect(budgeted.map((p) => [p.a, p.b])).toEqual([[3, 7]]);
    expect(budgeted[0]!.files[0]!.fragments.map((f) => f.a)).toEqual([{ start: 70, end: 130 }]);
    const roomy: number[] = [];
    expect(
      findPairs(corpus, { ...options, maxMatches: 1e9, onIgnore: (spread) => roomy.push(spread) }),
    ).toHaveLength(66);
    expect(roomy).toEqual([]);
  });

  it('never pairs two submissions of one owner, nor two corpus submissions', () => {
    const code = range(0, 30);
    const corpus = corpusOf([[code], [code], [code]]);
    const sides = {
      ...corpus,
      submissions: [
        { owner: 0, side: 'query' as const },
        { owner: 1, side: 'corpus' as const },
        { owner: 2, side: 'corpus' as const },
      ],
    };
    expect(findPairs(sides, options).map((p) => [p.a, p.b])).toEqual([
      [0, 1],
      [0, 2],
    ]);
    const owners = {
      ...corpus,
      submissions: [
        { owner: 0, side: 'query' as const },
        { owner: 0, side: 'query' as const },
        { owner: 2, side: 'query' as const },
      ],
    };
    expect(findPairs(owners, options).map((p) => [p.a, p.b])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('finds every shared run of w + k - 1 tokens, inside any other text', () => {
    const unique = (seed: number, n: number) => range(seed * 10_000, seed * 10_000 + n);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 5 }),
        (before, after, extra) => {
          const shared = range(900_000, 900_000 + params.w + params.k - 1 + extra);
          const pairs = findPairs(
            corpusOf([
              [[...unique(1, before), ...shared, ...unique(2, after)]],
              [[...unique(3, after), ...shared, ...unique(4, before)]],
            ]),
            options,
          );
          expect(pairs).toHaveLength(1);
          expect(pairs[0]!.files[0]!.fragments).toEqual([
            {
              a: { start: before, end: before + shared.length },
              b: { start: after, end: after + shared.length },
              fingerprints: expect.any(Number),
              firstHash: expect.any(Number),
            },
          ]);
        },
      ),
    );
  });

  it('finds a file copied whole but split in two, when code repeated in it links the halves', () => {
    // The original repeats a 30-token block on both sides of the cut (tokens 180–210 and 230–260): the
    // second half's copy of it also matches the first occurrence, an alignment that overlaps the first
    // half's fragment. Tiling keeps both halves, each at its own alignment (it scored 50% when the two
    // alignments were merged into one fragment and tiling dropped it).
    const block = range(5000, 5030);
    const original = [...range(0, 180), ...block, ...range(210, 230), ...block, ...range(260, 400)];
    const [pair] = findPairs(corpusOf([[original], [original.slice(0, 200), original.slice(200)]]), options);
    expect(pair!.scores.similarity).toBe(1);
    expect(pair!.files.map((f) => [f.fileB, f.fragments.map((x) => [x.a, x.b])])).toEqual([
      [
        1,
        [
          [
            { start: 0, end: 200 },
            { start: 0, end: 200 },
          ],
        ],
      ],
      [
        2,
        [
          [
            { start: 200, end: 400 },
            { start: 0, end: 200 },
          ],
        ],
      ],
    ]);
  });

  it('ranks pairs by similarity', () => {
    const base = range(0, 60);
    const half = [...range(0, 30), ...range(700, 730)];
    const pairs = findPairs(corpusOf([[base], [half], [base]]), options);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([
      [0, 2],
      [0, 1],
      [1, 2],
    ]);
  });
});
