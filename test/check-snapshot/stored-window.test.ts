// A snapshot stores each submission's fingerprints at a window from w to its stored window: small
// submissions whole, large ones sparser, and always a subset of what w selects, so checks still meet them.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { compareSnapshot } from '../../src/check/compare-snapshot.js';
import { prepareSubmissions, starterHashes } from '../../src/check/prepare-files.js';
import { MIN_STORED_FINGERPRINTS, storedWindowFor } from '../../src/check/stored-window.js';
import { BUILD, course, prose, SETTINGS, starter } from './course.js';

const params = { k: SETTINGS.k, w: SETTINGS.w };

describe('storedWindowFor', () => {
  it('keeps w for small submissions, the stored window for large ones, about 256 fingerprints between', () => {
    expect(storedWindowFor(0, params, 32)).toBe(SETTINGS.w);
    expect(storedWindowFor(1000, params, 32)).toBe(SETTINGS.w);
    expect(storedWindowFor(100_000, params, 32)).toBe(32);
    for (const tokens of [1500, 2500, 3500]) {
      const window = storedWindowFor(tokens, params, 32);
      expect(window).toBeGreaterThan(SETTINGS.w);
      expect(window).toBeLessThan(32);
      const expected = (2 * tokens) / (window + 1);
      expect(expected).toBeGreaterThanOrEqual(MIN_STORED_FINGERPRINTS);
      expect(expected).toBeLessThan(1.1 * MIN_STORED_FINGERPRINTS);
    }
  });
});

describe('a snapshot build', () => {
  const { snapshot } = buildSnapshot({ submissions: course, starter, settings: BUILD });
  const starterSet = starterHashes(starter, params);

  it("stores each file's fingerprints as a subset of those w selects, with its submission's window", () => {
    let sparser = 0;
    snapshot.submissions.forEach((submission, s) => {
      const input = course.find((c) => c.name === submission.name)!;
      const prepared = prepareSubmissions([input], params, starterSet).files;
      const tokens = prepared.reduce((sum, file) => sum + file.tokenCount, 0);
      expect(submission.window).toBe(storedWindowFor(tokens, params, BUILD.storedWindow));
      if (submission.window > SETTINGS.w) sparser++;
      let stored = 0;
      for (const file of snapshot.files.slice(submission.files.start, submission.files.end)) {
        const dense = prepared.find((f) => f.path === file.path)!.fingerprints;
        const atW = new Map(Array.from(dense.positions, (p, i) => [p, dense.hashes[i]]));
        for (let i = file.fingerprints.start; i < file.fingerprints.end; i++) {
          expect(atW.get(snapshot.fingerprints.positions[i]!)).toBe(snapshot.fingerprints.hashes[i]);
        }
        stored += file.fingerprints.end - file.fingerprints.start;
        expect(file.submission).toBe(s);
      }
      expect(stored).toBeGreaterThan(0.7 * MIN_STORED_FINGERPRINTS);
    });
    expect(sparser).toBe(snapshot.submissions.length);
  });

  it('stores a small submission at w: the very fingerprints compare uses', () => {
    const small = { name: 'tiny', files: [{ path: 'essay.txt', text: prose(77, 300) }] };
    const built = buildSnapshot({ submissions: [small], starter: [], settings: BUILD }).snapshot;
    expect(built.submissions[0]!.window).toBe(SETTINGS.w);
    const dense = prepareSubmissions([small], params, new Set()).files[0]!.fingerprints;
    expect(Array.from(built.fingerprints.hashes)).toEqual(Array.from(dense.hashes));
    expect(Array.from(built.fingerprints.positions)).toEqual(Array.from(dense.positions));
  });
});

describe('compareSnapshot between a sparse and a dense submission', () => {
  // A large essay holding the whole of a small one: stored at the stored window and at w.
  const small = prose(11, 300);
  const large = `${prose(12, 3000)}\n${small}${prose(13, 3000)}`;
  const outcome = (largeName: string, smallName: string) => {
    const { snapshot } = buildSnapshot({
      submissions: [
        { name: largeName, files: [{ path: 'essay.txt', text: large }] },
        { name: smallName, files: [{ path: 'essay.txt', text: small }] },
      ],
      starter: [],
      settings: BUILD,
    });
    const windows = snapshot.submissions.map((s) => s.window);
    expect(windows.sort((x, y) => x - y)).toEqual([SETTINGS.w, BUILD.storedWindow]);
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
