// The scheduled rescan end to end against a loopback GitHub: an organization of 50 student repositories
// served as real gzipped tarballs, through the real Octokit (throttling and retry plugins) and the real
// file system. Counts the API requests each run makes, and checks what it wrote.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCohortSample } from '../../src/snapshot/cohort-sample.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { snapshotCohort } from '../../src/snapshot/snapshot-cohort.js';
import { LONG_PATH, solution, STARTER_FILES, studentFiles, studentName } from '../support/course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse, type FakeRepo } from '../support/fake-github-course.js';
import { baseJob, runJob, startStudentCourse, tempDir } from '../support/rescan-harness.js';

const ORG = 'cs101';
const STUDENTS = 50;
const day = (d: number) => Date.UTC(2026, 10, d, 6, 0, 0);
const iso = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z');

let fake: FakeCourse;
const repo = (i: number): FakeRepo => fake.state.repos.find((r) => r.name === `hw1-${studentName(i)}`)!;

beforeAll(async () => {
  fake = await startFakeCourse();
  const starter = makeRepo(ORG, 'hw1-starter', STARTER_FILES, iso(day(1)));
  starter.isTemplate = true;
  const archived = makeRepo(ORG, 'hw1-dropout', studentFiles(99), iso(day(2)));
  archived.archived = true;
  fake.state.repos.push(
    starter,
    archived,
    makeRepo(ORG, 'lab2-student01', [{ path: 'lab.py', content: solution(500) }], iso(day(2))),
  );
  for (let i = 1; i <= STUDENTS; i++)
    fake.state.repos.push(makeRepo(ORG, `hw1-${studentName(i)}`, studentFiles(i), iso(day(2) + i * 60_000)));
});

afterAll(async () => {
  await fake.close();
});

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

describe('rescan of a course of 50 repositories', () => {
  const state = tempDir();

  it('first run: lists once, downloads the starter and every submission, and writes every output', async () => {
    const run = await runJob(fake, baseJob({ stateDir: state, outputDir: state }), day(10));
    expect(run.counts).toEqual({
      listing: 1,
      head: 0,
      tarball: STUDENTS + 1 + run.retried,
      pulls: 0,
      publish: 0,
      other: 0,
      total: STUDENTS + 2 + run.retried,
    });
    expect(new Set(run.requests.filter((r) => r.includes('/tarball/'))).size).toBe(STUDENTS + 1);
    expect(run.downloads).toBe(STUDENTS + 1 + run.retried);
    expect(run.outcome.repos).toEqual({
      fetched: STUDENTS,
      unchanged: 0,
      'same-head': 0,
      stale: 0,
      skipped: 0,
    });
    const staff = decodeSnapshot(readFileSync(join(state, 'course-state.cwsnap')));
    expect(staff.namesIncluded).toBe(true);
    expect(staff.submissions.map((s) => s.repo).sort()).toEqual(
      Array.from({ length: STUDENTS }, (_, i) => `${ORG}/hw1-${studentName(i + 1)}`),
    );
    expect(staff.submissions.map((s) => s.commit)).toEqual(
      staff.submissions.map((s) => fake.state.repos.find((r) => `${ORG}/${r.name}` === s.repo)!.head),
    );
    expect(staff.files.some((f) => f.path === LONG_PATH)).toBe(true);
    expect(staff.files.some((f) => f.path.startsWith('.venv/') || f.path.endsWith('data.py'))).toBe(false);
    // A file over the caps is compared on its first part, not dropped.
    expect(staff.files.some((f) => f.path.endsWith('huge.py'))).toBe(true);
    const students = decodeSnapshot(readFileSync(join(state, 'codewinnow-snapshot.cwsnap')));
    expect(students.namesIncluded).toBe(false);
    expect(
      students.submissions.every(
        (s) => s.name === undefined && s.repo === undefined && s.commit === undefined,
      ),
    ).toBe(true);
    expect(students.submissions.map((s) => s.pseudonym)).toEqual(staff.submissions.map((s) => s.pseudonym));
    const report = readJson(join(state, 'staff-report.json'));
    const pairs = report.pairs as {
      a: string;
      b: string;
      flagged: boolean;
      fragments: { a: { link?: string } }[];
    }[];
    const flagged = pairs.filter((p) => p.flagged).map((p) => [p.a, p.b].sort().join(' ↔ '));
    expect(flagged).toContain(`${ORG}/hw1-student03 ↔ ${ORG}/hw1-student07`);
    expect(pairs[0]!.fragments[0]!.a.link).toMatch(
      new RegExp(
        `^https://github.com/${ORG}/hw1-student\\d\\d/blob/[0-9a-f]{40}/src/solution.py#L\\d+-L\\d+$`,
      ),
    );
    expect(report.excluded).toEqual([
      { name: 'hw1-dropout', reason: 'archived' },
      { name: 'hw1-starter', reason: 'starter' },
    ]);
    const skipped = (report.skipped as { submission: string; path: string; reason: string }[]).map(
      (s) => `${s.submission.split('/')[1]} ${s.path} ${s.reason}`,
    );
    expect(skipped).toContain('hw1-student05 src/data.py binary');
    expect(run.outcome.summary).toContain(
      `API requests: ${52 + run.retried} (listing 1, tarball ${51 + run.retried}).`,
    );
    // It says what the course's statistics mean for its flags, from the snapshot's own.
    expect(run.outcome.summary).toMatch(
      /This course's pairs: median score \d+\.\d%; a pair stands out from a score of \d+\.\d%\./,
    );
    // The staff report says which files were not compared, and why.
    expect(run.outcome.summary).toContain('### Not compared');
    expect(run.outcome.summary).toMatch(
      /- cs101[^\n]*hw1-student05: `src\/data\.py`: \d+% of its first 6 bytes are control bytes/,
    );
    expect(run.logs.join('\n')).not.toMatch(/student\d\d/);
  });

  it('an unchanged course costs the listing only: no tarball, no head lookup', async () => {
    const before = readFileSync(join(state, 'course-state.cwsnap'));
    const run = await runJob(fake, baseJob({ stateDir: state, outputDir: state }), day(11));
    expect(run.counts.total).toBe(1);
    expect(run.requests).toEqual([`GET /orgs/${ORG}/repos`]);
    expect(run.downloads).toBe(0);
    expect(run.outcome.repos).toMatchObject({ unchanged: STUDENTS, fetched: 0 });
    const after = decodeSnapshot(readFileSync(join(state, 'course-state.cwsnap')));
    expect({ ...after, createdAt: 0 }).toEqual({ ...decodeSnapshot(before), createdAt: 0 });
  });

  it('one changed repository costs its head and its tarball; a push elsewhere costs its head only', async () => {
    fake.push(
      repo(5),
      [...STARTER_FILES, { path: 'src/solution.py', content: solution(5) + '\n' + solution(4242, 1) }],
      iso(day(11) + 3600_000),
    );
    fake.pushBranch(
      repo(6),
      [...STARTER_FILES, { path: 'src/wip.py', content: solution(777) }],
      iso(day(11) + 7200_000),
    );
    const run = await runJob(fake, baseJob({ stateDir: state, outputDir: state }), day(12));
    expect(run.counts).toMatchObject({
      listing: 1,
      head: 2,
      tarball: 1 + run.retried,
      total: 4 + run.retried,
    });
    expect(run.outcome.repos).toMatchObject({ fetched: 1, 'same-head': 1, unchanged: STUDENTS - 2 });
    const fresh = tempDir();
    await runJob(fake, baseJob({ stateDir: undefined, outputDir: fresh }), day(12));
    expect(readFileSync(join(state, 'course-state.cwsnap'))).toEqual(
      readFileSync(join(fresh, 'course-state.cwsnap')),
    );
    expect(readFileSync(join(state, 'codewinnow-snapshot.cwsnap'))).toEqual(
      readFileSync(join(fresh, 'codewinnow-snapshot.cwsnap')),
    );
  });

  it('retries a repository that answers 500 and recovers; keeps the old version, marked stale, of one that keeps failing', async () => {
    fake.push(
      repo(9),
      [...STARTER_FILES, { path: 'src/solution.py', content: solution(9) + '\n# v2\n' }],
      iso(day(12) + 3600_000),
    );
    fake.push(
      repo(10),
      [...STARTER_FILES, { path: 'src/solution.py', content: solution(10) + '\n# v2\n' }],
      iso(day(12) + 3600_000),
    );
    const error = { status: 500, body: { message: 'Server Error' } };
    fake.state.faults.push({ method: 'GET', path: /hw1-student09\/tarball\//, ...error, times: 1 });
    fake.state.faults.push({ method: 'GET', path: /hw1-student10\/tarball\//, ...error, times: 100 });
    const run = await runJob(fake, baseJob({ stateDir: state, outputDir: state }), day(13));
    fake.state.faults.length = 0;
    expect(run.outcome.repos).toMatchObject({ fetched: 1, stale: 1 });
    const report = readJson(join(state, 'staff-report.json'));
    const lines = report.repos as { name: string; status: string; reason?: string; commit?: string }[];
    expect(lines.find((l) => l.name.endsWith('student09'))).toMatchObject({
      status: 'fetched',
      commit: repo(9).head,
    });
    const ten = lines.find((l) => l.name.endsWith('student10'))!;
    expect(ten).toMatchObject({ status: 'stale', reason: 'GitHub answered 500: Server Error' });
    expect(ten.commit).not.toBe(repo(10).head);
    expect(run.requests.filter((r) => r.includes('student10/tarball')).length).toBe(6);
    expect(run.outcome.summary).toContain('**1 stale**');
    const staff = decodeSnapshot(readFileSync(join(state, 'course-state.cwsnap')));
    expect(staff.submissions.find((s) => s.repo?.endsWith('student10'))?.commit).toBe(ten.commit);
    const again = await runJob(fake, baseJob({ stateDir: state, outputDir: state }), day(14));
    expect(again.counts).toMatchObject({ head: 1, tarball: 1 });
    expect(again.outcome.repos).toMatchObject({ fetched: 1, stale: 0 });
  });

  it('waits out a secondary rate limit (403 with retry-after) and goes on', async () => {
    fake.state.faults.push({
      method: 'GET',
      path: new RegExp(`^/orgs/${ORG}/repos$`),
      status: 403,
      headers: { 'retry-after': '2' },
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      },
      times: 1,
    });
    const run = await runJob(fake, baseJob({ stateDir: state, outputDir: state }), day(15));
    expect(run.requests).toEqual([`GET /orgs/${ORG}/repos`, `GET /orgs/${ORG}/repos`]);
    expect(run.counts.total).toBe(2);
    expect(run.warnings).toEqual([
      expect.stringMatching(/secondary rate limit on GET .*\/orgs\/cs101\/repos.*: retrying in 2 s/),
    ]);
  });

  it('refuses to publish when too many repositories fail, leaving the previous outputs as they were', async () => {
    const before = readFileSync(join(state, 'course-state.cwsnap'));
    for (const i of [1, 2, 3])
      fake.push(
        repo(i),
        [...STARTER_FILES, { path: 'src/solution.py', content: solution(i) + '\n# v3\n' }],
        iso(day(15) + 3600_000),
      );
    fake.state.faults.push({
      method: 'GET',
      path: /\/tarball\//,
      status: 404,
      body: { message: 'Not Found' },
      times: 100,
    });
    const job = { ...baseJob({ stateDir: state, outputDir: state }), maxFailed: 0.05 };
    await expect(runJob(fake, job, day(16))).rejects.toThrow(
      /3 of 50 repositories could not be fetched, more than max-failed allows \(5%\): nothing was published/,
    );
    fake.state.faults.length = 0;
    expect(readFileSync(join(state, 'course-state.cwsnap'))).toEqual(before);
  });
});

describe('a rescan that fails', () => {
  it('names no repository in its failure, which a snapshot token can read in the log', async () => {
    const course = await startStudentCourse(4);
    try {
      for (const cut of course.state.repos.filter((r) => /hw1-student0[12]/.test(r.name))) {
        const tar = gunzipSync(cut.tarballs.get(cut.head)!);
        const lastByte = tar.findLastIndex((byte) => byte !== 0);
        cut.tarballs.set(cut.head, gzipSync(tar.subarray(0, lastByte - 5))); // inside the last file's text
      }
      const job = { ...baseJob({ outputDir: tempDir() }), maxFailed: 0.25 };
      const failure = await runJob(course, job, day(3)).then(
        () => 'published',
        (error: unknown) => String(error),
      );
      expect(failure).toMatch(
        /2 of 4 repositories could not be fetched.*the tarball could not be read: truncated archive/,
      );
      expect(failure).not.toMatch(/student|hw1-/);
    } finally {
      await course.close();
    }
  });
});

describe('a rescan with a previous snapshot', () => {
  it('keeps its statistics’ sample while the course has not outgrown it, so nothing is fingerprinted again', async () => {
    const course = await startStudentCourse(6);
    try {
      const state = tempDir();
      await runJob(course, baseJob({ stateDir: state, outputDir: state }), day(3));
      const path = join(state, 'course-state.cwsnap');
      const first = decodeSnapshot(readFileSync(path));
      expect(first.params.cohortSampleBits).toBe(0);
      // As if built when the course was over 200 strong: 1 in 2 submissions in the sample.
      const content = { ...first, params: { ...first.params, cohortSampleBits: 1 } };
      writeFileSync(path, encodeSnapshot({ ...content, cohort: snapshotCohort(content) }));
      const run = await runJob(course, baseJob({ stateDir: state, outputDir: state }), day(4));
      expect(run.downloads).toBe(0);
      const after = decodeSnapshot(readFileSync(path));
      expect(after.params.cohortSampleBits).toBe(1);
      const members = after.submissions.filter((s) => inCohortSample(s.owner, 1)).length;
      expect(after.cohort.pairs).toBe((members * (members - 1)) / 2);
    } finally {
      await course.close();
    }
  });
});
