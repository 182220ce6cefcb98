import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCourseFolder } from '../../bench/synthetic-course-folder.js';
import {
  generateCourse,
  type SyntheticCourse,
  type SyntheticSubmission,
} from '../../bench/synthetic-course.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';

const course = generateCourse({ seed: 42, submissions: 40, copyShare: 0.1 });
const byName = new Map(course.submissions.map((submission) => [submission.name, submission]));

const linesOf = (submission: SyntheticSubmission) =>
  submission.files.flatMap((file) => file.text.split('\n'));
// A line with names, literals, braces and layout taken out: what renaming and reformatting leave alone.
const skeleton = (line: string) =>
  line
    .replace(/"[^"]*"|'[^']*'/g, 's')
    .replace(/[A-Za-z_]\w*/g, 'x')
    .replace(/[\s{}]+/g, '');

/** Share of `copy`'s runs of three substantial lines (after `normalize`) that also stand in `source`. */
function sharedLines(
  source: SyntheticSubmission,
  copy: SyntheticSubmission,
  normalize: (line: string) => string,
): number {
  const shingles = (submission: SyntheticSubmission) => {
    const lines = linesOf(submission)
      .filter((line) => line.trim().length > 12)
      .map(normalize);
    return lines.slice(2).map((line, i) => `${lines[i]}\n${lines[i + 1]}\n${line}`);
  };
  const known = new Set(shingles(source));
  const runs = shingles(copy);
  return runs.filter((run) => known.has(run)).length / runs.length;
}

describe('synthetic course', () => {
  it('is the same course for the same seed, another for another seed', () => {
    expect(generateCourse({ seed: 42, submissions: 40, copyShare: 0.1 })).toEqual(course);
    const other = generateCourse({ seed: 43, submissions: 40, copyShare: 0.1 });
    expect(other.submissions.map((s) => s.files)).not.toEqual(course.submissions.map((s) => s.files));
  });

  it('writes submissions of about 400 lines in every language', () => {
    expect(course.submissions.map((s) => s.name)).toEqual(
      Array.from({ length: 40 }, (_, i) => `student-${String(i + 1).padStart(3, '0')}`),
    );
    const sizes = course.submissions.map((s) => linesOf(s).length);
    expect(sizes.reduce((sum, n) => sum + n, 0) / sizes.length).toBeGreaterThan(300);
    expect(Math.max(...sizes)).toBeLessThan(900);
    expect(new Set(course.submissions.map((s) => s.language))).toEqual(
      new Set(['java', 'python', 'c', 'cpp', 'javascript']),
    );
  });

  it('plants the copies it lists: a large part of the source, renamed when disguised', () => {
    expect(course.planted).toHaveLength(4);
    expect(new Set(course.planted.map((p) => p.disguise))).toEqual(new Set(['verbatim', 'renamed']));
    expect(new Set(course.planted.map((p) => p.source)).size).toBe(4);
    for (const planted of course.planted) {
      const source = byName.get(planted.source)!;
      const copy = byName.get(planted.copy)!;
      expect(copy.language).toBe(source.language);
      expect(planted.copiedLines / planted.lines).toBeGreaterThan(0.4);
      expect(sharedLines(source, copy, skeleton)).toBeGreaterThan(0.45);
      const verbatim = sharedLines(source, copy, (line) => line.trim());
      if (planted.disguise === 'verbatim') expect(verbatim).toBeGreaterThan(0.4);
      else expect(verbatim).toBeLessThan(0.1);
    }
  });

  it('writes independent submissions that share little', () => {
    const planted = new Set(course.planted.flatMap((p) => [p.source, p.copy]));
    const independent = course.submissions.filter((s) => !planted.has(s.name));
    for (let i = 0; i + 1 < independent.length; i++) {
      const [a, b] = [independent[i]!, independent[i + 1]!];
      if (a.language === b.language) expect(sharedLines(a, b, skeleton)).toBeLessThan(0.2);
    }
  });

  it('ranks the planted copies first when compared', () => {
    const result = compareSubmissions({
      submissions: course.submissions.map((s) => ({ name: s.name, files: s.files })),
      starter: [],
      settings: DEFAULT_SETTINGS,
    });
    const key = (a: string, b: string) => [a, b].sort().join(' ');
    const top = result.pairs.slice(0, course.planted.length).map((pair) => key(pair.a, pair.b));
    expect(new Set(top)).toEqual(new Set(course.planted.map((p) => key(p.source, p.copy))));
  });
});

describe('synthetic course folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'codewinnow-synthetic-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes a course once, with its manifest, and reuses it for the same seed and size', () => {
    const first = writeCourseFolder(root, { seed: 5, submissions: 6 });
    const again = writeCourseFolder(root, { seed: 5, submissions: 6 });
    const expected: SyntheticCourse = generateCourse({ seed: 5, submissions: 6 });
    expect([first.written, again.written]).toEqual([true, false]);
    expect(again.manifest).toEqual(first.manifest);
    expect(first.manifest.planted).toEqual(expected.planted);
    const submission = expected.submissions[0]!;
    const file = submission.files[0]!;
    expect(readFileSync(join(first.submissionsDir, submission.name, file.path), 'utf8')).toBe(file.text);
  });
});
