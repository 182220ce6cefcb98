// The HTML report of the demo course in a real browser (headless Chromium): planted pairs first, both sides
// highlighted alike, a click on a fragment brings its partner into view, keyboard, and no network at all.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import type { Terminal } from '../../src/cli/terminal.js';
import { CHROMIUM, launchChromium, type Browser } from './launch-chromium.js';

const ROOT = resolve(import.meta.dirname, '../..');
const COURSE = join(ROOT, 'fixtures/demo-course');
const ARTIFACTS = join(ROOT, 'test-artifacts');
const PLANTED = [
  'ada-lovelace-fan ↔ byte-bandit',
  'ada-lovelace-fan ↔ quiet-quokka',
  'byte-bandit ↔ quiet-quokka',
];

let folder: string;
let url: string;
let browser: Browser;

const stderr: string[] = [];
const terminal: Terminal = {
  stdout: () => {},
  stderr: (text) => stderr.push(text),
  interactive: false,
  now: () => 0,
};

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  folder = mkdtempSync(join(tmpdir(), 'codewinnow-html-'));
  const file = join(folder, 'report.html');
  const args = [
    'compare',
    '--each',
    join(COURSE, 'submissions'),
    '--base',
    join(COURSE, 'starter'),
    '--html',
    file,
  ];
  expect(await main(args, terminal)).toBe(0);
  expect(stderr.join('')).toMatch(
    /^wrote .*report\.html \(\d+ KB; \d+ pairs listed, code side by side for all \d+ flagged pairs\)\n$/,
  );
  expect(readFileSync(file, 'utf8')).toMatch(/^<!doctype html>/);
  url = pathToFileURL(file).href;
  browser = await launchChromium();
  await browser.page.goto(url);
  await browser.page.waitForSelector('body.ready');
});

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Waits until a smooth scroll of `pane` has come to rest. */
async function settled(pane: Locator): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await pane.evaluate((el) => el.scrollTop);
        const still = now === last;
        last = now;
        return still;
      },
      { interval: 100 },
    )
    .toBe(true);
}

const rowNames = () =>
  browser.page.$$eval('#rows tr.row', (rows) =>
    rows.map((row) => [...row.querySelectorAll('td.name')].map((cell) => cell.textContent).join(' ↔ ')),
  );

describe('HTML report of the demo course', () => {
  it('lists the planted pairs first, flagged, and groups their three students', async () => {
    const names = await rowNames();
    expect(names.slice(0, 3).sort()).toEqual(PLANTED);
    expect(
      await browser.page.$$eval('#rows tr.row', (rows) =>
        rows.slice(0, 4).map((r) => r.classList.contains('flagged')),
      ),
    ).toEqual([true, true, true, false]);
    expect(await browser.page.textContent('.groups')).toContain('ada-lovelace-fan byte-bandit quiet-quokka');
  });

  it('filters and sorts the table', async () => {
    const { page } = browser;
    await page.fill('#filter', 'quokka');
    expect((await rowNames()).every((name) => name.includes('quiet-quokka'))).toBe(true);
    await page.fill('#filter', '');
    await page.click('th[data-key="a"] button');
    const sorted = (await rowNames()).map((name) => name.split(' ↔ ')[0]!);
    expect(sorted).toEqual([...sorted].sort());
    await page.click('th[data-key="rank"] button');
    expect((await rowNames()).slice(0, 3).sort()).toEqual(PLANTED);
  });

  it('opens a pair with the same fragments highlighted on both sides', async () => {
    const { page } = browser;
    await page.click('#rows tr.row >> nth=0');
    await page.waitForSelector('#pane-b .ln.f');
    const marks = (pane: string) =>
      page.$$eval(`#${pane} .mk b`, (labels) => labels.map((b) => `${b.textContent}:${b.className}`).sort());
    const chips = await page.$$eval('.frag-chip', (cs) =>
      cs.map((c) => `${c.textContent}:${c.className.split(' ')[1]}`).sort(),
    );
    expect(chips.length).toBeGreaterThan(1);
    expect(await marks('pane-a')).toEqual(chips);
    expect(await marks('pane-b')).toEqual(chips);
    expect(await page.textContent('.pair-title h2')).toMatch(/ada-lovelace-fan ↔ byte-bandit/);
    expect(await page.locator('#pane-a .ln.starter').count()).toBeGreaterThan(0);
  });

  it('brings the partner of a clicked fragment into view in its pane', async () => {
    const { page } = browser;
    const last = (await page.locator('.frag-chip').count()) - 1;
    const line = (pane: string) => page.locator(`#${pane} .mk b[data-f="${last}"]`).first();
    const inView = (pane: string) =>
      page.locator(`#${pane}`).evaluate((box, f) => {
        const target = box.querySelector(`.mk b[data-f="${f}"]`)!.closest('.ln')!.getBoundingClientRect();
        const view = box.getBoundingClientRect();
        const covered = box.querySelector('.pane-title')!.getBoundingClientRect().height;
        return target.top >= view.top + covered && target.bottom <= view.bottom;
      }, String(last));
    expect(await inView('pane-b')).toBe(false);
    await line('pane-a').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await line('pane-a').click();
    await page.waitForSelector(`.frag-chip.active[data-f="${last}"]`);
    await expect.poll(() => inView('pane-b'), { timeout: 5000 }).toBe(true);
    await settled(page.locator('#pane-b'));
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'report.png') });
  });

  it('moves through fragments with n/p and back to the table with Esc, and through pairs with j/k and Enter', async () => {
    const { page } = browser;
    const active = () => page.$eval('.frag-chip.active', (c) => c.textContent);
    await page.locator('.frag-chip').first().click();
    await page.keyboard.press('n');
    expect(await active()).toBe('2');
    await page.keyboard.press('p');
    expect(await active()).toBe('1');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#pair-view', { state: 'hidden' });
    expect(await page.isVisible('#pairs')).toBe(true);
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#pane-a');
    expect(new URL(page.url()).hash).toBe('#pair-2');
    await page.keyboard.press('j');
    await expect.poll(() => new URL(page.url()).hash).toBe('#pair-3');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#pair-view', { state: 'hidden' });
    await page.keyboard.press('k');
    expect(await page.$eval('#rows tr.selected', (row) => row.dataset.rank)).toBe('1');
  });

  it('makes no request beyond the file itself and reports no errors', async () => {
    await browser.page.screenshot({ path: join(ARTIFACTS, 'report-overview.png') });
    expect(browser.requests).toEqual([url]);
    expect(browser.errors).toEqual([]);
  });
});
