// A matrix of shard jobs merged equals one job, byte for byte; and the bot checks the course's open pull
// requests whose head changed, posting the sticky comment and a check run under the PR privacy rules, and
// keeps the staff issue. Against the loopback GitHub of rescan-job.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RescanOptions } from '../../src/rescan/rescan-options.js';
import { BOT_CHECK_RUN_NAME } from '../../src/rescan/publish-pull.js';
import { renamed, solution, STARTER_FILES, studentName } from '../support/course-repos.js';
import type { FakeCourse } from '../support/fake-github-course.js';
import { baseJob, day, iso, ORG, runJob, startStudentCourse, tempDir } from '../support/rescan-harness.js';

let fake: FakeCourse;

beforeAll(async () => {
  fake = await startStudentCourse(24);
});

afterAll(async () => {
  await fake.close();
});

describe('shards', () => {
  it('three shard jobs merged give the very files one job writes', async () => {
    const single = tempDir();
    await runJob(fake, baseJob({ outputDir: single }), day(10));
    const shardDirs: string[] = [];
    let listings = 0;
    let retried = 0;
    for (let i = 1; i <= 3; i++) {
      const dir = tempDir();
      shardDirs.push(dir);
      const run = await runJob(
        fake,
        { ...baseJob({ outputDir: dir }), shard: { index: i, count: 3 } },
        day(10),
      );
      listings += run.counts.listing;
      retried += run.retried;
      expect(run.outcome.repos.fetched).toBeGreaterThan(3);
    }
    const merged = tempDir();
    const job: RescanOptions = { ...baseJob({ outputDir: merged }), mode: 'merge', shardDirs };
    const run = await runJob(fake, job, day(10));
    expect(run.counts.total).toBe(0);
    expect(listings).toBe(3);
    for (const file of ['course-state.cwsnap', 'codewinnow-snapshot.cwsnap']) {
      expect(readFileSync(join(merged, file))).toEqual(readFileSync(join(single, file)));
    }
    const report = (dir: string) =>
      JSON.parse(readFileSync(join(dir, 'staff-report.json'), 'utf8')) as Record<string, unknown>;
    expect(report(merged).repos).toEqual(report(single).repos);
    expect(report(merged).pairs).toEqual(report(single).pairs);
    expect(run.outcome.summary).toContain('3 shards merged.');
    // Each shard lists the organization and reads the starter once.
    expect(run.outcome.summary).toContain(
      `API requests: ${30 + retried} (listing 3, tarball ${27 + retried}).`,
    );
  });
});

describe('the bot', () => {
  const state = tempDir();
  const botJob = (): RescanOptions => ({
    ...baseJob({ stateDir: state, outputDir: state }),
    bot: {
      comment: 'fragments',
      checkRun: true,
      maxAnnotations: 50,
      minSimilarity: 0.25,
      failOn: undefined,
    },
    issue: { repo: { owner: ORG, repo: 'staff' }, title: 'codewinnow: hw1 similarity' },
  });
  const pullRepo = (i: number) => fake.state.repos.find((r) => r.name === `hw1-${studentName(i)}`)!;

  it('checks each open pull request once per head, comments by pseudonym, and keeps one staff issue', async () => {
    const copied = fake.pushBranch(
      pullRepo(11),
      [
        ...STARTER_FILES,
        { path: 'src/solution.py', content: solution(11) },
        { path: 'src/extra.py', content: renamed(solution(15)) },
      ],
      iso(day(9)),
    );
    const own = fake.pushBranch(
      pullRepo(12),
      [...STARTER_FILES, { path: 'src/extra.py', content: solution(3312) }],
      iso(day(9)),
    );
    fake.state.pulls.push(
      {
        repo: `${ORG}/hw1-student11`,
        number: 1,
        headSha: copied,
        updatedAt: iso(day(9)),
        files: [{ filename: 'src/extra.py', status: 'added' }],
      },
      {
        repo: `${ORG}/hw1-student12`,
        number: 2,
        headSha: own,
        updatedAt: iso(day(9)),
        files: [
          { filename: 'src/extra.py', status: 'added' },
          { filename: 'old.py', status: 'removed' },
        ],
      },
      { repo: `other-org/x`, number: 3, headSha: own, updatedAt: iso(day(9)), files: [] },
    );
    const run = await runJob(fake, botJob(), day(10));
    const pullRequests = run.requests.filter((r) =>
      /\/search\/|\/pulls\/|student1[12]\/tarball\/[0-9a-f]{40}|comments|check-runs|\/user|staff\/issues/.test(
        r,
      ),
    );
    expect(pullRequests.sort()).toEqual(
      [
        'GET /search/issues',
        `GET /repos/${ORG}/hw1-student11/pulls/1`,
        `GET /repos/${ORG}/hw1-student12/pulls/2`,
        `GET /repos/${ORG}/hw1-student11/pulls/1/files`,
        `GET /repos/${ORG}/hw1-student12/pulls/2/files`,
        `GET /repos/${ORG}/hw1-student11/tarball/${copied}`,
        `GET /repos/${ORG}/hw1-student12/tarball/${own}`,
        'GET /user',
        `GET /repos/${ORG}/hw1-student11/issues/1/comments`,
        `GET /repos/${ORG}/hw1-student12/issues/1/comments`.replace('/1/', '/2/'),
        `POST /repos/${ORG}/hw1-student11/issues/1/comments`,
        `POST /repos/${ORG}/hw1-student11/check-runs`,
        `POST /repos/${ORG}/hw1-student12/check-runs`,
        `GET /repos/${ORG}/staff/issues`,
        `POST /repos/${ORG}/staff/issues`,
        'GET /user',
      ].sort(),
    );
    const [comment, ...others] = [...fake.state.comments.values()].flat();
    expect(others).toEqual([]);
    expect(comment!.body).toContain('<!-- codewinnow -->');
    expect(comment!.body).toMatch(
      /`src\/extra\.py` lines \d+–\d+ ↔ submission [0-9a-f]{8}, `solution\.py` lines/,
    );
    expect(comment!.body).not.toMatch(/student15|cs101\/|src\/solution/);
    const runs = fake.state.checkRuns.map((r) => [r.repo, r.name, r.head_sha, r.conclusion]).sort();
    expect(runs).toEqual([
      [`${ORG}/hw1-student11`, BOT_CHECK_RUN_NAME, copied, 'neutral'],
      [`${ORG}/hw1-student12`, BOT_CHECK_RUN_NAME, own, 'success'],
    ]);
    expect(fake.state.checkRuns.find((r) => r.head_sha === copied)!.annotations).toEqual([
      expect.objectContaining({ path: 'src/extra.py', annotation_level: 'warning' }),
    ]);
    const issues = fake.state.issues.get(`${ORG}/staff`)!;
    expect(issues.map((i) => i.title)).toEqual(['codewinnow: hw1 similarity']);
    expect(issues[0]!.body).toContain('<!-- codewinnow staff report -->');
    expect(issues[0]!.body).toContain(`${ORG}/hw1-student11\\#1 | checked | 99.2% |`);
    const memory = JSON.parse(readFileSync(join(state, 'course-state.json'), 'utf8')) as { pulls: unknown };
    expect(memory.pulls).toEqual({
      checkedAt: day(10),
      heads: { [`${ORG}/hw1-student11#1`]: copied, [`${ORG}/hw1-student12#2`]: own },
    });
    // The flagged head stays in the staff's flag history, named, whatever the branch does next.
    const history = JSON.parse(readFileSync(join(state, 'flag-history.json'), 'utf8')) as {
      pairs: unknown[];
    };
    expect(history.pairs).toContainEqual(
      expect.objectContaining({
        a: `${ORG}/hw1-student11`,
        b: `${ORG}/hw1-student15`,
        flagged: [expect.objectContaining({ pull: `${ORG}/hw1-student11#1`, commitA: copied })],
      }),
    );
  });

  it('leaves pull requests whose head it has checked alone, and checks a new head', async () => {
    fake.state.pulls[0]!.updatedAt = iso(day(10) + 60_000);
    const newer = fake.pushBranch(
      pullRepo(12),
      [...STARTER_FILES, { path: 'src/extra.py', content: renamed(solution(15)) }],
      iso(day(10) + 120_000),
    );
    fake.state.pulls[1]!.headSha = newer;
    fake.state.pulls[1]!.updatedAt = iso(day(10) + 120_000);
    const run = await runJob(fake, botJob(), day(11));
    const search = fake.requests.filter((r) => r.path === '/search/issues').at(-1)!;
    expect(search.query.q).toBe(`org:${ORG} is:pr is:open updated:>=${iso(day(10) - 600_000)}`);
    // GraphQL's viewer query (who the token comments as) is a POST that writes nothing.
    const writes = run.requests.filter((r) => !r.startsWith('GET') && r !== 'POST /graphql');
    expect(writes).toEqual([
      `POST /repos/${ORG}/hw1-student12/issues/2/comments`,
      `POST /repos/${ORG}/hw1-student12/check-runs`,
      `PATCH /repos/${ORG}/staff/issues/1`,
    ]);
    expect(fake.state.checkRuns.at(-1)).toMatchObject({ head_sha: newer, conclusion: 'neutral' });
  });
});
