// bench:quality's last part: do pull-request checks give the verdict a staff compare gives when submissions
// are over 4 KiB and stored as a sparse sample? IR-Plag's programs are each under it, and stored whole, so its
// tasks cannot show it. Two kinds of course: the demo course, and IR-Plag made into multi-file submissions,
// where a student is one program of each of the seven tasks: the 15 independent students' solutions, the
// original's author, and one student per level who copied the original of every task at that level (drawn
// by `draw`). Compare scores the course; the course's snapshot (as `snapshot build` makes it, encoded and
// decoded) is checked submission by submission, and a pair is flagged by the checks when either student's
// check flags it (quality-through-snapshot.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compareSubmissions } from '../src/check/compare-submissions.js';
import { toCohortJudgement } from '../src/check/decide-flag.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../src/check/settings.js';
import type { CohortJudgement, InputFile, SubmissionInput } from '../src/check/types.js';
import { readSubmission } from '../src/sources/read-submission.js';
import { listFiles } from './list-files.js';
import { checkThroughSnapshot } from './quality-through-snapshot.js';

const TASKS = ['case-01', 'case-02', 'case-03', 'case-04', 'case-05', 'case-06', 'case-07'];
const LEVELS = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'];

export interface CourseAgreement {
  readonly submissions: number;
  readonly pairs: number;
  readonly copies: number;
  readonly compare: CohortJudgement;
  readonly snapshot: CohortJudgement;
  /** Smallest and largest window the snapshot stored a submission with. */
  readonly windows: readonly [number, number];
  readonly agree: number;
  /** Pairs only compare flags, and the copies among them; the same for the checks. */
  readonly compareAlone: { readonly pairs: number; readonly copies: number };
  readonly checksAlone: { readonly pairs: number; readonly copies: number };
  /** Copies flagged, by compare and by the checks. */
  readonly flaggedCopies: { readonly compare: number; readonly checks: number };
}

/** The course of draw `draw` from the IR-Plag folder `dataDir`, and whom each submission copied from. */
export function multiFileCourse(dataDir: string, draw: number): LabelledCourse {
  const read = (path: string) => ({
    path: `${path.split('/')[0]}/${basename(path)}`,
    text: readFileSync(join(dataDir, 'src', path), 'utf8'),
  });
  const inFolder = (task: string, folder: string) =>
    listFiles(join(dataDir, 'src', task, folder))
      .map((path) => path.slice(join(dataDir, 'src').length + 1))
      .sort();
  const submissions: SubmissionInput[] = [];
  for (let student = 1; student <= 15; student++) {
    const id = String(student).padStart(2, '0');
    submissions.push({
      name: `independent-${id}`,
      files: TASKS.flatMap((task) => inFolder(task, `non-plagiarized/${id}`).map(read)),
    });
  }
  submissions.push({
    name: 'original',
    files: TASKS.flatMap((task) => inFolder(task, 'original').map(read)),
  });
  for (const level of LEVELS) {
    const files = TASKS.flatMap((task) => {
      const copies = [
        ...new Set(
          inFolder(task, `plagiarized/${level}`).map((path) => path.split('/').slice(0, 4).join('/')),
        ),
      ];
      const chosen = copies[draw % copies.length]!;
      return inFolder(task, chosen.split('/').slice(1).join('/')).map(read);
    });
    submissions.push({ name: `copy-${level}`, files });
  }
  const copied = new Set(['original', ...LEVELS.map((level) => `copy-${level}`)]);
  return { submissions, starter: [], isCopy: (a, b) => copied.has(a) && copied.has(b) };
}

export interface LabelledCourse {
  readonly submissions: readonly SubmissionInput[];
  readonly starter: readonly InputFile[];
  /** Whether the submissions named are a copy and its source (in either order). */
  readonly isCopy: (a: string, b: string) => boolean;
}

/** The demo course under `dir` (fixtures/demo-course), its planted pairs from its EXPECTED.md. */
export async function demoCourse(dir: string): Promise<LabelledCourse> {
  const names = listFolders(join(dir, 'submissions'));
  const submissions = await Promise.all(
    names.map(async (name) => ({
      name,
      files: (await readSubmission(join(dir, 'submissions', name))).files,
    })),
  );
  const rings = [
    ['ada-lovelace-fan', 'byte-bandit', 'quiet-quokka'],
    ['segfault-sally', 'partial-pete'],
  ];
  return {
    submissions,
    starter: (await readSubmission(join(dir, 'starter'))).files,
    isCopy: (a, b) => rings.some((ring) => ring.includes(a) && ring.includes(b)),
  };
}

const listFolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Compare's and the checks' verdicts on every pair of `course`. */
export function measureAgreement(course: LabelledCourse): CourseAgreement {
  const { submissions, starter, isCopy } = course;
  const settings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };
  const compared = compareSubmissions({ submissions, starter, settings });
  const { snapshot, scores } = checkThroughSnapshot(submissions, starter, DEFAULT_STORED_WINDOW);
  const key = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);
  const byChecks = new Set([...scores].filter(([, score]) => score.flagged).map(([pair]) => pair));
  const byCompare = new Set(compared.pairs.filter((p) => p.flagged).map((p) => key(p.a, p.b)));
  let agree = 0;
  let pairs = 0;
  let copies = 0;
  const compareAlone = { pairs: 0, copies: 0 };
  const checksAlone = { pairs: 0, copies: 0 };
  const flaggedCopies = { compare: 0, checks: 0 };
  for (let i = 0; i < submissions.length; i++) {
    for (let j = i + 1; j < submissions.length; j++) {
      const pair = key(submissions[i]!.name, submissions[j]!.name);
      const copy = isCopy(submissions[i]!.name, submissions[j]!.name) ? 1 : 0;
      const [c, k] = [byCompare.has(pair), byChecks.has(pair)];
      pairs++;
      copies += copy;
      flaggedCopies.compare += c ? copy : 0;
      flaggedCopies.checks += k ? copy : 0;
      if (c === k) agree++;
      else if (c)
        [compareAlone.pairs, compareAlone.copies] = [compareAlone.pairs + 1, compareAlone.copies + copy];
      else [checksAlone.pairs, checksAlone.copies] = [checksAlone.pairs + 1, checksAlone.copies + copy];
    }
  }
  const windows = snapshot.submissions.map((s) => s.window);
  return {
    submissions: submissions.length,
    pairs,
    copies,
    compare: compared.cohort!,
    snapshot: toCohortJudgement(snapshot.cohort),
    windows: [Math.min(...windows), Math.max(...windows)],
    agree,
    compareAlone,
    checksAlone,
    flaggedCopies,
  };
}

/** One line per course. */
export function describeAgreementCourse(name: string, m: CourseAgreement): string {
  const pct = (x: number | null) => (x === null ? '-' : `${(100 * x).toFixed(1)}%`);
  const stats = (c: CohortJudgement) =>
    `median ${pct(c.median)} MAD ${pct(c.mad)} cutoff ${pct(c.standsOutFrom)}`;
  return [
    `${name}: ${m.submissions} submissions (stored at windows ${m.windows[0]}-${m.windows[1]})`,
    `compare ${stats(m.compare)}`,
    `snapshot ${stats(m.snapshot)}`,
    `verdicts agree on ${m.agree} of ${m.pairs}; compare alone flags ${m.compareAlone.pairs} (${m.compareAlone.copies} copies), checks alone ${m.checksAlone.pairs} (${m.checksAlone.copies} copies)`,
    `copies flagged: compare ${m.flaggedCopies.compare} of ${m.copies}, checks ${m.flaggedCopies.checks}`,
  ].join('; ');
}
