// The rescan and its bot honour the staff's decisions file, against the loopback GitHub of the rescan's
// tests: a declared group's planted copy is listed as allowed, not flagged, and the bot does not comment on
// a pull request whose only match is an allowed pair, while it still comments on one that is not decided.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RescanOptions } from '../../src/rescan/rescan-options.js';
import { renamed, solution, STARTER_FILES, studentName } from '../support/course-repos.js';
import type { FakeCourse } from '../support/fake-github-course.js';
import { baseJob, day, iso, ORG, runJob, startStudentCourse, tempDir } from '../support/rescan-harness.js';

const repoName = (i: number) => `${ORG}/hw1-${studentName(i)}`;
let fake: FakeCourse;

beforeAll(async () => {
  fake = await startStudentCourse(12);
});

afterAll(async () => {
  await fake.close();
});

describe('the rescan with a decisions file', () => {
  it('lists an allowed pair as allowed, not flagged, and the bot comments only on the undecided copy', async () => {
    const state = tempDir();
    const decisionsFile = join(tempDir(), 'decisions.yml');
    writeFileSync(
      decisionsFile,
      [
        'version: 1',
        'groups:',
        `  - members: [${repoName(3)}, ${repoName(7)}]`,
        '    note: declared lab partners',
        'pairs:',
        `  - a: ${repoName(11)}`,
        `    b: ${repoName(5)}`,
        '    decision: allowed',
        '    note: same tutor session, agreed',
        '',
      ].join('\n'),
    );
    const repo = (i: number) => fake.state.repos.find((r) => r.name === `hw1-${studentName(i)}`)!;
    const allowedHead = fake.pushBranch(
      repo(11),
      [...STARTER_FILES, { path: 'src/extra.py', content: renamed(solution(5)) }],
      iso(day(9)),
    );
    const copiedHead = fake.pushBranch(
      repo(12),
      [...STARTER_FILES, { path: 'src/extra.py', content: renamed(solution(9)) }],
      iso(day(9)),
    );
    fake.state.pulls.push(
      {
        repo: repoName(11),
        number: 1,
        headSha: allowedHead,
        updatedAt: iso(day(9)),
        files: [{ filename: 'src/extra.py', status: 'added' }],
      },
      {
        repo: repoName(12),
        number: 2,
        headSha: copiedHead,
        updatedAt: iso(day(9)),
        files: [{ filename: 'src/extra.py', status: 'added' }],
      },
    );
    const job: RescanOptions = {
      ...baseJob({ stateDir: state, outputDir: state }),
      decisions: decisionsFile,
      bot: {
        comment: 'fragments',
        checkRun: false,
        maxAnnotations: 50,
        minSimilarity: 0.25,
        failOn: undefined,
      },
    };
    const run = await runJob(fake, job, day(10));
    expect(run.logs).toContain(`decisions from ${decisionsFile} (1 pairs, 1 groups)`);

    const report = JSON.parse(readFileSync(join(state, 'staff-report.json'), 'utf8')) as {
      pairs: { a: string; b: string; flagged: boolean; reason: string; decision?: unknown }[];
    };
    const planted = report.pairs.find((p) => [p.a, p.b].sort().join() === [repoName(3), repoName(7)].join())!;
    expect(planted).toMatchObject({
      flagged: false,
      reason: 'allowed by decisions file: declared lab partners',
      decision: { kind: 'allowed', group: `${repoName(3)}, ${repoName(7)}` },
    });
    expect(run.outcome.flagged).toBe(0);
    expect(run.outcome.summary).toContain('**allowed**: allowed by decisions file: declared lab partners');

    // The bot checked both pull requests, and commented on the undecided copy only.
    const comments = [...fake.state.comments.entries()].map(([key, list]) => [key, list.length]);
    expect(comments).toEqual([
      [`${repoName(11)}#1`, 0],
      [`${repoName(12)}#2`, 1],
    ]);
    expect(report.pairs.length).toBeGreaterThan(0);
    const memory = JSON.parse(readFileSync(join(state, 'course-state.json'), 'utf8')) as {
      pulls: { heads: Record<string, string> };
    };
    expect(memory.pulls.heads).toEqual({
      [`${repoName(11)}#1`]: allowedHead,
      [`${repoName(12)}#2`]: copiedHead,
    });
  });
});
