// A failed GitHub request whose answer is an HTML error page (GitHub or a proxy failing) or another long
// text reads as one line, through the action's Octokit and the CLI's, with its status kept for retries.
import { afterEach, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/action/create-octokit.js';
import { createCliOctokit } from '../../src/cli/create-cli-octokit.js';
import { createGitHubClient } from '../../src/github/octokit-client.js';
import { MAX_MESSAGE_CHARS, rewordRequestError } from '../../src/github/readable-request-errors.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';

const repo = { owner: 'course', repo: 'a3-student' };
// The shape of GitHub's own error page, long with its inline style.
const UNICORN =
  '<!DOCTYPE html>\n<html>\n  <head>\n    <title>Unicorn! &middot; GitHub</title>\n' +
  `    <style>${'body { background-color: #f1f1f1; } '.repeat(80)}</style>\n  </head>\n` +
  '  <body><p>We had issues producing the response to your request.</p></body>\n</html>\n';
let fake: FakeGitHub | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function htmlFault(status: number, times: number) {
  return {
    method: 'GET',
    path: /\/pulls\/3\/files$/,
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: UNICORN,
    times,
  };
}

async function failure(listing: Promise<unknown>): Promise<Error & { status?: number }> {
  const error: unknown = await listing.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error('the listing did not fail');
  return error;
}

describe('GitHub error pages in messages', () => {
  it("the CLI's Octokit: a 502 page, retried and still failing, is one line with its status and title", async () => {
    fake = await startFakeGitHub();
    fake.state.faults.push(htmlFault(502, 10));
    const octokit = createCliOctokit('t', { baseUrl: fake.url, warn: () => {}, retryAfterBaseMs: 1 });
    const error = await failure(createGitHubClient(octokit).listPullFiles({ ...repo, number: 3 }, 10));
    expect(error.message).toMatch(
      /^GitHub answered 502 with an HTML page \("Unicorn! &middot; GitHub"\), not the API's JSON: .*try again later$/,
    );
    expect(error.message).not.toContain('<');
    expect(error.status).toBe(502);
    // Retried as before: the rewording comes after the retry plugin has seen the status.
    expect(fake.requests.filter((r) => r.path.endsWith('/pulls/3/files')).length).toBe(3);
  });

  it("the action's Octokit: a 404 page is one line too", async () => {
    fake = await startFakeGitHub();
    fake.state.faults.push(htmlFault(404, 1));
    const octokit = createOctokit('t', { baseUrl: fake.url, warn: () => {} });
    const error = await failure(createGitHubClient(octokit).listPullFiles({ ...repo, number: 3 }, 10));
    expect(error.message).toMatch(/^GitHub answered 404 with an HTML page \("Unicorn! &middot; GitHub"\)/);
    expect(error.status).toBe(404);
  });

  it("leaves the API's own messages as they are", async () => {
    fake = await startFakeGitHub();
    fake.state.faults.push({
      method: 'GET',
      path: /\/pulls\/3\/files$/,
      status: 404,
      body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
      times: 1,
    });
    const octokit = createCliOctokit('t', { baseUrl: fake.url, warn: () => {}, retryAfterBaseMs: 1 });
    const error = await failure(createGitHubClient(octokit).listPullFiles({ ...repo, number: 3 }, 10));
    expect(error.message).toMatch(/^Not Found/);
  });
});

describe('rewordRequestError', () => {
  it('cuts a long plain text, names a page without a title by its status, and ignores what is no Error', () => {
    const long = Object.assign(new Error('x'.repeat(5000)), { status: 500 });
    rewordRequestError(long);
    expect(long.message).toHaveLength(MAX_MESSAGE_CHARS);
    expect(long.message.endsWith('…')).toBe(true);
    const untitled = new Error('<html><body>Service Unavailable</body></html>');
    rewordRequestError(untitled);
    expect(untitled.message).toMatch(/^GitHub answered with an HTML page, not the API's JSON/);
    const short = Object.assign(new Error('Bad credentials'), { status: 401 });
    rewordRequestError(short);
    expect(short.message).toBe('Bad credentials');
    expect(() => rewordRequestError('not an error')).not.toThrow();
  });
});
