// A loopback course for the example workflows' end-to-end tests, and what GitHub keeps between the runs
// of its workflows (the cache, artifacts, commits): one job of a workflow runs through runWorkflowJob with
// the stand-ins, in the job context the test gives. Test-only.
import { STARTER_FILES, studentFiles, studentName } from './course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse } from './fake-github-course.js';
import type { DistResult } from './run-dist.js';
import { runWorkflowJob } from './run-workflow-job.js';
import type { Workflow } from './workflow-file.js';
import { standIns } from './workflow-stand-ins.js';

/** A loopback course and what GitHub keeps between the runs of its workflows. */
export interface Course {
  readonly fake: FakeCourse;
  readonly cache: Map<string, string>;
  readonly runs: DistResult[];
  /** `owner/repo@sha` → the files of that commit, for checkout. */
  readonly commits: Map<string, Record<string, string>>;
}

/** The organization: the template, the staff repository and ten students (student07 copied student03). */
export async function startCourse(staffRepo: string): Promise<Course> {
  const [org, staffName] = staffRepo.split('/') as [string, string];
  const fake = await startFakeCourse();
  const starter = makeRepo(org, 'hw1-starter', STARTER_FILES, '2026-11-01T06:00:00Z');
  starter.isTemplate = true;
  fake.state.repos.push(starter, makeRepo(org, staffName, [], '2026-11-01T05:00:00Z'));
  for (let i = 1; i <= 10; i++)
    fake.state.repos.push(makeRepo(org, `hw1-${studentName(i)}`, studentFiles(i), '2026-11-02T06:00:00Z'));
  return { fake, cache: new Map(), runs: [], commits: new Map() };
}

export interface JobRequest {
  readonly workflow: Workflow;
  readonly job: string;
  readonly github: Record<string, unknown>;
  readonly secrets: Record<string, string>;
  readonly matrix?: Record<string, string>;
}

/** Runs one job of a workflow; returns its steps' outputs, the requests it made and its codewinnow run. */
export async function runJob(course: Course, request: JobRequest) {
  const { fake, cache, runs, commits } = course;
  const filesAt = (repository: string, ref: string) => {
    const files = commits.get(`${repository}@${ref}`);
    if (!files) throw new Error(`no commit ${ref} in ${repository}`);
    return files;
  };
  const eventName = String(request.github.event_name);
  if (!(eventName in request.workflow.on)) throw new Error(`the workflow does not run on ${eventName}`);
  const before = fake.requests.length;
  const steps = await runWorkflowJob(request.workflow.jobs[request.job]!, {
    context: {
      github: request.github,
      secrets: request.secrets,
      vars: { CODEWINNOW_APP_ID: '2718281' },
      matrix: request.matrix ?? {},
    },
    workflowEnv: request.workflow.env,
    handlers: standIns({ apiUrl: fake.url, artifacts: fake.rest, cache, runs, filesAt }),
  });
  return { steps, requests: fake.requests.slice(before), result: runs.at(-1)! };
}
