// `codewinnow rescan` and `merge` against the loopback course: the token from the environment, the staff
// report on stdout, the files written, the cost of a second run, and usage errors that list every problem.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliOctokit } from '../../src/cli/create-cli-octokit.js';
import { runRescanWith, type RescanCommandDeps } from '../../src/cli/rescan-command.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { createCourseHost } from '../../src/github/octokit-course-host.js';
import { createRequestCounter } from '../../src/github/request-counter.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { createFileStore } from '../../src/sources/create-file-store.js';
import { solution, STARTER_FILES, studentFiles, studentName } from '../support/course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse } from '../support/fake-github-course.js';
import { tempDir } from '../support/rescan-harness.js';
import { fakeTerminal } from './fake-terminal.js';

const ORG = 'cs101';
let fake: FakeCourse;
const seen: { token: string; apiUrl: string | undefined }[] = [];

beforeAll(async () => {
  fake = await startFakeCourse();
  const starter = makeRepo(ORG, 'hw1-starter', STARTER_FILES, '2026-11-01T06:00:00Z');
  starter.isTemplate = true;
  fake.state.repos.push(starter);
  for (let i = 1; i <= 8; i++)
    fake.state.repos.push(makeRepo(ORG, `hw1-${studentName(i)}`, studentFiles(i), '2026-11-02T06:00:00Z'));
  fake.state.repos.push(
    makeRepo(ORG, 'hw1-mallory', [{ path: 'main.py', content: solution(4) }], '2026-11-02T06:00:00Z'),
  );
});

afterAll(async () => {
  await fake.close();
});

function deps(env: Record<string, string>): RescanCommandDeps {
  return {
    env: { GITHUB_API_URL: fake.url, ...env },
    connect: (token, apiUrl, warn) => {
      seen.push({ token, apiUrl });
      const counter = createRequestCounter();
      return createCourseHost(
        createCliOctokit(token, { baseUrl: apiUrl, warn, fetch: counter.fetch, retryAfterBaseMs: 5 }),
        counter,
      );
    },
    store: createFileStore(),
  };
}

describe('codewinnow rescan', () => {
  it("rescans the course into --output, prints the staff report; the second time costs the listing and, for --html, the flagged pairs' tarballs", async () => {
    const dir = tempDir();
    const args = [
      '--org',
      ORG,
      '--prefix',
      'hw1-',
      '--starter-repo',
      'hw1-starter',
      '--state',
      dir,
      '--html',
    ];
    const terminal = fakeTerminal();
    // A download cut short is tried again (on a loaded machine the loopback sometimes cuts one): counted.
    const retriedSince = (from: number) => {
      const tarballs = fake.requests.slice(from).filter((r) => r.path.includes('/tarball/'));
      return tarballs.length - new Set(tarballs.map((r) => r.path)).size;
    };
    const firstFrom = fake.requests.length;
    expect(
      await runRescanWith(
        'rescan',
        args,
        terminal,
        deps({ GH_TOKEN: 'gho_staff', CODEWINNOW_PSEUDONYM_KEY: 'k' }),
      ),
    ).toBe(0);
    const r1 = retriedSince(firstFrom);
    expect(seen.at(-1)).toEqual({ token: 'gho_staff', apiUrl: fake.url });
    expect(terminal.out()).toMatch(/^## codewinnow: course rescan\n/);
    expect(terminal.out()).toMatch(/\| [12] \| \d+\.\d% ⚑ \| cs101\/hw1-mallory \| cs101\/hw1-student04 \|/);
    expect(terminal.out()).toContain(`API requests: ${11 + r1} (listing 1, tarball ${10 + r1}).`);
    expect(terminal.err()).toContain(
      `wrote ${join(dir, 'staff-report.json')}, ${join(dir, 'staff-report.html')}, ${join(dir, 'codewinnow-snapshot.cwsnap')}`,
    );
    expect(terminal.err()).not.toContain('no --pseudonym-key');
    expect(decodeSnapshot(readFileSync(join(dir, 'course-state.cwsnap'))).submissions.length).toBe(9);
    const again = fakeTerminal();
    const againFrom = fake.requests.length;
    expect(
      await runRescanWith(
        'rescan',
        args,
        again,
        deps({ GITHUB_TOKEN: 'ghs_x', CODEWINNOW_PSEUDONYM_KEY: 'k' }),
      ),
    ).toBe(0);
    // The four repositories of the two flagged pairs, unchanged, are fetched for the HTML report's code.
    const r2 = retriedSince(againFrom);
    expect(again.out()).toContain(`API requests: ${5 + r2} (listing 1, tarball ${4 + r2}).`);
    expect(again.err()).toContain(`; ${5 + r2} API requests`);
    expect(again.out()).toContain('0 fetched, 9 unchanged');
  });

  it('reads a list of repositories, and merges shards', async () => {
    const list = join(tempDir(), 'repos.txt');
    writeFileSync(
      list,
      '# hw1\ncs101/hw1-student01\nhw1-student02\nhw1-student04\nhw1-mallory\nhw1-nobody\n',
    );
    const shards = [tempDir(), tempDir()];
    for (const [i, dir] of shards.entries()) {
      const args = [
        '--org',
        ORG,
        '--repos',
        list,
        '--shard',
        `${i + 1}/2`,
        '--output',
        dir,
        '--state',
        join(dir, 'none'),
      ];
      expect(await runRescanWith('rescan', args, fakeTerminal(), deps({ GITHUB_TOKEN: 't' }))).toBe(0);
    }
    const merged = tempDir();
    const terminal = fakeTerminal();
    expect(
      await runRescanWith(
        'merge',
        [...shards, '--org', ORG, '--repos', list, '--output', merged],
        terminal,
        deps({ GITHUB_TOKEN: 't' }),
      ),
    ).toBe(0);
    expect(terminal.out()).toContain('2 shards merged.');
    expect(terminal.out()).toContain('| hw1-nobody | missing | listed, but not in the organization |');
    expect(terminal.err()).toContain('no --pseudonym-key');
    expect(decodeSnapshot(readFileSync(join(merged, 'codewinnow-snapshot.cwsnap'))).submissions.length).toBe(
      4,
    );
  });

  it('says every usage problem at once, and needs a token', async () => {
    await expect(runRescanWith('rescan', ['--org', ORG], fakeTerminal(), deps({}))).rejects.toThrow(
      new UsageError(
        'rescan needs a token in GITHUB_TOKEN or GH_TOKEN that can read every repository of the organization',
      ),
    );
    const args = [
      '--org',
      'not an org',
      '--prefix',
      'a',
      '--topic',
      'b',
      '--shard',
      '0/3',
      '--comment',
      'full',
      '--threshold',
      'high',
    ];
    await expect(runRescanWith('rescan', args, fakeTerminal(), deps({ GITHUB_TOKEN: 't' }))).rejects.toThrow(
      new UsageError(
        [
          "--org: expected the organization's name, got 'not an org'",
          "--shard: expected I/N with 1 ≤ I ≤ N ≤ 256, got '0/3'",
          "--comment: expected off, summary or fragments (the bot never names other students), got 'full'",
          'expected exactly one of --prefix, --pattern, --topic, --repos, got --prefix and --topic',
          "--threshold: expected a share from 0 to 1 or a percentage such as 40%, got 'high'",
        ].join('\n'),
      ),
    );
  });
});
