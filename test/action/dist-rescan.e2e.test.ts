// The bundled action (dist/index.js) in mode rescan under Node 24, as a scheduled workflow in the
// instructor's repository runs it, against the loopback course: a first run downloads every repository,
// the next one (with the first one's output as its state) costs one listing request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { STARTER_FILES, studentFiles, studentName } from '../support/course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse } from '../support/fake-github-course.js';
import { tempDir } from '../support/rescan-harness.js';
import { assertDistRunnable, runDist } from '../support/run-dist.js';

const ORG = 'cs101';
let fake: FakeCourse;

beforeAll(async () => {
  assertDistRunnable();
  fake = await startFakeCourse();
  const starter = makeRepo(ORG, 'hw1-starter', STARTER_FILES, '2026-11-01T06:00:00Z');
  starter.isTemplate = true;
  fake.state.repos.push(starter);
  for (let i = 1; i <= 10; i++)
    fake.state.repos.push(makeRepo(ORG, `hw1-${studentName(i)}`, studentFiles(i), '2026-11-02T06:00:00Z'));
});

afterAll(async () => {
  await fake?.close();
});

describe('dist/index.js in mode rescan', () => {
  it('rescans the course, then costs one request when nothing changed', async () => {
    const state = tempDir();
    const rescan = () =>
      runDist({
        apiUrl: fake.url,
        eventName: 'schedule',
        repository: `${ORG}/staff`,
        pullNumber: 0,
        headSha: '0'.repeat(40),
        workspace: {},
        inputs: {
          mode: 'rescan',
          org: ORG,
          prefix: 'hw1-',
          'starter-repo': 'hw1-starter',
          'course-token': 'ghs_app',
          'github-token': 'ghs_job',
          'state-path': state,
        },
      });
    const firstFrom = fake.requests.length;
    const first = await rescan();
    expect(first.code).toBe(0);
    // A download cut short is tried again (on a loaded machine the loopback sometimes cuts one): counted.
    const tarballs = fake.requests.slice(firstFrom).filter((r) => r.path.includes('/tarball/'));
    const retried = tarballs.length - new Set(tarballs.map((r) => r.path)).size;
    expect(first.outputs).toMatchObject({
      snapshot: join(state, 'codewinnow-snapshot.cwsnap'),
      state,
      requests: String(12 + retried),
      stale: '0',
      flagged: 'true',
    });
    expect(first.summary).toContain(`API requests: ${12 + retried} (listing 1, tarball ${11 + retried}).`);
    expect(first.summary).toMatch(/\| cs101\/hw1-student03 \| cs101\/hw1-student07 \|/);
    expect(first.stdout).not.toMatch(/student\d\d/);
    expect(fake.requests.every((r) => r.authorization === 'token ghs_app')).toBe(true);
    expect(fake.downloads.every((r) => r.authorization === undefined)).toBe(true);
    const snapshot = decodeSnapshot(readFileSync(join(state, 'codewinnow-snapshot.cwsnap')));
    expect(snapshot.namesIncluded).toBe(false);
    expect(snapshot.submissions.length).toBe(10);
    const second = await rescan();
    expect(second.code).toBe(0);
    expect(second.outputs).toMatchObject({ requests: '1' });
    expect(second.summary).toContain('0 fetched, 10 unchanged');
  });
});
