// A pair scores the same whichever of its submissions comes first. A pull-request check sees each pair from
// the side of the student who pushed, and staff compare sees it in the order the folders are listed: were the
// scores to depend on the order, one student's check would flag a pair that the other's, or staff's, does not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pair } from '../../src/engine/corpus.js';
import { findPairs } from '../../src/engine/find-pairs.js';
import { tokenCorpus } from '../support/token-corpus.js';

const params = { k: 5, w: 4 };

// Two submissions of one or two files cut from a few shared pieces, some repeated (code that aligns several
// ways), and tokens of their own, over a small alphabet so that chance matches abound.
const piece = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 12 });
const submission = fc.array(fc.array(fc.integer({ min: -2, max: 5 }), { minLength: 1, maxLength: 8 }), {
  minLength: 1,
  maxLength: 2,
});
const course = fc.record({
  pieces: fc.array(piece, { minLength: 1, maxLength: 3 }),
  x: submission,
  y: submission,
});

/** Which submissions' tokens are at hand: a snapshot's are not, and fragments are then found without them. */
type Tokens = 'both' | 'neither' | 'x only';

// The scores of the pair of x and y, x first or y first.
function scoresOf(x: number[][], y: number[][], tokens: Tokens, xFirst: boolean) {
  const corpus = tokenCorpus(params, xFirst ? [x, y] : [y, x]);
  const xIndex = xFirst ? 0 : 1;
  const files = corpus.files.map((file) =>
    tokens === 'both' || (tokens === 'x only' && file.submission === xIndex)
      ? file
      : { ...file, ids: undefined },
  );
  const [pair] = findPairs({ ...corpus, files }, { maxSubmissionsPerFingerprint: 2 });
  return pair;
}

// The scores of `pair`, with its sides swapped: as the other order would give them.
function viewed(pair: Pair | undefined, swap = false) {
  if (!pair) return undefined;
  const { scores } = pair;
  const sides = <T>(a: T, b: T) => (swap ? [b, a] : [a, b]);
  return {
    similarity: scores.similarity,
    coverage: sides(scores.coverageA, scores.coverageB),
    shared: sides(scores.sharedTokensA, scores.sharedTokensB),
    longest: scores.longestFragment,
    score: scores.score,
  };
}

describe('a pair scores the same in either order', () => {
  it.each<Tokens>(['both', 'neither', 'x only'])('with the tokens of %s at hand', (tokens) => {
    fc.assert(
      fc.property(course, ({ pieces, x, y }) => {
        let own = 1000;
        const build = (files: number[][]) =>
          files.map((parts) => parts.flatMap((p) => (p >= 0 ? pieces[p % pieces.length]! : [own++])));
        const [filesX, filesY] = [build(x), build(y)];
        const forward = scoresOf(filesX, filesY, tokens, true);
        const backward = scoresOf(filesX, filesY, tokens, false);
        expect(viewed(backward)).toEqual(viewed(forward, true));
      }),
      { numRuns: 1500 },
    );
  });

  it('code repeated in both files: the same scores in either order', () => {
    // Found by the property above: P and Q each align several ways, and tiling's ties once went to
    // whichever submission was a (similarity 0.857 one way, 0.883 the other).
    const p = [1, 1, 0, 0, 2];
    const q = [1, 0, 0, 0, 0, 1, 2];
    const x = [[...p, ...q, ...p, ...q]];
    const y = [[...p, 1000, ...q, ...q]];
    const forward = scoresOf(x, y, 'both', true);
    const backward = scoresOf(x, y, 'both', false);
    expect(forward).toBeDefined();
    expect(viewed(backward)).toEqual(viewed(forward, true));
  });

  it('alignments that mirror each other: the same scores in either order, without tokens', () => {
    // Found by the property above (CI, seed 1971416859): x's second file P0 P1 P0 P1 and y's P1 P0 P1 P0 P0 P1
    // align as x 2–23 with y 10–31 and as x 10–31 with y 2–23, of one length and the same nearest and
    // farthest starts. Tiling took whichever put a earlier, and the pair shared 37 tokens a side one way,
    // 34 the other. The first shared fingerprint's hash tells them apart from either side.
    const p0 = [0, 0, 1, 1, 1, 1, 2, 1];
    const p1 = [1, 0, 0, 0, 1, 0, 0, 0];
    const x = [
      [...p0, ...p0],
      [...p0, ...p1, ...p0, ...p1],
    ];
    const y = [[...p1, ...p0, ...p1, ...p0, ...p0, ...p1]];
    for (const tokens of ['neither', 'x only', 'both'] as const) {
      const forward = scoresOf(x, y, tokens, true);
      const backward = scoresOf(x, y, tokens, false);
      expect(forward).toBeDefined();
      expect(viewed(backward)).toEqual(viewed(forward, true));
    }
  });
});

describe('a pull-request check scores a small pair as compare does', () => {
  it('keeps two alignments apart when they overlap in both files: tiling decides, as with tokens', () => {
    // The token shapes of two short independent solutions of one IR-Plag task (a table of miles and
    // kilometres): one alignment ends a token into the next one in one file and six tokens into it in the
    // other. Merged into one fragment without tokens, both alignments' tokens counted, and the check
    // scored the pair 57% (flagged) where compare, tiling them, scores 39%.
    const a = 'ABCDBEBFGBHBBIJBEKHLBMBMBEKHLNBIOLPEBQOHBMBMBEBRKRBMBEBSOHHLBTL';
    const b = 'ABCDBEBFGBHBMBMBEKHLNBIOLNBIOLPEBQOHBMBMBEBRKRBSBHLBTL';
    const ids = (text: string) => [[...text].map((c) => c.charCodeAt(0))];
    // Small submissions keep every k-gram, in a snapshot as in compare.
    const corpus = tokenCorpus({ k: 14, w: 1 }, [ids(a), ids(b)]);
    const withTokens = findPairs(corpus, { maxSubmissionsPerFingerprint: 2 })[0]!.scores;
    const files = corpus.files.map((file) => (file.submission === 1 ? { ...file, ids: undefined } : file));
    const asCheck = findPairs({ ...corpus, files }, { maxSubmissionsPerFingerprint: 2 })[0]!.scores;
    expect(withTokens.similarity).toBeCloseTo(46 / 117, 6);
    expect(asCheck.similarity).toBe(withTokens.similarity);
  });
});
