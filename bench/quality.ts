// `npm run bench:quality`: the CLI over IR-Plag (../shared/data/irplag), each task folder on its own with
// every file a submission, as a course would run it. Prints ROC AUC (of the score pairs are ranked by, and of
// similarity alone), average precision, best F1 and R@P.95 (the most recall any threshold on the score
// gives at precision 0.95; in brackets, the most when each task may have a threshold of its own) for all
// pairs, for the pairs with the original and per plagiarism level, and precision/recall of `flagged`.
// Then the same through a snapshot, as pull-request checks see it (quality-through-snapshot.ts), and how
// often the checks' verdict is not staff compare's for the same pair (item 4 of issue 16 wants one). Then
// the same tasks as a course usually looks, with copies a minority (minorityFiles). Last, the same
// agreement where submissions are large enough to be stored sparse (verdict-agreement.ts). Extra
// arguments go to `codewinnow compare` (e.g. `npm run bench:quality -- -k 10`), except
// `--stored-window N`, the snapshot's (default: the snapshot build's).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STORED_WINDOW } from '../src/check/settings.js';
import { compareText } from '../src/engine/compare-text.js';
import { compareFiles } from './compare-files.js';
import {
  averagePrecision,
  bestF1,
  confusion,
  recallAtPrecision,
  recallAtPrecisionPerGroup,
  rocAuc,
  type Scored,
} from './metrics.js';
import { checkTaskThroughSnapshot, type PairScore } from './quality-through-snapshot.js';
import { listFiles } from './list-files.js';
import {
  demoCourse,
  describeAgreementCourse,
  measureAgreement,
  multiFileCourse,
} from './verdict-agreement.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(process.env.IRPLAG_DIR ?? join(root, '../shared/data/irplag'));

interface LabelledPair {
  a: string;
  b: string;
  label: 0 | 1;
  task: string;
  kind: string;
  direct: boolean;
  similarity: number;
  score: number;
  flagged: boolean;
}

function taskFiles(task: string): string[] {
  return listFiles(join(dataDir, 'src', task))
    .map((path) => relative(dataDir, path))
    .sort();
}

// IR-Plag as a course usually looks, copies a minority: per task the original, its 15 independent solutions
// and one copy of each level (L1 to L6), drawn by `draw`. In the whole tasks three quarters of the files are
// copies of one program, so code many submissions share is mostly copied code there and rarity weighs
// nothing (the fragment rule never fires); here it is what independent solutions share, as in a course.
function minorityFiles(task: string, draw: number): string[] {
  const files = taskFiles(task);
  const byLevel = new Map<string, string[]>();
  for (const path of files) {
    const level = /\/plagiarized\/(L\d)\//.exec(path)?.[1];
    if (level) byLevel.set(level, [...(byLevel.get(level) ?? []), path]);
  }
  const drawn = [...byLevel.values()].map(
    (copies) => copies.sort((x, y) => compareText(drawKey(draw, x), drawKey(draw, y)))[0]!,
  );
  return [...files.filter((path) => !/\/plagiarized\//.test(path)), ...drawn].sort();
}

const drawKey = (draw: number, path: string) => createHash('sha256').update(`${draw}/${path}`).digest('hex');

type TaskScorer = (files: readonly string[]) => Map<string, PairScore>;

/** The labelled pairs among `filesOf(task)` of every task, scored task by task. */
function loadPairs(
  scoreTask: TaskScorer,
  filesOf: (task: string) => string[] = taskFiles,
): { pairs: LabelledPair[]; seconds: number } {
  const lines = readFileSync(join(dataDir, 'pairs.csv'), 'utf8').trim().split('\n').slice(1);
  const labelled = lines.map((line) => {
    const [a, b, label, task, kind, direct] = line.split(',');
    return {
      a: a!,
      b: b!,
      label: (label === '1' ? 1 : 0) as 0 | 1,
      task: task!,
      kind: kind!,
      direct: direct === '1',
    };
  });
  const started = performance.now();
  const scores = new Map<string, Map<string, PairScore>>();
  const files = new Map<string, Set<string>>();
  for (const task of [...new Set(labelled.map((pair) => pair.task))].sort()) {
    const chosen = filesOf(task);
    files.set(task, new Set(chosen));
    scores.set(task, scoreTask(chosen));
  }
  const seconds = (performance.now() - started) / 1000;
  const pairs = labelled
    .filter((pair) => files.get(pair.task)!.has(pair.a) && files.get(pair.task)!.has(pair.b))
    .map((pair) => {
      const found = scores.get(pair.task)!.get(`${pair.a}\n${pair.b}`);
      return {
        ...pair,
        similarity: found?.similarity ?? 0,
        score: found?.score ?? 0,
        flagged: found?.flagged ?? false,
      };
    });
  return { pairs, seconds };
}

function describeSet(name: string, pairs: readonly LabelledPair[]): string {
  const scored: Scored[] = pairs.map((pair) => ({ score: pair.score, label: pair.label }));
  const bySimilarity: Scored[] = pairs.map((pair) => ({ score: pair.similarity, label: pair.label }));
  const best = bestF1(scored);
  const flagged = confusion(pairs.map((pair) => ({ predicted: pair.flagged, label: pair.label })));
  return [
    name.padEnd(22),
    `AUC ${fixed(rocAuc(scored))} (similarity ${fixed(rocAuc(bySimilarity))})`,
    `AP ${fixed(averagePrecision(scored))}`,
    `best F1 ${fixed(best.f1)} @ ${fixed(best.threshold)}`,
    `R@P.95 ${fixed(recallAtPrecision(scored, 0.95))} (per task ${fixed(perTaskCeiling(pairs))})`,
    `flagged: P ${fixed(flagged.precision)} R ${fixed(flagged.recall)} F1 ${fixed(flagged.f1)}`,
    `(${pairs.length} pairs)`,
  ].join('  ');
}

// R@P.95 with a threshold of each task's own, chosen knowing the labels: no decision that flags a course's
// pairs from a cutoff on the score up, however calibrated to the course, gets more recall at precision .95.
function perTaskCeiling(pairs: readonly LabelledPair[]): number {
  const byTask = new Map<string, Scored[]>();
  for (const pair of pairs) {
    const group = byTask.get(pair.task) ?? [];
    group.push({ score: pair.score, label: pair.label });
    byTask.set(pair.task, group);
  }
  return recallAtPrecisionPerGroup([...byTask.values()], 0.95);
}

const fixed = (value: number) => (Number.isNaN(value) ? '  -  ' : value.toFixed(3));

function describeAll(pairs: readonly LabelledPair[]): void {
  console.log(describeSet('all pairs', pairs));
  console.log(
    describeSet(
      'pairs with original',
      pairs.filter((pair) => pair.direct),
    ),
  );
  const independents = pairs.filter((pair) => pair.kind === 'orig-nonplag');
  for (const level of ['L1', 'L2', 'L3', 'L4', 'L5', 'L6']) {
    const copies = pairs.filter((pair) => pair.kind === `orig-${level}`);
    console.log(describeSet(`${level} vs independent`, [...copies, ...independents]));
  }
}

const args = process.argv.slice(2);
const windowAt = args.indexOf('--stored-window');
const storedWindow = windowAt >= 0 ? Number(args.splice(windowAt, 2)[1]) : DEFAULT_STORED_WINDOW;
const compared = loadPairs((files) => compareFiles(dataDir, files, args));
console.log(
  `IR-Plag quality: ${compared.pairs.length} labelled pairs, 7 tasks, ${compared.seconds.toFixed(1)} s; extra args: ${args.join(' ') || '(none)'}`,
);
describeAll(compared.pairs);
const checked = loadPairs((files) => checkTaskThroughSnapshot(dataDir, files, storedWindow));
console.log(
  `\nThrough a snapshot, as pull-request checks see it (stored window ${storedWindow}), ${checked.seconds.toFixed(1)} s:`,
);
describeAll(checked.pairs);
console.log(describeAgreement(compared.pairs, checked.pairs));
const DRAWS = 3;
const minority = Array.from({ length: DRAWS }, (_, draw) =>
  loadPairs(
    (files) => compareFiles(dataDir, files, args),
    (task) => minorityFiles(task, draw),
  ).pairs.map((pair) => ({ ...pair, task: `${pair.task}#${draw}` })),
).flat();
console.log(
  `\nCopies a minority (${DRAWS} draws of each task: the original, 15 independent solutions, one copy per level):`,
);
console.log(describeSet('all pairs', minority));
console.log(
  describeSet(
    'pairs with original',
    minority.filter((pair) => pair.direct),
  ),
);

console.log(
  '\nVerdicts of checks and compare where submissions are over 4 KiB and stored sparse (verdict-agreement.ts):',
);
console.log(
  describeAgreementCourse(
    'demo course',
    measureAgreement(await demoCourse(join(root, 'fixtures/demo-course'))),
  ),
);
for (let draw = 0; draw < DRAWS; draw++) {
  const course = multiFileCourse(dataDir, draw);
  console.log(describeAgreementCourse(`IR-Plag, 7 files each #${draw}`, measureAgreement(course)));
}

// How many labelled pairs compare and the pull-request checks judge alike, and the copies among the others.
function describeAgreement(byCompare: readonly LabelledPair[], byChecks: readonly LabelledPair[]): string {
  let agree = 0;
  const alone = { compare: 0, compareCopies: 0, checks: 0, checksCopies: 0 };
  byCompare.forEach((pair, i) => {
    const checkFlag = byChecks[i]!.flagged;
    if (pair.flagged === checkFlag) agree++;
    else if (pair.flagged) {
      alone.compare++;
      alone.compareCopies += pair.label;
    } else {
      alone.checks++;
      alone.checksCopies += pair.label;
    }
  });
  return (
    `verdicts: checks and compare agree on ${agree} of ${byCompare.length} pairs; ` +
    `compare alone flags ${alone.compare} (${alone.compareCopies} copies), ` +
    `checks alone ${alone.checks} (${alone.checksCopies} copies)`
  );
}
