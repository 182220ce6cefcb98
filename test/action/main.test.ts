// run() end to end through its ports, with hand-written fakes: GitHub client, runner, files and clock.
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import type { ActionDeps } from '../../src/action/ports.js';
import type { GitHubClient, IssueComment } from '../../src/github/github-client.js';
import { createFakeClient } from '../support/fake-github-client.js';
import { createFakeFiles, createFakeRunner, fixedClock, type FakeFiles } from '../support/fake-ports.js';
import { maxSimilarity } from '../../src/report/pull-request-report.js';
import { renderJobSummary } from '../../src/report/render-job-summary.js';
import { renderPullRequestComment } from '../../src/report/render-pull-request-comment.js';
import { renderPullRequestJson } from '../../src/report/render-pull-request-json.js';
import { toAnnotations } from '../../src/report/to-annotations.js';
import { buildDemoSnapshot, demoRepo, readDemoSubmission } from '../support/demo-snapshot.js';
import { expectedReport } from '../support/expected-report.js';
import { toNotebook } from '../support/to-notebook.js';

const HEAD = 'c0ffee'.padEnd(40, '0');
const MARKER = '<!-- codewinnow -->';
let snapshotBytes: Uint8Array;
let snapshotZip: Uint8Array;

beforeAll(async () => {
  snapshotBytes = await buildDemoSnapshot();
  snapshotZip = zipSync({ 'course.cwsnap': snapshotBytes });
});

interface Scenario {
  readonly handle: string;
  readonly inputs?: Record<string, string>;
  readonly comments?: IssueComment[];
  readonly client?: Partial<Parameters<typeof createFakeClient>[0]>;
  /** The PR's files, if not the handle's own. */
  readonly files?: readonly { path: string; text: string }[];
}

async function scenario(s: Scenario) {
  const files = s.files ?? (await readDemoSubmission(s.handle));
  const [owner, repo] = demoRepo(s.handle).split('/') as [string, string];
  const client = createFakeClient({
    pullFiles: files.map((f, i) => ({ path: f.path, status: 'added', blobSha: `sha${i}` })),
    blobs: new Map(files.map((f, i) => [`sha${i}`, new TextEncoder().encode(f.text)])),
    artifacts: new Map([
      [
        'staff/cs101',
        [
          {
            id: 7,
            name: 'codewinnow-snapshot',
            expired: false,
            sizeInBytes: 1,
            createdAt: '2026-11-20T06:00:00Z',
          },
        ],
      ],
    ]),
    zips: new Map([[7, snapshotZip]]),
    comments: s.comments ?? [],
    ...s.client,
  });
  const runner = createFakeRunner({ 'github-token': 'ghs_job', 'snapshot-repo': 'staff/cs101', ...s.inputs });
  const fakeFiles = createFakeFiles();
  const tokens: string[] = [];
  const deps: ActionDeps = {
    runner,
    files: fakeFiles,
    clock: fixedClock,
    loadContext: async () => ({
      eventName: 'pull_request',
      payload: {
        pull_request: { number: 3, head: { sha: HEAD } },
        repository: { full_name: `${owner}/${repo}` },
      },
      repository: `${owner}/${repo}`,
    }),
    connect: (token): GitHubClient => {
      tokens.push(token);
      return client;
    },
  };
  await run(deps);
  return { client, runner, files: fakeFiles, tokens };
}

function comments(client: ReturnType<typeof createFakeClient>) {
  return client.state.comments;
}

describe('run', () => {
  it('reports a copied submission: comment, check run annotations, summary, report and outputs', async () => {
    const { client, runner, files } = await scenario({ handle: 'byte-bandit' });
    const report = expectedReport({
      snapshot: snapshotBytes,
      repo: demoRepo('byte-bandit'),
      headSha: HEAD,
      files: await readDemoSubmission('byte-bandit'),
    });
    expect(runner.failures).toEqual([]);
    expect(comments(client)).toEqual([
      {
        id: 100,
        body: renderPullRequestComment(report, { detail: 'fragments' }),
        author: { login: 'github-actions[bot]', type: 'Bot' },
      },
    ]);
    expect(comments(client)[0]!.body).not.toMatch(/ada|quokka|course\//);
    expect(client.state.checkRuns).toEqual([
      {
        id: 500,
        run: {
          name: 'codewinnow similarity',
          headSha: HEAD,
          conclusion: 'neutral',
          completedAt: '2026-11-21T09:30:00.000Z',
          output: {
            title: expect.stringMatching(/^Similar code: 2 other submissions, up to 9\d\.\d%$/),
            summary: renderJobSummary(report, 65_535),
            annotations: toAnnotations(report, 50).annotations,
          },
        },
        updates: [],
      },
    ]);
    expect(runner.outputs).toEqual({
      'max-similarity': maxSimilarity(report).toFixed(4),
      flagged: 'true',
      report: '/tmp/runner/codewinnow-report.json',
    });
    expect(runner.summaries).toEqual([renderJobSummary(report)]);
    expect((files as FakeFiles).written.get('/tmp/runner/codewinnow-report.json')).toEqual(
      renderPullRequestJson(report),
    );
  });

  it('says a clean PR is clean, and creates no comment for it', async () => {
    const { client, runner } = await scenario({ handle: 'null-pointer-ninja' });
    expect(runner.failures).toEqual([]);
    expect(comments(client)).toEqual([]);
    expect(client.state.checkRuns[0]!.run).toMatchObject({
      conclusion: 'success',
      output: { title: 'No similar code found', annotations: [] },
    });
    expect(runner.outputs).toMatchObject({ 'max-similarity': '0.0000', flagged: 'false' });
  });

  it('updates our earlier comment when a later push is clean, and leaves a planted one alone', async () => {
    const planted = {
      id: 1,
      body: `${MARKER} nothing to see`,
      author: { login: 'null-pointer-ninja', type: 'User' },
    };
    const ours = {
      id: 2,
      body: `${MARKER}\nold findings`,
      author: { login: 'github-actions[bot]', type: 'Bot' },
    };
    const { client } = await scenario({ handle: 'null-pointer-ninja', comments: [planted, ours] });
    expect(comments(client)[0]).toEqual(planted);
    expect(comments(client)[1]!.body).toMatch(
      /^<!-- codewinnow -->\n### ✅ codewinnow: no similar code found/,
    );
    expect(client.state.calls).toContain('updateComment 2');
  });

  it('fails the run at fail-on, with a failing check run', async () => {
    const { client, runner } = await scenario({ handle: 'byte-bandit', inputs: { 'fail-on': '80%' } });
    expect(runner.failures).toEqual([
      expect.stringMatching(
        /^codewinnow: this pull request's code is 9\d\.\d% similar to another submission, at or above fail-on 80\.0%$/,
      ),
    ]);
    expect(client.state.checkRuns[0]!.run.conclusion).toBe('failure');
  });

  it('falls back to 10 workflow-command warnings and a notice when the token may not create check runs', async () => {
    const forbidden = Object.assign(new Error('Resource not accessible by personal access token'), {
      status: 403,
    });
    const { runner } = await scenario({ handle: 'byte-bandit', client: { checkRunError: forbidden } });
    expect(runner.failures).toEqual([]);
    expect(runner.annotations).toHaveLength(10);
    expect(runner.notices).toEqual([
      expect.stringMatching(
        /^\d+ more matching fragments were not annotated \(GitHub shows at most 10 annotations of a kind per step\)/,
      ),
    ]);
  });

  it('annotates a notebook on the .ipynb lines holding the copied code, saying the cells', async () => {
    const files = await readDemoSubmission('byte-bandit');
    const py = files.find((f) => f.path.endsWith('text_stats.py'))!;
    const ipynbPath = py.path.replace(/\.py$/, '.ipynb');
    const notebook = toNotebook(py.text);
    const asNotebook = files.map((f) => (f === py ? { path: ipynbPath, text: notebook } : f));
    const plain = await scenario({ handle: 'byte-bandit' });
    const { client, runner } = await scenario({ handle: 'byte-bandit', files: asNotebook });
    expect(runner.failures).toEqual([]);
    const annotations = (c: typeof client, path: string) =>
      c.state.checkRuns[0]!.run.output.annotations.filter((a) => a.path === path);
    const onNotebook = annotations(client, ipynbPath);
    const onPy = annotations(plain.client, py.path);
    expect(onNotebook.length).toBeGreaterThan(0);
    // The .ipynb line annotated holds, as a JSON string, the code line the .py file's annotation starts or ends on.
    const ipynbLines = notebook.split('\n');
    const pyLines = py.text.split('\n');
    const codeAt = (line: number) =>
      JSON.parse(ipynbLines[line - 1]!.trim().replace(/,$/, '')).replace(/\n$/, '');
    expect(onNotebook.map((a) => [codeAt(a.startLine), codeAt(a.endLine)])).toEqual(
      onPy.map((a) => [pyLines[a.startLine - 1], pyLines[a.endLine - 1]]),
    );
    for (const annotation of onNotebook) expect(annotation.message).toMatch(/^Cell \d+[ ,] ?line/);
  });

  it('cuts check-run annotations at max-annotations and says how many more there were', async () => {
    const { client } = await scenario({ handle: 'byte-bandit', inputs: { 'max-annotations': '5' } });
    const [checkRun] = client.state.checkRuns;
    expect(checkRun!.run.output.annotations).toHaveLength(5);
    expect(checkRun!.run.output.summary).toMatch(
      /\d+ more matching fragments were not annotated \(max-annotations is 5\)/,
    );
  });

  it('names the other side only with comment: full and a staff snapshot', async () => {
    const staffZip = zipSync({ 'course.cwsnap': await buildDemoSnapshot({ includeNames: true }) });
    const { client } = await scenario({
      handle: 'byte-bandit',
      inputs: { comment: 'full' },
      client: { zips: new Map([[7, staffZip]]) },
    });
    expect(comments(client)[0]!.body).toMatch(/\| course\/a3-ada-lovelace-fan \| 9\d\.\d% \|/);
    const pseudonymous = await scenario({
      handle: 'byte-bandit',
      client: { zips: new Map([[7, staffZip]]) },
    });
    expect(comments(pseudonymous.client)[0]!.body).not.toMatch(/ada-lovelace-fan/);
  });

  it("shows with comment: full and a student snapshot only the other side's file names, not its folders", async () => {
    const { client } = await scenario({ handle: 'byte-bandit', inputs: { comment: 'full' } });
    const others = comments(client)[0]!.body.match(/↔ .*/g) ?? [];
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toMatch(/^↔ submission [0-9a-f]{8}, `[^`/]+` /);
  });

  it('reads the snapshot with snapshot-token, and the PR with github-token', async () => {
    const { tokens, runner } = await scenario({
      handle: 'starter-sam',
      inputs: { 'snapshot-token': 'github_pat_snap' },
    });
    expect(runner.failures).toEqual([]);
    expect(tokens).toEqual(['ghs_job', 'github_pat_snap']);
  });

  it('says the check could not run when there is no artifact, in the log and in our comment', async () => {
    const ours = {
      id: 2,
      body: `${MARKER}\nold findings`,
      author: { login: 'github-actions[bot]', type: 'Bot' },
    };
    const { client, runner } = await scenario({
      handle: 'byte-bandit',
      comments: [ours],
      client: { artifacts: new Map([['staff/cs101', []]]) },
    });
    expect(runner.failures).toEqual([
      "codewinnow could not run the check: there is no artifact named 'codewinnow-snapshot' in staff/cs101: build the snapshot there first (codewinnow snapshot build, then actions/upload-artifact), or check snapshot-artifact",
    ]);
    expect(comments(client)[0]!.body).toMatch(
      /^<!-- codewinnow -->\n### ⚠️ codewinnow: the check could not run\n\nThe similarity check of `c0ffee0` could not run, so this is \*\*not\*\* a result: there is no artifact/,
    );
    expect(client.state.checkRuns).toEqual([]);
    expect(runner.outputs).toEqual({});
  });

  it('says the check could not run when none of the changed source files could be compared', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]);
    const { client, runner } = await scenario({
      handle: 'byte-bandit',
      client: { blobs: new Map(Array.from({ length: 20 }, (_, i) => [`sha${i}`, png])) },
    });
    expect(runner.failures).toHaveLength(1);
    expect(runner.failures[0]).toMatch(
      /^codewinnow could not run the check: none of the pull request's \d+ changed source files could be compared: \S+ \(a PNG image, by its first bytes\)/,
    );
    expect(client.state.checkRuns).toEqual([]);
    expect(runner.outputs).toEqual({});
  });

  it('tells the user what the snapshot token needs when the snapshot repo cannot be read', async () => {
    const notFound = Object.assign(new Error('Not Found'), { status: 404 });
    const { runner } = await scenario({ handle: 'byte-bandit', client: { artifactError: notFound } });
    expect(runner.failures[0]).toMatch(
      /^codewinnow could not run the check: cannot list the artifacts of staff\/cs101: GitHub answered 404 \(Not Found\)\. The snapshot-token must be able to read Actions artifacts of staff\/cs101/,
    );
  });

  it('says an expired snapshot has expired', async () => {
    const expired = [
      {
        id: 7,
        name: 'codewinnow-snapshot',
        expired: true,
        sizeInBytes: 1,
        createdAt: '2026-08-01T00:00:00Z',
      },
    ];
    const { runner } = await scenario({
      handle: 'byte-bandit',
      client: { artifacts: new Map([['staff/cs101', expired]]) },
    });
    expect(runner.failures[0]).toMatch(
      /every artifact named 'codewinnow-snapshot' in staff\/cs101 has expired \(the newest was made 2026-08-01T00:00:00Z\)/,
    );
  });

  it('refuses a corrupt snapshot', async () => {
    const corrupt = zipSync({ 'course.cwsnap': Uint8Array.from([1, 2, 3]) });
    const { runner } = await scenario({ handle: 'byte-bandit', client: { zips: new Map([[7, corrupt]]) } });
    expect(runner.failures[0]).toMatch(
      /^codewinnow could not run the check: the artifact 'codewinnow-snapshot' \(id 7, 2026-11-20T06:00:00Z\) of staff\/cs101 cannot be used: /,
    );
  });

  it('says the result could not all be reported when publishing fails, and leaves the fresh comment alone', async () => {
    const boom = Object.assign(new Error('Server Error'), { status: 500 });
    const { client, runner } = await scenario({ handle: 'byte-bandit', client: { checkRunError: boom } });
    expect(runner.failures).toEqual([
      'codewinnow checked this pull request but could not report all of it: Server Error',
    ]);
    expect(comments(client)[0]!.body).toMatch(/^<!-- codewinnow -->\n### 🔍 codewinnow: similar code found/);
  });

  it('fails on invalid inputs before calling GitHub', async () => {
    const { runner, tokens } = await scenario({ handle: 'byte-bandit', inputs: { comment: 'loud' } });
    expect(runner.failures).toEqual([
      "codewinnow could not run the check: invalid inputs:\n  - comment: expected off, summary, fragments or full, got 'loud'",
    ]);
    expect(tokens).toEqual([]);
  });

  it('still fails the run when something throws a non-Error', async () => {
    const runner = createFakeRunner({ 'github-token': 't', 'snapshot-repo': 'staff/cs101' });
    await run({
      runner,
      files: createFakeFiles(),
      clock: fixedClock,
      loadContext: () => Promise.reject('a string, not an Error'),
      connect: () => createFakeClient(),
    });
    expect(runner.failures).toEqual([
      'codewinnow could not run the check: unexpected failure: a string, not an Error',
    ]);
  });
});
