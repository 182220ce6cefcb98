// Checking against a snapshot finds what compare finds on the same files, never reports starter code, never
// pairs a repository with itself, and refuses a snapshot made with other parameters.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../../src/check/check-against-snapshots.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { prepareSubmissions, starterHashes } from '../../src/check/prepare-files.js';
import { toLineRange } from '../../src/check/line-range.js';
import { toTokenLines } from '../../src/engine/token-lines.js';
import type { MatchFragment, PairResult } from '../../src/check/types.js';
import { languageForPath } from '../../src/languages/registry.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { SnapshotMismatchError } from '../../src/snapshot/snapshot-error.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { SPARSE_BUILD, copiedFrom, course, proseCourse, query, SETTINGS, starter } from './course.js';

const { snapshot } = buildSnapshot({ submissions: course, starter, settings: SPARSE_BUILD });

const within = (inner: MatchFragment, outer: MatchFragment) =>
  inner.a.file === outer.a.file &&
  inner.b.file === outer.b.file &&
  inner.a.tokens.start >= outer.a.tokens.start &&
  inner.a.tokens.end <= outer.a.tokens.end &&
  inner.b.tokens.start >= outer.b.tokens.start &&
  inner.b.tokens.end <= outer.b.tokens.end;

const overlaps = (x: MatchFragment, y: MatchFragment) =>
  x.a.file === y.a.file &&
  x.b.file === y.b.file &&
  x.a.tokens.start < y.a.tokens.end &&
  y.a.tokens.start < x.a.tokens.end &&
  x.b.tokens.start < y.b.tokens.end &&
  y.b.tokens.start < x.b.tokens.end;

const filePairs = (pair: PairResult) =>
  [...new Set(pair.fragments.map((f) => `${f.a.file} ↔ ${f.b.file}`))].sort();

/** The window the snapshot stored submission `name` with: check fragments fall short of compare's by less. */
const windowOf = (stored: Snapshot, name: string) => stored.submissions.find((s) => s.name === name)!.window;

/**
 * Each check fragment inside a compare fragment, and each compare fragment covered by those it overlaps to
 * within `slack` tokens of its ends. Compare fragments that follow each other on both sides across starter code only on side a
 * (`starterOf` its files' starter tokens) count as one: a check knows the starter by the fingerprints the
 * snapshot stored of it, not by all its k-grams, so it may keep one fragment across such a gap.
 */
function expectWithinCompare(
  pair: PairResult,
  reference: PairResult,
  slack: number,
  options: { minLength?: number; starterOf?: ReadonlyMap<string, Uint8Array | undefined> } = {},
): void {
  const long = (f: MatchFragment) => f.a.tokens.end - f.a.tokens.start >= (options.minLength ?? 0);
  const starterOf = options.starterOf ?? new Map();
  const outers = joinAcrossStarter(reference.fragments, starterOf);
  for (const fragment of pair.fragments.filter(long))
    expect(
      outers.some((f) => within(fragment, f)) || coveredByPieces(fragment, reference.fragments, starterOf),
    ).toBe(true);
  for (const outer of reference.fragments.filter(long)) {
    const inner = pair.fragments.filter((f) => overlaps(f, outer));
    expect(inner.length).toBeGreaterThan(0);
    for (const side of ['a', 'b'] as const) {
      const start = Math.max(Math.min(...inner.map((f) => f[side].tokens.start)), outer[side].tokens.start);
      const end = Math.min(Math.max(...inner.map((f) => f[side].tokens.end)), outer[side].tokens.end);
      expect(start - outer[side].tokens.start).toBeLessThan(slack);
      expect(outer[side].tokens.end - end).toBeLessThan(slack);
    }
  }
}

/** Shared tokens differ from compare's by at most `slack` − 1 tokens at each end of each fragment. */
function expectScoresClose(pair: PairResult, reference: PairResult, window: number): void {
  const slack = 2 * (window - 1) * Math.max(pair.fragments.length, reference.fragments.length);
  for (const side of ['sharedTokensA', 'sharedTokensB'] as const)
    expect(Math.abs(pair[side] - reference[side])).toBeLessThanOrEqual(slack);
}

describe('checkAgainstSnapshots, on text whose every match is a copy', () => {
  const prose = proseCourse();
  const proseSnapshot = buildSnapshot({
    submissions: prose.course,
    starter: [],
    settings: SPARSE_BUILD,
  }).snapshot;
  const checked = checkAgainstSnapshots({
    submissions: [prose.query],
    snapshots: [proseSnapshot],
    settings: SETTINGS,
  });
  const compared = compareSubmissions({
    submissions: [prose.query, ...prose.course],
    starter: [],
    settings: SETTINGS,
  });
  const expected = compared.pairs.filter((pair) => pair.a === prose.query.name);

  it('finds the same pairs and file pairs as compare on the same files', () => {
    expect(checked.pairs.map((p) => p.b)).toEqual(['essay-0', 'essay-3']);
    expect(checked.pairs.map((p) => p.b)).toEqual(expected.map((p) => p.b));
    for (const pair of checked.pairs)
      expect(filePairs(pair)).toEqual(filePairs(expected.find((p) => p.b === pair.b)!));
  });

  it("finds each fragment within compare's, short of it by fewer than w tokens at each end", () => {
    for (const pair of checked.pairs) {
      expect(windowOf(proseSnapshot, pair.b)).toBe(SETTINGS.w);
      expectWithinCompare(
        pair,
        expected.find((p) => p.b === pair.b)!,
        SETTINGS.w,
      );
    }
  });

  it('scores close to compare, and never higher', () => {
    for (const pair of checked.pairs) {
      const reference = expected.find((p) => p.b === pair.b)!;
      expectScoresClose(pair, reference, SETTINGS.w);
      expect(pair.similarity).toBeLessThanOrEqual(reference.similarity);
    }
  });
});

/**
 * Whether compare's `fragments` hold every token of `fragment` on side a (but starter code) and enclose its
 * side b. A fragment whose tokens stand out of line order (an update moved to the end of its loop, an inlined
 * method) is shown as pieces cut where a side's lines would enclose other code (check/fragment-pieces.ts);
 * a check cuts its snapshot side from the stored fingerprints' lines, so its pieces need not be compare's.
 */
function coveredByPieces(
  fragment: MatchFragment,
  fragments: readonly MatchFragment[],
  starterOf: ReadonlyMap<string, Uint8Array | undefined>,
): boolean {
  const same = fragments.filter(
    (f) =>
      f.a.file === fragment.a.file &&
      f.b.file === fragment.b.file &&
      f.a.tokens.start < fragment.a.tokens.end &&
      fragment.a.tokens.start < f.a.tokens.end,
  );
  const starter = starterOf.get(fragment.a.file);
  for (let t = fragment.a.tokens.start; t < fragment.a.tokens.end; t++)
    if (starter?.[t] !== 1 && !same.some((f) => f.a.tokens.start <= t && t < f.a.tokens.end)) return false;
  const start = Math.min(...same.map((f) => f.b.tokens.start));
  const end = Math.max(...same.map((f) => f.b.tokens.end));
  return fragment.b.tokens.start >= start && fragment.b.tokens.end <= end;
}

/** `fragments` with each one that follows another on both sides, across starter code on side a, joined to it. */
function joinAcrossStarter(
  fragments: readonly MatchFragment[],
  starterOf: ReadonlyMap<string, Uint8Array | undefined>,
): MatchFragment[] {
  const sorted = [...fragments].sort(
    (x, y) =>
      x.a.file.localeCompare(y.a.file) ||
      x.b.file.localeCompare(y.b.file) ||
      x.a.tokens.start - y.a.tokens.start,
  );
  const joined: MatchFragment[] = [];
  for (const next of sorted) {
    const last = joined.at(-1);
    const starter = starterOf.get(next.a.file);
    const follows =
      last !== undefined &&
      starter !== undefined &&
      last.a.file === next.a.file &&
      last.b.file === next.b.file &&
      next.b.tokens.start >= last.b.tokens.end &&
      next.a.tokens.start >= last.a.tokens.end &&
      starter.subarray(last.a.tokens.end, next.a.tokens.start).every((flag) => flag === 1);
    if (!follows) joined.push(next);
    else {
      const span = (side: 'a' | 'b') => ({
        ...last[side],
        tokens: { start: last[side].tokens.start, end: next[side].tokens.end },
      });
      joined[joined.length - 1] = { a: span('a'), b: span('b') };
    }
  }
  return joined;
}

// Real code repeats idioms (the same dozen tokens in many places of both files). Compare extends fragments
// before tiling them one to one, so for a repeated idiom it may keep another of its equal occurrences than a
// check keeps; real copies (long fragments) must agree all the same.
describe('checkAgainstSnapshots, on code', () => {
  const checked = checkAgainstSnapshots({ submissions: [query], snapshots: [snapshot], settings: SETTINGS });
  const compared = compareSubmissions({ submissions: [query, ...course], starter, settings: SETTINGS });
  const expected = compared.pairs.filter((pair) => pair.a === query.name);
  const params = { k: SETTINGS.k, w: SETTINGS.w };
  const starterOf = new Map(
    prepareSubmissions([query], params, starterHashes(starter, params), SETTINGS).files.map((file) => [
      file.path,
      file.boilerplate,
    ]),
  );

  it('finds the pairs compare finds with a match the stored window must keep, the copied ones first', () => {
    // Winnowing's guarantee at the stored window: a shared run of storedWindow + k − 1 tokens keeps a
    // fingerprint. Shorter incidental matches (one 15-token idiom) a check may miss, and never invents.
    const guaranteed = SPARSE_BUILD.storedWindow + SETTINGS.k - 1;
    const found = checked.pairs.map((p) => p.b);
    for (const name of found) expect(expected.map((p) => p.b)).toContain(name);
    for (const pair of expected.filter((p) =>
      p.fragments.some((f) => f.a.tokens.end - f.a.tokens.start >= guaranteed),
    ))
      expect(found).toContain(pair.b);
    expect(found.length).toBeGreaterThanOrEqual(expected.length - 1);
    expect(
      checked.pairs
        .slice(0, 2)
        .map((p) => p.b)
        .sort(),
    ).toEqual([...copiedFrom].sort());
  });

  it("finds each copied fragment within compare's, short of it by less than the stored window at each end", () => {
    for (const pair of checked.pairs.slice(0, 2)) {
      const window = windowOf(snapshot, pair.b);
      expect(window).toBeGreaterThan(SETTINGS.w);
      expectWithinCompare(
        pair,
        expected.find((p) => p.b === pair.b)!,
        window,
        {
          minLength: 4 * SETTINGS.k,
          starterOf,
        },
      );
    }
  });

  it('scores close to compare, and never higher: starter tokens count on neither side', () => {
    for (const pair of checked.pairs) {
      const reference = expected.find((p) => p.b === pair.b)!;
      expectScoresClose(pair, reference, windowOf(snapshot, pair.b));
      // Its fragments lie within compare's, so it covers no more. Counting the stored side's starter tokens
      // (the marks made from its stored runs) put student-003 above compare. But for matches shorter than
      // winnowing's guarantee (w + k − 1 tokens): a check keeps every k-gram of the new submission, compare
      // a window's minimum, so a check can find a lone shared k-gram that compare's window passed over.
      const guaranteed = SETTINGS.w + SETTINGS.k - 1;
      for (const side of ['a', 'b'] as const) {
        const short = pair.fragments
          .map((f) => f[side].tokens.end - f[side].tokens.start)
          .filter((length) => length < guaranteed)
          .reduce((sum, length) => sum + length, 0);
        const shared = side === 'a' ? 'sharedTokensA' : 'sharedTokensB';
        expect(pair[shared]).toBeLessThanOrEqual(reference[shared] + short);
      }
    }
  });

  it("gives the snapshot side's lines from the stored fingerprint lines: exact at fingerprint bounds, else overlapping", () => {
    const aligned = (f: MatchFragment, file: { fingerprints: { start: number; end: number } }) => {
      const positions = snapshot.fingerprints.positions.subarray(
        file.fingerprints.start,
        file.fingerprints.end,
      );
      // A k-gram starts at each end; a piece tiling trimmed to under k tokens has no k-gram of its own.
      const { start, end } = f.b.tokens;
      return end - start >= SETTINGS.k && positions.includes(start) && positions.includes(end - SETTINGS.k);
    };
    let exact = 0;
    let cut = 0;
    for (const pair of checked.pairs) {
      const files = course.find((s) => s.name === pair.b)!.files;
      const index = snapshot.submissions.findIndex((s) => s.name === pair.b);
      for (const fragment of pair.fragments) {
        const text = files.find((f) => f.path === fragment.b.file)!.text;
        const lines = toLineRange(
          toTokenLines(languageForPath(fragment.b.file)!.tokenize(text).spans),
          fragment.b.tokens,
        );
        const stored = snapshot.files.find((f) => f.submission === index && f.path === fragment.b.file)!;
        if (aligned(fragment, stored)) {
          expect(fragment.b.lines).toEqual(lines);
          exact++;
        } else {
          // The lines it is sure to touch, or where none is sure those it may stand on (snapshot-line-range.ts):
          // never lines apart from its own.
          expect(fragment.b.lines.end).toBeGreaterThan(fragment.b.lines.start);
          expect(fragment.b.lines.start).toBeLessThan(lines.end);
          expect(fragment.b.lines.end).toBeGreaterThan(lines.start);
          cut++;
        }
      }
    }
    expect(exact).toBeGreaterThan(0);
    expect(cut).toBeGreaterThan(0);
  });

  it('never reports starter code: a submission that is only the starter pairs with nobody', () => {
    const onlyStarter = { name: 'hw1-lazy', files: starter };
    expect(
      checkAgainstSnapshots({ submissions: [onlyStarter], snapshots: [snapshot], settings: SETTINGS }).pairs,
    ).toEqual([]);
    for (const pair of checked.pairs)
      expect(pair.fragments.every((f) => !f.a.file.startsWith('starter'))).toBe(true);
  });

  it('never pairs a submission with itself or its own earlier commit', () => {
    const [first, second] = copiedFrom;
    const again = course.find((s) => s.name === first)!;
    // A later commit of the first source: the copied files are its own, its repository named in another case.
    const changed = { ...query, name: `course/${first}`, repo: first!.toUpperCase() };
    for (const submission of [again, changed]) {
      const result = checkAgainstSnapshots({
        submissions: [submission],
        snapshots: [snapshot],
        settings: SETTINGS,
      });
      expect(result.pairs.map((p) => p.b)).not.toContain(first);
    }
    const result = checkAgainstSnapshots({
      submissions: [changed],
      snapshots: [snapshot],
      settings: SETTINGS,
    });
    expect(result.pairs.map((p) => p.b)).toContain(second);
  });

  it('checks against several snapshots (earlier terms) but never compares them with each other', () => {
    const lastTerm = buildSnapshot({
      submissions: course.slice(0, 6),
      starter,
      settings: SPARSE_BUILD,
    }).snapshot;
    const thisTerm = buildSnapshot({
      submissions: course.slice(6),
      starter,
      settings: SPARSE_BUILD,
    }).snapshot;
    const result = checkAgainstSnapshots({
      submissions: [query],
      snapshots: [lastTerm, thisTerm],
      settings: SETTINGS,
    });
    expect(result.pairs.map((p) => p.b).sort()).toEqual(checked.pairs.map((p) => p.b).sort());
    expect(result.pairs.every((p) => p.a === query.name)).toBe(true);
  });

  it('names snapshot submissions by pseudonym in a student copy, and keeps no source text', () => {
    const studentCopy = buildSnapshot({
      submissions: course,
      starter,
      settings: { ...SPARSE_BUILD, includeNames: false },
    }).snapshot;
    const result = checkAgainstSnapshots({
      submissions: [query],
      snapshots: [studentCopy],
      settings: SETTINGS,
    });
    expect(result.pairs.length).toBe(checked.pairs.length);
    for (const pair of result.pairs) expect(pair.b).toMatch(/^[0-9a-f]{8}$/);
    expect(JSON.stringify(result)).not.toContain('student-');
    const bytes = Buffer.from(encodeSnapshot(studentCopy)).toString('latin1');
    expect(bytes).not.toContain('student-');
    // No source text either: not one line of a submission's code, its identifiers included.
    const lines = course
      .flatMap((s) => s.files.flatMap((f) => f.text.split('\n')))
      .filter((l) => l.trim().length > 12);
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter((l) => bytes.includes(l.trim()))).toEqual([]);
  });

  it('refuses a snapshot made with another k', () => {
    const k = SETTINGS.k + 3;
    expect(() =>
      checkAgainstSnapshots({ submissions: [query], snapshots: [snapshot], settings: { ...SETTINGS, k } }),
    ).toThrow(new SnapshotMismatchError(`snapshot 1 was made with k=${SETTINGS.k}, this run uses k=${k}`));
  });
});
