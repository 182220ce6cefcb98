// What the page remembers between events: how the table is filtered, sorted and scrolled, and which pair is open.
import type { ColumnKey, FragmentEntry } from '../html-payload.js';
import { toStudentRows, type StudentRow } from '../to-student-rows.js';
import type { Report } from './read-report.js';

export interface TableState {
  key: ColumnKey;
  descending: boolean;
  /** The filter text, trimmed and lower-cased. */
  text: string;
  flaggedOnly: boolean;
  /** A histogram bar's similarities, `[low, high)` (high included when it is 1). */
  range: { readonly low: number; readonly high: number } | undefined;
  /** Index into the report's groups, or -1. */
  group: number;
  /** A submission (index into the report's names) whose pairs alone are shown, or -1. */
  student: number;
  /** Ranks (0-based) of the pairs shown, in display order. */
  view: number[];
  /** Position in `view` of the selected row. */
  selected: number;
  rowHeight: number;
  /** Positions in `view` of the rows rendered, `[first, last)`; first is -1 when they must be rendered again. */
  first: number;
  last: number;
  printing: boolean;
}

export interface PairState {
  /** Rank (0-based) of the open pair, or -1 when the table shows. */
  rank: number;
  fragments: readonly FragmentEntry[];
  /** The code lines of each fragment, on side A (0) and side B (1). */
  lines: [HTMLElement[][], HTMLElement[][]];
  /** Index of the active fragment, or -1. */
  active: number;
}

/** The per-submission table: its rows (one per submission) and how they are sorted. */
export interface StudentsState {
  readonly rows: readonly StudentRow[];
  key: StudentKey;
  descending: boolean;
}

/** What a header cell's data-skey says the per-submission table sorts by. */
export type StudentKey = 'name' | 'match' | 'sim' | 'flagged';

export interface Page {
  readonly report: Report;
  readonly table: TableState;
  readonly students: StudentsState;
  /** The group the graph shows (index into the report's groups), or -1 before it is first drawn. */
  graphGroup: number;
  pair: PairState;
  /** The window's scroll position when the pair view opened, restored when it closes. */
  windowScroll: number;
  readonly baseTitle: string;
}

export function closedPair(): PairState {
  return { rank: -1, fragments: [], lines: [[], []], active: -1 };
}

export function startPage(report: Report, baseTitle: string): Page {
  const table: TableState = {
    key: 'rank',
    descending: false,
    text: '',
    flaggedOnly: false,
    range: undefined,
    group: -1,
    student: -1,
    view: [],
    selected: 0,
    rowHeight: 34,
    first: -1,
    last: -1,
    printing: false,
  };
  const students: StudentsState = {
    rows: toStudentRows(report.names.length, report.pairs),
    key: 'sim',
    descending: true,
  };
  return { report, table, students, graphGroup: -1, pair: closedPair(), windowScroll: 0, baseTitle };
}
