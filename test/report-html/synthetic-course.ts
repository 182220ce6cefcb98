// Test helper: a deterministic, synthetic CheckResult of a large course (by default 500 submissions, three Java
// files each of realistic size, ~15,000 listed pairs, 45 pairs above the threshold; optionally more flagged
// pairs and one large group linked by flagged pairs) and the texts of its files, for measuring the HTML
// report's size and responsiveness. Not a detector run: the shape is what matters.
import type {
  CheckResult,
  FileSummary,
  MatchFragment,
  PairResult,
  SubmissionSummary,
} from '../../src/check/types.js';
import type { SourceLookup } from '../../src/report/html/source-lookup.js';
import { random } from '../support/course-repos.js';

const FILES = [
  ['src/Main.java', 190],
  ['src/TextStats.java', 140],
  ['test/TextStatsTest.java', 70],
] as const;
const WORDS = [
  'count',
  'words',
  'line',
  'index',
  'result',
  'total',
  'map',
  'entry',
  'value',
  'key',
  'max',
  'size',
];

export interface SyntheticCourse {
  readonly result: CheckResult;
  readonly source: SourceLookup;
  /** Bytes of all source text in the course. */
  readonly sourceBytes: number;
}

/** What is flagged: `flagged` pairs between random submissions, and one group of `group` submissions (none
 * when 0) each linked by flagged pairs to the next two. */
export interface FlaggedShape {
  readonly flagged: number;
  readonly group: number;
}

export function makeSyntheticCourse(
  submissions = 500,
  listedPairs = 15_000,
  shape: FlaggedShape = { flagged: 45, group: 0 },
): SyntheticCourse {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const names = Array.from(
    { length: submissions },
    (_, i) => `course-2025/a3/student-${String(i + 1).padStart(3, '0')}`,
  );
  const texts = new Map<string, string>();
  let sourceBytes = 0;
  const summaries: SubmissionSummary[] = names.map((name) => ({
    name,
    files: FILES.map(([path, lines]): FileSummary => {
      const text = Array.from({ length: lines }, (_, n) => codeLine(n, pick, next)).join('\n') + '\n';
      texts.set(`${name}\u0000${path}`, text);
      sourceBytes += text.length;
      return {
        path,
        language: 'java',
        lines,
        tokens: lines * 7,
        starterTokens: 80,
        starterLines: [
          { start: 0, end: 12 },
          { start: 40, end: 44 },
        ],
      };
    }),
  }));
  // The group's members are spread over the course, every 7th submission from the middle on; no other flagged
  // pair touches them, so they are one group of exactly `shape.group`.
  const memberIndex = (i: number) => (Math.floor(submissions / 2) + 7 * i) % submissions;
  const member = (i: number) => names[memberIndex(i)]!;
  const members = new Set(Array.from({ length: shape.group }, (_, i) => memberIndex(i)));
  const pairs: PairResult[] = [];
  for (let i = 0; i < listedPairs; i++) {
    const a = Math.floor(next() * submissions);
    const b = (a + 1 + Math.floor(next() * (submissions - 1))) % submissions;
    const strong = i < shape.flagged && !members.has(a) && !members.has(b);
    const similarity = strong ? 0.5 + next() * 0.5 : 0.05 + Math.pow(next(), 3) * 0.4;
    pairs.push(toPair(names[Math.min(a, b)]!, names[Math.max(a, b)]!, similarity, next));
  }
  for (let i = 0; i + 1 < shape.group; i++) {
    for (const j of [i + 1, i + 2].filter((j) => j < shape.group)) {
      const [a, b] = [member(i), member(j)].sort();
      pairs.push(toPair(a!, b!, 0.5 + next() * 0.5, next));
    }
  }
  pairs.sort((x, y) => y.similarity - x.similarity || (x.a + x.b < y.a + y.b ? -1 : 1));
  return {
    result: {
      settings: { k: 12, w: 8, maxShare: 1, minSimilarity: 0.05, threshold: 0.5, longFragment: 100 },
      submissions: summaries,
      pairs,
      skipped: [],
    },
    source: (submission, path) => texts.get(`${submission}\u0000${path}`),
    sourceBytes,
  };
}

function codeLine(n: number, pick: <T>(list: readonly T[]) => T, next: () => number): string {
  const indent = ' '.repeat(4 * (1 + Math.floor(next() * 3)));
  if (n % 9 === 0) return '';
  if (n % 7 === 0) return `${indent}// ${pick(WORDS)} the ${pick(WORDS)} of every ${pick(WORDS)}`;
  return `${indent}int ${pick(WORDS)}${n} = ${pick(WORDS)}.get(${pick(WORDS)}) + ${Math.floor(next() * 100)};`;
}

function toPair(a: string, b: string, similarity: number, next: () => number): PairResult {
  const fragments: MatchFragment[] = [];
  const count = 1 + Math.floor(similarity * 14);
  for (let i = 0; i < count; i++) {
    const [path, lines] = FILES[i % FILES.length]!;
    const start = Math.floor(next() * (lines - 20));
    const length = 3 + Math.floor(next() * 15);
    const side = (shift: number) => ({
      file: path,
      lines: { start: Math.max(0, start + shift), end: Math.min(lines, start + shift + length) },
      tokens: { start: start * 7, end: (start + length) * 7 },
    });
    fragments.push({ a: side(0), b: side(Math.floor(next() * 10) - 5) });
  }
  fragments.sort((x, y) =>
    x.a.file < y.a.file ? -1 : x.a.file > y.a.file ? 1 : x.a.lines.start - y.a.lines.start,
  );
  const lines = fragments.reduce((sum, f) => sum + f.a.lines.end - f.a.lines.start, 0);
  return {
    a,
    b,
    similarity,
    coverageA: Math.min(1, similarity * (0.9 + next() * 0.2)),
    coverageB: Math.min(1, similarity * (0.9 + next() * 0.2)),
    longestFragment: 12 + Math.floor(similarity * 300),
    informativeTokens: 12 + Math.floor(similarity * 300),
    score: similarity,
    namesAgree: null,
    reason: '',
    sharedTokensA: lines * 7,
    sharedTokensB: lines * 7,
    sharedLinesA: lines,
    sharedLinesB: lines,
    flagged: similarity >= 0.5,
    fragments,
  };
}
