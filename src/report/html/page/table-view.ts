// Which pairs the table shows and in what order: the name filter, "flagged only", a histogram bar, a group,
// one submission, and the sort column; the chips that undo a bar, a group or a submission.
import type { PairEntry } from '../html-payload.js';
import { percent } from '../../render-text.js';
import { byId, el } from './element.js';
import type { Page } from './page-state.js';
import { nameOf } from './read-report.js';
import { toColumns } from './table-columns.js';
import { renderRows } from './table-rows.js';

/** Filters and sorts the pairs again and renders the table; the pair ranked `keepRank` stays selected if shown. */
export function applyView(page: Page, keepRank?: number): void {
  const { table, report } = page;
  const compare = toColumns(report)[table.key].compare;
  const sign = table.descending ? -1 : 1;
  const view: number[] = [];
  report.pairs.forEach((pair, rank) => {
    if (matches(page, pair)) view.push(rank);
  });
  view.sort((x, y) => compare(x, y) * sign || x - y);
  table.view = view;
  const at = keepRank === undefined ? -1 : view.indexOf(keepRank);
  table.selected = at >= 0 ? at : 0;
  table.first = -1;
  const all = report.pairs.length;
  byId('count').textContent = view.length === all ? `${all} pairs` : `${view.length} of ${all} pairs`;
  renderChips(page);
  renderRows(page);
  document.querySelectorAll<HTMLElement>('#pairs thead th').forEach((th) => {
    const sort = th.dataset.key !== table.key ? 'none' : table.descending ? 'descending' : 'ascending';
    th.setAttribute('aria-sort', sort);
  });
}

function matches(page: Page, pair: PairEntry): boolean {
  const { table, report } = page;
  if (table.flaggedOnly && !pair.flagged) return false;
  const { range } = table;
  if (range && (pair.similarity < range.low || (pair.similarity >= range.high && range.high < 1)))
    return false;
  if (table.student >= 0 && pair.a !== table.student && pair.b !== table.student) return false;
  if (table.group >= 0) {
    const members = report.groups[table.group] ?? [];
    if (!members.includes(pair.a) || !members.includes(pair.b)) return false;
  }
  if (!table.text) return true;
  const names = `${nameOf(report, pair.a)}\n${nameOf(report, pair.b)}`.toLowerCase();
  return table.text.split(/\s+/).every((term) => names.includes(term));
}

function renderChips(page: Page): void {
  const { table, report } = page;
  const box = byId('active-filters');
  box.replaceChildren();
  const chip = (text: string, clear: () => void) => {
    const button = el('button', 'chip', `${text} ×`);
    button.type = 'button';
    button.title = 'Remove this filter';
    button.addEventListener('click', () => {
      clear();
      applyView(page);
    });
    box.appendChild(button);
  };
  const { range } = table;
  if (range)
    chip(`similarity ${percent(range.low)}–${percent(range.high)}`, () => {
      table.range = undefined;
    });
  if (table.group >= 0)
    chip(`group ${table.group + 1} (${report.groups[table.group]?.length ?? 0} submissions)`, () => {
      table.group = -1;
    });
  if (table.student >= 0)
    chip(`submission ${nameOf(report, table.student)}`, () => {
      table.student = -1;
    });
  document.querySelectorAll<HTMLElement>('.histogram .bin').forEach((bin) => {
    bin.classList.toggle('on', !!range && Number(bin.dataset.lo) === range.low);
  });
  document.querySelectorAll<HTMLElement>('.group').forEach((group) => {
    group.classList.toggle('on', Number(group.dataset.group) === table.group);
  });
  document.querySelectorAll<HTMLElement>('#student-rows tr, #group-graph .node').forEach((item) => {
    item.classList.toggle('on', Number(item.dataset.s) === table.student);
  });
}
