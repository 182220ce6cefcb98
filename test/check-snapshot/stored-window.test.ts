// A snapshot stores each submission's fingerprints at a window from 1 to its stored window: small
// submissions whole (every k-gram), large ones sparser, about 256 fingerprints each.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../../src/check/check-against-snapshots.js';
import { compareSnapshot } from '../../src/check/compare-snapshot.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { prepareSubmissions, starterHashes } from '../../src/check/prepare-files.js';
import {
  comparedWindowFor,
  MIN_STORED_FINGERPRINTS,
  storedWindowFor,
  WHOLE_SUBMISSION_CHARS,
} from '../../src/check/stored-window.js';
import type { PairResult } from '../../src/check/types.js';
import { SPARSE_BUILD, course, prose, SETTINGS, starter } from './course.js';

const params = { k: SETTINGS.k, w: SETTINGS.w };

describe('storedWindowFor', () => {
  it('stores every k-gram of a small submission, the stored window of a large one, about 256 between', () => {
    expect(storedWindowFor(0, 32)).toBe(1);
    expect(storedWindowFor(200, 32)).toBe(1);
    expect(storedWindowFor(100_000, 32)).toBe(32);
    for (const tokens of [500, 1500, 2500, 3500]) {
      const window = storedWindowFor(tokens, 32);
      expect(window).toBeGreaterThan(1);
      expect(window).toBeLessThan(32);
      const expected = (2 * tokens) / (window + 1);
      expect(expected).toBeGreaterThanOrEqual(MIN_STORED_FINGERPRINTS);
      expect(expected).toBeLessThan(((window + 2) / (window + 1)) * MIN_STORED_FINGERPRINTS);
    }
  });
});

describe('comparedWindowFor', () => {
  it('winnows a submission of up to WHOLE_SUBMISSION_CHARS characters with window 1, a larger one with w', () => {
    const files = (...sizes: number[]) => sizes.map((size) => ({ text: 'x'.repeat(size) }));
    expect(comparedWindowFor(files(100, 200), 8)).toBe(1);
    expect(comparedWindowFor(files(WHOLE_SUBMISSION_CHARS / 2, WHOLE_SUBMISSION_CHARS / 2), 8)).toBe(1);
    expect(comparedWindowFor(files(WHOLE_SUBMISSION_CHARS / 2, WHOLE_SUBMISSION_CHARS / 2 + 1), 8)).toBe(8);
  });

  it('makes compare keep every k-gram of a small submission, as its snapshot does, and find a run of k tokens', () => {
    // Two short essays sharing one run of exactly k words: winnowing at w = 8 may keep none of its k-grams.
    const shared = prose(90, SETTINGS.k).trim().replace(/\n/g, ' ');
    const small = (seed: number) => ({
      name: `s${seed}`,
      files: [{ path: 'a.txt', text: `${prose(seed, 60)}${shared}\n${prose(seed + 1, 60)}` }],
    });
    const submissions = [small(91), small(93)];
    const prepared = prepareSubmissions(submissions, params, new Set()).files;
    for (const file of prepared)
      expect(file.fingerprints.positions.length).toBe(file.tokenCount - SETTINGS.k + 1);
    const built = buildSnapshot({
      submissions: [submissions[0]!],
      starter: [],
      settings: SPARSE_BUILD,
    }).snapshot;
    expect(built.submissions[0]!.window).toBe(1);
    const compared = compareSubmissions({ submissions, starter: [], settings: SETTINGS });
    expect(compared.pairs.map((pair) => pair.longestFragment)).toEqual([SETTINGS.k]);
  });
});

describe('a snapshot build', () => {
  const { snapshot } = buildSnapshot({ submissions: course, starter, settings: SPARSE_BUILD });
  const starterSet = starterHashes(starter, params);

  it("stores each file's fingerprints as winnowing with its submission's window selects them", () => {
    snapshot.submissions.forEach((submission) => {
      const input = course.find((c) => c.name === submission.name)!;
      const tokens = prepareSubmissions([input], params, starterSet).files.reduce(
        (n, f) => n + f.tokenCount,
        0,
      );
      expect(submission.window).toBe(storedWindowFor(tokens, SPARSE_BUILD.storedWindow));
      expect(submission.window).toBeGreaterThan(SETTINGS.w);
      const prepared = prepareSubmissions([input], { k: SETTINGS.k, w: submission.window }, starterSet).files;
      let stored = 0;
      for (const file of snapshot.files.slice(submission.files.start, submission.files.end)) {
        const expected = prepared.find((f) => f.path === file.path)!.fingerprints;
        const { start, end } = file.fingerprints;
        expect(snapshot.fingerprints.hashes.subarray(start, end)).toEqual(expected.hashes);
        expect(snapshot.fingerprints.positions.subarray(start, end)).toEqual(expected.positions);
        stored += end - start;
      }
      expect(stored).toBeGreaterThan(0.7 * MIN_STORED_FINGERPRINTS);
    });
  });

  it('stores every k-gram of a small submission, so a check of a copy finds exactly what compare finds', () => {
    const original = prose(77, 220);
    const small = { name: 'tiny', files: [{ path: 'essay.txt', text: original }] };
    const built = buildSnapshot({ submissions: [small], starter: [], settings: SPARSE_BUILD }).snapshot;
    expect(built.submissions[0]!.window).toBe(1);
    expect(built.fingerprints.positions).toEqual(Uint32Array.from(built.fingerprints.positions, (_, i) => i));
    const words = original.split(' ');
    const copy = {
      name: 'copier',
      files: [
        { path: 'mine.txt', text: [prose(78, 40), words.slice(30, 150).join(' '), prose(79, 40)].join('\n') },
      ],
    };
    const checked = checkAgainstSnapshots({ submissions: [copy], snapshots: [built], settings: SETTINGS });
    const compared = compareSubmissions({ submissions: [copy, small], starter: [], settings: SETTINGS });
    const tokensOf = (pairs: readonly PairResult[]) =>
      pairs.map((p) => ({
        ...p.fragments.map((f) => ({ a: f.a.tokens, b: f.b.tokens })),
        similarity: p.similarity,
      }));
    expect(tokensOf(checked.pairs)).toEqual(tokensOf(compared.pairs));
    expect(checked.pairs).toHaveLength(1);
  });
});

describe('compareSnapshot between a sparse and a dense submission', () => {
  // A large essay holding the whole of a small one: stored at the stored window and whole.
  const small = prose(11, 300);
  const large = `${prose(12, 3000)}\n${small}${prose(13, 3000)}`;
  const outcome = (largeName: string, smallName: string) => {
    const { snapshot } = buildSnapshot({
      submissions: [
        { name: largeName, files: [{ path: 'essay.txt', text: large }] },
        { name: smallName, files: [{ path: 'essay.txt', text: small }] },
      ],
      starter: [],
      settings: SPARSE_BUILD,
    });
    const windows = snapshot.submissions.map((s) => s.window);
    expect(windows.sort((x, y) => x - y)).toEqual([1, SPARSE_BUILD.storedWindow]);
    const [pair] = compareSnapshot({ snapshot, earlier: [], settings: SETTINGS }).pairs;
    const smallSide = pair!.a === smallName ? 'coverageA' : 'coverageB';
    return {
      sparseFirst: pair!.a === largeName,
      fragments: pair!.fragments.length,
      coverage: pair![smallSide],
    };
  };

  it('finds the copy as one fragment covering the small one, whichever comes first', () => {
    const outcomes = [outcome('large', 'small'), outcome('big', 'tiny'), outcome('x-large', 'a-small')];
    expect(new Set(outcomes.map((o) => o.sparseFirst))).toEqual(new Set([true, false]));
    for (const o of outcomes) {
      expect(o.fragments).toBe(1);
      expect(o.coverage).toBeGreaterThan(0.9);
    }
  });
});
