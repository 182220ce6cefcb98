// Every JSON report carries a format version and has a JSON Schema in schema/: compare's and check's
// (--format json), the pull-request check's (the action's report output), and the rescan's staff report
// (validated in test/history/rescan-history.test.ts, on a real rescan's output).
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { main } from '../../src/cli/index.js';
import { checkPull } from '../../src/pull-check/check-pull.js';
import { renderPullRequestJson } from '../../src/report/render-pull-request-json.js';
import { readSubmission } from '../../src/sources/read-submission.js';
import { fakeTerminal } from '../cli/fake-terminal.js';
import { schemaProblems } from '../support/json-schema.js';

const SUB = 'fixtures/demo-course/submissions';

describe('the JSON reports', () => {
  it('compare --format json: version 1, valid against schema/report.schema.json', async () => {
    const terminal = fakeTerminal();
    const code = await main(['compare', '--each', SUB, '--format', 'json'], terminal);
    expect(code).toBe(0);
    const document = JSON.parse(terminal.out()) as { formatVersion: number; pairs: unknown[] };
    expect(document.formatVersion).toBe(1);
    expect(document.pairs.length).toBeGreaterThan(0);
    expect(schemaProblems('report', document)).toEqual([]);
    // The schema can fail: a pair without its score is refused.
    const broken = { ...document, pairs: [{ ...(document.pairs[0] as object), score: undefined }] };
    expect(schemaProblems('report', JSON.parse(JSON.stringify(broken)))).toEqual([
      "/pairs/0: must have required property 'score'",
    ]);
  });

  it("the pull-request check's report: version 1, valid against schema/pull-request-report.schema.json", async () => {
    const read = async (name: string) => ({
      name,
      repo: `course/${name}`,
      files: (await readSubmission(`${SUB}/${name}`)).files,
    });
    const course = await Promise.all(['ada-lovelace-fan', 'quiet-quokka'].map(read));
    const { k, w } = DEFAULT_SETTINGS;
    const { snapshot } = buildSnapshot({
      submissions: course,
      starter: [],
      settings: { k, w, storedWindow: w, createdAt: 0, includeNames: false },
    });
    const own = await read('byte-bandit');
    const report = checkPull({
      snapshot,
      repo: own.repo,
      headSha: 'abc1234',
      files: own.files,
      skippedFiles: 0,
      minSimilarity: 0.25,
      failOn: undefined,
    });
    const document = JSON.parse(renderPullRequestJson(report)) as {
      formatVersion: number;
      matches: unknown[];
    };
    expect(document.formatVersion).toBe(1);
    expect(document.matches.length).toBeGreaterThan(0);
    expect(schemaProblems('pull-request-report', document)).toEqual([]);
  });
});
