// How the table sorts by each column: the value compared, and whether a first click sorts it descending.
import { COLUMN_KEYS, type ColumnKey, type PairEntry } from '../html-payload.js';
import { compareBy } from './compare-by.js';
import { nameOf, type Report } from './read-report.js';

export interface Column {
  /** Orders two ranks by this column's value, ascending. */
  readonly compare: (x: number, y: number) => number;
  readonly descending: boolean;
}

export function isColumnKey(key: string | undefined): key is ColumnKey {
  return COLUMN_KEYS.some((known) => known === key);
}

/** The table's columns over `report`'s pairs. */
export function toColumns(report: Report): Record<ColumnKey, Column> {
  const by = <V extends number | string>(value: (pair: PairEntry) => V, none: V): Column['compare'] =>
    compareBy((rank: number) => {
      const pair = report.pairs[rank];
      return pair === undefined ? none : value(pair);
    });
  return {
    rank: { compare: compareBy((rank: number) => rank), descending: false },
    sim: { compare: by((pair) => pair.similarity, 0), descending: true },
    covA: { compare: by((pair) => pair.coverageA, 0), descending: true },
    covB: { compare: by((pair) => pair.coverageB, 0), descending: true },
    longest: { compare: by((pair) => pair.longest, 0), descending: true },
    lines: { compare: by((pair) => Math.max(pair.sharedLinesA, pair.sharedLinesB), 0), descending: true },
    a: { compare: by((pair) => nameOf(report, pair.a), ''), descending: false },
    b: { compare: by((pair) => nameOf(report, pair.b), ''), descending: false },
    frags: { compare: by((pair) => pair.fragments, 0), descending: true },
  };
}
