// The real ports, as the runner provides them: @actions/core, the file system, the clock, the event payload
// and Octokit (and for the rescan modes, course hosts that count their requests, and the workspace's files).
// Read from the environment when run() asks, never at import time.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createCourseHost } from '../github/octokit-course-host.js';
import { createGitHubClient } from '../github/octokit-client.js';
import { createRequestCounter } from '../github/request-counter.js';
import { createFileStore } from '../sources/create-file-store.js';
import { createCoreRunner } from './core-runner.js';
import { createOctokit } from './create-octokit.js';
import { createNodeFiles } from './node-files.js';
import type { ActionDeps, RunContext } from './ports.js';

export function createRuntimeDeps(env: NodeJS.ProcessEnv = process.env): ActionDeps {
  const runner = createCoreRunner();
  return {
    runner,
    files: createNodeFiles({
      workspace: env.GITHUB_WORKSPACE || undefined,
      tempDir: env.RUNNER_TEMP || tmpdir(),
    }),
    clock: { now: () => new Date() },
    loadContext: () => loadContext(env),
    connect: (token) => createGitHubClient(createOctokit(token, { warn: runner.warning })),
    rescan: {
      connect: (token) => {
        const counter = createRequestCounter();
        const warn = (message: string) => runner.warning(withoutRepoNames(message));
        return createCourseHost(createOctokit(token, { warn, fetch: counter.fetch }), counter);
      },
      store: createFileStore(env.GITHUB_WORKSPACE || undefined),
      serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
    },
  };
}

async function loadContext(env: NodeJS.ProcessEnv): Promise<RunContext> {
  const path = env.GITHUB_EVENT_PATH;
  const payload: unknown = path ? JSON.parse(await readFile(path, 'utf8')) : undefined;
  return { eventName: env.GITHUB_EVENT_NAME ?? '', payload, repository: env.GITHUB_REPOSITORY ?? '' };
}

// A rescan's log may be read by anyone with the token that reads this repository's artifacts: rate-limit
// warnings name the request, and a request's path names a student's repository.
function withoutRepoNames(message: string): string {
  return message.replace(/\/repos\/[^/\s]+\/[^/\s]+/g, '/repos/…');
}
