// `codewinnow rescan --shard i/4` four times, then `codewinnow merge`, writes the very snapshots one
// `codewinnow rescan` of the whole course writes (creation time aside), as the action's path does
// (test/rescan/rescan-shards-bot.test.ts). Against the loopback course, through the CLI's own option parsing.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliOctokit } from '../../src/cli/create-cli-octokit.js';
import { runRescanWith, type RescanCommandDeps } from '../../src/cli/rescan-command.js';
import { createCourseHost } from '../../src/github/octokit-course-host.js';
import { createRequestCounter } from '../../src/github/request-counter.js';
import { RescanError } from '../../src/rescan/resolve-starter.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { encodeSnapshot } from '../../src/snapshot/encode-snapshot.js';
import { createFileStore } from '../../src/sources/create-file-store.js';
import { STARTER_FILES, studentFiles, studentName } from '../support/course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse } from '../support/fake-github-course.js';
import { tempDir as makeTempDir } from '../support/rescan-harness.js';
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

const made: string[] = [];
/** A new folder under the system's temporary folder, removed after the tests. */
function tempDir(): string {
  made.push(makeTempDir());
  return made.at(-1)!;
}

afterAll(async () => {
  await fake.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
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

/** Runs the command, expecting exit code 0; returns what it printed on stdout. */
async function run(mode: 'rescan' | 'merge', args: string[]): Promise<string> {
  const terminal = fakeTerminal();
  expect(await runRescanWith(mode, args, terminal, deps()), terminal.err()).toBe(0);
  return terminal.out();
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
    let fetched = 0;
    for (let i = 1; i <= 4; i++) {
      const dir = tempDir();
      shards.push(dir);
      const summary = await run('rescan', [...course, '--shard', `${i}/4`, '--state', dir]);
      expect(summary).toMatch(new RegExp(`^## codewinnow: course rescan, shard ${i} of 4\n`));
      fetched += Number(/This shard's repositories: \d+: (\d+) fetched/.exec(summary)![1]);
    }
    expect(fetched).toBe(STUDENTS);
    const merged = tempDir();
    await run('merge', [...shards, ...course, '--output', merged]);
    for (const file of ['course-state.cwsnap', 'codewinnow-snapshot.cwsnap']) {
      expect(withoutCreationTime(join(merged, file)), file).toEqual(withoutCreationTime(join(single, file)));
    }
    expect(decodeSnapshot(readFileSync(join(merged, 'course-state.cwsnap'))).submissions.length).toBe(
      STUDENTS,
    );
    // The staff report too, but for when it was made (and so when its flags were seen), the notes
    // ("4 shards merged.") and the requests.
    const report = (dir: string) => {
      const text = readFileSync(join(dir, 'staff-report.json'), 'utf8').replace(/"at": \d+/g, '"at": 0');
      const json = JSON.parse(text) as Record<string, unknown>;
      return { ...json, createdAt: undefined, notes: undefined, requests: undefined };
    };
    expect(report(merged)).toEqual(report(single));
  });
});

describe('codewinnow merge refuses shards that do not make up the course', () => {
  const course = ['--org', ORG, '--prefix', 'hw1-', '--starter-repo', 'hw1-starter'];
  const merge = (dirs: string[]) =>
    runRescanWith('merge', [...dirs, ...course, '--output', tempDir()], fakeTerminal(), deps());
  /** Output folders of shards `i/count`, each run with the key given (none: no key). */
  async function shardsOf(count: number, keys: readonly (string | undefined)[]): Promise<string[]> {
    const dirs: string[] = [];
    for (const [i, key] of keys.entries()) {
      dirs.push(tempDir());
      const keyed = key === undefined ? [] : ['--pseudonym-key', key];
      await run('rescan', [
        ...course,
        ...keyed,
        '--shard',
        `${(i % count) + 1}/${count}`,
        '--state',
        dirs[i]!,
      ]);
    }
    return dirs;
  }

  it('says which shard is missing or given twice', async () => {
    const shards = await shardsOf(3, ['k', 'k']);
    await expect(merge(shards)).rejects.toThrow(
      new RescanError('shard 3 of 3 not given: the merge would leave out their repositories'),
    );
    await expect(merge([shards[0]!, shards[1]!, shards[0]!])).rejects.toThrow(
      new RescanError(`${shards[0]} and ${shards[0]} are both shard 1 of 3`),
    );
  });

  it('says which shard was made without a key, or with another one', async () => {
    const [plain, one, two] = await shardsOf(2, [undefined, 'one', 'two']);
    await expect(merge([plain!, one!])).rejects.toThrow(
      new RescanError(
        `${one} was built with a pseudonym key and ${plain} without: give every shard job the same key`,
      ),
    );
    await expect(merge([two!, one!])).rejects.toThrow(
      new RescanError(
        `${one} was built with another pseudonym key than ${two}: give every shard job the same key`,
      ),
    );
  });
});
