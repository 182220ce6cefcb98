// The pull request a run checks, read from the event payload: its number, head commit and repository.
// The payload is untrusted JSON: every field is checked before use.
import type { PullRef } from '../github/github-client.js';
import type { RunContext } from './ports.js';

export interface PullRequestContext {
  readonly pull: PullRef;
  /** The PR's head commit: annotations and file contents refer to it (GITHUB_SHA is a merge commit). */
  readonly headSha: string;
  /** The repository the PR belongs to, owner/name as GitHub spells it: the student's own submission. */
  readonly repoFullName: string;
}

/** The run was not started by a pull request, or its payload lacks what the check needs. */
export class EventError extends Error {
  override readonly name = 'EventError';
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

export function parsePullRequestContext(context: RunContext): PullRequestContext {
  if (!PULL_REQUEST_EVENTS.has(context.eventName)) {
    throw new EventError(
      `codewinnow checks pull requests: run it on pull_request events (this run was started by '${context.eventName || 'an unknown event'}')`,
    );
  }
  const pr = field(context.payload, 'pull_request');
  const number = field(pr, 'number');
  const headSha = field(field(pr, 'head'), 'sha');
  const fullName = field(field(context.payload, 'repository'), 'full_name');
  const repoFullName = typeof fullName === 'string' ? fullName : context.repository;
  const [owner, repo, extra] = repoFullName.split('/');
  if (typeof number !== 'number' || typeof headSha !== 'string' || !/^[0-9a-f]{40}$/.test(headSha)) {
    throw new EventError('the pull_request event payload has no pull request number or head commit');
  }
  if (!owner || !repo || extra !== undefined)
    throw new EventError(`expected the repository as owner/name, got '${repoFullName}'`);
  return { pull: { owner, repo, number }, headSha, repoFullName };
}

function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name)) return undefined;
  const result: unknown = Reflect.get(value, name);
  return result;
}
