// The data the HTML report's script reads: pairs as compact rows, fragments of the top pairs, and the text of
// only those files the top pairs' fragments touch. Kept small because a course of 500 is thousands of pairs.
import type { CheckResult, FileSummary, MatchFragment, PairResult } from '../../check/types.js';
import type { LineRange } from '../../engine/types.js';
import { renderLines } from '../lines.js';
import { toFragmentMark } from './fragment-marks.js';
import type { SourceLookup } from './source-lookup.js';
import { commonFolder } from '../common-folder.js';

/** [a, b, similarity, coverageA, coverageB, longest, sharedLinesA, sharedLinesB, flagged, fragments, detail] */
export type PairRow = [number, number, number, number, number, number, number, number, 0 | 1, number, number];

/** [fileA, startA, endA, fileB, startB, endB, colour, label, linesA, linesB]: 0-based ranges, 1-based texts. */
export type FragmentRow = [number, number, number, number, number, number, number, string, string, string];

export interface FileEntry {
  /** Index into `names`. */
  readonly s: number;
  readonly p: string;
  /** Absent when the shell had no text for the file, or when `same` names a file with the same text. */
  readonly t?: string;
  /** Index of an earlier entry with byte-identical text (verbatim copies are stored once). */
  readonly same?: number;
  /** Starter-code line ranges, 0-based half-open. */
  readonly st: [number, number][];
}

export interface HtmlPayload {
  /** What every submission name starts with, up to a '/': shown once, cut from `names`. */
  readonly prefix: string;
  /** Submission names as shown, without `prefix`. */
  readonly names: string[];
  /** Lines of each submission, starter code included. */
  readonly lines: number[];
  /** The listed pairs in rank order; row i is the pair ranked i + 1. `detail` is -1 or an index into details. */
  readonly pairs: PairRow[];
  readonly details: FragmentRow[][];
  readonly files: FileEntry[];
  /** Each group's members as indexes into `names`. */
  readonly groups: number[][];
  readonly threshold: number;
  /** Why each listed pair is flagged (check/decide-flag.ts), by row of `pairs`; '' when it is not. */
  readonly reasons: string[];
}

export interface PayloadLimits {
  /** Pairs listed in the table. */
  readonly tableLimit: number;
  /** Top pairs whose fragments and code are included. */
  readonly detailLimit: number;
}

export function toHtmlPayload(
  result: CheckResult,
  source: SourceLookup,
  limits: PayloadLimits & { groups: readonly (readonly string[])[] },
): HtmlPayload {
  const names = result.submissions.map((s) => s.name);
  const index = new Map(names.map((name, i) => [name, i]));
  const { files, fileOf } = collectFiles(result, source, index);
  const details: FragmentRow[][] = [];
  const pairs = result.pairs.slice(0, limits.tableLimit).map((pair, rank) => {
    const detail = rank < limits.detailLimit ? details.push(toFragmentRows(pair, fileOf)) - 1 : -1;
    return toPairRow(pair, index, detail);
  });
  const prefix = commonFolder(names);
  return {
    prefix,
    names: names.map((name) => name.slice(prefix.length)),
    lines: result.submissions.map((s) => s.files.reduce((sum, f) => sum + f.lines, 0)),
    pairs,
    details,
    files,
    groups: limits.groups.map((members) => members.map((name) => index.get(name) ?? -1)),
    threshold: result.settings.threshold,
    reasons: result.pairs.slice(0, limits.tableLimit).map((pair) => pair.reason),
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

function toPairRow(pair: PairResult, index: ReadonlyMap<string, number>, detail: number): PairRow {
  return [
    index.get(pair.a) ?? -1,
    index.get(pair.b) ?? -1,
    round(pair.similarity),
    round(pair.coverageA),
    round(pair.coverageB),
    pair.longestFragment,
    pair.sharedLinesA,
    pair.sharedLinesB,
    pair.flagged ? 1 : 0,
    pair.fragments.length,
    detail,
  ];
}

function toFragmentRows(
  pair: PairResult,
  fileOf: (submission: string, path: string) => number,
): FragmentRow[] {
  return pair.fragments.map((fragment: MatchFragment, i) => {
    const { a, b } = fragment;
    const mark = toFragmentMark(i);
    return [
      fileOf(pair.a, a.file),
      a.lines.start,
      a.lines.end,
      fileOf(pair.b, b.file),
      b.lines.start,
      b.lines.end,
      mark.colour,
      mark.label,
      renderLines(a.lines),
      renderLines(b.lines),
    ];
  });
}

function toFileEntry(
  submission: number,
  path: string,
  content: { text: string | undefined; same: number | undefined },
  summary?: FileSummary,
): FileEntry {
  const st = (summary?.starterLines ?? []).map((range: LineRange): [number, number] => [
    range.start,
    range.end,
  ]);
  if (content.same !== undefined) return { s: submission, p: path, same: content.same, st };
  return content.text === undefined
    ? { s: submission, p: path, st }
    : { s: submission, p: path, t: content.text, st };
}

function fileKey(submission: string, path: string): string {
  return `${submission}\u0000${path}`;
}

function round(share: number): number {
  return Math.round(share * 10_000) / 10_000;
}
