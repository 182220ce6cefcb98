// A deterministic synthetic course for the snapshot benchmark and its tests: sections in four languages,
// each submission the starter file of its language plus its own code, and one in ten with a block copied
// from a small pool of "leaked solutions". Any submission is made on its own from its index, so a course
// of thousands is streamed, never held in memory or written to disk (the speed benchmark's
// synthetic-course.ts makes a whole course in memory at once).
import type { InputFile } from '../src/check/types.js';
import type { SnapshotSubmissionInput } from '../src/check/snapshot-build.js';
import { createRandom, EXTENSIONS, writeFile, writeFunction, type SyntheticLanguage } from './snapshot-code.js';

export const LANGUAGES: readonly SyntheticLanguage[] = ['java', 'python', 'c', 'javascript'];

export interface CourseShape {
  readonly seed: number;
  readonly submissions: number;
  readonly linesPerSubmission: number;
  /** Share of submissions with a leaked block in them. */
  readonly copiedShare: number;
}

const STARTER_LINES = 60;
const LEAKED_BLOCKS = 40;

/** The starter file of each language (one starter folder for the whole course). */
export function starterFiles(shape: CourseShape): InputFile[] {
  return LANGUAGES.map((language) => starterOf(shape, language));
}

function starterOf(shape: CourseShape, language: SyntheticLanguage): InputFile {
  return { path: `starter${EXTENSIONS[language]}`, text: writeFile(language, createRandom(shape.seed * 31 + LANGUAGES.indexOf(language)), STARTER_LINES) };
}

/** Leaked block `block` of `language`: 100 to 300 lines of functions. */
export function leakedBlock(shape: CourseShape, language: SyntheticLanguage, block: number): string {
  const random = createRandom(shape.seed * 7919 + LANGUAGES.indexOf(language) * 1000 + block);
  const lines = 100 + Math.floor(random() * 200);
  const out: string[] = [];
  while (out.length < lines) writeFunction(language, random, 5 + Math.floor(random() * 30), out);
  return out.join('\n') + '\n';
}

/** Submission `index`: its language's starter, a solution and a helpers file, maybe a leaked block. */
export function makeSubmission(shape: CourseShape, index: number): SnapshotSubmissionInput {
  const language = LANGUAGES[index % LANGUAGES.length]!;
  const random = createRandom(shape.seed * 1_000_003 + index);
  const starter = starterOf(shape, language);
  const own = shape.linesPerSubmission - STARTER_LINES;
  const split = Math.floor(own * (0.5 + random() * 0.3));
  let solution = writeFile(language, random, split);
  if (random() < shape.copiedShare) {
    const block = leakedBlock(shape, language, Math.floor(random() * LEAKED_BLOCKS));
    const lines = solution.split('\n');
    const at = Math.floor(random() * lines.length);
    solution = [...lines.slice(0, at), block, ...lines.slice(at)].join('\n');
  }
  const ext = EXTENSIONS[language];
  const files = [
    { path: starter.path, text: starter.text },
    { path: `src/solution${ext}`, text: solution },
    { path: `src/helpers${ext}`, text: writeFile(language, random, own - split) },
  ];
  return { name: `hw1-student${String(index).padStart(5, '0')}`, files };
}

/** Submissions [from, to) of the course, made one at a time. */
export function* makeSubmissions(shape: CourseShape, from = 0, to = shape.submissions): Generator<SnapshotSubmissionInput> {
  for (let index = from; index < to; index++) yield makeSubmission(shape, index);
}

/** A new Java submission of about `lines` lines with two leaked blocks in it: what a pull request brings. */
export function makeCheckedSubmission(shape: CourseShape, lines: number): SnapshotSubmissionInput {
  const random = createRandom(shape.seed * 65_537 + 1);
  const blocks = [leakedBlock(shape, 'java', 0), leakedBlock(shape, 'java', 1)];
  const own = lines - blocks.reduce((n, block) => n + block.split('\n').length, 0);
  const solution = [writeFile('java', random, Math.floor(own / 2)), ...blocks, writeFile('java', random, own - Math.floor(own / 2))];
  return { name: 'hw1-newcomer', files: [{ path: 'src/Solution.java', text: solution.join('\n') }] };
}
