// The side-by-side view of one pair: both submissions' files that the fragments touch, every fragment in its
// colour and with its number on both sides, starter code hatched; a click on a fragment brings its partner
// into view. Builds text with textContent only.
import type { FragmentEntry, PairEntry } from '../html-payload.js';
import { compareBy } from './compare-by.js';
import { byId, el } from './element.js';
import type { Page } from './page-state.js';
import { nameOf, pathOf } from './read-report.js';

/** Side A is 0, side B is 1. */
export type Side = 0 | 1;

/** Where a fragment lies on one side: `[start, end)` 0-based lines of a file, and the lines people read. */
interface FragmentSide {
  readonly file: number;
  readonly start: number;
  readonly end: number;
  readonly lines: string;
}

/** What a code line carries: the fragments covering it, those starting on it, and starter code. */
interface LineMarks {
  readonly cover: readonly number[] | undefined;
  readonly starts: readonly number[] | undefined;
  /** 2 on the first line of a starter run of three lines or more (it gets a tag), 1 on the others. */
  readonly starter: 1 | 2 | undefined;
}

export function sideOf(fragment: FragmentEntry, side: Side): FragmentSide {
  return side === 0
    ? { file: fragment.fileA, start: fragment.startA, end: fragment.endA, lines: fragment.linesA }
    : { file: fragment.fileB, start: fragment.startB, end: fragment.endB, lines: fragment.linesB };
}

/** One side of the open pair: a title, then each file its fragments touch, by path. */
export function buildPane(page: Page, side: Side, pair: PairEntry): HTMLElement {
  const { report } = page;
  const pane = el('div', 'pane');
  pane.id = side === 0 ? 'pane-a' : 'pane-b';
  pane.tabIndex = 0;
  const submission = side === 0 ? pair.a : pair.b;
  const title = el('div', 'pane-title');
  title.append(
    el('span', 'side', side === 0 ? 'A' : 'B'),
    el('span', '', nameOf(report, submission)),
    el('span', 'muted', `${report.lines[submission]} lines in all`),
  );
  pane.appendChild(title);
  const files: number[] = [];
  for (const fragment of page.pair.fragments) {
    const file = sideOf(fragment, side).file;
    if (!files.includes(file)) files.push(file);
  }
  files.sort(compareBy((file: number) => pathOf(report, file)));
  for (const file of files) pane.appendChild(buildFile(page, file, side));
  pane.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-f]') : null;
    if (target) activate(page, Number(target.dataset.f), side);
  });
  return pane;
}

/** Makes fragment `i` the active one; scrolls it into view on each side but the one clicked (-1: both). */
export function activate(page: Page, i: number, clickedSide: Side | -1): void {
  const { pair, report } = page;
  const fragment = pair.fragments[i];
  if (!fragment) return;
  for (const side of [0, 1] as const) {
    for (const line of pair.lines[side][pair.active] ?? []) line.classList.remove('active');
    for (const line of pair.lines[side][i] ?? []) line.classList.add('active');
  }
  pair.active = i;
  for (const side of [0, 1] as const) {
    const first = pair.lines[side][i]?.[0];
    if (first && side !== clickedSide) scrollToLine(byId(side === 0 ? 'pane-a' : 'pane-b'), first);
  }
  document.querySelectorAll<HTMLElement>('.frag-chip').forEach((chip) => {
    chip.classList.toggle('active', Number(chip.dataset.f) === i);
  });
  const [a, b] = [sideOf(fragment, 0), sideOf(fragment, 1)];
  const path = (file: number) => pathOf(report, file);
  byId('frag-info').textContent =
    `Fragment ${fragment.label} of ${pair.fragments.length}: ${path(a.file)} ${a.lines}` +
    `  ↔  ${path(b.file)} ${b.lines}`;
}

// The only files a report has no text for are those of submissions known from a snapshot (`check`, and the
// rescan's repositories not downloaded this run): a snapshot keeps fingerprints, never source text.
const MISSING_TEXT =
  "This file's code is not in this report: it comes from a snapshot, which keeps fingerprints and line " +
  'numbers only, never source text. The fragment line above says which lines match.';

function buildFile(page: Page, fileIndex: number, side: Side): HTMLElement {
  const { files } = page.report;
  const file = files[fileIndex];
  const box = el('section', 'file');
  const text = file?.same === undefined ? file?.text : files[file.same]?.text;
  const lines = text === undefined ? [] : splitLines(text);
  const head = el('h3', 'file-name');
  const size = text === undefined ? 'no source text' : `${lines.length} lines`;
  head.append(el('span', '', file?.path ?? ''), el('span', '', size));
  box.appendChild(head);
  if (text === undefined) {
    box.appendChild(el('p', 'missing', MISSING_TEXT));
    return box;
  }
  const cover: number[][] = [];
  const starts: number[][] = [];
  page.pair.fragments.forEach((fragment, i) => {
    const { file: at, start, end } = sideOf(fragment, side);
    if (at !== fileIndex) return;
    for (let n = start; n < end; n++) (cover[n] ??= []).push(i);
    (starts[start] ??= []).push(i);
  });
  const starter: (1 | 2)[] = [];
  // A run of three lines or more gets a "starter code" tag; shorter ones (a closing brace) only the hatching.
  for (const { start, end } of file?.starterLines ?? [])
    for (let n = start; n < end; n++) starter[n] = n === start && end - start >= 3 ? 2 : 1;
  const code = el('div', 'code');
  const frame = document.createDocumentFragment();
  lines.forEach((line, n) => {
    const marks = { cover: cover[n], starts: starts[n], starter: starter[n] };
    frame.appendChild(buildLine(page, { n, text: line, side }, marks));
  });
  code.appendChild(frame);
  box.appendChild(code);
  return box;
}

function buildLine(
  page: Page,
  { n, text, side }: { n: number; text: string; side: Side },
  marks: LineMarks,
): HTMLElement {
  const { pair } = page;
  const line = el('div', 'ln');
  const mark = el('span', 'mk');
  line.append(el('span', 'no', String(n + 1)), mark, el('span', 'tx', text));
  const [covering] = marks.cover ?? [];
  if (covering !== undefined) {
    line.className = `ln f c${pair.fragments[covering]?.colour}${marks.starts ? ' first' : ''}`;
    line.dataset.f = String(covering);
    for (const i of marks.cover ?? []) (pair.lines[side][i] ??= []).push(line);
    for (const i of marks.starts ?? []) {
      const fragment = pair.fragments[i];
      const label = el('b', `c${fragment?.colour}`, fragment?.label);
      label.dataset.f = String(i);
      label.title = `fragment ${fragment?.label}`;
      mark.appendChild(label);
    }
  } else if (marks.starter) {
    line.className = marks.starter === 2 ? 'ln starter starter-first' : 'ln starter';
  }
  return line;
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function scrollToLine(pane: HTMLElement, line: HTMLElement): void {
  const top = line.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
  const heightOf = (selector: string) => pane.querySelector<HTMLElement>(selector)?.offsetHeight ?? 0;
  const covered = heightOf('.pane-title') + heightOf('.file-name');
  pane.scrollTo({
    top: Math.max(0, top - covered - (pane.clientHeight - covered) * 0.2),
    behavior: 'smooth',
  });
}
