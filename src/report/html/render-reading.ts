// The HTML report's account of reading: submissions not checked (a visible warning), files not compared
// and files read with notes (each a list, at most 500 entries, under a summary that says how many).
import type { CheckResult } from '../../check/types.js';
import { describeNotes, notCheckedSubmissions, notedFiles } from '../reading-notes.js';
import { escapeHtml } from './escape-html.js';

const MAX_LISTED = 500;

export function renderReading(result: CheckResult): string {
  const notChecked = notCheckedSubmissions(result);
  const warning =
    notChecked.length === 0
      ? ''
      : `<p class="not-checked" role="alert"><strong>${notChecked.length} not checked</strong>: no file could be compared in ${notChecked.map(escapeHtml).join(', ')}.</p>`;
  const skipped = result.skipped.map(
    (skip) => `${escapeHtml(skip.submission)}/${escapeHtml(skip.path)}: ${escapeHtml(skip.detail)}`,
  );
  const noted = notedFiles(result).map(
    (file) =>
      `${escapeHtml(file.submission)}/${escapeHtml(file.path)}: ${escapeHtml(describeNotes(file.notes))}`,
  );
  return (
    warning +
    renderList('skipped', `${skipped.length} files not compared`, skipped) +
    renderList(
      'noted',
      `${noted.length} files read with notes (encoding, cut, minified, language by content)`,
      noted,
    )
  );
}

function renderList(className: string, summary: string, items: readonly string[]): string {
  if (items.length === 0) return '';
  const listed = items.slice(0, MAX_LISTED).map((item) => `<li>${item}</li>`);
  const more = items.length > MAX_LISTED ? `<li>… and ${items.length - MAX_LISTED} more</li>` : '';
  return `<details class="${className}"><summary>${summary}</summary><ul>${listed.join('')}${more}</ul></details>`;
}
