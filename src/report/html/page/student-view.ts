// The per-submission table: every submission with its strongest match and how many flagged pairs it is in,
// sortable by each column; a click lists that submission's pairs in the pair table. A course of 2,000 is
// 2,000 short rows, built once per sort with textContent only.
import { percent } from '../../render-text.js';
import type { StudentRow } from '../to-student-rows.js';
import { compareBy } from './compare-by.js';
import { byId, el } from './element.js';
import type { Page, StudentKey } from './page-state.js';
import { nameOf, type Report } from './read-report.js';
import { applyView } from './table-view.js';

const DESCENDING_FIRST: Readonly<Record<StudentKey, boolean>> = {
  name: false,
  match: false,
  sim: true,
  flagged: true,
};

function isStudentKey(key: string | undefined): key is StudentKey {
  return key !== undefined && key in DESCENDING_FIRST;
}

/** Orders two rows by `key`, ascending. */
function compareRows(report: Report, key: StudentKey): (x: StudentRow, y: StudentRow) => number {
  if (key === 'name') return compareBy((row: StudentRow) => nameOf(report, row.submission));
  if (key === 'match')
    return compareBy((row: StudentRow) => (row.match < 0 ? '' : nameOf(report, row.match)));
  if (key === 'sim') return compareBy((row: StudentRow) => row.similarity);
  return compareBy((row: StudentRow) => row.flagged);
}

/** Sorts the rows as the state says and writes them all; ties keep submission order. */
export function renderStudents(page: Page): void {
  const { students, report, table } = page;
  const compare = compareRows(report, students.key);
  const sign = students.descending ? -1 : 1;
  const rows = [...students.rows].sort((x, y) => compare(x, y) * sign || x.submission - y.submission);
  const body = document.createDocumentFragment();
  for (const row of rows) {
    const tr = el(
      'tr',
      `${row.flagged > 0 ? 'flagged' : ''}${row.submission === table.student ? ' on' : ''}`,
    );
    tr.dataset.s = String(row.submission);
    const name = nameOf(report, row.submission);
    const match = row.match < 0 ? '–' : nameOf(report, row.match);
    tr.append(
      el('td', 'name', name),
      el('td', 'name', match),
      el('td', 'num', row.match < 0 ? '–' : percent(row.similarity)),
      el('td', 'num', String(row.flagged)),
    );
    tr.title = `${name}: list its pairs`;
    body.appendChild(tr);
  }
  byId('student-rows').replaceChildren(body);
  document.querySelectorAll<HTMLElement>('#students thead th').forEach((th) => {
    const sort = th.dataset.skey !== students.key ? 'none' : students.descending ? 'descending' : 'ascending';
    th.setAttribute('aria-sort', sort);
  });
}

/** Lists only `submission`'s pairs in the pair table (a second choice of the same one undoes it) and shows them. */
export function showStudentPairs(page: Page, submission: number): void {
  page.table.student = page.table.student === submission ? -1 : submission;
  applyView(page);
  byId('table-wrap').scrollTop = 0;
  if (page.table.student >= 0) byId('pairs').scrollIntoView({ block: 'nearest' });
}

/** Sorting by a header, and a row's click. */
export function wireStudents(page: Page): void {
  const { students } = page;
  document.querySelectorAll<HTMLElement>('#students thead th').forEach((th) => {
    th.querySelector('button')?.addEventListener('click', () => {
      const key = th.dataset.skey;
      if (!isStudentKey(key)) return;
      students.descending = students.key === key ? !students.descending : DESCENDING_FIRST[key];
      students.key = key;
      renderStudents(page);
    });
  });
  byId('student-rows').addEventListener('click', (event) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('tr') : null;
    if (row?.dataset.s !== undefined) showStudentPairs(page, Number(row.dataset.s));
  });
}
