// Opening and closing a pair: its heading (names, figures, the fragment chips and the legend) above both panes,
// or a note when the report holds no code for it; closing returns to the table where it was.
import type { PairEntry } from '../html-payload.js';
import { percent } from '../../render-text.js';
import { byId, el } from './element.js';
import { activate, buildPane } from './pair-panes.js';
import { closedPair, type Page } from './page-state.js';
import { nameOf } from './read-report.js';
import { renderRows } from './table-rows.js';

/** Shows the pair ranked `rank` (0-based) in place of the table; an unknown rank closes the view. */
export function openPair(page: Page, rank: number): void {
  const { report, table } = page;
  const pair = report.pairs[rank];
  if (!pair) return closePair(page);
  const view = byId('pair-view');
  if (page.pair.rank < 0) page.windowScroll = window.scrollY;
  page.pair = { ...closedPair(), rank, fragments: report.details[pair.detail] ?? [] };
  const at = table.view.indexOf(rank);
  if (at >= 0) table.selected = at;
  view.replaceChildren(buildHead(page, pair, rank));
  if (pair.detail < 0) view.appendChild(noDetail(page, pair, rank));
  else {
    const panes = el('div', 'panes');
    panes.append(buildPane(page, 0, pair), buildPane(page, 1, pair));
    view.appendChild(panes);
  }
  view.hidden = false;
  document.body.classList.add('pair-open');
  byId('overview-view').setAttribute('aria-hidden', 'true');
  document.title = `#${rank + 1} ${nameOf(report, pair.a)} ↔ ${nameOf(report, pair.b)} · codewinnow`;
  if (page.pair.fragments.length > 0) activate(page, 0, -1);
  (view.querySelector<HTMLElement>('.pane') ?? view.querySelector<HTMLElement>('.back'))?.focus({
    preventScroll: true,
  });
}

/** Back to the table, scrolled where it was. */
export function closePair(page: Page): void {
  if (page.pair.rank < 0) return;
  page.pair = closedPair();
  const view = byId('pair-view');
  view.hidden = true;
  view.replaceChildren();
  document.body.classList.remove('pair-open');
  byId('overview-view').removeAttribute('aria-hidden');
  document.title = page.baseTitle;
  page.table.first = -1;
  renderRows(page);
  window.scrollTo(0, page.windowScroll);
}

function buildHead(page: Page, pair: PairEntry, rank: number): HTMLElement {
  const head = el('div', 'pair-head');
  const title = el('div', 'pair-title');
  const back = el('button', 'back', '← All pairs');
  back.type = 'button';
  back.title = 'Back to the table (Esc)';
  back.addEventListener('click', () => {
    location.hash = 'pairs';
  });
  const [a, b] = [nameOf(page.report, pair.a), nameOf(page.report, pair.b)];
  const h2 = el('h2');
  h2.append(el('span', 'rank', `#${rank + 1}`), ' ', a, ' ', el('span', 'vs', '↔'), ' ', b);
  title.append(
    back,
    h2,
    el('span', `sim${pair.flagged ? ' hot' : ''}`, `${percent(pair.similarity)} similar`),
  );
  const stats = el(
    'div',
    'stats',
    `covers ${percent(pair.coverageA)} of A and ${percent(pair.coverageB)} of B · longest fragment ${pair.longest}` +
      ` tokens · shared lines ${pair.sharedLinesA} / ${pair.sharedLinesB} · ${pair.fragments} fragments` +
      (pair.flagged ? ` · flagged: ${pair.reason}` : '') +
      (pair.decision ? ` · decision: ${pair.decision}${pair.flagged ? '' : ` (${pair.reason})`}` : ''),
  );
  head.append(title, stats);
  if (page.pair.fragments.length > 0) head.append(buildFragmentNav(page), buildLegend());
  return head;
}

function buildFragmentNav(page: Page): HTMLElement {
  const nav = el('nav', 'frag-nav');
  nav.setAttribute('aria-label', 'Fragments');
  page.pair.fragments.forEach((fragment, i) => {
    const chip = el('button', `frag-chip c${fragment.colour}`, fragment.label);
    chip.type = 'button';
    chip.dataset.f = String(i);
    chip.title = `Fragment ${fragment.label} (n / p)`;
    chip.addEventListener('click', () => activate(page, i, -1));
    nav.appendChild(chip);
  });
  const info = el('span', 'frag-info');
  info.id = 'frag-info';
  nav.appendChild(info);
  return nav;
}

function buildLegend(): HTMLElement {
  const legend = el('div', 'legend');
  const starter = el('span', '', 'starter code (never counted)');
  starter.prepend(el('span', 'swatch starter'));
  const hint =
    'Each fragment has one colour and number on both sides; click one to bring its partner into view.';
  legend.append(starter, el('span', '', hint));
  return legend;
}

function noDetail(page: Page, pair: PairEntry, rank: number): HTMLElement {
  const { report } = page;
  const box = el('div', 'no-detail-note');
  box.append(
    el(
      'p',
      '',
      `This pair is ranked #${rank + 1} and is not flagged. To keep the file small, the report shows code side by ` +
        'side for every flagged pair and only as many others as --html-pairs asks for.',
    ),
    el(
      'p',
      'muted',
      `To see it, run codewinnow compare again with --html-pairs ${rank + 1}, or on ${nameOf(report, pair.a)} and ` +
        `${nameOf(report, pair.b)} alone (with the same --base) and --html.`,
    ),
  );
  return box;
}
