// `npm run bench:disguise`: how well disguised copies are found. For each IR-Plag task
// (../shared/data/irplag), the original and the 15 independent solutions are the sources; each attack (and
// all combined) makes one copy of each source. One course per task and attack holds the sources and their
// copies, every file a submission, scored as `bench:quality` scores IR-Plag (compare-files.ts). A copy and
// its source are a positive pair; the independent solutions paired with each other are the negatives
// (pairs of a copy with another source or its copy are negatives too, shown apart: "P with cross").
// Extra arguments go to `codewinnow compare`, e.g. `npm run bench:disguise -- -k 10`.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareFiles } from './compare-files.js';
import { ATTACKS, disguise, type AttackName } from './disguise-attacks.js';
import { describeCompiles, type CopyCheck } from './disguise-javac.js';
import { scoreSetting, type CourseFile, type SettingScore } from './disguise-score.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(process.env.IRPLAG_DIR ?? join(root, '../shared/data/irplag'));
const SEED = 16;

interface Source {
  /** `original` or `np01` … `np15`. */
  id: string;
  name: string;
  text: string;
}

function readSources(task: string): Source[] {
  const taskDir = join(dataDir, 'src', task);
  const original = readdirSync(join(taskDir, 'original')).map((name) => ({
    id: 'original',
    dir: 'original',
    name,
  }));
  const independent = readdirSync(join(taskDir, 'non-plagiarized'))
    .sort()
    .flatMap((number) =>
      readdirSync(join(taskDir, 'non-plagiarized', number)).map((name) => ({
        id: `np${number}`,
        dir: join('non-plagiarized', number),
        name,
      })),
    );
  return [...original, ...independent].map(({ id, dir, name }) => ({
    id,
    name,
    text: readFileSync(join(taskDir, dir, name), 'utf8'),
  }));
}

interface Course {
  files: CourseFile[];
  unchanged: number;
  skipped: string[];
}

// Writes the sources and their copies under `dir`; a copy the attack left unchanged is left out.
function writeCourse(
  dir: string,
  task: string,
  sources: readonly Source[],
  attacks: readonly AttackName[],
): Course {
  const course: Course = { files: [], unchanged: 0, skipped: [] };
  sources.forEach((source) => {
    const write = (folder: string, text: string, copy: boolean) => {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, source.name), text);
      course.files.push({ path: `${folder}/${source.name}`, origin: source.id, copy });
    };
    write(source.id, source.text, false);
    try {
      const copy = disguise(source.text, attacks, SEED, hashLabel(`${task}/${source.id}`));
      if (copy === source.text) course.unchanged++;
      else write(`${source.id}-copy`, copy, true);
    } catch (error) {
      course.skipped.push(
        `${task}/${source.id}/${source.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  return course;
}

function hashLabel(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

const fixed = (value: number) => (Number.isNaN(value) ? '  -  ' : value.toFixed(3));

function describe(name: string, score: SettingScore): string {
  return [
    name.padEnd(10),
    `copies ${String(score.copies).padStart(3)}`,
    `negatives ${String(score.negatives).padStart(5)}`,
    `unchanged ${String(score.unchanged).padStart(3)}`,
    `AUC ${fixed(score.auc)}`,
    `flagged: P ${fixed(score.precision)} R ${fixed(score.recall)} F1 ${fixed(score.f1)}`,
    `(P with cross ${fixed(score.precisionWithCross)})`,
    `median copy similarity ${fixed(score.medianCopySimilarity)}`,
  ].join('  ');
}

const extraArgs = process.argv.slice(2);
const javacAt = extraArgs.indexOf('--javac');
const javac = javacAt >= 0 && extraArgs.splice(javacAt, 1).length > 0;
const tasks = readdirSync(join(dataDir, 'src')).sort();
const sources = new Map(tasks.map((task) => [task, readSources(task)]));
const settings: [string, AttackName[]][] = [
  ...ATTACKS.map((attack): [string, AttackName[]] => [attack, [attack]]),
  ['all', [...ATTACKS]],
];
const workDir = mkdtempSync(join(tmpdir(), 'codewinnow-disguise-'));
const started = performance.now();
const lines: string[] = [];
const skipped = new Set<string>();
const copies: CopyCheck[] = [];
let compiled: string[] = [];
try {
  for (const [name, attacks] of settings) {
    const courses = tasks.map((task) => {
      const dir = join(workDir, name, task);
      const course = writeCourse(dir, task, sources.get(task)!, attacks);
      course.skipped.forEach((reason) => skipped.add(reason));
      return {
        task,
        course,
        scores: compareFiles(
          dir,
          course.files.map((file) => file.path),
          extraArgs,
        ),
      };
    });
    lines.push(describe(name, scoreSetting(courses)));
    for (const { task, course } of courses) {
      const at = (path: string) => join(workDir, name, task, path);
      for (const copy of course.files.filter((file) => file.copy)) {
        const source = course.files.find((file) => file.origin === copy.origin && !file.copy)!;
        copies.push({ setting: name, source: at(source.path), copy: at(copy.path) });
      }
    }
  }
  if (javac) compiled = describeCompiles(copies);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
const sourceCount = [...sources.values()].reduce((sum, list) => sum + list.length, 0);
console.log(
  `Disguise benchmark: ${sourceCount} IR-Plag sources (originals and independent solutions), ${tasks.length} tasks, seed ${SEED}, ${((performance.now() - started) / 1000).toFixed(1)} s; extra args: ${extraArgs.join(' ') || '(none)'}`,
);
lines.forEach((line) => console.log(line));
compiled.forEach((line) => console.log(line));
for (const reason of [...skipped].sort()) console.log(`skipped (not disguised): ${reason}`);
