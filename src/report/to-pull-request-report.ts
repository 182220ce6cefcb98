// A check result, seen from one pull request: each other submission it matches, with this PR's lines and
// the other side as privacy allows (a label chosen by the caller, and a file name or, for staff, a path).
import type { CheckResult, FragmentSide, PairResult } from '../check/types.js';
import { compareText } from '../engine/compare-text.js';
import { cellsOf, type Cells } from './lines.js';
import type { MatchedFragment, MatchedSubmission, PullRequestReport } from './pull-request-report.js';

/** What the report may say about the other side. */
export interface Disclosure {
  /** How another submission is shown, given its name in the result: a pseudonym, or for staff a name. */
  readonly label: (name: string) => string;
  /** Whether labels are names rather than pseudonyms. */
  readonly othersNamed: boolean;
  /** Show the other side's full path; else only its file name (folders can name a student). */
  readonly otherPaths: boolean;
}

/** Facts of the run that the result does not hold. */
export type ReportFacts = Omit<PullRequestReport, 'matches' | 'othersNamed' | 'minSimilarity'>;

/** The report of submission `own` (the PR's) in `result`. */
export function toPullRequestReport(
  result: CheckResult,
  own: string,
  facts: ReportFacts,
  disclosure: Disclosure,
): PullRequestReport {
  const cells = cellsOf(result.submissions);
  const matches = result.pairs
    .filter((pair) => pair.a === own || pair.b === own)
    .map((pair) => toMatch(pair, pair.a === own ? 'a' : 'b', disclosure, cells))
    .sort((x, y) => y.similarity - x.similarity || compareText(x.label, y.label));
  return {
    ...facts,
    minSimilarity: result.settings.minSimilarity,
    othersNamed: disclosure.othersNamed,
    matches,
  };
}

function toMatch(
  pair: PairResult,
  side: 'a' | 'b',
  disclosure: Disclosure,
  cells: (submission: string, file: string) => Cells,
): MatchedSubmission {
  const [own, other] = side === 'a' ? [pair.a, pair.b] : [pair.b, pair.a];
  const withCells = (found: Cells) => (found === undefined ? {} : { cells: found });
  const mine = (f: { a: FragmentSide; b: FragmentSide }) => (side === 'a' ? f.a : f.b);
  const theirs = (f: { a: FragmentSide; b: FragmentSide }) => (side === 'a' ? f.b : f.a);
  const fragments: MatchedFragment[] = pair.fragments
    .map((f) => ({
      file: mine(f).file,
      lines: mine(f).lines,
      ...withCells(cells(own, mine(f).file)),
      other: {
        file: disclosure.otherPaths ? theirs(f).file : baseName(theirs(f).file),
        lines: theirs(f).lines,
        ...withCells(cells(other, theirs(f).file)),
      },
    }))
    .sort(
      (x, y) => compareText(x.file, y.file) || x.lines.start - y.lines.start || x.lines.end - y.lines.end,
    );
  return {
    label: disclosure.label(other),
    similarity: pair.similarity,
    coverage: side === 'a' ? pair.coverageA : pair.coverageB,
    sharedLines: side === 'a' ? pair.sharedLinesA : pair.sharedLinesB,
    flagged: pair.flagged,
    reason: pair.reason,
    fragments,
  };
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
