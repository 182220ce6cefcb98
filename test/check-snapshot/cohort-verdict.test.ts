// A pull-request check judges a pair against the course as a staff compare does: the snapshot carries the
// course's pair statistics, computed from its own content, so they survive encoding, student copies and
// merges, and the rescan and checks decide against the same numbers.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../../src/check/check-against-snapshots.js';
import { compareSnapshot } from '../../src/check/compare-snapshot.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { toCohortJudgement } from '../../src/check/decide-flag.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { mergeSnapshots } from '../../src/snapshot/merge-snapshots.js';
import { toStudentCopy } from '../../src/snapshot/to-student-copy.js';
import { readSubmission } from '../../src/sources/read-submission.js';
import { BUILD, copiedFrom, course, query, SETTINGS, SPARSE_BUILD, starter } from './course.js';

const { snapshot } = buildSnapshot({ submissions: course, starter, settings: BUILD });

describe('the cohort statistics a snapshot carries', () => {
  it('describe every pair of the course, as compare measures them', () => {
    const compared = compareSubmissions({ submissions: course, starter, settings: SETTINGS });
    const pairs = (course.length * (course.length - 1)) / 2;
    expect(snapshot.cohort.pairs).toBe(pairs);
    expect(compared.cohort!.pairs).toBe(pairs);
    expect(snapshot.cohort.median).toBeCloseTo(compared.cohort!.median, 2);
  });

  it('do not change with how many pairs compare is asked to list, nor do its verdicts', async () => {
    const demo = await readDemoCourse();
    const compare = (minSimilarity: number) =>
      compareSubmissions({ ...demo, settings: { ...SETTINGS, minSimilarity } });
    const all = compare(0);
    const few = compare(0.15);
    expect(few.cohort).toEqual(all.cohort);
    expect(few.cohort!.median).toBeGreaterThan(0.05);
    expect(few.pairs.length).toBeGreaterThan(0);
    expect(few.pairs.length).toBeLessThan(all.pairs.length);
    const verdict = (pair: { a: string; b: string; flagged: boolean; reason: string }) =>
      `${pair.a} ${pair.b} ${pair.flagged} ${pair.reason}`;
    // At or above the minimum, and the flagged pairs below it: the minimum never hides a flag.
    const listed = all.pairs.filter((pair) => pair.similarity >= 0.15 || pair.flagged).map(verdict);
    expect(listed.filter((line) => / true /.test(line)).length).toBeGreaterThan(
      all.pairs.filter((pair) => pair.similarity >= 0.15 && pair.flagged).length,
    );
    expect(few.pairs.map(verdict)).toEqual(listed);
  });

  // The demo's submissions are over 4 KiB. Stored as sparse samples (at windows 7 to 24), two of them miss
  // the short shared runs of a typical pair, and the statistics came out at a median of 0% and a cutoff of
  // 25%, where compare's are 6.8% and 57.6%. The statistics' sample is stored no sparser than compare's w.
  // What is left (6.0%) is compare's token-by-token extension of fragments, which needs the tokens. It
  // grew from under 0.01 to 0.0107 when the demo's conditional returns began to read as `if`s (Java v20,
  // conditional-form.ts): the longer form gives the extension more to extend. It grew again to 0.0213 when
  // loops over elements began to read as index loops (Java v22, C++ v26, for-each-loops.ts): compare's
  // median went from 6.7% to 8.5%, the sample's from 5.6% to 6.4%. Verdicts on the demo still agree, 36 of
  // 36 (bench:quality), so the bound is 0.025.
  it('describe the demo course as compare measures it, though it is stored sparse', async () => {
    const demo = await readDemoCourse();
    const compared = compareSubmissions({ ...demo, settings: SETTINGS });
    const built = (settings: typeof BUILD) =>
      buildSnapshot({ submissions: demo.submissions, starter: demo.starter, settings }).snapshot;
    expect(compared.cohort!.median).toBeGreaterThan(0.05);
    expect(Math.abs(built(BUILD).cohort.median - compared.cohort!.median)).toBeLessThan(0.025);
    expect(Math.abs(built(BUILD).cohort.mad - compared.cohort!.mad)).toBeLessThan(0.025);
    // Without the sample: every submission at the window its size gives.
    expect(built(SPARSE_BUILD).cohort.median).toBe(0);
  });

  it('survive encoding, the student copy and a merge of shards', () => {
    expect(decodeSnapshot(encodeSnapshot(snapshot)).cohort).toEqual(snapshot.cohort);
    expect(toStudentCopy(snapshot).cohort).toEqual(snapshot.cohort);
    const half = Math.floor(course.length / 2);
    const shards = [course.slice(0, half), course.slice(half)].map(
      (part) => buildSnapshot({ submissions: part, starter, settings: BUILD }).snapshot,
    );
    expect(mergeSnapshots(shards).cohort).toEqual(snapshot.cohort);
  });

  it('are what the rescan and a check judge against, and both flag the copied pairs with a reason', () => {
    expect(compareSnapshot({ snapshot, earlier: [], settings: SETTINGS }).cohort).toEqual(
      toCohortJudgement(snapshot.cohort),
    );
    const checked = checkAgainstSnapshots({
      submissions: [query],
      snapshots: [snapshot],
      settings: SETTINGS,
    });
    const compared = compareSubmissions({ submissions: [...course, query], starter, settings: SETTINGS });
    for (const source of copiedFrom) {
      const inCheck = checked.pairs.find((p) => p.b === source)!;
      const inCompare = compared.pairs.find(
        (p) => [p.a, p.b].includes(source) && [p.a, p.b].includes(query.name),
      )!;
      expect(inCheck.flagged).toBe(true);
      expect(inCompare.flagged).toBe(true);
      expect(inCheck.reason).not.toBe('');
    }
  });
});

const DEMO = 'fixtures/demo-course';

async function readDemoCourse() {
  const names = readdirSync(`${DEMO}/submissions`).sort();
  const submissions = await Promise.all(
    names.map(async (name) => ({ name, files: (await readSubmission(`${DEMO}/submissions/${name}`)).files })),
  );
  return { submissions, starter: (await readSubmission(`${DEMO}/starter`)).files };
}
