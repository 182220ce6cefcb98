// `codewinnow rescan --shard i/4` four times, then `codewinnow merge`, writes the very snapshots one
// `codewinnow rescan` of the whole course writes (creation time aside), as the action's path does
// (test/rescan/rescan-shards-bot.test.ts). Against the loopback course, through the CLI's own option parsing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliOctokit } from '../../src/cli/create-cli-octokit.js';
import { runRescanWith, type RescanCommandDeps } from '../../src/cli/rescan-command.js';
import { createCourseHost } from '../../src/github/octokit-course-host.js';
import { createRequestCounter } from '../../src/github/request-counter.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { createFileStore } from '../../src/sources/file-store.js';
import { STARTER_FILES, studentFiles, studentName } from '../support/course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse } from '../support/fake-github-course.js';
import { tempDir } from '../support/rescan-harness.js';
import { fakeTerminal } from './fake-terminal.js';

const ORG = 'cs101';
const STUDENTS = 40;
let fake: FakeCourse;

beforeAll(async () => {
  fake = await startFakeCourse();
  const starter = makeRepo(ORG, 'hw1-starter', STARTER_FILES, '2026-11-01T06:00:00Z');
  starter.isTemplate = true;
  fake.state.repos.push(starter);
  for (let i = 1; i <= STUDENTS; i++) {
    const pushed = new Date(Date.UTC(2026, 10, 2, 6, i)).toISOString();
    fake.state.repos.push(makeRepo(ORG, `hw1-${studentName(i)}`, studentFiles(i), pushed));
  }
});

afterAll(async () => {
  await fake.close();
});

const deps = (): RescanCommandDeps => ({
  env: { GITHUB_API_URL: fake.url, GITHUB_TOKEN: 'ghs_staff' },
  connect: (token, apiUrl, warn) => {
    const counter = createRequestCounter();
    return createCourseHost(
      createCliOctokit(token, { baseUrl: apiUrl, warn, fetch: counter.fetch, retryAfterBaseMs: 5 }),
      counter,
    );
  },
  store: createFileStore(),
});

/** The snapshot file's bytes with its creation time set to 0. */
function withoutCreationTime(path: string): Uint8Array {
  const bytes = readFileSync(path);
  const snapshot = decodeSnapshot(bytes);
  expect(encodeSnapshot(snapshot)).toEqual(new Uint8Array(bytes));
  return encodeSnapshot({ ...snapshot, createdAt: 0 });
}

async function run(mode: 'rescan' | 'merge', args: string[]): Promise<void> {
  const terminal = fakeTerminal();
  expect(await runRescanWith(mode, args, terminal, deps()), terminal.err()).toBe(0);
}

describe.each([
  ['with a pseudonym key', ['--pseudonym-key', 'staff secret']],
  ['without a pseudonym key', []],
])('codewinnow rescan --shard i/4, then codewinnow merge, %s', (_, key) => {
  it('writes the snapshots one rescan of the whole course writes, creation time aside', async () => {
    const course = ['--org', ORG, '--prefix', 'hw1-', '--starter-repo', 'hw1-starter', ...key];
    const single = tempDir();
    await run('rescan', [...course, '--state', single]);
    const shards: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const dir = tempDir();
      shards.push(dir);
      await run('rescan', [...course, '--shard', `${i}/4`, '--state', dir]);
    }
    const merged = tempDir();
    await run('merge', [...shards, ...course, '--output', merged]);
    for (const file of ['course-state.cwsnap', 'codewinnow-snapshot.cwsnap']) {
      expect(withoutCreationTime(join(merged, file)), file).toEqual(withoutCreationTime(join(single, file)));
    }
    expect(decodeSnapshot(readFileSync(join(merged, 'course-state.cwsnap'))).submissions.length).toBe(
      STUDENTS,
    );
  });
});
