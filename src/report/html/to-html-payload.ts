// The data the HTML report's page reads (html-payload.ts): pairs as one record table, fragments of every
// flagged pair and of the top others asked for, and the text of only those files their fragments touch, each
// text once however many pairs use it. Kept small because a course of 2,000 is tens of thousands of pairs.
import type { CheckResult, FileSummary, MatchFragment, PairResult } from '../../check/types.js';
import { commonFolder } from '../common-folder.js';
import { decisionLabel } from '../decision-label.js';
import { cellsOf, renderLines, type Cells } from '../lines.js';
import { toFragmentMark } from './fragment-marks.js';
import type { FileEntry, FragmentEntry, HtmlPayload, PairEntry } from './html-payload.js';
import { toRecordTable } from './record-table.js';
import type { SourceLookup } from './source-lookup.js';

export interface PayloadLimits {
  /** Pairs listed in the table. */
  readonly tableLimit: number;
  /** Pairs not flagged whose fragments and code are included too: the top ones by rank. */
  readonly otherPairs: number;
}

/**
 * Whether a listed pair has its code in the report: every flagged pair does, and the first `otherPairs` of
 * the others. Ask about each pair once, in rank order.
 */
export function detailSelector(otherPairs: number): (pair: PairResult) => boolean {
  let others = 0;
  return (pair) => pair.flagged || others++ < otherPairs;
}

/** The listed pairs that have their code in the report, in rank order. */
export function pairsWithCode(pairs: readonly PairResult[], limits: PayloadLimits): PairResult[] {
  return pairs.slice(0, limits.tableLimit).filter(detailSelector(limits.otherPairs));
}

export function toHtmlPayload(
  result: CheckResult,
  source: SourceLookup,
  limits: PayloadLimits & { groups: readonly (readonly string[])[] },
): HtmlPayload {
  const names = result.submissions.map((s) => s.name);
  const index = new Map(names.map((name, i) => [name, i]));
  const { files, fileOf } = collectFiles(result, source, index);
  const details: FragmentEntry[][] = [];
  const cells = cellsOf(result.submissions);
  const detailed = detailSelector(limits.otherPairs);
  const pairs = result.pairs.slice(0, limits.tableLimit).map((pair) => {
    const detail = detailed(pair) ? details.push(toFragmentEntries(pair, fileOf, cells)) - 1 : -1;
    return toPairEntry(pair, index, detail);
  });
  const prefix = commonFolder(names);
  return {
    prefix,
    names: names.map((name) => name.slice(prefix.length)),
    lines: result.submissions.map((s) => s.files.reduce((sum, f) => sum + f.lines, 0)),
    pairs: toRecordTable(pairs),
    details: details.map((fragments) => toRecordTable(fragments)),
    files,
    groups: limits.groups.map((members) => members.map((name) => index.get(name) ?? -1)),
    threshold: result.settings.threshold,
  };
}

/** The files the fragments name, each once, in order of first use; a text seen before points at its twin. */
function collectFiles(result: CheckResult, source: SourceLookup, index: ReadonlyMap<string, number>) {
  const summaries = new Map(
    result.submissions.flatMap((s) => s.files.map((f) => [fileKey(s.name, f.path), f])),
  );
  const files: FileEntry[] = [];
  const fileIndex = new Map<string, number>();
  const textIndex = new Map<string, number>();
  const fileOf = (submission: string, path: string): number => {
    const key = fileKey(submission, path);
    let at = fileIndex.get(key);
    if (at === undefined) {
      const text = source(submission, path);
      const same = text === undefined ? undefined : textIndex.get(text);
      at = files.push(toFileEntry(index.get(submission) ?? -1, path, { text, same }, summaries.get(key))) - 1;
      fileIndex.set(key, at);
      if (text !== undefined && same === undefined) textIndex.set(text, at);
    }
    return at;
  };
  return { files, fileOf };
}

function toPairEntry(pair: PairResult, index: ReadonlyMap<string, number>, detail: number): PairEntry {
  return {
    a: index.get(pair.a) ?? -1,
    b: index.get(pair.b) ?? -1,
    similarity: round(pair.similarity),
    coverageA: round(pair.coverageA),
    coverageB: round(pair.coverageB),
    longest: pair.longestFragment,
    sharedLinesA: pair.sharedLinesA,
    sharedLinesB: pair.sharedLinesB,
    flagged: pair.flagged,
    reason: pair.reason,
    decision: decisionLabel(pair),
    fragments: pair.fragments.length,
    detail,
  };
}

function toFragmentEntries(
  pair: PairResult,
  fileOf: (submission: string, path: string) => number,
  cells: (submission: string, path: string) => Cells,
): FragmentEntry[] {
  return pair.fragments.map((fragment: MatchFragment, i) => {
    const { a, b } = fragment;
    const mark = toFragmentMark(i);
    return {
      fileA: fileOf(pair.a, a.file),
      startA: a.lines.start,
      endA: a.lines.end,
      fileB: fileOf(pair.b, b.file),
      startB: b.lines.start,
      endB: b.lines.end,
      colour: mark.colour,
      label: mark.label,
      linesA: renderLines(a.lines, cells(pair.a, a.file)),
      linesB: renderLines(b.lines, cells(pair.b, b.file)),
    };
  });
}

function toFileEntry(
  submission: number,
  path: string,
  content: { text: string | undefined; same: number | undefined },
  summary?: FileSummary,
): FileEntry {
  const starterLines = (summary?.starterLines ?? []).map(({ start, end }) => ({ start, end }));
  if (content.same !== undefined) return { submission, path, same: content.same, starterLines };
  return content.text === undefined
    ? { submission, path, starterLines }
    : { submission, path, text: content.text, starterLines };
}

function fileKey(submission: string, path: string): string {
  return `${submission}\u0000${path}`;
}

function round(share: number): number {
  return Math.round(share * 10_000) / 10_000;
}
