// The table's rows: only those in view are in the document (a course of 500 lists thousands of pairs), with
// spacers standing for the rest, so scrolling and the scrollbar behave as if all were there. Builds cells with
// textContent, never innerHTML.
import { COLUMN_KEYS, type PairEntry } from '../html-payload.js';
import { percent } from '../../render-text.js';
import { byId, el } from './element.js';
import type { Page } from './page-state.js';
import { nameOf } from './read-report.js';

/** Renders the rows in view, unless the same rows are rendered already (`table.first` -1 forces it). */
export function renderRows(page: Page): void {
  const { table, report } = page;
  const wrap = byId('table-wrap');
  const n = table.view.length;
  let first = Math.max(0, Math.floor(wrap.scrollTop / table.rowHeight) - 10);
  let last = Math.min(n, first + Math.ceil(wrap.clientHeight / table.rowHeight) + 20);
  if (table.printing) {
    first = 0;
    last = Math.min(n, 2000);
  }
  if (first === table.first && last === table.last) return;
  table.first = first;
  table.last = last;
  const body = document.createDocumentFragment();
  if (first > 0) body.appendChild(spacer(first * table.rowHeight));
  for (let position = first; position < last; position++) {
    const rank = table.view[position] ?? -1;
    const pair = report.pairs[rank];
    if (pair) body.appendChild(rowElement(page, { pair, rank, selected: position === table.selected }));
  }
  if (last < n) body.appendChild(spacer((n - last) * table.rowHeight));
  const rows = byId('rows');
  rows.replaceChildren(body);
  const one = rows.querySelector('tr.row');
  if (one && one.getBoundingClientRect().height > 0) table.rowHeight = one.getBoundingClientRect().height;
}

/** Selects the row at `position` in the view and scrolls it into view. */
export function select(page: Page, position: number): void {
  const { table } = page;
  if (table.view.length === 0) return;
  table.selected = Math.max(0, Math.min(table.view.length - 1, position));
  const wrap = byId('table-wrap');
  const head = byId('pairs', HTMLTableElement).tHead?.getBoundingClientRect().height ?? 0;
  const top = table.selected * table.rowHeight;
  if (top < wrap.scrollTop) wrap.scrollTop = top;
  else if (top + table.rowHeight > wrap.scrollTop + wrap.clientHeight - head)
    wrap.scrollTop = top + table.rowHeight - wrap.clientHeight + head;
  table.first = -1;
  renderRows(page);
  byId('rows').querySelector('tr.selected')?.scrollIntoView({ block: 'nearest' });
}

function rowElement(
  page: Page,
  { pair, rank, selected }: { pair: PairEntry; rank: number; selected: boolean },
): HTMLTableRowElement {
  const noDetail = pair.detail < 0;
  const tr = el(
    'tr',
    `row${pair.flagged ? ' flagged' : ''}${noDetail ? ' no-detail' : ''}${selected ? ' selected' : ''}`,
  );
  tr.dataset.rank = String(rank);
  if (pair.flagged || pair.decision) tr.title = `${pair.decision || 'flagged'}: ${pair.reason}`;
  tr.setAttribute('aria-selected', selected ? 'true' : 'false');
  cell(tr, 'rank', String(rank + 1));
  const meter = el('span', 'meter');
  const fill = el('span');
  fill.style.width = `${Math.round(pair.similarity * 100)}%`;
  meter.appendChild(fill);
  cell(tr, 'sim', '').append(meter, el('span', 'val', percent(pair.similarity)));
  cell(tr, 'num', percent(pair.coverageA));
  cell(tr, 'num', percent(pair.coverageB));
  cell(tr, 'num', String(pair.longest));
  cell(tr, 'num', `${pair.sharedLinesA} / ${pair.sharedLinesB}`);
  const [a, b] = [nameOf(page.report, pair.a), nameOf(page.report, pair.b)];
  cell(tr, 'name', a, a);
  cell(tr, 'name', b, b);
  const fragments = noDetail ? `${pair.fragments} ·` : String(pair.fragments);
  cell(tr, 'num frags', fragments, noDetail ? 'no side-by-side detail in this report' : '');
  return tr;
}

function cell(tr: HTMLTableRowElement, className: string, text: string, title = ''): HTMLTableCellElement {
  const td = el('td', className, text);
  if (title) td.title = title;
  tr.appendChild(td);
  return td;
}

function spacer(height: number): HTMLTableRowElement {
  const tr = el('tr', 'spacer');
  const td = el('td');
  td.colSpan = COLUMN_KEYS.length;
  td.style.height = `${height}px`;
  tr.appendChild(td);
  return tr;
}
