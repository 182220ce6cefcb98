// The keyboard: j/k or the arrows through the table's pairs, Enter to open, n/p through an open pair's
// fragments and j/k on to the next pair, Esc back (or clear a bar, a group and a submission), / to the filter.
import { byId } from './element.js';
import { activate } from './pair-panes.js';
import type { Page } from './page-state.js';
import { select } from './table-rows.js';
import { applyView } from './table-view.js';

export function onKey(page: Page, event: KeyboardEvent): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const k = event.key;
  const target = event.target instanceof Element ? event.target : undefined;
  if (target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) {
    if (k === 'Escape' || k === 'Enter') target.blur();
    return;
  }
  const { table } = page;
  const inPair = page.pair.rank >= 0;
  let handled = true;
  if (k === 'Escape') {
    if (inPair) location.hash = 'pairs';
    else {
      table.range = undefined;
      table.group = -1;
      table.student = -1;
      applyView(page);
    }
  } else if (inPair && (k === 'n' || k === 'p')) activate(page, page.pair.active + (k === 'n' ? 1 : -1), -1);
  else if (inPair && (k === 'j' || k === 'k')) stepPair(page, k === 'j' ? 1 : -1);
  else if (!inPair && (k === 'j' || k === 'ArrowDown')) select(page, table.selected + 1);
  else if (!inPair && (k === 'k' || k === 'ArrowUp')) select(page, table.selected - 1);
  else if (!inPair && k === 'Enter' && table.view.length > 0 && !/^(BUTTON|A)$/.test(target?.tagName ?? ''))
    stepPair(page, 0);
  else if (!inPair && k === '/') byId('filter').focus();
  else handled = false;
  if (handled) event.preventDefault();
}

/** Moves the selection by `delta` and opens that pair; stepping from an open pair replaces the history entry,
 * so Back leaves the pair view at once. */
function stepPair(page: Page, delta: number): void {
  const { table } = page;
  if (table.view.length === 0) return;
  table.selected = Math.max(0, Math.min(table.view.length - 1, table.selected + delta));
  const hash = `#pair-${(table.view[table.selected] ?? 0) + 1}`;
  if (page.pair.rank >= 0) location.replace(hash);
  else location.hash = hash;
}
