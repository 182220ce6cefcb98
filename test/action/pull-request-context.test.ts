import { describe, expect, it } from 'vitest';
import { EventError, parsePullRequestContext } from '../../src/action/pull-request-context.js';

const sha = 'b'.repeat(40);
const payload = { pull_request: { number: 12, head: { sha } }, repository: { full_name: 'Course/A3-Sam' } };

describe('parsePullRequestContext', () => {
  it('reads the PR number, its head commit and its repository', () => {
    expect(
      parsePullRequestContext({ eventName: 'pull_request', payload, repository: 'course/a3-sam' }),
    ).toEqual({
      pull: { owner: 'Course', repo: 'A3-Sam', number: 12 },
      headSha: sha,
      repoFullName: 'Course/A3-Sam',
    });
  });

  it('refuses other events, saying which one it got', () => {
    expect(() => parsePullRequestContext({ eventName: 'push', payload: {}, repository: 'a/b' })).toThrow(
      "codewinnow checks pull requests: run it on pull_request events (this run was started by 'push')",
    );
  });

  it('refuses a payload without a head commit', () => {
    const broken = { pull_request: { number: 12, head: {} } };
    expect(() =>
      parsePullRequestContext({ eventName: 'pull_request', payload: broken, repository: 'a/b' }),
    ).toThrow(EventError);
  });
});
