// FilesPort on the runner's file system: the workspace (GITHUB_WORKSPACE) read without following symbolic
// links or leaving it, the git HEAD the checkout is at, and the report written to RUNNER_TEMP.
import { lstat, mkdir, readFile, realpath } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { describeError } from '../engine/describe-error.js';
import { errorCode } from '../sources/error-code.js';
import { readFileCapped } from '../sources/read-file-capped.js';
import { readFileHead } from '../sources/read-file-head.js';
import { readSubmission } from '../sources/read-submission.js';
import { isInside } from '../sources/refuse-output-over-input.js';
import type { SkippedFile, SourceFile } from '../sources/types.js';
import { writeFileAtomic } from '../sources/write-file-atomic.js';
import type { FilesPort, WorkspaceRead } from './ports.js';

export interface NodeFilesOptions {
  /** GITHUB_WORKSPACE; undefined when the job has none. */
  readonly workspace: string | undefined;
  /** RUNNER_TEMP, where the report goes. */
  readonly tempDir: string;
}

export function createNodeFiles(options: NodeFilesOptions): FilesPort {
  const root = options.workspace === undefined ? undefined : resolve(options.workspace);
  return {
    readWorkspaceHead: () => (root === undefined ? Promise.resolve(undefined) : readGitHead(root)),
    readWorkspaceFile: (path, maxBytes) =>
      root === undefined ? Promise.resolve({ kind: 'missing' }) : readContained(root, path, maxBytes),
    async readStarter(paths) {
      const files: SourceFile[] = [];
      const skipped: SkippedFile[] = [];
      for (const path of paths) {
        const read = await readSubmission(resolve(root ?? '.', path));
        files.push(...read.files);
        skipped.push(...read.skipped);
      }
      return { files, skipped };
    },
    readInputFile: (path, maxBytes) => readFileCapped(resolve(root ?? '.', path), maxBytes),
    async writeReport(name, text) {
      await mkdir(options.tempDir, { recursive: true });
      const path = join(options.tempDir, name);
      await writeFileAtomic(path, text);
      return path;
    },
  };
}

async function readContained(root: string, path: string, maxBytes: number): Promise<WorkspaceRead> {
  const absolute = resolve(root, path);
  if (isAbsolute(path) || !isInside(root, absolute))
    return { kind: 'refused', reason: 'unreadable', detail: 'the path leads outside the workspace' };
  try {
    const stats = await lstat(absolute);
    if (stats.isSymbolicLink())
      return { kind: 'refused', reason: 'symlink', detail: 'symbolic link, not followed' };
    if (!stats.isFile()) return { kind: 'refused', reason: 'unreadable', detail: 'not a regular file' };
    if (!isInside(await realpath(root), await realpath(absolute))) {
      return {
        kind: 'refused',
        reason: 'unreadable',
        detail: 'a folder on the path is a symbolic link out of the workspace',
      };
    }
    const head = readFileHead(absolute, maxBytes);
    return { kind: 'bytes', bytes: head.bytes, size: head.size };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    return { kind: 'refused', reason: 'unreadable', detail: describeError(error) };
  }
}

/** The commit `HEAD` names: a detached SHA (actions/checkout), or a branch resolved through refs or packed-refs. */
async function readGitHead(root: string): Promise<string | undefined> {
  const gitDir = join(root, '.git');
  const head = (await readText(join(gitDir, 'HEAD')))?.trim();
  if (head === undefined) return undefined;
  if (/^[0-9a-f]{40}$/.test(head)) return head;
  const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
  if (ref === undefined || ref.includes('..')) return undefined;
  const loose = (await readText(join(gitDir, ...ref.split('/'))))?.trim();
  if (loose !== undefined && /^[0-9a-f]{40}$/.test(loose)) return loose;
  const packed = (await readText(join(gitDir, 'packed-refs'))) ?? '';
  return packed
    .split('\n')
    .map((line) => line.split(' '))
    .find(([sha, name]) => name === ref && /^[0-9a-f]{40}$/.test(sha ?? ''))?.[0];
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}
