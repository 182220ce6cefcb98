// Issue 13, point 13: a pull request is never matched against its own repository's earlier state in the
// snapshot, however the snapshot named that repository (a clone's folder `repo` or `owner-repo` through
// `codewinnow snapshot build --each`, or `owner/repo` as the rescan names it), while another repository
// with the same code still pairs with it. The snapshot holds only digests of names, so this goes through
// the real snapshot file and the real check.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { startSnapshotBuild } from '../../src/check/start-snapshot-build.js';
import { main } from '../../src/cli/index.js';
import { checkPull } from '../../src/pull-check/check-pull.js';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { ownerId } from '../../src/snapshot/submission-identity.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { readSubmission } from '../../src/sources/read-submission.js';
import { fakeTerminal } from '../cli/fake-terminal.js';

const SUB = 'fixtures/demo-course/submissions';
const OWN = `${SUB}/ada-lovelace-fan`;
const OTHER = `${SUB}/quiet-quokka`;
/** The pull request's repository; its name has hyphens, so `owner-repo` has more than one reading. */
const REPO = 'Alice-B/hw-1-alice';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A student copy built by the CLI from a folder of clones, the PR's own repository cloned as `folder`. */
async function cliSnapshot(folder: string): Promise<Snapshot> {
  const dir = mkdtempSync(join(tmpdir(), 'codewinnow-own-repo-'));
  made.push(dir);
  const clones = join(dir, 'clones');
  mkdirSync(clones);
  cpSync(OWN, join(clones, folder), { recursive: true });
  cpSync(OTHER, join(clones, 'quiet-quokka'), { recursive: true });
  const output = join(dir, 'course.cws');
  const terminal = fakeTerminal();
  const code = await main(
    ['snapshot', 'build', '--each', clones, '-o', output, '--pseudonym-key', 's'],
    terminal,
  );
  expect(terminal.err()).toBe('');
  expect(code).toBe(0);
  return decodeSnapshot(new Uint8Array(readFileSync(output)));
}

/** A student copy built as the rescan builds it: each submission keyed by its repository's full name. */
async function rescanSnapshot(): Promise<Snapshot> {
  const { k, w } = DEFAULT_SETTINGS;
  const build = startSnapshotBuild({
    settings: { k, w, storedWindow: w, createdAt: 0, includeNames: false },
    starter: new Set<number>(),
  });
  for (const [path, repo] of [
    [OWN, REPO],
    [OTHER, 'quokka/hw-1-quokka'],
  ] as const) {
    const files = (await readSubmission(path)).files;
    build.add({ name: repo.split('/')[1]!, repo, commit: 'c0ffee', commitTime: 0, files });
  }
  return build.finish();
}

async function check(snapshot: Snapshot, repo: string) {
  const files = (await readSubmission(OWN)).files;
  return checkPull({
    snapshot,
    repo,
    headSha: 'abc',
    files,
    skippedFiles: 0,
    minSimilarity: 0.1,
    failOn: undefined,
  });
}

/** The label the check gives the snapshot entry whose owner key is `key`. */
function labelOf(snapshot: Snapshot, key: string): string {
  const entry = snapshot.submissions.find((submission) => submission.owner === ownerId(key));
  expect(entry, `an entry keyed ${key}`).toBeDefined();
  return `submission ${entry!.pseudonym}`;
}

describe('the pull-request check and its own repository', () => {
  const cases: [string, () => Promise<Snapshot>, string][] = [
    ['a clone folder named repo', () => cliSnapshot('hw-1-alice'), 'hw-1-alice'],
    ['a clone folder named owner-repo', () => cliSnapshot('Alice-B-hw-1-alice'), 'alice-b-hw-1-alice'],
    ['the rescan, owner/repo', rescanSnapshot, 'alice-b/hw-1-alice'],
  ];
  for (const [how, build, key] of cases) {
    it(`never pairs a pull request with its own repository: ${how}`, async () => {
      const snapshot = await build();
      const own = labelOf(snapshot, key);
      const mine = await check(snapshot, REPO);
      expect(mine.matches.map((match) => match.label)).not.toContain(own);
      const theirs = await check(snapshot, 'bob/hw-1-bob');
      const copied = theirs.matches.find((match) => match.label === own);
      expect(copied?.similarity).toBeGreaterThan(0.9);
    });
  }

  it('takes only the exact forms as its own: a repository with a near name still pairs', async () => {
    const snapshot = await cliSnapshot('Alice-B-hw-1-alice');
    const own = labelOf(snapshot, 'alice-b-hw-1-alice');
    for (const repo of ['alice-b/hw-1', 'alice/hw-1-alice', 'alice-b/hw-1-alice-2']) {
      const other = await check(snapshot, repo);
      expect(other.matches.find((match) => match.label === own)?.similarity, repo).toBeGreaterThan(0.9);
    }
  });
});
