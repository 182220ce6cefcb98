// `npm run bench:disguise`: how well disguised copies are found. For each IR-Plag task
// (../shared/data/irplag), the original and the 15 independent solutions are the sources; each attack (and
// all combined) makes one copy of each source. One course per task and attack holds the sources and their
// copies, every file a submission, scored as `bench:quality` scores IR-Plag (compare-files.ts). A copy and
// its source are a positive pair; the independent solutions paired with each other are the negatives
// (pairs of a copy with another source or its copy are negatives too, shown apart: "P+cross"). "R@P.9 per
// task" is the most recall at precision 0.9 when each task's course may have its own threshold on the score,
// chosen knowing the labels: the ceiling of any course-calibrated cutoff (issue 16 asks for 0.8 at 0.9).
// Extra arguments go to `codewinnow compare`, e.g. `npm run bench:disguise -- -k 10`, except `--only
// insert,all` (those settings alone) and `--javac`: also compile every source and copy, run them on one
// fixed input and compare what they print (disguise-javac.ts).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareFiles } from './compare-files.js';
import { disguise, type AttackName } from './disguise-attacks.js';
import { describeCompiles, type CopyCheck } from './disguise-javac.js';
import { DisguiseOptionError, parseOptions } from './disguise-options.js';
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

const fixed = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(3));

const COLUMNS = [
  'attack',
  'copies',
  'negatives',
  'unchanged',
  'AUC',
  'AUC sim',
  'P',
  'R',
  'F1',
  'false flags',
  'P+cross',
  'median copy sim',
  'R@P.9 per task',
];

function row(name: string, score: SettingScore): string[] {
  return [
    name,
    String(score.copies),
    String(score.negatives),
    String(score.unchanged),
    fixed(score.auc),
    fixed(score.aucBySimilarity),
    fixed(score.precision),
    fixed(score.recall),
    fixed(score.f1),
    String(score.falseFlags),
    fixed(score.precisionWithCross),
    fixed(score.medianCopySimilarity),
    fixed(score.recallAtP90PerTask),
  ];
}

function renderTable(rows: readonly string[][]): string[] {
  const widths = COLUMNS.map((column, i) =>
    Math.max(column.length, ...rows.map((cells) => cells[i]!.length)),
  );
  return [COLUMNS, ...rows].map((cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
}

interface SettingRun {
  name: string;
  score: SettingScore;
  copies: CopyCheck[];
  skipped: string[];
}

// One setting: a course per task (sources and their copies), scored by the CLI's compare.
function runSetting(
  workDir: string,
  name: string,
  attacks: readonly AttackName[],
  extraArgs: readonly string[],
): SettingRun {
  const copies: CopyCheck[] = [];
  const skipped: string[] = [];
  const courses = tasks.map((task) => {
    const dir = join(workDir, name, task);
    const course = writeCourse(dir, task, sources.get(task)!, attacks);
    skipped.push(...course.skipped);
    for (const copy of course.files.filter((file) => file.copy)) {
      const source = course.files.find((file) => file.origin === copy.origin && !file.copy)!;
      copies.push({ setting: name, source: join(dir, source.path), copy: join(dir, copy.path) });
    }
    const paths = course.files.map((file) => file.path);
    return { task, course, scores: compareFiles(dir, paths, extraArgs) };
  });
  return { name, score: scoreSetting(courses), copies, skipped };
}

const tasks = readdirSync(join(dataDir, 'src')).sort();
const sources = new Map(tasks.map((task) => [task, readSources(task)]));

function main(): void {
  const { javac, settings, compareArgs: extraArgs } = parseOptions(process.argv.slice(2));
  const workDir = mkdtempSync(join(tmpdir(), 'codewinnow-disguise-'));
  const started = performance.now();
  let runs: SettingRun[];
  let compiled: string[] = [];
  try {
    runs = settings.map(([name, attacks]) => runSetting(workDir, name, attacks, extraArgs));
    if (javac) compiled = describeCompiles(runs.flatMap((run) => run.copies));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const sourceCount = [...sources.values()].reduce((sum, list) => sum + list.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Disguise benchmark: ${sourceCount} IR-Plag sources (originals and independent solutions), ${tasks.length} tasks, seed ${SEED}, ${seconds} s${javac ? ' with javac' : ''}; extra args: ${extraArgs.join(' ') || '(none)'}`,
  );
  renderTable(runs.map((run) => row(run.name, run.score))).forEach((line) => console.log(line));
  compiled.forEach((line) => console.log(line));
  for (const reason of [...new Set(runs.flatMap((run) => run.skipped))].sort())
    console.log(`skipped (not disguised): ${reason}`);
}

try {
  main();
} catch (error) {
  if (!(error instanceof DisguiseOptionError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
