// The Octokit adapter against the loopback fake GitHub: pagination (bounded), the artifact redirect, blobs,
// the comment author, a secondary rate limit waited out and a primary one an hour off not waited for.
import { afterEach, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/action/create-octokit.js';
import { createGitHubClient } from '../../src/github/octokit-client.js';
import { ListingError, readAllPages } from '../../src/github/read-all-pages.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';

const repo = { owner: 'course', repo: 'a3-student' };
let fake: FakeGitHub | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function clientFor(server: FakeGitHub, warnings: string[] = []) {
  return createGitHubClient(
    createOctokit('test-token', { baseUrl: server.url, warn: (m) => warnings.push(m) }),
  );
}

describe('createGitHubClient', () => {
  it('pages through the PR files 100 at a time and stops at the limit', async () => {
    const files = Array.from({ length: 130 }, (_, i) => ({
      filename: `src/F${i}.java`,
      status: 'added',
      content: `class F${i} {}`,
    }));
    fake = await startFakeGitHub({ pullFiles: new Map([[7, files]]) });
    const client = await clientFor(fake);
    const listed = await client.listPullFiles({ ...repo, number: 7 }, 3000);
    expect(listed.map((f) => f.path)).toEqual(files.map((f) => f.filename));
    expect(fake.requests.map((r) => [r.path, r.query.per_page, r.query.page])).toEqual([
      ['/repos/course/a3-student/pulls/7/files', '100', undefined],
      ['/repos/course/a3-student/pulls/7/files', '100', '2'],
    ]);
    expect((await client.listPullFiles({ ...repo, number: 7 }, 20)).length).toBe(20);
  });

  it('reads a blob as bytes', async () => {
    fake = await startFakeGitHub({
      pullFiles: new Map([[1, [{ filename: 'a.py', status: 'added', content: 'print("hé")\n' }]]]),
    });
    const client = await clientFor(fake);
    const [file] = await client.listPullFiles({ ...repo, number: 1 }, 10);
    const bytes = await client.fetchBlob(repo, file!.blobSha);
    expect(new TextDecoder().decode(bytes)).toBe('print("hé")\n');
  });

  it('downloads an artifact through the 302 without sending the token to blob storage', async () => {
    const bytes = Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2, 3]);
    fake = await startFakeGitHub({
      artifacts: new Map([
        [
          'staff/course',
          [{ id: 9, name: 'snap', expired: false, created_at: '2026-11-01T00:00:00Z', bytes }],
        ],
      ]),
    });
    const client = await clientFor(fake);
    const staff = { owner: 'staff', repo: 'course' };
    const [artifact] = await client.listArtifacts(staff, 'snap');
    expect(artifact).toEqual({
      id: 9,
      name: 'snap',
      expired: false,
      sizeInBytes: 7,
      createdAt: '2026-11-01T00:00:00Z',
    });
    expect(await client.downloadArtifact(staff, 9)).toEqual(bytes);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/repos/staff/course/actions/artifacts/9/zip',
      authorization: 'token test-token',
    });
    expect(fake.blobRequests).toEqual([
      { method: 'GET', path: '/blob/9', query: { sig: 'signed' }, authorization: undefined, body: undefined },
    ]);
  });

  it("names the account the token acts as: GraphQL's viewer when GET /user is refused", async () => {
    fake = await startFakeGitHub();
    expect(await (await clientFor(fake)).fetchViewerLogin()).toBe('github-actions[bot]');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /user', 'POST /graphql']);
    fake.state.commenter = { login: 'course-app[bot]', type: 'Bot' };
    expect(await (await clientFor(fake)).fetchViewerLogin()).toBe('course-app[bot]');
    fake.state.viewer = { login: 'course-bot', type: 'User' };
    expect(await (await clientFor(fake)).fetchViewerLogin()).toBe('course-bot');
  });

  it('says undefined when neither GET /user nor GraphQL will answer', async () => {
    const refused = { status: 403, body: { message: 'Resource not accessible by integration' }, times: 1 };
    fake = await startFakeGitHub({ faults: [{ method: 'POST', path: /^\/graphql$/, ...refused }] });
    expect(await (await clientFor(fake)).fetchViewerLogin()).toBeUndefined();
  });

  it('waits out a secondary rate limit and retries', async () => {
    fake = await startFakeGitHub({
      pullFiles: new Map([[3, [{ filename: 'a.c', status: 'modified', content: 'int x;' }]]]),
    });
    fake.state.faults.push({
      method: 'GET',
      path: /\/pulls\/3\/files$/,
      status: 403,
      headers: { 'retry-after': '1' },
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      },
      times: 1,
    });
    const warnings: string[] = [];
    const client = await clientFor(fake, warnings);
    const files = await client.listPullFiles({ ...repo, number: 3 }, 10);
    expect(files.map((f) => f.path)).toEqual(['a.c']);
    expect(fake.requests.filter((r) => r.path.endsWith('/pulls/3/files')).length).toBe(2);
    expect(warnings).toEqual([expect.stringMatching(/secondary rate limit .*retrying in 1 s/)]);
  });

  it('gives up at once on a rate limit that lifts only in an hour, saying when to run again', async () => {
    fake = await startFakeGitHub();
    fake.state.faults.push({
      method: 'GET',
      path: /\/pulls\/3\/files$/,
      status: 403,
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
      times: 5,
    });
    const warnings: string[] = [];
    const listing = (await clientFor(fake, warnings)).listPullFiles({ ...repo, number: 3 }, 10);
    await expect(listing).rejects.toThrow('API rate limit exceeded for installation ID 1.');
    expect(fake.requests.length).toBe(1);
    expect(warnings).toEqual([
      expect.stringMatching(
        /primary rate limit .*: giving up, as it lifts only in 3\d{3} s \(more than 600 s\); run again then$/,
      ),
    ]);
  });

  it('stops a listing whose next page is one already read, and names an answer that is no list', async () => {
    fake = await startFakeGitHub();
    const comments = /\/issues\/5\/comments$/;
    const link = `<${fake.url}/repos/course/a3-student/issues/5/comments?per_page=100&page=2>; rel="next"`;
    fake.state.faults.push({
      method: 'GET',
      path: comments,
      status: 200,
      headers: { link },
      body: [],
      times: 50,
    });
    const client = await clientFor(fake);
    await expect(client.listComments({ ...repo, number: 5 })).rejects.toThrow(
      new ListingError(
        "GitHub's listing of the pull request's comments does not end: its next page is one already read",
      ),
    );
    expect(fake.requests.length).toBe(2);
    fake.state.faults.length = 0;
    fake.state.faults.push({ method: 'GET', path: comments, status: 200, body: '[{"id": 1, ', times: 1 });
    await expect(client.listComments({ ...repo, number: 5 })).rejects.toThrow(
      /^GitHub answered the listing of the pull request's comments with unexpected data \(/,
    );
  });
});

describe('readAllPages', () => {
  it('reads every page, and stops a listing that goes on past its page limit', async () => {
    async function* pages(count: number) {
      for (let page = 1; page <= count; page++)
        yield {
          data: [page],
          headers: page < count ? { link: `<https://x/?page=${page + 1}>; rel="next"` } : {},
        };
    }
    expect(await readAllPages(pages(5), 'things', 5)).toEqual([1, 2, 3, 4, 5]);
    await expect(readAllPages(pages(Infinity), 'things', 5)).rejects.toThrow(
      "GitHub's listing of things does not end: it goes on past 5 pages",
    );
  });
});
