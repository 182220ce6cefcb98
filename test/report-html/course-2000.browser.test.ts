// The HTML report of a synthetic course of 2,000 submissions (60,000 listed pairs, about 480 flagged, one group
// of 45) in headless Chromium: every flagged pair opens with its code, those ranked beyond 200 included; the
// per-submission table and the 45-member group's graph work. Logs the page's size and how long it takes to
// become interactive and to answer (test-artifacts/report-2000.txt); no timing is asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HtmlPayload, PairEntry } from '../../src/report/html/html-payload.js';
import { fromRecordTable } from '../../src/report/html/record-table.js';
import { renderHtml } from '../../src/report/html/render-html.js';
import { launchChromium, type Browser } from './launch-chromium.js';
import { makeSyntheticCourse } from './synthetic-course.js';

const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts');
const GROUP = 45;
const figures: string[] = [];
let html: string;
let payload: HtmlPayload;
let pairs: PairEntry[];
let browser: Browser;
let url: string;

const note = (line: string) => {
  figures.push(line);
  console.log(line);
};
const ms = (n: number) => `${Math.round(n)} ms`;

beforeAll(async () => {
  const built = performance.now();
  const course = makeSyntheticCourse(2000, 60_000, { flagged: 400, group: GROUP });
  const rendered = performance.now();
  html = renderHtml(course.result, { source: course.source });
  note(
    `2,000 submissions (course source ${(course.sourceBytes / 1_048_576).toFixed(1)} MB), ${course.result.pairs.length} pairs: ` +
      `course made in ${ms(rendered - built)}, page rendered in ${ms(performance.now() - rendered)}`,
  );
  const json = /<script type="application\/json" id="report-data">([^<]*)<\/script>/.exec(html)![1]!;
  payload = JSON.parse(json) as HtmlPayload;
  pairs = fromRecordTable(payload.pairs);
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, 'report-2000.html');
  writeFileSync(file, html);
  url = pathToFileURL(file).href;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  writeFileSync(join(ARTIFACTS, 'report-2000.txt'), figures.join('\n') + '\n');
});

/** Milliseconds the page spends on `action` (a statement run in the page) until its next frame is painted. */
function timed(action: string): Promise<number> {
  return browser.page.evaluate<number>(
    `(async () => { const start = performance.now(); ${action};
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      return performance.now() - start; })()`,
  );
}

describe('HTML report of 2,000 submissions', () => {
  it('holds the code of every flagged pair, each file once, and says how large it is', () => {
    const flagged = pairs.filter((pair) => pair.flagged);
    expect(flagged.length).toBeGreaterThan(400);
    expect(flagged.every((pair) => pair.detail >= 0)).toBe(true);
    expect(pairs.filter((pair) => pair.detail >= 0)).toHaveLength(flagged.length);
    const keys = payload.files.map((file) => `${file.submission}\u0000${file.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const textBytes = payload.files.reduce((sum, file) => sum + Buffer.byteLength(file.text ?? ''), 0);
    note(
      `page ${Buffer.byteLength(html)} bytes (${(Buffer.byteLength(html) / 1_048_576).toFixed(2)} MB): ${pairs.length} pairs listed, ` +
        `${payload.details.length} with code (all ${flagged.length} flagged), ${payload.files.length} files' text ` +
        `${(textBytes / 1_048_576).toFixed(2)} MB`,
    );
  });

  it('becomes interactive, and opens a flagged pair ranked beyond 200 with its code', async () => {
    const { page } = browser;
    const started = performance.now();
    await page.goto(url);
    await page.waitForSelector('body.ready');
    const interactive = performance.now() - started;
    const rank = pairs.findLastIndex((pair) => pair.flagged);
    expect(rank).toBeGreaterThan(200);
    const open = await timed(`location.hash = 'pair-${rank + 1}'`);
    await page.waitForSelector('#pane-b .ln.f');
    const [a, b] = [payload.names[pairs[rank]!.a]!, payload.names[pairs[rank]!.b]!];
    expect(await page.textContent('.pair-title h2')).toBe(`#${rank + 1} ${a} ↔ ${b}`);
    expect(await page.locator('.frag-chip').count()).toBe(pairs[rank]!.fragments);
    await page.keyboard.press('Escape');
    await page.waitForSelector('#pair-view', { state: 'hidden' });
    note(`time to interactive (goto to body.ready) ${ms(interactive)}; open pair #${rank + 1} ${ms(open)}`);
  });

  it('sorts the per-submission table and lists one submission’s pairs', async () => {
    const { page } = browser;
    expect(await page.locator('#student-rows tr').count()).toBe(2000);
    const sort = await timed(`document.querySelector('th[data-skey="flagged"] button').click()`);
    const top = await page.$eval('#student-rows tr', (row) => row.dataset.s ?? '');
    const own = pairs.filter((pair) => pair.a === Number(top) || pair.b === Number(top));
    const flaggedOwn = own.filter((pair) => pair.flagged).length;
    expect(await page.$eval('#student-rows tr', (row) => row.cells[3]?.textContent)).toBe(String(flaggedOwn));
    const list = await timed(`document.querySelector('#student-rows tr').click()`);
    expect(await page.textContent('#count')).toBe(`${own.length} of ${pairs.length} pairs`);
    await page.keyboard.press('Escape');
    note(`sort 2,000 submissions ${ms(sort)}; list one submission's pairs ${ms(list)}`);
  });

  it('draws the 45-member group as a graph and opens a pair from it', async () => {
    const { page } = browser;
    expect(payload.groups[0]).toHaveLength(GROUP);
    expect(await page.locator('#group-graph .node').count()).toBe(GROUP);
    const inGroup = new Set(payload.groups[0]);
    const edges = pairs.filter((pair) => pair.flagged && inGroup.has(pair.a) && inGroup.has(pair.b)).length;
    expect(await page.locator('#group-graph .edge').count()).toBe(edges);
    const draw = await timed(
      `document.querySelector('.group[data-group="1"]').click(); document.querySelector('.group[data-group="0"]').click()`,
    );
    await page.locator('#group-graph .edge').first().dispatchEvent('click');
    await page.waitForSelector('#pane-b .ln.f');
    await page.screenshot({ path: join(ARTIFACTS, 'report-2000-pair.png') });
    await page.keyboard.press('Escape');
    await page.waitForSelector('#pair-view', { state: 'hidden' });
    await page.locator('#group-graph').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'report-2000.png') });
    note(`redraw the group graph twice ${ms(draw)}`);
    expect(browser.errors).toEqual([]);
  });
});
