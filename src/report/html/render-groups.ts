// The overview's list of groups: submissions linked by flagged pairs, each a button that filters the table
// to the pairs among its members.
import { escapeHtml } from './escape-html.js';
import type { SubmissionGroup } from './find-groups.js';
import { plural } from '../plural.js';
import { percent } from '../render-text.js';

/** How many groups the overview lists; the rest are counted. */
export const LISTED_GROUPS = 40;

/** `prefix` is cut from every name (the folder all submissions share). */
export function renderGroups(groups: readonly SubmissionGroup[], threshold: number, prefix = ''): string {
  if (groups.length === 0) {
    return `<p class="muted">No pair reaches the threshold (${percent(threshold)}), so no submissions are linked.</p>`;
  }
  const items = groups.slice(0, LISTED_GROUPS).map((group, i) => {
    const size = group.members.length;
    const possible = (size * (size - 1)) / 2;
    const pairs =
      group.pairs === possible ? `${plural(group.pairs, 'pair')}` : `${group.pairs} of ${possible} pairs`;
    return (
      `<li><button type="button" class="group" data-group="${i}">` +
      `<span class="group-head">${size} submissions · ${pairs} flagged · up to ${percent(group.maxSimilarity)}</span>` +
      `<span class="group-names">${group.members.map((name) => `<span class="name">${escapeHtml(name.slice(prefix.length))}</span>`).join(' ')}</span>` +
      '</button></li>'
    );
  });
  const more =
    groups.length > LISTED_GROUPS
      ? `<p class="muted">… and ${groups.length - LISTED_GROUPS} more groups.</p>`
      : '';
  const caption = `<p class="caption">${plural(groups.length, 'group')} of submissions linked by flagged pairs. Click one to list its pairs.</p>`;
  return `<ol class="groups">${items.join('')}</ol>${more}${caption}`;
}
