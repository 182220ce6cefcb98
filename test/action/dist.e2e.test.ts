// The bundled action (dist/index.js) under Node 24, as the runner runs it, against a loopback fake of
// GitHub's REST API: asserts on the requests it made and the files it wrote. The snapshot is built from
// fixtures/demo-course with the library at the start of the suite.
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { readFile } from 'node:fs/promises';
import { maxSimilarity } from '../../src/report/pull-request-report.js';
import { renderPullRequestComment } from '../../src/report/render-pull-request-comment.js';
import { renderPullRequestJson } from '../../src/report/render-pull-request-json.js';
import { toAnnotations } from '../../src/report/to-annotations.js';
import { expectedReport, type ExpectedReportInput } from '../support/expected-report.js';
import { buildDemoSnapshot, demoRepo, readDemoSubmission } from '../support/demo-snapshot.js';
import {
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubState,
  type FakePullFile,
  type RecordedRequest,
} from '../support/fake-github.js';
import { assertDistRunnable, runDist, type DistRun } from '../support/run-dist.js';

const HEAD = '1'.repeat(40);
const MARKER = '<!-- codewinnow -->';
const STAFF = 'staff/cs101';
const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;
const SECONDARY_LIMIT =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';

let snapshotBytes: Uint8Array;
let snapshotZip: Uint8Array;

beforeAll(async () => {
  assertDistRunnable();
  snapshotBytes = await buildDemoSnapshot();
  snapshotZip = zipSync({ 'course.cwsnap': snapshotBytes });
});

async function pullFilesOf(handle: string): Promise<FakePullFile[]> {
  return (await readDemoSubmission(handle)).map((f) => ({
    filename: f.path,
    status: 'modified',
    content: f.text,
  }));
}

/** A fake GitHub for one test, closed when that test ends (the test's own hook: tests run concurrently). */
async function startServer(
  test: TestContext,
  files: FakePullFile[],
  state: Partial<FakeGitHubState> = {},
): Promise<FakeGitHub> {
  const artifact = {
    id: 41,
    name: 'codewinnow-snapshot',
    expired: false,
    created_at: '2026-11-20T06:00:00Z',
    bytes: snapshotZip,
  };
  const older = {
    id: 12,
    name: 'codewinnow-snapshot',
    expired: true,
    created_at: '2026-08-01T06:00:00Z',
    bytes: Uint8Array.of(),
  };
  const server = await startFakeGitHub({
    pullFiles: new Map([[9, files]]),
    artifacts: new Map([[STAFF, [artifact, older]]]),
    ...state,
  });
  test.onTestFinished(() => server.close());
  return server;
}

function runAction(server: FakeGitHub, handle: string, extra: Partial<DistRun> = {}) {
  return runDist({
    apiUrl: server.url,
    inputs: { 'github-token': 'ghs_jobtoken', 'snapshot-repo': STAFF, ...extra.inputs },
    repository: demoRepo(handle),
    pullNumber: 9,
    headSha: HEAD,
    ...extra,
    ...(extra.inputs
      ? { inputs: { 'github-token': 'ghs_jobtoken', 'snapshot-repo': STAFF, ...extra.inputs } }
      : {}),
  });
}

/** What the library says about this PR, computed in this process. */
function expected(handle: string, files: FakePullFile[], extra: Partial<ExpectedReportInput> = {}) {
  const textFiles = files.map((f) => ({ path: f.filename, text: f.content ?? '' }));
  return expectedReport({
    snapshot: snapshotBytes,
    repo: demoRepo(handle),
    headSha: HEAD,
    files: textFiles,
    ...extra,
  });
}

/** Annotations as the Checks API receives them. */
function toCheckApi(annotations: ReturnType<typeof toAnnotations>['annotations']) {
  return annotations.map((a) => ({
    path: a.path,
    start_line: a.startLine,
    end_line: a.endLine,
    annotation_level: a.level,
    title: a.title,
    message: a.message,
  }));
}

/** file, line and endLine of a workflow-command annotation line. */
function locationOf(command: string): [string, number, number] {
  const properties = Object.fromEntries(
    /^::\w+ ([^:]*)::/
      .exec(command)![1]!
      .split(',')
      .map((p) => p.split('=') as [string, string]),
  );
  return [decodeURIComponent(properties.file!), Number(properties.line), Number(properties.endLine)];
}

const calls = (server: FakeGitHub) => server.requests.map((r) => `${r.method} ${r.path}`);
const bodyOf = (request: RecordedRequest | undefined) =>
  request?.body as { body?: string; output?: { annotations?: unknown[]; summary?: string } };

describe.concurrent('dist/index.js under Node 24', () => {
  it('reports a copied submission: one comment, annotations on the right lines, summary, outputs, report', async (test) => {
    const files = await pullFilesOf('byte-bandit');
    const server = await startServer(test, files);
    const workspace = Object.fromEntries(files.map((f) => [f.filename, f.content!]));
    const result = await runAction(server, 'byte-bandit', { workspace, workspaceHead: HEAD });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(calls(server)).toEqual([
      'GET /repos/staff/cs101/actions/artifacts',
      'GET /repos/staff/cs101/actions/artifacts/41/zip',
      'GET /repos/course/a3-byte-bandit/pulls/9/files',
      'GET /user',
      'POST /graphql',
      'GET /repos/course/a3-byte-bandit/issues/9/comments',
      'POST /repos/course/a3-byte-bandit/issues/9/comments',
      'POST /repos/course/a3-byte-bandit/check-runs',
    ]);
    expect(server.requests.every((r) => r.authorization === 'token ghs_jobtoken')).toBe(true);
    expect(server.blobRequests.map((r) => [r.path, r.authorization])).toEqual([['/blob/41', undefined]]);
    const report = expected('byte-bandit', files);
    // The verbatim copy and the disguised copy of it; the snapshot stores them sparsely (stored-window.ts).
    expect(report.matches.map((m) => m.similarity > 0.85)).toEqual([true, true]);
    const comment = server.state.comments[0]!;
    expect(comment.body).toEqual(renderPullRequestComment(report, { detail: 'fragments' }));
    expect(comment.body).toMatch(
      /^<!-- codewinnow -->\n### 🔍 codewinnow: similar code found\n\nAs of `1111111`, this pull request's code matches 2 other submissions/,
    );
    expect(comment.body).toMatch(
      /\n- `python\/text_stats\.py` lines \d+–\d+ ↔ submission [0-9a-f]{8}, `text_stats\.py` lines \d+–\d+\n/,
    );
    expect(comment.body).not.toMatch(/ada-lovelace|quiet-quokka|course\/|def |public /);
    const run = server.state.checkRuns[0]!;
    expect(run).toMatchObject({ name: 'codewinnow similarity', head_sha: HEAD, conclusion: 'neutral' });
    expect(run.annotations).toEqual(toCheckApi(toAnnotations(report, 50).annotations));
    const lineCounts = new Map(files.map((f) => [f.filename, f.content!.split('\n').length]));
    for (const a of run.annotations as { path: string; start_line: number; end_line: number }[]) {
      expect(a.start_line >= 1 && a.start_line <= a.end_line && a.end_line <= lineCounts.get(a.path)!).toBe(
        true,
      );
    }
    expect(result.outputs['flagged']).toBe('true');
    expect(result.outputs['max-similarity']).toBe(maxSimilarity(report).toFixed(4));
    expect(result.summary).toMatch(/^## codewinnow\n/);
    expect(result.summary).toMatch(
      /\n\| `python\/text_stats\.py` \| \d+–\d+ \| `text_stats\.py` \| \d+–\d+ \|\n/,
    );
    expect(await readFile(result.outputs['report']!, 'utf8')).toEqual(renderPullRequestJson(report));
  });

  it('passes a clean submission (its own earlier version in the snapshot never matches) without a comment, reading files through the API', async (test) => {
    const server = await startServer(test, await pullFilesOf('null-pointer-ninja'));
    const result = await runAction(server, 'null-pointer-ninja');
    expect(result.code).toBe(0);
    expect(calls(server).filter((c) => c.includes('/git/blobs/'))).toHaveLength(7);
    expect(calls(server).filter((c) => c.startsWith('POST') && c.includes('/comments'))).toEqual([]);
    expect(server.state.checkRuns[0]).toMatchObject({
      conclusion: 'success',
      output: { title: 'No similar code found' },
      annotations: [],
    });
    expect(result.outputs).toMatchObject({ flagged: 'false', 'max-similarity': '0.0000' });
    expect(result.summary).toContain('No similar code found.');
  });

  it('updates the same comment on the next push, and says when that push is clean', async (test) => {
    // null-pointer-ninja first pushes copied code, then their own (which is in the snapshot: it never matches).
    const server = await startServer(test, await pullFilesOf('byte-bandit'));
    expect((await runAction(server, 'null-pointer-ninja')).code).toBe(0);
    server.state.pullFiles.set(9, await pullFilesOf('null-pointer-ninja'));
    const second = await runAction(server, 'null-pointer-ninja', { headSha: '2'.repeat(40) });
    expect(second.code).toBe(0);
    const repo = '/repos/course/a3-null-pointer-ninja';
    expect(calls(server).filter((c) => c.includes('/comments') && !c.startsWith('GET'))).toEqual([
      `POST ${repo}/issues/9/comments`,
      `PATCH ${repo}/issues/comments/1000`,
    ]);
    expect(server.state.comments).toHaveLength(1);
    expect(server.state.comments[0]!.body).toMatch(
      /^<!-- codewinnow -->\n### ✅ codewinnow: no similar code found\n\nAs of `2222222`/,
    );
    expect(server.state.checkRuns.map((run) => [run.head_sha, run.conclusion])).toEqual([
      [HEAD, 'neutral'],
      ['2'.repeat(40), 'success'],
    ]);
  });

  it('pages through 130 changed files, 100 at a time', async (test) => {
    const filler = Array.from({ length: 123 }, (_, i) => ({
      filename: `notes/n${String(i).padStart(3, '0')}.bin`,
      status: 'added',
      content: `x${i}`,
    }));
    const files = [...filler, ...(await pullFilesOf('byte-bandit'))];
    const server = await startServer(test, files);
    const result = await runAction(server, 'byte-bandit');
    expect(result.code).toBe(0);
    const listings = server.requests.filter((r) => r.path.endsWith('/pulls/9/files'));
    expect(listings.map((r) => [r.query.per_page, r.query.page])).toEqual([
      ['100', undefined],
      ['100', '2'],
    ]);
    const report = expected('byte-bandit', files, { skipped: 123 });
    expect(server.state.comments[0]!.body).toEqual(renderPullRequestComment(report, { detail: 'fragments' }));
    expect(server.state.comments[0]!.body).toContain('`python/text_stats.py` lines');
    expect(result.summary).toContain('7 files checked, 123 skipped');
  });

  it('sends more than 50 annotations in batches of 50, and cuts them at max-annotations with a note', async (test) => {
    // With a classmate's files handed in too: more matching fragments than its own files have.
    const own = await pullFilesOf('byte-bandit');
    const borrowed = await pullFilesOf('segfault-sally');
    const files = [...own, ...borrowed.map((f) => ({ ...f, filename: `borrowed/${f.filename}` }))];
    const server = await startServer(test, files);
    const result = await runAction(server, 'byte-bandit', {
      inputs: { 'min-similarity': '0.05', 'max-annotations': '55' },
    });
    expect(result.code).toBe(0);
    const all = toAnnotations(
      expected('byte-bandit', files, { inputs: { 'min-similarity': '0.05' } }),
      1000,
    ).annotations;
    expect(all.length).toBeGreaterThan(55);
    const checkRequests = server.requests.filter((r) => r.path.includes('/check-runs'));
    expect(checkRequests.map((r) => [r.method, bodyOf(r).output?.annotations?.length])).toEqual([
      ['POST', 50],
      ['PATCH', 5],
    ]);
    expect(server.state.checkRuns[0]!.annotations).toEqual(toCheckApi(all.slice(0, 55)));
    expect(bodyOf(checkRequests[1]).output?.summary).toMatch(
      /\n\n\d+ more matching fragments were not annotated \(max-annotations is 55\); the job summary lists every match\.$/,
    );
  });

  it.for([
    ['the student', { login: 'byte-bandit', type: 'User' as const }],
    ["the student's own GitHub App", { login: 'byte-bandits-helper[bot]', type: 'Bot' as const }],
  ] as const)('never edits a comment with a planted marker by %s', async ([, author], test) => {
    const planted = { id: 7, body: `${MARKER}\n### ✅ codewinnow: no similar code found`, user: author };
    const server = await startServer(test, await pullFilesOf('byte-bandit'), { comments: [planted] });
    const result = await runAction(server, 'byte-bandit');
    expect(result.code).toBe(0);
    expect(calls(server)).not.toContain('PATCH /repos/course/a3-byte-bandit/issues/comments/7');
    expect(server.state.comments.map((c) => [c.id, c.user.login])).toEqual([
      [7, author.login],
      [1001, BOT.login],
    ]);
    expect(server.state.comments[0]!.body).toBe(planted.body);
  });

  it('with a personal access token: matches comments by its login and annotates with at most 10 workflow commands', async (test) => {
    const staff = { login: 'cs101-staff', type: 'User' as const };
    const ours = { id: 3, body: `${MARKER}\nold`, user: staff };
    const files = await pullFilesOf('byte-bandit');
    const server = await startServer(test, files, {
      viewer: staff,
      commenter: staff,
      canCreateCheckRuns: false,
      comments: [ours],
    });
    const result = await runAction(server, 'byte-bandit');
    expect(result.code).toBe(0);
    expect(calls(server)).toContain('PATCH /repos/course/a3-byte-bandit/issues/comments/3');
    const warnings = result.stdout
      .split('\n')
      .filter((line) => line.startsWith('::warning ') && line.includes('file='));
    expect(warnings).toHaveLength(10);
    const all = toAnnotations(expected('byte-bandit', files), 1000).annotations;
    expect(warnings.map(locationOf)).toEqual(all.slice(0, 10).map((a) => [a.path, a.startLine, a.endLine]));
    expect(warnings[0]).toMatch(
      /^::warning title=Similar to submission [0-9a-f]{8} \(9\d\.\d%25\),file=java\/TextStats\.java,line=\d+,endLine=\d+::Lines? \d+/,
    );
    expect(result.stdout).toContain(
      `::notice::${all.length - 10} more matching fragments were not annotated (GitHub shows at most 10 annotations of a kind per step)`,
    );
  });

  it('says the check could not run when there is no artifact, and tells the sticky comment', async (test) => {
    const ours = { id: 5, body: `${MARKER}\nold findings`, user: BOT };
    const server = await startServer(test, await pullFilesOf('byte-bandit'), {
      artifacts: new Map([[STAFF, []]]),
      comments: [ours],
    });
    const result = await runAction(server, 'byte-bandit');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "::error::codewinnow could not run the check: there is no artifact named 'codewinnow-snapshot' in staff/cs101: build the snapshot there first",
    );
    expect(server.state.comments[0]!.body).toMatch(
      /^<!-- codewinnow -->\n### ⚠️ codewinnow: the check could not run\n/,
    );
    expect(server.state.checkRuns).toEqual([]);
    expect(result.outputs).toEqual({});
  });

  it('says what the token needs when the snapshot repo cannot be read', async (test) => {
    const server = await startServer(test, await pullFilesOf('byte-bandit'), { artifacts: new Map() });
    const result = await runAction(server, 'byte-bandit');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::codewinnow could not run the check: cannot list the artifacts of staff\/cs101: GitHub answered 404 \(Not Found.*\)\. The snapshot-token must be able to read Actions artifacts of staff\/cs101/,
    );
  });

  it('refuses a corrupt artifact', async (test) => {
    const corrupt = zipSync({ 'course.cwsnap': new TextEncoder().encode('not a snapshot at all') });
    const artifacts = new Map([
      [
        STAFF,
        [
          {
            id: 41,
            name: 'codewinnow-snapshot',
            expired: false,
            created_at: '2026-11-20T06:00:00Z',
            bytes: corrupt,
          },
        ],
      ],
    ]);
    const server = await startServer(test, await pullFilesOf('byte-bandit'), { artifacts });
    const result = await runAction(server, 'byte-bandit');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::codewinnow could not run the check: the artifact 'codewinnow-snapshot' \(id 41, 2026-11-20T06:00:00Z\) of staff\/cs101 cannot be used: /,
    );
    // Nothing written (GraphQL's viewer query, asking who the token comments as, is a read).
    expect(calls(server).filter((c) => c.startsWith('POST') && c !== 'POST /graphql')).toEqual([]);
  });

  it('waits out a 403 secondary rate limit and carries on', async (test) => {
    const server = await startServer(test, await pullFilesOf('byte-bandit'));
    server.state.faults.push({
      method: 'POST',
      path: /\/issues\/9\/comments$/,
      status: 403,
      headers: { 'retry-after': '1' },
      body: { message: SECONDARY_LIMIT },
      times: 1,
    });
    const result = await runAction(server, 'byte-bandit');
    expect(result.code).toBe(0);
    expect(
      calls(server).filter((c) => c === 'POST /repos/course/a3-byte-bandit/issues/9/comments'),
    ).toHaveLength(2);
    expect(server.state.comments).toHaveLength(1);
    expect(result.stdout).toContain(
      '::warning::GitHub secondary rate limit on POST /repos/{owner}/{repo}/issues/{issue_number}/comments: retrying in 1 s',
    );
  });
});
