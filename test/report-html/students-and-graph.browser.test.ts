// The HTML report's per-submission table, its group graph and --html-pairs, on the demo course in headless
// Chromium: every flagged pair opens with its code and so do the top N others; each submission's strongest
// match and flagged pairs, sortable, a click listing its pairs; the group drawn as nodes and lines.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import type { Terminal } from '../../src/cli/terminal.js';
import type { HtmlPayload, PairEntry } from '../../src/report/html/html-payload.js';
import { fromRecordTable } from '../../src/report/html/record-table.js';
import { launchChromium, type Browser } from './launch-chromium.js';

const COURSE = resolve(import.meta.dirname, '../../fixtures/demo-course');
const PLANTED = ['ada-lovelace-fan', 'byte-bandit', 'quiet-quokka'];

let folder: string;
let browser: Browser;
let payload: HtmlPayload;
let pairs: PairEntry[];
const stderr: string[] = [];
const terminal: Terminal = {
  stdout: () => {},
  stderr: (t) => stderr.push(t),
  interactive: false,
  now: () => 0,
};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'codewinnow-html-students-'));
  const file = join(folder, 'report.html');
  const args = ['compare', '--each', join(COURSE, 'submissions'), '--base', join(COURSE, 'starter')];
  expect(await main([...args, '--html', file, '--html-pairs', '2'], terminal)).toBe(0);
  const html = readFileSync(file, 'utf8');
  const json = /<script type="application\/json" id="report-data">([^<]*)<\/script>/.exec(html)![1]!;
  payload = JSON.parse(json) as HtmlPayload;
  pairs = fromRecordTable(payload.pairs);
  browser = await launchChromium();
  await browser.page.goto(pathToFileURL(file).href);
  await browser.page.waitForSelector('body.ready');
});

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const name = (index: number) => payload.names[index]!;
const studentRows = () =>
  browser.page.$$eval('#student-rows tr', (rows) =>
    rows.map((row) => [...row.cells].map((c) => c.textContent)),
  );
const pairRows = () =>
  browser.page.$$eval('#rows tr.row', (rows) =>
    rows.map((row) => [...row.querySelectorAll('td.name')].map((cell) => cell.textContent).join(' ↔ ')),
  );

describe('--html-pairs', () => {
  it('says what it included, and holds the code of every flagged pair and of the top 2 others', () => {
    expect(stderr.join('')).toMatch(
      /\(\d+ KB; 24 pairs listed, code side by side for all 4 flagged pairs and the top 2 others\)\n$/,
    );
    const withCode = pairs.flatMap((pair, rank) => (pair.detail >= 0 ? [rank + 1] : []));
    const flagged = pairs.flatMap((pair, rank) => (pair.flagged ? [rank + 1] : []));
    expect(flagged).toEqual([1, 2, 3, 11]);
    expect(withCode).toEqual([1, 2, 3, 4, 5, 11]);
  });

  it('refuses a value that is not a whole number from 0, with every other problem', async () => {
    const errors: string[] = [];
    const quiet: Terminal = { ...terminal, stderr: (t) => errors.push(t) };
    const args = ['compare', join(COURSE, 'submissions'), '--html-pairs=-1', '--top', 'x'];
    expect(await main(args, quiet)).toBe(2);
    expect(errors.join('')).toContain("--html-pairs: expected a whole number from 0 to 1000000, got '-1'");
    expect(errors.join('')).toContain("--top: expected a whole number from 1 to 1000000, got 'x'");
  });

  it('opens a flagged pair below the others with its code, and says how to see a pair without it', async () => {
    const { page } = browser;
    await page.evaluate("location.hash = 'pair-11'");
    await page.waitForSelector('#pane-b .ln.f');
    expect(await page.textContent('.pair-title h2')).toContain('partial-pete ↔ segfault-sally');
    await page.evaluate("location.hash = 'pair-6'");
    await page.waitForSelector('.no-detail-note');
    expect(await page.textContent('.no-detail-note')).toContain('--html-pairs 6');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#pair-view', { state: 'hidden' });
  });
});

describe('the per-submission table', () => {
  it('lists every submission with its strongest match and its number of flagged pairs', async () => {
    const rows = await studentRows();
    expect(rows).toHaveLength(payload.names.length);
    const expected = payload.names.map((_, s) => {
      const own = pairs.filter((pair) => pair.a === s || pair.b === s);
      const best = own.reduce<PairEntry | undefined>(
        (x, p) => (!x || p.similarity > x.similarity ? p : x),
        undefined,
      );
      const match = best === undefined ? '–' : name(best.a === s ? best.b : best.a);
      return [name(s), match, String(own.filter((pair) => pair.flagged).length)];
    });
    expect(rows.map(([n, m, , f]) => [n, m, f]).sort()).toEqual(expected.sort());
    expect(rows.find((row) => row[0] === 'byte-bandit')).toEqual([
      'byte-bandit',
      'ada-lovelace-fan',
      '100.0%',
      '2',
    ]);
  });

  it('sorts by each column, a second click reversing it', async () => {
    const { page } = browser;
    await page.click('th[data-skey="flagged"] button');
    const byFlagged = (await studentRows()).map((row) => Number(row[3]));
    expect(byFlagged).toEqual([...byFlagged].sort((x, y) => y - x));
    expect(
      (await studentRows())
        .slice(0, 3)
        .map((row) => row[0])
        .sort(),
    ).toEqual(PLANTED);
    await page.click('th[data-skey="name"] button');
    const names = (await studentRows()).map((row) => row[0]!);
    expect(names).toEqual([...names].sort());
    await page.click('th[data-skey="name"] button');
    expect((await studentRows()).map((row) => row[0])).toEqual([...names].reverse());
    expect(await page.getAttribute('th[data-skey="name"]', 'aria-sort')).toBe('descending');
  });

  it('lists a submission’s pairs when clicked, and all pairs again on a second click', async () => {
    const { page } = browser;
    await page.click('#student-rows tr[data-s="' + payload.names.indexOf('quiet-quokka') + '"]');
    const own = pairs.filter((p) => name(p.a) === 'quiet-quokka' || name(p.b) === 'quiet-quokka');
    await expect.poll(async () => (await pairRows()).length).toBe(own.length);
    expect((await pairRows()).every((row) => row.includes('quiet-quokka'))).toBe(true);
    expect(await page.textContent('#active-filters')).toContain('submission quiet-quokka');
    await page.click('#student-rows tr.on');
    await expect.poll(async () => (await page.textContent('#count')) ?? '').toBe('24 pairs');
  });
});

describe('the group graph', () => {
  it('draws the first group: its submissions as nodes, its flagged pairs as lines', async () => {
    const { page } = browser;
    const nodes = await page.$$eval('#group-graph .node', (items) => items.map((g) => g.textContent).sort());
    expect(nodes).toEqual(
      PLANTED.map((n) => `${n.length > 16 ? `${n.slice(0, 15)}…` : n}${n} (list its pairs)`).sort(),
    );
    expect(await page.locator('#group-graph .edge').count()).toBe(3);
    expect(await page.textContent('#group-graph figcaption')).toContain(
      'Group 1: 3 submissions, 3 flagged pairs.',
    );
  });

  it('opens a pair from its line and lists a submission’s pairs from its node', async () => {
    const { page } = browser;
    await page.locator('#group-graph .edge').first().dispatchEvent('click');
    await page.waitForSelector('#pane-b .ln.f');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#pair-view', { state: 'hidden' });
    await page.locator('#group-graph .node', { hasText: 'byte-bandit' }).click();
    expect(await page.textContent('#active-filters')).toContain('submission byte-bandit');
    expect((await pairRows()).every((row) => row.includes('byte-bandit'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.textContent('#active-filters')).toBe('');
  });

  it('draws the second group when it is chosen', async () => {
    const { page } = browser;
    await page.click('.group[data-group="1"]');
    expect(await page.locator('#group-graph .node').count()).toBe(2);
    expect(await page.textContent('#group-graph figcaption')).toContain(
      'Group 2: 2 submissions, 1 flagged pairs.',
    );
    expect(browser.errors).toEqual([]);
  });
});
