// Stand-ins for the actions the example workflows use, doing what each does on GitHub's runner to the
// job's workspace and to the loopback GitHub: checkout writes the commit's files and .git/HEAD, the app
// token action hands out an installation token, the cache keeps folders by key across runs (an exact key,
// else the newest key a restore-key begins), upload-artifact zips a file into the repository's artifacts
// (the ones the pull-request check downloads), and codewinnow runs the bundled dist/ with the inputs the
// runner would give it. Test-only.
import { cp, readFile, stat } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import { zipSync } from 'fflate';
import { makeTempTree } from '../sources/make-temp-tree.js';
import type { FakeGitHub } from './fake-github.js';
import { runDist, writeWorkspace, type DistResult } from './run-dist.js';
import { WorkflowRunError, type StepCall, type StepHandler } from './run-workflow-job.js';
import { readActionInputs, toActionInputs } from './workflow-file.js';

/** This action, as the example workflows name it in `uses:`. */
export const THIS_ACTION = 'OWNER/codewinnow';

export interface StandInOptions {
  /** The loopback GitHub the bundled action talks to. */
  readonly apiUrl: string;
  /** Where uploaded artifacts go (the fake that answers artifact listings and downloads). */
  readonly artifacts: FakeGitHub;
  /** The files of `repository` at commit `ref`, for checkout. */
  readonly filesAt: (repository: string, ref: string) => Record<string, string>;
  /** Kept across runs, as GitHub keeps a repository's caches: key → saved folder. */
  readonly cache: Map<string, string>;
  /** Every run of the bundled action, in order. */
  readonly runs: DistResult[];
}

interface GitHubContext {
  readonly repository: string;
  readonly event_name: string;
  readonly event: { pull_request?: { number: number; head: { sha: string } } };
}

function githubOf(call: StepCall): GitHubContext {
  return call.context.github as GitHubContext;
}

function inWorkspace(workspace: string, path: string): string {
  return isAbsolute(path) ? path : join(workspace, path);
}

let nextArtifactId = 100;

/** The stand-ins for one job run, sharing one new workspace. */
export function standIns(options: StandInOptions): Record<string, StepHandler> {
  const workspace = makeTempTree({});
  return {
    'actions/checkout': async (call) => {
      const ref = call.with.ref ?? '';
      const repository = call.with.repository ?? githubOf(call).repository;
      await writeWorkspace(workspace, options.filesAt(repository, ref), ref);
      return {};
    },
    'actions/create-github-app-token': async (call) => {
      if (!call.with['app-id'] || !call.with['private-key'])
        throw new WorkflowRunError('create-github-app-token needs app-id and private-key');
      return { token: 'ghs_app_installation' };
    },
    'actions/cache/restore': async (call): Promise<Record<string, string>> => {
      const keys = [call.with.key ?? '', ...(call.with['restore-keys'] ?? '').split('\n').filter(Boolean)];
      const saved = [...options.cache.keys()].reverse();
      const matched = saved.includes(keys[0]!)
        ? keys[0]
        : saved.find((k) => keys.some((p) => k.startsWith(p)));
      if (matched === undefined && call.with['fail-on-cache-miss'] === 'true')
        throw new WorkflowRunError(`no cache for ${keys.join(', ')}`);
      if (matched === undefined) return { 'cache-hit': 'false' };
      await cp(options.cache.get(matched)!, inWorkspace(workspace, call.with.path ?? ''), {
        recursive: true,
      });
      return { 'cache-hit': String(matched === keys[0]), 'cache-matched-key': matched };
    },
    'actions/cache/save': async (call) => {
      const key = call.with.key ?? '';
      if (options.cache.has(key)) throw new WorkflowRunError(`the cache ${key} exists: caches are immutable`);
      const copy = join(makeTempTree({}), 'saved');
      await cp(inWorkspace(workspace, call.with.path ?? ''), copy, { recursive: true });
      options.cache.set(key, copy);
      return {};
    },
    'actions/upload-artifact': (call) => uploadArtifact(call, workspace, options.artifacts),
    [THIS_ACTION]: async (call) => {
      const github = githubOf(call);
      const pull = github.event.pull_request;
      const result = await runDist({
        apiUrl: options.apiUrl,
        inputs: toActionInputs(call.step, readActionInputs(), call.context),
        repository: github.repository,
        pullNumber: pull?.number ?? 0,
        headSha: pull?.head.sha ?? '0'.repeat(40),
        workspaceDir: workspace,
        eventName: github.event_name,
        event: github.event,
        env: { ...call.env },
      });
      options.runs.push(result);
      if (result.code !== 0)
        throw new WorkflowRunError(`codewinnow failed:\n${result.stdout}${result.stderr}`);
      return result.outputs;
    },
  };
}

async function uploadArtifact(
  call: StepCall,
  workspace: string,
  fake: FakeGitHub,
): Promise<Record<string, string>> {
  const path = inWorkspace(workspace, call.with.path ?? '');
  const found = await stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!found) {
    if (call.with['if-no-files-found'] === 'error')
      throw new WorkflowRunError(`upload-artifact: no file at ${call.with.path ?? ''}`);
    return {};
  }
  const id = nextArtifactId++;
  const repository = githubOf(call).repository;
  const artifact = {
    id,
    name: call.with.name ?? 'artifact',
    expired: false,
    created_at: new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString(),
    bytes: zipSync({ [basename(path)]: new Uint8Array(await readFile(path)) }),
  };
  fake.state.artifacts.set(repository, [artifact, ...(fake.state.artifacts.get(repository) ?? [])]);
  return { 'artifact-id': String(id) };
}
