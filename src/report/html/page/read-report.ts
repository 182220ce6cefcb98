// The page's data: the payload renderHtml embeds as JSON in #report-data, with its record tables unpacked into
// named records once, as the page loads.
import type { FragmentEntry, HtmlPayload, PairEntry } from '../html-payload.js';
import { fromRecordTable } from '../record-table.js';
import { byId } from './element.js';

export interface Report extends Omit<HtmlPayload, 'pairs' | 'details'> {
  /** Element i is the pair ranked i + 1. */
  readonly pairs: readonly PairEntry[];
  readonly details: readonly (readonly FragmentEntry[])[];
}

export function readReport(): Report {
  // renderHtml wrote this element into this same file from an HtmlPayload: it is not outside input.
  const payload = JSON.parse(byId('report-data').textContent ?? '') as HtmlPayload;
  return {
    ...payload,
    pairs: fromRecordTable(payload.pairs),
    details: payload.details.map((table) => fromRecordTable(table)),
  };
}

/** The name of submission `index` as the page shows it. */
export function nameOf(report: Report, index: number): string {
  return report.names[index] ?? '';
}

/** The path of file `index` as the page shows it. */
export function pathOf(report: Report, index: number): string {
  return report.files[index]?.path ?? '';
}
