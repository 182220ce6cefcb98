// Runs rescan jobs against a fake course the way the CLI does (its Octokit, the file system), with a fixed
// clock, and reports what each run cost. Test-only.
import { createCliOctokit } from '../../src/cli/create-cli-octokit.js';
import { createCourseHost } from '../../src/github/octokit-course-host.js';
import { createRequestCounter } from '../../src/github/request-counter.js';
import type { RescanOptions } from '../../src/rescan/rescan-options.js';
import { runRescanJob } from '../../src/rescan/run-rescan-job.js';
import { createFileStore } from '../../src/sources/create-file-store.js';
import { makeTempTree } from '../sources/make-temp-tree.js';
import { STARTER_FILES, studentFiles, studentName } from './course-repos.js';
import { makeRepo, startFakeCourse, type FakeCourse } from './fake-github-course.js';

export const ORG = 'cs101';

/** A new empty folder, removed when the test file is done. */
export function tempDir(): string {
  return makeTempTree({});
}

/** The options of a rescan job of the fake course: hw1-* repositories, hw1-starter's starter code. */
export function baseJob(dirs: { stateDir?: string | undefined; outputDir: string }): RescanOptions {
  return {
    mode: 'rescan',
    org: ORG,
    filter: { kind: 'prefix', prefix: 'hw1-' },
    starterRepo: 'hw1-starter',
    starterFiles: [],
    stateDir: dirs.stateDir,
    outputDir: dirs.outputDir,
    shardDirs: [],
    earlier: [],
    pseudonymKey: new TextEncoder().encode('staff secret'),
    concurrency: 4,
    limits: { maxTarballBytes: 10 * 1024 * 1024, maxFileBytes: 512 * 1024, attempts: 2 },
    report: { minSimilarity: 0.1, threshold: 0.5, maxShare: 1 },
    html: false,
    maxFailed: 0.25,
    serverUrl: 'https://github.com',
  };
}

export async function runJob(course: FakeCourse, job: RescanOptions, now: number) {
  const counter = createRequestCounter();
  const warnings: string[] = [];
  const logs: string[] = [];
  const octokit = createCliOctokit('ghs_app', {
    baseUrl: course.url,
    warn: (m) => warnings.push(m),
    fetch: counter.fetch,
    retryAfterBaseMs: 5,
  });
  const host = createCourseHost(octokit, counter);
  const deps = {
    host,
    staffHost: host,
    store: createFileStore(),
    now: () => now,
    log: (m: string) => logs.push(m),
    warn: (m: string) => warnings.push(m),
  };
  const before = { requests: course.requests.length, downloads: course.downloads.length };
  const outcome = await runRescanJob(deps, job);
  const requests = course.requests.slice(before.requests).map((r) => `${r.method} ${r.path}`);
  const tarballs = requests.filter((r) => r.includes('/tarball/'));
  return {
    outcome,
    counts: counter.counts(),
    /**
     * Tarball requests made again for the same commit: a download cut short is tried again (fetch-repo.ts),
     * as it should be, and on a loaded machine the loopback sometimes cuts one. Tests that count a run's
     * requests and inject no fault allow for these.
     */
    retried: tarballs.length - new Set(tarballs).size,
    requests,
    downloads: course.downloads.length - before.downloads,
    warnings,
    logs,
  };
}

/** A day of November 2026, 06:00 UTC, as ms, and a time as GitHub writes it. */
export const day = (d: number) => Date.UTC(2026, 10, d, 6, 0, 0);
export const iso = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z');

/**
 * A loopback course: the hw1 starter (a template, pushed on day 1) and `students` repositories of
 * studentFiles (course-repos.ts: student 7 copied student 3, renamed), pushed a minute apart on day 2.
 */
export async function startStudentCourse(students: number): Promise<FakeCourse> {
  const course = await startFakeCourse();
  const starter = makeRepo(ORG, 'hw1-starter', STARTER_FILES, iso(day(1)));
  starter.isTemplate = true;
  course.state.repos.push(starter);
  for (let i = 1; i <= students; i++)
    course.state.repos.push(
      makeRepo(ORG, `hw1-${studentName(i)}`, studentFiles(i), iso(day(2) + i * 60_000)),
    );
  return course;
}
