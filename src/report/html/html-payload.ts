// The data the HTML report embeds for its page, defined once for both ends: to-html-payload.ts writes it, the
// page code (page/) reads it; and the table's column keys, which render-html.ts writes as the header cells'
// data-key. Nothing the browser lacks: no node:*, no DOM.
import type { RecordTable } from './record-table.js';

/** The pair table's columns, in order: what a header cell's data-key says the table sorts by. */
export const COLUMN_KEYS = ['rank', 'sim', 'covA', 'covB', 'longest', 'lines', 'a', 'b', 'frags'] as const;

export type ColumnKey = (typeof COLUMN_KEYS)[number];

/**
 * One listed pair: a row of the page's table. A new field is one line here and its value in toPairEntry
 * (to-html-payload.ts); never optional, as a record table stores no gaps (use '' or [] for "none").
 */
export interface PairEntry {
  /** Index into `names`. */
  readonly a: number;
  readonly b: number;
  readonly similarity: number;
  readonly coverageA: number;
  readonly coverageB: number;
  /** The longest fragment, in tokens. */
  readonly longest: number;
  readonly sharedLinesA: number;
  readonly sharedLinesB: number;
  readonly flagged: boolean;
  /** Why the pair is flagged (check/decide-flag.ts), '' when it is not. */
  readonly reason: string;
  /** The decisions file's word for the pair (report/decision-label.ts), '' when undecided. */
  readonly decision: string;
  /** How many fragments the pair has, whether or not the report holds them. */
  readonly fragments: number;
  /** Index into `details`, or -1 when the report holds no code for this pair. */
  readonly detail: number;
}

/** One fragment of a detailed pair, both sides: 0-based half-open line ranges, and the 1-based lines people read. */
export interface FragmentEntry {
  /** Index into `files`. */
  readonly fileA: number;
  readonly startA: number;
  readonly endA: number;
  readonly fileB: number;
  readonly startB: number;
  readonly endB: number;
  /** The fragment's mark (fragment-marks.ts): a colour index and the label shown beside the code. */
  readonly colour: number;
  readonly label: string;
  readonly linesA: string;
  readonly linesB: string;
}

/** Lines `[start, end)`, 0-based. */
export interface LineSpan {
  readonly start: number;
  readonly end: number;
}

export interface FileEntry {
  /** Index into `names`. */
  readonly submission: number;
  readonly path: string;
  /** Absent when the shell had no text for the file, or when `same` names a file with the same text. */
  readonly text?: string;
  /** Index of an earlier entry with byte-identical text (verbatim copies are stored once). */
  readonly same?: number;
  readonly starterLines: readonly LineSpan[];
}

export interface HtmlPayload {
  /** What every submission name starts with, up to a '/': shown once, cut from `names`. */
  readonly prefix: string;
  /** Submission names as shown, without `prefix`. */
  readonly names: readonly string[];
  /** Lines of each submission, starter code included. */
  readonly lines: readonly number[];
  /** The listed pairs in rank order; record i is the pair ranked i + 1. */
  readonly pairs: RecordTable<PairEntry>;
  /** The fragments of each detailed pair, in the pair's fragment order. */
  readonly details: readonly RecordTable<FragmentEntry>[];
  readonly files: readonly FileEntry[];
  /** Each group's members as indexes into `names`. */
  readonly groups: readonly (readonly number[])[];
  readonly threshold: number;
}
