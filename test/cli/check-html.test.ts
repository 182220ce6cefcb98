// Issue 13, point 10: `check --html` shows the code of the submission it read, and says plainly why the
// snapshot's side has none (a snapshot keeps fingerprints, never source text).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import type { HtmlPayload } from '../../src/report/html/html-payload.js';
import { fakeTerminal } from './fake-terminal.js';

const SUB = 'fixtures/demo-course/submissions';
const LOCAL = `${SUB}/byte-bandit`;
const dir = mkdtempSync(join(tmpdir(), 'codewinnow-check-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]): Promise<void> {
  const terminal = fakeTerminal();
  expect(await main(args, terminal), terminal.err()).toBe(0);
}

function payloadOf(page: string): HtmlPayload {
  const json = /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(page)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as HtmlPayload;
}

describe('check --html', () => {
  it("shows the local submission's code, and no code for the snapshot's side, saying why", async () => {
    const snapshot = join(dir, 'course.cws');
    await run(['snapshot', 'build', '--each', SUB, '-o', snapshot, '--pseudonym-key', 'k']);
    const html = join(dir, 'report.html');
    await run(['check', LOCAL, '--snapshot', snapshot, '--html', html]);
    const page = readFileSync(html, 'utf8');
    const payload = payloadOf(page);
    const local = payload.names.findIndex((name) => `${payload.prefix}${name}`.endsWith('byte-bandit'));
    expect(local).toBeGreaterThanOrEqual(0);
    const localFiles = payload.files.filter((file) => file.submission === local);
    const otherFiles = payload.files.filter((file) => file.submission !== local);
    expect(localFiles.length).toBeGreaterThan(0);
    expect(otherFiles.length).toBeGreaterThan(0);
    for (const file of localFiles) {
      const text = file.same === undefined ? file.text : payload.files[file.same]?.text;
      expect(text, file.path).toBe(readFileSync(join(LOCAL, file.path), 'utf8'));
    }
    for (const file of otherFiles) expect(file.text, file.path).toBeUndefined();
    expect(page).toContain('it comes from a snapshot, which keeps fingerprints and line numbers only');
    expect(page).not.toContain('The shell that wrote this report had no text');
  });
});
