// The report page's entry: reads the embedded payload, wires the table's controls, the histogram, the groups
// and their graph, the per-submission table, opens and closes pairs through the URL hash (#pair-3), and
// listens to the keyboard.
import { byId } from './element.js';
import { onKey } from './page-keys.js';
import { startPage, type Page } from './page-state.js';
import { renderGroupGraph, wireGroupGraph } from './group-graph.js';
import { closePair, openPair } from './pair-view.js';
import { readReport } from './read-report.js';
import { isColumnKey, toColumns } from './table-columns.js';
import { renderRows } from './table-rows.js';
import { renderStudents, wireStudents } from './student-view.js';
import { applyView } from './table-view.js';

const page = startPage(readReport(), document.title);
wireTable(page);
wireOverview(page);
wireStudents(page);
wireGroupGraph(page);
wireWindow(page);
renderStudents(page);
renderGroupGraph(page);
applyView(page);
route(page);
document.body.classList.add('ready');

function route(page: Page): void {
  const match = /^#pair-(\d+)$/.exec(location.hash);
  if (match) openPair(page, Number(match[1]) - 1);
  else closePair(page);
}

function wireTable(page: Page): void {
  const { table } = page;
  byId('filter', HTMLInputElement).addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement) table.text = event.target.value.trim().toLowerCase();
    applyView(page);
  });
  byId('flagged-only', HTMLInputElement).addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement) table.flaggedOnly = event.target.checked;
    applyView(page);
  });
  const columns = toColumns(page.report);
  document.querySelectorAll<HTMLElement>('#pairs thead th').forEach((th) => {
    th.querySelector('button')?.addEventListener('click', () => {
      const key = th.dataset.key;
      if (!isColumnKey(key)) return;
      table.descending = table.key === key ? !table.descending : columns[key].descending;
      table.key = key;
      applyView(page, table.view[table.selected]);
    });
  });
  byId('rows').addEventListener('click', (event) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('tr.row') : null;
    if (row) location.hash = `pair-${Number(row.dataset.rank) + 1}`;
  });
  let pending = false;
  byId('table-wrap').addEventListener('scroll', () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      renderRows(page);
    });
  });
}

/** A histogram bar lists its pairs, a group its members' pairs; a second click undoes either. */
function wireOverview(page: Page): void {
  const { table } = page;
  const onBin = (bin: HTMLElement) => {
    const low = Number(bin.dataset.lo);
    table.range = table.range?.low === low ? undefined : { low, high: Number(bin.dataset.hi) };
    applyView(page);
  };
  document.querySelectorAll<HTMLElement>('.histogram .bin').forEach((bin) => {
    bin.addEventListener('click', () => onBin(bin));
    bin.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopPropagation();
      onBin(bin);
    });
  });
  document.querySelectorAll<HTMLElement>('.group').forEach((button) => {
    button.addEventListener('click', () => {
      const group = Number(button.dataset.group);
      table.group = table.group === group ? -1 : group;
      applyView(page);
      renderGroupGraph(page);
    });
  });
}

function wireWindow(page: Page): void {
  const { table } = page;
  const rerender = (printing: boolean) => () => {
    table.printing = printing;
    table.first = -1;
    renderRows(page);
  };
  window.addEventListener('resize', () => {
    table.first = -1;
    renderRows(page);
  });
  window.addEventListener('beforeprint', rerender(true));
  window.addEventListener('afterprint', rerender(false));
  window.addEventListener('hashchange', () => route(page));
  document.addEventListener('keydown', (event) => onKey(page, event));
}
