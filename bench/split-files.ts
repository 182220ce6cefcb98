// `npm run bench:split`: a copy stored as two files. Each source file is cut at its middle line into two
// files (the first with blocks still open, the second closing blocks it never opened, neither compiling
// alone) and compared, as a submission of those two, with a submission of the file whole: a verbatim copy,
// so anything under 100% is what the split alone hides. Sources: IR-Plag's originals and independent
// solutions (Java, 11 to 34 lines), and the Java, C and C++ files of a synthetic course (seed 1, 120
// submissions, files of 60 lines and more). Prints, per set, the similarity's mean, lowest and quartiles
// and how many pairs the default decision flags.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSubmissions } from '../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../src/check/settings.js';
import type { InputFile } from '../src/check/types.js';
import { listFiles } from './list-files.js';
import { generateCourse } from './synthetic-course.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(process.env.IRPLAG_DIR ?? join(root, '../shared/data/irplag'));
const SPLIT_LANGUAGES = new Set(['java', 'c', 'cpp']);

function irplagSources(): InputFile[] {
  return listFiles(join(dataDir, 'src'))
    .filter((path) => path.endsWith('.java') && /\/(original|non-plagiarized)\//.test(path))
    .sort()
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

function syntheticSources(): InputFile[] {
  const { submissions } = generateCourse({ seed: 1, submissions: 120 });
  return submissions
    .filter((submission) => SPLIT_LANGUAGES.has(submission.language))
    .flatMap((submission) =>
      submission.files.map((file) => ({ path: `${submission.name}/${file.path}`, text: file.text })),
    )
    .filter((file) => file.text.split('\n').length >= 60);
}

/** The file cut at its middle line: the first part ends with that line, the second has the rest. */
function split(file: InputFile): InputFile[] {
  const lines = file.text.split('\n');
  const cut = Math.floor(lines.length / 2);
  const name = file.path.replace(/.*\//, '');
  const extension = name.slice(name.lastIndexOf('.'));
  return [
    { path: `part1${extension}`, text: lines.slice(0, cut).join('\n') + '\n' },
    { path: `part2${extension}`, text: lines.slice(cut).join('\n') },
  ];
}

function measure(label: string, sources: readonly InputFile[]): void {
  const similarities: number[] = [];
  let flagged = 0;
  for (const file of sources) {
    const whole = { name: 'whole', files: [{ path: file.path.replace(/.*\//, ''), text: file.text }] };
    const result = compareSubmissions({
      submissions: [whole, { name: 'split', files: split(file) }],
      starter: [],
      settings: { ...DEFAULT_SETTINGS, minSimilarity: 0 },
    });
    const pair = result.pairs[0];
    similarities.push(pair?.similarity ?? 0);
    if (pair?.flagged) flagged++;
  }
  similarities.sort((x, y) => x - y);
  const at = (q: number) =>
    similarities[Math.min(similarities.length - 1, Math.floor(q * similarities.length))]!;
  const mean = similarities.reduce((sum, s) => sum + s, 0) / similarities.length;
  const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
  console.log(
    `${label.padEnd(44)} ${String(similarities.length).padStart(4)} files: similarity mean ${percent(mean)}, lowest ${percent(similarities[0]!)}, quartiles ${percent(at(0.25))} / ${percent(at(0.5))} / ${percent(at(0.75))}; flagged ${flagged}`,
  );
}

console.log('A verbatim copy stored as two files, cut at the middle line, against the file whole:');
measure('IR-Plag originals and independent solutions', irplagSources());
measure('synthetic course, Java, C and C++', syntheticSources());
