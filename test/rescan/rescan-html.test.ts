// The rescan's HTML report shows the code of every flagged pair side by side: texts downloaded this run
// are reused, the other repositories of those pairs are fetched at their recorded commit (one tarball
// request each, counted), and a repository that cannot be fetched leaves its side empty without failing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileEntry, HtmlPayload } from '../../src/report/html/html-payload.js';
import { renamed, solution, STARTER_FILES, studentName } from '../support/course-repos.js';
import type { FakeCourse, FakeRepo } from '../support/fake-github-course.js';
import { baseJob, day, iso, ORG, runJob, startStudentCourse, tempDir } from '../support/rescan-harness.js';

const STUDENTS = 8;

let fake: FakeCourse;
const repo = (i: number): FakeRepo => fake.state.repos.find((r) => r.name === `hw1-${studentName(i)}`)!;
const fullName = (i: number) => `${ORG}/hw1-${studentName(i)}`;

beforeAll(async () => {
  fake = await startStudentCourse(STUDENTS);
});

afterAll(async () => {
  await fake.close();
});

function readPayload(dir: string): HtmlPayload {
  const html = readFileSync(join(dir, 'staff-report.html'), 'utf8');
  const json = /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as HtmlPayload;
}

/** The text the page holds for `path` of `submission` (following verbatim copies), or undefined. */
function textIn(payload: HtmlPayload, submission: string, path: string): string | undefined {
  const s = payload.names.indexOf(submission.slice(payload.prefix.length));
  const entry = payload.files.find((f) => f.submission === s && f.path === path);
  const follow = (e: FileEntry | undefined): string | undefined =>
    e?.text ?? (e?.same === undefined ? undefined : follow(payload.files[e.same]));
  return follow(entry);
}

/** Distinct submissions of the report's flagged pairs. */
function flaggedRepos(dir: string): string[] {
  const report = JSON.parse(readFileSync(join(dir, 'staff-report.json'), 'utf8')) as {
    pairs: { a: string; b: string; flagged: boolean }[];
  };
  const names = report.pairs.filter((p) => p.flagged).flatMap((p) => [p.a, p.b]);
  return [...new Set(names)].sort();
}

describe('the HTML report of an incremental rescan', () => {
  const state = tempDir();

  it('shows a flagged pair whose repositories were not downloaded, at the cost of one tarball each', async () => {
    const first = await runJob(
      fake,
      { ...baseJob({ stateDir: state, outputDir: state }), html: true },
      day(10),
    );
    expect(first.counts).toMatchObject({
      listing: 1,
      tarball: STUDENTS + 1 + first.retried,
      total: STUDENTS + 2 + first.retried,
    });
    expect(textIn(readPayload(state), fullName(3), 'src/solution.py')).toContain(solution(3).split('\n')[2]);

    fake.push(
      repo(1),
      [...STARTER_FILES, { path: 'src/solution.py', content: solution(1) + '\n# v2\n' }],
      iso(day(10) + 3600_000),
    );
    const plain = tempDir();
    const withoutHtml = await runJob(fake, baseJob({ stateDir: state, outputDir: plain }), day(11));
    expect(withoutHtml.counts).toMatchObject({
      listing: 1,
      head: 1,
      tarball: 1 + withoutHtml.retried,
      total: 3 + withoutHtml.retried,
    });

    const out = tempDir();
    const run = await runJob(fake, { ...baseJob({ stateDir: state, outputDir: out }), html: true }, day(11));
    expect(run.outcome.repos).toMatchObject({ fetched: 1, unchanged: STUDENTS - 1 });
    const fetchedForReport = flaggedRepos(out).filter((name) => name !== fullName(1));
    expect(fetchedForReport).toEqual(expect.arrayContaining([fullName(3), fullName(7)]));
    expect(run.counts.total - run.retried - (withoutHtml.counts.total - withoutHtml.retried)).toBe(
      fetchedForReport.length,
    );
    expect(run.counts.tarball).toBe(1 + fetchedForReport.length + run.retried);
    expect(run.outcome.requests).toBe(run.counts.total);
    expect(run.outcome.summary).toContain(`API requests: ${run.counts.total} `);
    expect([...new Set(run.requests.filter((r) => r.includes('/tarball/')))].sort()).toEqual(
      [fullName(1), ...fetchedForReport]
        .map((name) => `GET /repos/${name}/tarball/${repo(Number(name.slice(-2))).head}`)
        .sort(),
    );
    const payload = readPayload(out);
    expect(textIn(payload, fullName(3), 'src/solution.py')).toBe(solution(3));
    expect(textIn(payload, fullName(7), 'src/solution.py')).toBe(renamed(solution(3)));
    expect(run.logs.join('\n')).not.toMatch(/student\d\d/);
  });

  it('leaves the side of a repository it cannot fetch empty, and still writes every output', async () => {
    fake.state.faults.push({
      method: 'GET',
      path: /hw1-student07\/tarball\//,
      status: 404,
      body: { message: 'Not Found' },
      times: 100,
    });
    const out = tempDir();
    const run = await runJob(fake, { ...baseJob({ stateDir: state, outputDir: out }), html: true }, day(11));
    fake.state.faults.length = 0;
    expect(run.outcome.repos).toMatchObject({ stale: 0, skipped: 0 });
    const payload = readPayload(out);
    expect(textIn(payload, fullName(7), 'src/solution.py')).toBeUndefined();
    expect(textIn(payload, fullName(3), 'src/solution.py')).toBe(solution(3));
    expect(run.logs.join('\n')).toMatch(/1 of them failed/);
  });
});
