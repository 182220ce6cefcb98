// The real ports, as the runner provides them: @actions/core, the file system, the clock, the event payload
// and Octokit. Read from the environment when run() asks, never at import time.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createOctokit } from '../github/create-octokit.js';
import { createGitHubClient } from '../github/octokit-client.js';
import { createCoreRunner } from './core-runner.js';
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
  };
}

async function loadContext(env: NodeJS.ProcessEnv): Promise<RunContext> {
  const path = env.GITHUB_EVENT_PATH;
  const payload: unknown = path ? JSON.parse(await readFile(path, 'utf8')) : undefined;
  return { eventName: env.GITHUB_EVENT_NAME ?? '', payload, repository: env.GITHUB_REPOSITORY ?? '' };
}
