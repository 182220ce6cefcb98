// The pair phase's shortcuts (the bound of can-span.ts, the context hashes of token-contexts.ts, the index
// read onwards from each submission) must leave out only pairs that would be left out anyway.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Corpus, PairOptions } from '../../src/engine/corpus.js';
import { findPairs } from '../../src/engine/find-pairs.js';
import { tokenCorpus } from '../support/token-corpus.js';

const params = { k: 5, w: 4 };

const corpusOf = (submissions: number[][][], starter: number[][] = []): Corpus =>
  tokenCorpus(params, submissions, starter);

// Files cut from a few shared pieces (some long, some an idiom of a few tokens) and tokens of their own.
const piece = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 60 });
const course = fc.record({
  pieces: fc.array(piece, { minLength: 1, maxLength: 6 }),
  layout: fc.array(
    fc.array(fc.array(fc.integer({ min: -40, max: 5 }), { minLength: 1, maxLength: 60 }), {
      minLength: 1,
      maxLength: 2,
    }),
    { minLength: 2, maxLength: 7 },
  ),
  starter: fc.boolean(),
});

describe('the pair phase bound', () => {
  it('keeps exactly the pairs at or above the minimum similarity, or with a fragment kept for, that an unbounded run finds', () => {
    fc.assert(
      fc.property(
        course,
        fc.nat(),
        fc.constantFrom(2, 3, 100),
        fc.constantFrom(undefined, 40, 400),
        fc.constantFrom(undefined, 8, 30),
        ({ pieces, layout, starter }, pick, maxSubmissionsPerFingerprint, maxMatches, keepFragment) => {
          let own = 1000;
          const submissions = layout.map((files) =>
            files.map((parts) =>
              parts.flatMap((part) => (part >= 0 ? pieces[part % pieces.length]! : [own++])),
            ),
          );
          const corpus = corpusOf(submissions, starter ? [pieces[0]!] : []);
          const options: PairOptions = {
            maxSubmissionsPerFingerprint,
            ...(maxMatches === undefined ? {} : { maxMatches }),
          };
          const unbounded = findPairs(corpus, options);
          // The minimum at one pair's similarity exactly: the bound must keep that pair, on the edge.
          const minSimilarity = unbounded[pick % Math.max(1, unbounded.length)]?.scores.similarity ?? 0.1;
          // And those below it with a fragment of keepFragment tokens, when asked.
          const all = unbounded.filter(
            (pair) =>
              pair.scores.similarity >= minSimilarity ||
              pair.scores.longestFragment >= (keepFragment ?? Infinity),
          );
          expect(findPairs(corpus, { ...options, minSimilarity, keepFragment })).toEqual(all);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a pair whose one match extends over code everyone has, up to the minimum similarity', () => {
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
    const common = range(0, 200);
    const special = range(500, 508);
    const submissions = range(0, 6).map((s) => {
      const own = range(10_000 * (s + 1), 10_000 * (s + 1) + 40);
      return [[...own.slice(0, 20), ...common, ...(s < 2 ? special : []), ...own.slice(20)]];
    });
    const corpus = corpusOf(submissions, []);
    const options = { maxSubmissionsPerFingerprint: 2 };
    const [pair] = findPairs(corpus, options);
    expect([pair!.a, pair!.b]).toEqual([0, 1]);
    expect(pair!.files[0]!.fragments.map((f) => f.a)).toEqual([{ start: 20, end: 228 }]);
    expect(findPairs(corpus, { ...options, minSimilarity: pair!.scores.similarity })).toEqual([pair]);
  });

  it('pairs query submissions with corpus submissions listed before them', () => {
    const code = Array.from({ length: 40 }, (_, i) => i);
    const corpus = corpusOf([[code], [code], [code], [code]], []);
    const sides = {
      ...corpus,
      submissions: [
        { owner: 0, side: 'corpus' as const },
        { owner: 1, side: 'query' as const },
        { owner: 2, side: 'corpus' as const },
        { owner: 3, side: 'query' as const },
      ],
    };
    const pairs = findPairs(sides, { maxSubmissionsPerFingerprint: 10 }).map((p) => [p.a, p.b]);
    expect(pairs).toEqual([
      [0, 1],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });
});
