// The selected group (the first until one is chosen) drawn beside the group list: its submissions as nodes on
// a circle (circle-layout.ts), its flagged pairs as lines, thicker the more similar. A node lists that
// submission's pairs; a line opens its pair. Plain SVG built with DOM calls into the empty <svg> the markup
// holds (its namespace comes from there, so the page names no URL); text by textContent only.
import { percent } from '../../render-text.js';
import { circleLayout, type CircleLayout, type PlacedNode } from '../circle-layout.js';
import { byId, MissingElementError } from './element.js';
import type { Page } from './page-state.js';
import { nameOf } from './read-report.js';
import { showStudentPairs } from './student-view.js';

/** Longest label drawn; the node's tooltip has the whole name. */
const LABEL_CHARS = 16;

/** The empty picture render-html.ts writes into the group graph's figure. */
function graphPicture(): SVGSVGElement {
  const picture = document.getElementById('group-graph-svg');
  if (!(picture instanceof SVGSVGElement)) throw new MissingElementError('group-graph-svg', 'SVGSVGElement');
  return picture;
}

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string | number>>,
): SVGElementTagNameMap[K] {
  // The namespace is the SVG one, as the HTML parser gave the markup's <svg>.
  const element = document.createElementNS(graphPicture().namespaceURI, tag) as SVGElementTagNameMap[K];
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

function titled<T extends SVGElement>(element: T, text: string): T {
  const title = svg('title', {});
  title.textContent = text;
  element.appendChild(title);
  return element;
}

/** Draws the group the table is filtered to, else the one drawn last (the first at the start). */
export function renderGroupGraph(page: Page): void {
  const { report, table } = page;
  const group = table.group >= 0 ? table.group : Math.max(0, page.graphGroup);
  if (group === page.graphGroup) return;
  page.graphGroup = group;
  const members = report.groups[group] ?? [];
  byId('group-graph').hidden = members.length === 0;
  if (members.length === 0) return;
  const inGroup = new Set(members);
  const ranks: number[] = [];
  report.pairs.forEach((pair, rank) => {
    if (pair.flagged && inGroup.has(pair.a) && inGroup.has(pair.b)) ranks.push(rank);
  });
  const layout = circleLayout(
    members,
    ranks.map((rank) => [report.pairs[rank]!.a, report.pairs[rank]!.b] as const),
  );
  const picture = graphPicture();
  const what = `${members.length} submissions, ${ranks.length} flagged pairs`;
  picture.setAttribute('viewBox', `0 0 ${layout.size} ${layout.size}`);
  // Drawn at its own size, never larger: a group of three stays small, one of 45 shrinks to fit its column.
  picture.setAttribute('width', String(layout.size));
  picture.setAttribute('height', String(layout.size));
  picture.setAttribute('aria-label', `group ${group + 1}: ${what}`);
  picture.replaceChildren(
    ...drawEdges(page, ranks, layout),
    ...layout.nodes.map((node) => drawNode(page, node)),
  );
  byId('group-graph-caption').textContent =
    `Group ${group + 1}: ${what}. Click a submission to list its pairs, a line to open its pair.`;
}

/** One line per pair, thicker the further its similarity is above the threshold. */
function drawEdges(page: Page, ranks: readonly number[], layout: CircleLayout): SVGLineElement[] {
  const { report } = page;
  const at = new Map(layout.nodes.map((node) => [node.id, node]));
  const span = Math.max(1e-9, 1 - report.threshold);
  return ranks.map((rank) => {
    const pair = report.pairs[rank]!;
    const [a, b] = [at.get(pair.a)!, at.get(pair.b)!];
    const width = 1.5 + 3 * Math.max(0, Math.min(1, (pair.similarity - report.threshold) / span));
    const line = svg('line', { class: 'edge', x1: a.x, y1: a.y, x2: b.x, y2: b.y });
    line.setAttribute('stroke-width', width.toFixed(1));
    line.dataset.rank = String(rank);
    const names = `${nameOf(report, pair.a)} ↔ ${nameOf(report, pair.b)}`;
    return titled(line, `#${rank + 1} ${names}: ${percent(pair.similarity)} (open)`);
  });
}

/** A dot and its name written outwards from the circle (turned to read left to right on the left half). */
function drawNode(page: Page, node: PlacedNode): SVGGElement {
  const name = nameOf(page.report, node.id);
  const item = svg('g', { class: 'node', tabindex: 0 });
  item.dataset.s = String(node.id);
  item.classList.toggle('on', node.id === page.table.student);
  const flip = node.angle > 90 && node.angle < 270;
  const label = svg('text', {
    x: node.x + (flip ? -10 : 10),
    y: node.y,
    'text-anchor': flip ? 'end' : 'start',
    'dominant-baseline': 'middle',
    transform: `rotate(${flip ? node.angle - 180 : node.angle} ${node.x} ${node.y})`,
  });
  label.textContent = name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name;
  item.append(svg('circle', { cx: node.x, cy: node.y, r: 6 }), label);
  return titled(item, `${name} (list its pairs)`);
}

/** A node lists its submission's pairs, a line opens its pair; Enter does on a focused node. */
export function wireGroupGraph(page: Page): void {
  const figure = byId('group-graph');
  const act = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return false;
    const node = target.closest<SVGElement>('.node');
    if (node?.dataset.s !== undefined) {
      showStudentPairs(page, Number(node.dataset.s));
      return true;
    }
    const edge = target.closest<SVGElement>('.edge');
    if (edge?.dataset.rank !== undefined) location.hash = `pair-${Number(edge.dataset.rank) + 1}`;
    return edge !== null;
  };
  figure.addEventListener('click', (event) => act(event.target));
  figure.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && act(event.target)) {
      event.preventDefault();
      event.stopPropagation();
    }
  });
}
