// The README's workflows (examples/workflows) run as GitHub would run them, the bundled action under Node 24
// against the loopback course: the staff repository's first rescan (workflow_dispatch) uploads the snapshot,
// a student's pull request in a repository made from the template is checked against that snapshot, and the
// next scheduled rescan starts from the cached state and comments on that pull request as the course's app.
// Every input comes from the workflow file: its `with:`, action.yml's defaults, and the job's context.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSnapshot } from '../../src/snapshot/decode-snapshot.js';
import { studentFiles, studentName } from '../support/course-repos.js';
import { runJob, startCourse, type Course } from '../support/example-course.js';
import { assertDistRunnable, pullRequestEvent } from '../support/run-dist.js';
import { THIS_ACTION } from '../support/workflow-stand-ins.js';
import { parseWorkflow } from '../support/workflow-file.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples', 'workflows');
const student = parseWorkflow(readFileSync(join(EXAMPLES, 'student-check.yml'), 'utf8'));
const staff = parseWorkflow(readFileSync(join(EXAMPLES, 'staff-rescan.yml'), 'utf8'));
const sharded = parseWorkflow(readFileSync(join(EXAMPLES, 'staff-rescan-sharded.yml'), 'utf8'));
const checkStep = student.jobs.similarity!.steps.find((s) => s.uses?.startsWith(`${THIS_ACTION}@`))!;
/** The staff repository is where the student workflow looks for the snapshot. */
const STAFF_REPO = checkStep.with['snapshot-repo']!;
const ORG = STAFF_REPO.split('/')[0]!;
const SECRETS = {
  CODEWINNOW_APP_KEY: '-----BEGIN RSA PRIVATE KEY-----',
  CODEWINNOW_PSEUDONYM_KEY: 'a staff secret',
  CODEWINNOW_SNAPSHOT_TOKEN: 'github_pat_snapshot_reader',
};
const STAFF_BOT = { login: 'cs101-codewinnow[bot]', type: 'Bot' } as const;
const JOB_BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;

const STAFF_EVENT_REPO = { full_name: STAFF_REPO, name: STAFF_REPO.split('/')[1], owner: { login: ORG } };
const STAFF_SECRETS = {
  CODEWINNOW_APP_KEY: SECRETS.CODEWINNOW_APP_KEY,
  CODEWINNOW_PSEUDONYM_KEY: SECRETS.CODEWINNOW_PSEUDONYM_KEY,
};

/** The staff repository's context for a run on `eventName`. */
function staffGitHub(eventName: 'workflow_dispatch' | 'schedule', runId: string) {
  const repository = STAFF_EVENT_REPO;
  const event =
    eventName === 'schedule'
      ? { schedule: '23 */6 * * *', repository }
      : { inputs: {}, ref: 'refs/heads/main', repository, sender: { login: 'instructor' } };
  return { token: 'ghs_staff_job', repository: STAFF_REPO, event_name: eventName, event, run_id: runId };
}

const tokenOf = (requests: { authorization: string | undefined }[]) =>
  [...new Set(requests.map((r) => r.authorization))].sort();

/** student07 (a renamed copy of student03's solution) opens pull request 4; returns its head. */
function openPullRequest(course: Course, repo: string): string {
  const fakeRepo = course.fake.state.repos.find((r) => `${r.owner}/${r.name}` === repo)!;
  const files = studentFiles(7).filter((f) => typeof f.content === 'string');
  const opened = new Date().toISOString();
  const head = course.fake.pushBranch(fakeRepo, files, opened);
  course.commits.set(`${repo}@${head}`, Object.fromEntries(files.map((f) => [f.path, String(f.content)])));
  const changed = [{ filename: 'src/solution.py', status: 'modified' }];
  course.fake.state.pulls.push({ repo, number: 4, headSha: head, updatedAt: opened, files: changed });
  return head;
}

/** The student copy of the snapshot in the newest artifact of the staff repository. */
function uploadedSnapshot(course: Course) {
  const [newest] = course.fake.rest.state.artifacts.get(STAFF_REPO)!;
  expect([newest!.name, newest!.expired]).toEqual([checkStep.with['snapshot-artifact'], false]);
  const [file, ...others] = Object.values(unzipSync(newest!.bytes));
  expect(others).toEqual([]);
  return { id: newest!.id, snapshot: decodeSnapshot(file!) };
}

describe('staff-rescan.yml, then student-check.yml, then staff-rescan.yml again', () => {
  let course: Course;
  const repo = `${ORG}/hw1-${studentName(7)}`;
  beforeAll(async () => {
    assertDistRunnable();
    course = await startCourse(STAFF_REPO);
  });
  afterAll(() => course?.fake.close());

  it('the first rescan (workflow_dispatch) uploads the snapshot and writes the staff issue', async () => {
    const { fake, cache } = course;
    expect(Object.keys(staff.on)).toContain('workflow_dispatch');
    fake.state.commenter = STAFF_BOT;
    const github = staffGitHub('workflow_dispatch', '1001');
    const first = await runJob(course, { workflow: staff, job: 'rescan', github, secrets: STAFF_SECRETS });
    expect(first.result.outputs).toMatchObject({ stale: '0', flagged: 'true' });
    expect(first.result.outputs.requests).toBe(String(first.requests.length));
    expect(first.result.summary).toContain('API requests: 13 (listing 1, tarball 11, pulls 1).');
    expect([...cache.keys()]).toEqual(['codewinnow-state-1001']);
    const { snapshot } = uploadedSnapshot(course);
    expect([snapshot.namesIncluded, snapshot.submissions.length]).toEqual([false, 10]);
    const [issue] = fake.state.issues.get(STAFF_REPO)!;
    expect(issue!.body).toMatch(/hw1-student07 \| cs101-fall-2026\/hw1-student03/);
    const issueRequests = first.requests.filter((r) => r.path.startsWith(`/repos/${STAFF_REPO}/issues`));
    expect(tokenOf(issueRequests)).toEqual(['token ghs_staff_job']);
    const courseRequests = first.requests.filter((r) => /^\/(orgs|search)\/|\/tarball\//.test(r.path));
    expect(courseRequests).toHaveLength(13);
    expect(tokenOf(courseRequests)).toEqual(['token ghs_app_installation']);
    expect(first.result.stdout).not.toMatch(/student\d\d/);
  });

  it("a student's pull request is checked against that snapshot, with the job's and the snapshot's tokens", async () => {
    const { fake } = course;
    const head = openPullRequest(course, repo);
    fake.state.commenter = JOB_BOT;
    const event = pullRequestEvent({ repository: repo, pullNumber: 4, headSha: head });
    const github = { token: 'ghs_student_job', repository: repo, event_name: 'pull_request', event };
    const secrets = { CODEWINNOW_SNAPSHOT_TOKEN: SECRETS.CODEWINNOW_SNAPSHOT_TOKEN };
    const check = await runJob(course, { workflow: student, job: 'similarity', github, secrets });
    expect(check.result.outputs).toMatchObject({ flagged: 'true' });
    expect(Number(check.result.outputs['max-similarity'])).toBeGreaterThan(0.8);
    const [comment] = fake.state.comments.get(`${repo}#4`)!;
    expect(comment!.user).toEqual(JOB_BOT);
    expect(comment!.body).toMatch(/### 🔍 codewinnow: similar code found/);
    expect(comment!.body).toMatch(/`src\/solution\.py` lines \d+–\d+ ↔ submission [0-9a-f]{8}/);
    for (const shown of [comment!.body, check.result.stdout, check.result.summary])
      expect(shown).not.toMatch(/student03|hw1-student0[^7]/);
    expect(fake.state.checkRuns.map((r) => [r.repo, r.head_sha])).toEqual([[repo, head]]);
    const fromStaff = check.requests.filter((r) => r.path.startsWith(`/repos/${STAFF_REPO}/`));
    expect(fromStaff.map((r) => r.path)).toEqual([
      `/repos/${STAFF_REPO}/actions/artifacts`,
      `/repos/${STAFF_REPO}/actions/artifacts/${uploadedSnapshot(course).id}/zip`,
    ]);
    expect(tokenOf(fromStaff)).toEqual([`token ${SECRETS.CODEWINNOW_SNAPSHOT_TOKEN}`]);
    expect(tokenOf(check.requests.filter((r) => !fromStaff.includes(r)))).toEqual(['token ghs_student_job']);
  });

  it('the scheduled rescan starts from the cached state and comments on the pull request as the app', async () => {
    const { fake, cache } = course;
    fake.state.commenter = STAFF_BOT;
    const github = staffGitHub('schedule', '1002');
    const second = await runJob(course, { workflow: staff, job: 'rescan', github, secrets: STAFF_SECRETS });
    expect(second.steps).toMatchObject({ rescan: { stale: '0' } });
    expect(second.result.summary).toContain('0 fetched, 9 unchanged, 1 pushed without a new head');
    expect(second.result.summary).toContain('1 open pull requests updated since the last run; 1 checked');
    expect([...cache.keys()]).toEqual(['codewinnow-state-1001', 'codewinnow-state-1002']);
    expect(fake.rest.state.artifacts.get(STAFF_REPO)!.length).toBe(2);
    expect(fake.state.comments.get(`${repo}#4`)!.map((c) => c.user.login)).toEqual([
      JOB_BOT.login,
      STAFF_BOT.login,
    ]);
  });
});

describe('staff-rescan-sharded.yml', () => {
  let course: Course;
  beforeAll(async () => {
    assertDistRunnable();
    course = await startCourse(STAFF_REPO);
  });
  afterAll(() => course?.fake.close());

  it("four shard jobs and the merge job publish the course's snapshot and staff issue", async () => {
    const github = staffGitHub('workflow_dispatch', '2001');
    const { matrix } = sharded.jobs.shard!;
    expect(sharded.jobs.merge!.needs).toEqual(['shard']);
    for (const shard of matrix!.shard!)
      await runJob(course, {
        workflow: sharded,
        job: 'shard',
        github,
        secrets: STAFF_SECRETS,
        matrix: { shard },
      });
    const merge = await runJob(course, { workflow: sharded, job: 'merge', github, secrets: STAFF_SECRETS });
    expect(merge.result.outputs).toMatchObject({ stale: '0', flagged: 'true' });
    expect([...course.cache.keys()]).toEqual([
      ...['1', '2', '3', '4'].map((n) => `codewinnow-shard-2001-${n}`),
      'codewinnow-state-2001',
    ]);
    const { snapshot } = uploadedSnapshot(course);
    expect([snapshot.namesIncluded, snapshot.submissions.length]).toEqual([false, 10]);
    const [issue] = course.fake.state.issues.get(STAFF_REPO)!;
    expect(issue!.body).toMatch(/hw1-student07 \| cs101-fall-2026\/hw1-student03/);
  });
});
