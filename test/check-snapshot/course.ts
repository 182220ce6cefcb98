// Test helper: a small synthetic course (bench/snapshot-course.ts) and submissions copied from it.
import { makeSubmission, starterFiles, type CourseShape } from '../../bench/snapshot-course.js';
import { createRandom, writeFile } from '../../bench/snapshot-code.js';
import type { SnapshotSubmissionInput } from '../../src/check/snapshot-build.js';
import type { CheckSettings } from '../../src/check/types.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';

export const SHAPE: CourseShape = { seed: 7, submissions: 12, linesPerSubmission: 300, copiedShare: 0 };
export const SETTINGS: CheckSettings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };
export const BUILD = { k: SETTINGS.k, w: SETTINGS.w, createdAt: 1_763_700_000_000, includeNames: true };

export const starter = starterFiles(SHAPE);
export const course: SnapshotSubmissionInput[] = Array.from({ length: SHAPE.submissions }, (_, i) => makeSubmission(SHAPE, i));

/** Lines [from, to) of a text. */
export function linesOf(text: string, from: number, to: number): string {
  return text.split('\n').slice(from, to).join('\n');
}

/**
 * A Java submission named `name`: its own code around 60 lines of student 0's solution and 50 of
 * student 4's (both Java), and the Java starter file as given.
 */
export function copier(name: string, seed = 99): SnapshotSubmissionInput {
  const random = createRandom(seed);
  const solutionOf = (i: number) => course[i]!.files.find((f) => f.path.startsWith('src/solution'))!.text;
  const text = [
    writeFile('java', random, 60),
    linesOf(solutionOf(0), 20, 80),
    writeFile('java', random, 40),
    linesOf(solutionOf(4), 30, 80),
    writeFile('java', random, 30),
  ].join('\n');
  const javaStarter = starter.find((f) => f.path.endsWith('.java'))!;
  return { name, files: [{ path: 'src/Copied.java', text }, { path: javaStarter.path, text: javaStarter.text }] };
}

/** Words from a seeded PRNG: text whose k-grams never repeat by chance, so every match is a copy. */
export function prose(seed: number, words: number): string {
  const random = createRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(`w${Math.floor(random() * 5000)}${i % 12 === 11 ? '\n' : ''}`);
  return out.join(' ') + '\n';
}

/** Text submissions: each its own prose, some with a passage of another's (copied verbatim). */
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
  const queryText = [prose(3000, 200), passage(0, 50, 250), prose(3001, 100), passage(3, 400, 480), prose(3002, 50)].join('\n');
  return { course, query: { name: 'essay-new', files: [{ path: 'essay.txt', text: queryText }] } };
}
