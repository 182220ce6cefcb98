// The HTML report of a synthetic course of 500 submissions: how large the file is, and that it stays
// responsive in a real browser (first paint of the table, sorting, filtering, opening a pair).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html/render-html.js';
import { launchChromium, type Browser } from './launch-chromium.js';
import { makeSyntheticCourse } from './synthetic-course.js';

const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts');
const course = makeSyntheticCourse();
const megabytes = (n: number) => `${(n / 1_048_576).toFixed(2)} MB`;
let html: string;
let browser: Browser;
let url: string;

beforeAll(async () => {
  html = renderHtml(course.result, { source: course.source });
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, 'report-500.html');
  writeFileSync(file, html);
  url = pathToFileURL(file).href;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Milliseconds the page spends on `action` (a statement run in the page) until its next frame is painted. */
function timed(action: string): Promise<number> {
  return browser.page.evaluate<number>(
    `(async () => { const start = performance.now(); ${action};
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      return performance.now() - start; })()`,
  );
}

describe('HTML report of 500 submissions', () => {
  it('stays a few megabytes', () => {
    const bytes = Buffer.byteLength(html);
    const json = /<script type="application\/json" id="report-data">([^<]*)<\/script>/.exec(html)![1]!;
    const payload = JSON.parse(json) as { files: { text?: string }[]; details: unknown[] };
    const textBytes = payload.files.reduce((sum, file) => sum + Buffer.byteLength(file.text ?? ''), 0);
    console.log(
      `500 submissions (course source ${megabytes(course.sourceBytes)}), ${course.result.pairs.length} pairs, ` +
        `${payload.details.length} with code: report ${megabytes(bytes)}, of which ${payload.files.length} files' text ${megabytes(textBytes)}`,
    );
    expect(bytes).toBeLessThan(8 * 1_048_576);
  });

  it('paints the table, sorts, filters and opens a pair quickly', async () => {
    const { page } = browser;
    const started = performance.now();
    await page.goto(url);
    await page.waitForSelector('body.ready');
    const load = performance.now() - started;
    expect(await page.locator('#rows tr.row').count()).toBeLessThan(100);
    const sort = await timed(`document.querySelector('th[data-key="longest"] button').click()`);
    const filter = await timed(
      `const input = document.getElementById('filter'); input.value = 'student-04'; input.dispatchEvent(new Event('input'))`,
    );
    await page.fill('#filter', '');
    await page.click('th[data-key="rank"] button');
    const open = await timed(`document.querySelector('#rows tr.row').click()`);
    await page.waitForSelector('#pane-b .ln.f');
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(`load ${ms(load)}, sort ${ms(sort)}, filter ${ms(filter)}, open pair ${ms(open)}`);
    expect(Math.max(sort, filter, open)).toBeLessThan(1000);
    expect(load).toBeLessThan(5000);
    await page.screenshot({ path: join(ARTIFACTS, 'report-500.png') });
    expect(browser.errors).toEqual([]);
  });
});
