// Test helper: a small synthetic course (the snapshot benchmark's, bench/snapshot-bench-course.ts) with its
// starter code and a new submission that copied files from two students, and text whose k-grams never
// repeat by chance.
import { makeBenchCourse } from '../../bench/snapshot-bench-course.js';
import type { SnapshotSubmissionInput } from '../../src/check/start-snapshot-build.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../../src/check/settings.js';
import { MAX_SAMPLE_BITS } from '../../src/snapshot/cohort-sample.js';
import type { CheckSettings } from '../../src/check/types.js';

export const SETTINGS: CheckSettings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };
export const BUILD = {
  k: SETTINGS.k,
  w: SETTINGS.w,
  storedWindow: DEFAULT_STORED_WINDOW,
  createdAt: 1_763_700_000_000,
  includeNames: true,
};

/** BUILD without the statistics' sample: every submission stored at the window its size gives. */
export const SPARSE_BUILD = { ...BUILD, cohortSampleBits: MAX_SAMPLE_BITS };

const bench = makeBenchCourse({ seed: 7, submissions: 12, lines: 340, queryLines: 400 });
export const course: SnapshotSubmissionInput[] = [...bench.submissions];
export const starter = [...bench.starter];
/** A new submission: its own code and whole files of `copiedFrom`'s two students. */
export const query: SnapshotSubmissionInput = bench.query;
export const copiedFrom: readonly string[] = bench.copiedFrom;

/** Words from a seeded PRNG (a linear congruential generator): every 12-gram is unique. */
export function prose(seed: number, words: number): string {
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out.push(`w${state % 5000}${i % 12 === 11 ? '\n' : ''}`);
  }
  return out.join(' ') + '\n';
}

/** Text submissions: each its own prose, one with a passage of another's; a new one with passages of two. */
export function proseCourse(): { course: SnapshotSubmissionInput[]; query: SnapshotSubmissionInput } {
  const own = Array.from({ length: 8 }, (_, i) => prose(1000 + i, 900));
  const passage = (i: number, from: number, to: number) => own[i]!.split(' ').slice(from, to).join(' ');
  const course = own.map((text, i) => ({
    name: `essay-${i}`,
    files: [
      { path: 'part1.txt', text: i === 5 ? `${text}\n${passage(2, 100, 220)}` : text },
      { path: 'part2.txt', text: prose(2000 + i, 300 + 20 * i) },
    ],
  }));
  const queryText = [
    prose(3000, 200),
    passage(0, 50, 250),
    prose(3001, 100),
    passage(3, 400, 480),
    prose(3002, 50),
  ].join('\n');
  return { course, query: { name: 'essay-new', files: [{ path: 'essay.txt', text: queryText }] } };
}
