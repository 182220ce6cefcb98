// Modes rescan and merge of run(): the runner's inputs in, the job summary and outputs out, through the
// action's own Octokit against the loopback course; a failed run sets no output.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/action/create-octokit.js';
import { run } from '../../src/action/main.js';
import type { ActionDeps } from '../../src/action/ports.js';
import { createCourseHost } from '../../src/github/octokit-course-host.js';
import { createRequestCounter } from '../../src/github/request-counter.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { createFileStore } from '../../src/sources/create-file-store.js';
import { solution, STARTER_FILES, studentFiles, studentName } from '../support/course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse } from '../support/fake-github-course.js';
import { createFakeClient } from '../support/fake-github-client.js';
import { createFakeFiles, createFakeRunner, type FakeRunner } from '../support/fake-ports.js';
import { tempDir } from '../support/rescan-harness.js';

const ORG = 'cs101';
let fake: FakeCourse;
const tokens: string[] = [];

beforeAll(async () => {
  fake = await startFakeCourse();
  const starter = makeRepo(ORG, 'hw1-starter', STARTER_FILES, '2026-11-01T06:00:00Z');
  fake.state.repos.push(starter);
  for (let i = 1; i <= 12; i++)
    fake.state.repos.push(makeRepo(ORG, `hw1-${studentName(i)}`, studentFiles(i), '2026-11-02T06:00:00Z'));
  fake.state.repos.push(
    makeRepo(
      ORG,
      'hw1-student03-copy',
      [...STARTER_FILES, { path: 'src/solution.py', content: solution(3) }],
      '2026-11-02T07:00:00Z',
    ),
  );
});

afterAll(async () => {
  await fake.close();
});

async function runAction(inputs: Record<string, string>, now = Date.UTC(2026, 10, 10)): Promise<FakeRunner> {
  const runner = createFakeRunner({
    'github-token': 'ghs_job',
    'course-token': 'ghs_app',
    org: ORG,
    prefix: 'hw1-',
    'starter-repo': 'hw1-starter',
    ...inputs,
  });
  const deps: ActionDeps = {
    runner,
    files: createFakeFiles(),
    clock: { now: () => new Date(now) },
    loadContext: async () => ({ eventName: 'schedule', payload: {}, repository: `${ORG}/staff` }),
    connect: () => createFakeClient(),
    rescan: {
      connect: (token) => {
        tokens.push(token);
        const counter = createRequestCounter();
        return createCourseHost(
          createOctokit(token, { baseUrl: fake.url, warn: () => {}, fetch: counter.fetch }),
          counter,
        );
      },
      store: createFileStore(),
      serverUrl: 'https://github.example.edu',
    },
  };
  await run(deps);
  return runner;
}

describe('run() in mode rescan', () => {
  it('writes the snapshot, the state and the staff report, and says where in its outputs', async () => {
    const out = tempDir();
    const runner = await runAction({
      mode: 'rescan',
      'state-path': out,
      'staff-issue': 'on',
      'html-report': 'on',
      'report-threshold': '60%',
    });
    expect(runner.failures).toEqual([]);
    expect(runner.outputs).toEqual({
      report: join(out, 'staff-report.json'),
      snapshot: join(out, 'codewinnow-snapshot.cwsnap'),
      state: out,
      flagged: 'true',
      'max-similarity': expect.stringMatching(/^(0\.9\d{3}|1\.0000)$/),
      requests: '19',
      stale: '0',
    });
    const snapshot = decodeSnapshot(readFileSync(runner.outputs.snapshot!));
    expect(snapshot.namesIncluded).toBe(false);
    // The pull-request checks that read it flag at the staff report's threshold.
    expect(snapshot.flagRule).toEqual({ threshold: 0.6, longFragment: 100 });
    expect(existsSync(join(out, 'staff-report.html'))).toBe(true);
    expect(runner.summaries[0]).toMatch(
      new RegExp(`\\| 1 \\| 99\\.\\d% ⚑ \\| ${ORG}/hw1-student03 \\| ${ORG}/hw1-student03-copy \\|`),
    );
    expect(runner.summaries[0]).toContain('https://github.example.edu/cs101/hw1-student03/blob/');
    expect(fake.state.issues.get(`${ORG}/staff`)?.length).toBe(1);
    expect([...runner.logs, ...runner.warnings].join('\n')).not.toMatch(/student\d\d|hw1-/);
    expect(new Set(tokens)).toEqual(new Set(['ghs_app', 'ghs_job']));
  });

  it('fails with every problem of its inputs, and sets no output', async () => {
    const runner = await runAction({
      mode: 'rescan',
      'course-token': '',
      prefix: '',
      shard: '5/4',
      comment: 'full',
    });
    expect(runner.outputs).toEqual({});
    expect(runner.failures).toEqual([
      [
        'codewinnow could not rescan the course: invalid inputs:',
        "  - course-token: expected a token that can read the organization's repositories (a GitHub App installation token; the job's own token sees only this repository), got nothing",
        "  - prefix, pattern, topic, repos-file: expected exactly one (how to tell the assignment's repositories), got none",
        "  - shard: expected i/n with 1 ≤ i ≤ n ≤ 256, such as 2/4, got '5/4'",
        "  - comment: 'full' names other students, and the bot comments in students' repositories: use fragments",
      ].join('\n'),
    ]);
  });

  it('merges shard jobs in mode merge, and fails plainly without them', async () => {
    const dirs = [tempDir(), tempDir()];
    for (const [i, dir] of dirs.entries()) {
      const runner = await runAction({
        mode: 'rescan',
        'state-path': join(dir, 'none'),
        'output-path': dir,
        shard: `${i + 1}/2`,
      });
      expect(runner.failures).toEqual([]);
      expect(runner.outputs.snapshot).toBe('');
    }
    const merged = tempDir();
    const runner = await runAction({ mode: 'merge', shards: dirs.join('\n'), 'output-path': merged });
    expect(runner.failures).toEqual([]);
    expect(runner.outputs).toMatchObject({
      snapshot: join(merged, 'codewinnow-snapshot.cwsnap'),
      requests: '0',
      flagged: 'true',
    });
    const missing = await runAction({ mode: 'merge', shards: join(merged, 'nothing-here') });
    expect(missing.outputs).toEqual({});
    expect(missing.failures).toEqual([
      expect.stringMatching(
        /^codewinnow could not merge the shards: .*nothing-here\/course-state\.cwsnap: no such file$/,
      ),
    ]);
  });

  it('refuses an unknown mode before reading anything else', async () => {
    const runner = await runAction({ mode: 'rescna' });
    expect(runner.failures).toEqual([
      "codewinnow could not start: invalid inputs:\n  - mode: expected check, rescan or merge, got 'rescna'",
    ]);
  });
});
