// The course of the snapshot benchmark, from the speed benchmark's generator (synthetic-course.ts): its
// students, each with their language's starter folder added (as a course's template repository gives
// them), the starter code itself, and a new 1,000-line submission that copied files from two students.
import type { SnapshotSubmissionInput } from '../src/check/start-snapshot-build.js';
import type { InputFile, SubmissionInput } from '../src/check/types.js';
import { generateCourse, type SyntheticSubmission } from './synthetic-course.js';

export interface BenchCourse {
  readonly submissions: readonly SnapshotSubmissionInput[];
  readonly starter: readonly InputFile[];
  /** The submission a pull request brings: its own code plus files of two students. */
  readonly query: SubmissionInput;
  /** The students it copied from. */
  readonly copiedFrom: readonly string[];
}

export interface BenchCourseOptions {
  readonly seed: number;
  readonly submissions: number;
  /** Lines per submission, on average, starter included. */
  readonly lines: number;
  readonly queryLines: number;
}

// The generator writes about this share of the lines it is asked for (measured: 0.88).
const GENERATOR_YIELD = 0.88;
const STARTER_LINES = 150;

const linesOf = (text: string) => text.split('\n').length - 1;

export function makeBenchCourse(options: BenchCourseOptions): BenchCourse {
  const { seed } = options;
  const starters = starterByLanguage(seed);
  const own = Math.round((options.lines - STARTER_LINES) / GENERATOR_YIELD);
  const students = generateCourse({ seed, submissions: options.submissions, lines: own }).submissions;
  const submissions = students.map((student) => ({
    name: student.name,
    files: [
      ...(starters.get(student.language) ?? []).map((f) => ({ path: `starter/${f.path}`, text: f.text })),
      ...student.files,
    ],
  }));
  const starter = [...starters].flatMap(([language, files]) =>
    files.map((f) => ({ path: `${language}/${f.path}`, text: f.text })),
  );
  const { query, copiedFrom } = makeQuery(students, seed, options.queryLines);
  return { submissions, starter, query, copiedFrom };
}

function starterByLanguage(seed: number): Map<string, { path: string; text: string }[]> {
  const templates = generateCourse({
    seed: seed + 2000,
    submissions: 40,
    lines: Math.round(STARTER_LINES / GENERATOR_YIELD),
  });
  const byLanguage = new Map<string, { path: string; text: string }[]>();
  for (const template of templates.submissions) {
    if (!byLanguage.has(template.language)) byLanguage.set(template.language, [...template.files]);
  }
  return byLanguage;
}

// A third of the lines copied whole-file from two students of one language, the rest its own.
function makeQuery(
  students: readonly SyntheticSubmission[],
  seed: number,
  lines: number,
): { query: SubmissionInput; copiedFrom: string[] } {
  const language = students[0]!.language;
  const sources = students.filter((s) => s.language === language).slice(0, 2);
  const files: InputFile[] = [];
  sources.forEach((source, i) => {
    let taken = 0;
    for (const file of source.files) {
      if (taken >= lines / (i === 0 ? 4 : 8)) break;
      files.push({ path: `part${i + 1}/${file.path}`, text: file.text });
      taken += linesOf(file.text);
    }
  });
  const copied = files.reduce((n, f) => n + linesOf(f.text), 0);
  const authors = generateCourse({
    seed: seed + 1000,
    submissions: 40,
    lines: Math.round((lines - copied) / GENERATOR_YIELD),
  }).submissions;
  const author = authors.find((s) => s.language === language) ?? authors[0]!;
  files.push(...author.files.map((f) => ({ path: `own/${f.path}`, text: f.text })));
  return { query: { name: 'newcomer', files }, copiedFrom: sources.map((s) => s.name) };
}

/** Total lines and UTF-8 bytes of some submissions. */
export function measure(submissions: readonly { files: readonly InputFile[] }[]): {
  lines: number;
  bytes: number;
} {
  let lines = 0;
  let bytes = 0;
  for (const submission of submissions) {
    for (const file of submission.files) {
      lines += linesOf(file.text);
      bytes += Buffer.byteLength(file.text);
    }
  }
  return { lines, bytes };
}
