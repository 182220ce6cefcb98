// The overview's histogram of pair similarities as inline SVG: twenty 5% bins on a log scale (a course has
// thousands of faint pairs and a handful of strong ones), the threshold marked, and the range below
// --min-similarity shaded as not listed. Each bin is a button the page's script turns into a table filter.
import type { CheckSettings, PairResult } from '../../check/types.js';

const BINS = 20;
const WIDTH = 600;
const HEIGHT = 170;
const LEFT = 8;
const TOP = 18;
const PLOT_W = WIDTH - 2 * LEFT;
const PLOT_H = 120;

/** Counts per 5% bin; bin i holds similarities in [i/20, (i+1)/20), the last one 1.0 too. */
export function toHistogramBins(pairs: readonly PairResult[]): number[] {
  const bins = new Array<number>(BINS).fill(0);
  for (const pair of pairs) {
    const bin = Math.min(BINS - 1, Math.floor(pair.similarity * BINS + 1e-9));
    bins[bin] = bins[bin]! + 1;
  }
  return bins;
}

export function renderHistogram(pairs: readonly PairResult[], settings: CheckSettings): string {
  const bins = toHistogramBins(pairs);
  const peak = Math.log1p(Math.max(1, ...bins));
  const x = (share: number) => LEFT + share * PLOT_W;
  const parts: string[] = [
    `<svg class="histogram" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="group" aria-label="Histogram of pair similarities, log scale">`,
  ];
  if (settings.minSimilarity > 0) {
    const w = x(settings.minSimilarity) - LEFT;
    parts.push(
      `<rect class="unlisted" x="${LEFT}" y="${TOP}" width="${num(w)}" height="${PLOT_H}"><title>below --min-similarity: not listed</title></rect>`,
    );
  }
  bins.forEach((count, i) => parts.push(renderBin(i, count, peak, settings.threshold)));
  parts.push(
    `<line class="axis" x1="${LEFT}" y1="${TOP + PLOT_H}" x2="${LEFT + PLOT_W}" y2="${TOP + PLOT_H}"/>`,
  );
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    const anchor = tick === 0 ? 'start' : tick === 1 ? 'end' : 'middle';
    parts.push(
      `<text class="tick" x="${num(x(tick))}" y="${TOP + PLOT_H + 16}" text-anchor="${anchor}">${tick * 100}%</text>`,
    );
  }
  const tx = num(x(settings.threshold));
  parts.push(
    `<line class="threshold" x1="${tx}" y1="${TOP - 6}" x2="${tx}" y2="${TOP + PLOT_H}"/>`,
    `<text class="threshold-label" x="${tx}" y="${TOP - 8}" text-anchor="${settings.threshold > 0.8 ? 'end' : 'start'}">threshold ${percent(settings.threshold)}</text>`,
    '</svg>',
  );
  return parts.join('');
}

function renderBin(i: number, count: number, peak: number, threshold: number): string {
  const lo = i / BINS;
  const hi = (i + 1) / BINS;
  const slot = PLOT_W / BINS;
  const height = count === 0 ? 0 : Math.max(2, (Math.log1p(count) / peak) * PLOT_H);
  const y = TOP + PLOT_H - height;
  const hot = lo >= threshold - 1e-9 ? ' hot' : '';
  const range = `${percent(lo)}–${percent(hi)}`;
  const label = `${count} ${count === 1 ? 'pair' : 'pairs'} at ${range}`;
  return (
    `<g class="bin${hot}" data-lo="${lo}" data-hi="${hi}" tabindex="0" role="button" aria-label="${label}: show in the table">` +
    `<title>${label}</title>` +
    `<rect class="hit" x="${num(LEFT + i * slot)}" y="${TOP}" width="${num(slot)}" height="${PLOT_H}"/>` +
    `<rect class="bar" x="${num(LEFT + i * slot + 2)}" y="${num(y)}" width="${num(slot - 4)}" height="${num(height)}"/>` +
    (count > 0
      ? `<text class="count" x="${num(LEFT + (i + 0.5) * slot)}" y="${num(y - 3)}" text-anchor="middle">${count}</text>`
      : '') +
    '</g>'
  );
}

function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}
