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
import { STARTER_FILES, studentFiles, studentName } from '../support/course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse } from '../support/fake-github-course.js';
import { assertDistRunnable, pullRequestEvent, type DistResult } from '../support/run-dist.js';
import { runWorkflowJob } from '../support/run-workflow-job.js';
import { standIns, THIS_ACTION } from '../support/workflow-stand-ins.js';
import { parseWorkflow, type Workflow } from '../support/workflow-file.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples', 'workflows');
const student = parseWorkflow(readFileSync(join(EXAMPLES, 'student-check.yml'), 'utf8'));
const staff = parseWorkflow(readFileSync(join(EXAMPLES, 'staff-rescan.yml'), 'utf8'));
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

let fake: FakeCourse;
const cache = new Map<string, string>();
const runs: DistResult[] = [];
const commits = new Map<string, Record<string, string>>();

beforeAll(async () => {
  assertDistRunnable();
  fake = await startFakeCourse();
  const starter = makeRepo(ORG, 'hw1-starter', STARTER_FILES, '2026-11-01T06:00:00Z');
  starter.isTemplate = true;
  fake.state.repos.push(starter, makeRepo(ORG, 'cs101-staff', [], '2026-11-01T05:00:00Z'));
  for (let i = 1; i <= 10; i++)
    fake.state.repos.push(makeRepo(ORG, `hw1-${studentName(i)}`, studentFiles(i), '2026-11-02T06:00:00Z'));
});

afterAll(async () => {
  await fake?.close();
});

/** Runs the only job of `workflow` in `repository`, on `event_name` with its payload. */
async function runJob(workflow: Workflow, github: Record<string, unknown>, secrets: Record<string, string>) {
  const [job] = Object.values(workflow.jobs);
  const options = { apiUrl: fake.url, artifacts: fake.rest, cache, runs, filesAt };
  const before = fake.requests.length;
  const steps = await runWorkflowJob(job!, {
    context: { github, secrets, vars: { CODEWINNOW_APP_ID: '2718281' } },
    workflowEnv: workflow.env,
    handlers: standIns(options),
  });
  return { steps, requests: fake.requests.slice(before), result: runs.at(-1)! };
}

function filesAt(repository: string, ref: string): Record<string, string> {
  const files = commits.get(`${repository}@${ref}`);
  if (!files) throw new Error(`no commit ${ref} in ${repository}`);
  return files;
}

function staffRun(eventName: 'workflow_dispatch' | 'schedule', runId: string) {
  const repository = { full_name: STAFF_REPO, name: 'cs101-staff', owner: { login: ORG } };
  const event =
    eventName === 'schedule'
      ? { schedule: '23 */6 * * *', repository }
      : { inputs: {}, ref: 'refs/heads/main', repository, sender: { login: 'instructor' } };
  const github = {
    token: 'ghs_staff_job',
    repository: STAFF_REPO,
    event_name: eventName,
    event,
    run_id: runId,
  };
  const { CODEWINNOW_APP_KEY, CODEWINNOW_PSEUDONYM_KEY } = SECRETS;
  return runJob(staff, github, { CODEWINNOW_APP_KEY, CODEWINNOW_PSEUDONYM_KEY });
}

const tokenOf = (requests: { authorization: string | undefined }[]) =>
  [...new Set(requests.map((r) => r.authorization))].sort();

describe('the example workflows, run in order on the loopback course', () => {
  it('first rescan, then a pull request checked against its snapshot, then a scheduled rescan as the bot', async () => {
    expect(Object.keys(staff.on)).toContain('workflow_dispatch');
    fake.state.commenter = STAFF_BOT;
    const first = await staffRun('workflow_dispatch', '1001');
    expect(first.result.code).toBe(0);
    expect(first.result.outputs).toMatchObject({ stale: '0', flagged: 'true' });
    expect(first.result.outputs.requests).toBe(String(first.requests.length));
    expect(first.result.summary).toContain('API requests: 13 (listing 1, tarball 11, pulls 1).');
    expect([...cache.keys()]).toEqual(['codewinnow-state-1001']);
    const uploaded = fake.rest.state.artifacts.get(STAFF_REPO)!;
    expect(uploaded.map((a) => [a.name, a.expired])).toEqual([[checkStep.with['snapshot-artifact'], false]]);
    const [file] = Object.values(unzipSync(uploaded[0]!.bytes));
    const snapshot = decodeSnapshot(file!);
    expect([snapshot.namesIncluded, snapshot.submissions.length]).toEqual([false, 10]);
    const [issue] = fake.state.issues.get(STAFF_REPO)!;
    expect(issue!.body).toMatch(/hw1-student03.*hw1-student07|hw1-student07.*hw1-student03/);
    const issueRequests = first.requests.filter((r) => r.path.startsWith(`/repos/${STAFF_REPO}/issues`));
    expect(tokenOf(issueRequests)).toEqual(['token ghs_staff_job']);
    const courseRequests = first.requests.filter((r) => /^\/(orgs|search)\/|\/tarball\//.test(r.path));
    expect(courseRequests).toHaveLength(13);
    expect(tokenOf(courseRequests)).toEqual(['token ghs_app_installation']);
    expect(first.result.stdout).not.toMatch(/student\d\d/);

    // student07 (a renamed copy of student03's solution) opens a pull request in their repository.
    const repo = `${ORG}/hw1-${studentName(7)}`;
    const fakeRepo = fake.state.repos.find((r) => `${r.owner}/${r.name}` === repo)!;
    const files = studentFiles(7).filter((f) => typeof f.content === 'string');
    const opened = new Date().toISOString();
    const head = fake.pushBranch(fakeRepo, files, opened);
    commits.set(`${repo}@${head}`, Object.fromEntries(files.map((f) => [f.path, String(f.content)])));
    const changed = [{ filename: 'src/solution.py', status: 'modified' }];
    fake.state.pulls.push({ repo, number: 4, headSha: head, updatedAt: opened, files: changed });
    fake.state.commenter = JOB_BOT;
    const event = pullRequestEvent({ repository: repo, pullNumber: 4, headSha: head });
    const github = { token: 'ghs_student_job', repository: repo, event_name: 'pull_request', event };
    const check = await runJob(student, github, {
      CODEWINNOW_SNAPSHOT_TOKEN: SECRETS.CODEWINNOW_SNAPSHOT_TOKEN,
    });
    expect(check.result.code).toBe(0);
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
      `/repos/${STAFF_REPO}/actions/artifacts/${uploaded[0]!.id}/zip`,
    ]);
    expect(tokenOf(fromStaff)).toEqual([`token ${SECRETS.CODEWINNOW_SNAPSHOT_TOKEN}`]);
    expect(tokenOf(check.requests.filter((r) => !fromStaff.includes(r)))).toEqual(['token ghs_student_job']);

    // Six hours later: the state comes from the cache, and the app comments on the open pull request.
    fake.state.commenter = STAFF_BOT;
    const second = await staffRun('schedule', '1002');
    expect(second.result.code).toBe(0);
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
