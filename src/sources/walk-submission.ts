// Lists the entries of a submission folder, recursively and in path order, without reading any file.
// The folders that never hold a student's own source (dependencies, virtual environments, build output,
// hidden folders: a fixed, documented list) are not read, but their files are listed as left out, so a
// source file hidden in `out/` or `.x/` is reported rather than lost without a word; version-control data
// (`.git`) is not even listed. Does not follow symbolic links: it reports them for the caller to skip.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareText } from '../engine/compare-text.js';
import { describeError } from '../engine/describe-error.js';

/** What kind of thing an entry is; only 'file' is ever read ('left-out': a file in a left-out folder). */
export type WalkEntryKind = 'file' | 'left-out' | 'symlink' | 'special' | 'unreadable-folder';

export interface WalkEntry {
  /** Relative to the walked root, '/' separators; '.' for the root itself. */
  readonly path: string;
  /** The path to hand to the file system. */
  readonly absolutePath: string;
  readonly kind: WalkEntryKind;
  /** Why an 'unreadable-folder' could not be listed. */
  readonly error?: string;
  /** The left-out folder a 'left-out' file is in. */
  readonly folder?: string;
}

/**
 * Build output, dependency and virtual-environment folders, skipped at any depth; hidden folders ('.git',
 * '.venv', '.idea') are skipped too. README's "Folders left out" and `--help` list them: keep them in step.
 */
export const IGNORED_FOLDER_NAMES: ReadonlySet<string> = new Set([
  'node_modules',
  'venv',
  'env',
  'build',
  'dist',
  'target',
  'out',
  'bin',
  'obj',
  '__pycache__',
]);

/** Version-control data: not a handed-in file in it (git never commits `.git`), and often thousands of them. */
const VERSION_CONTROL_FOLDERS: ReadonlySet<string> = new Set(['.git', '.hg', '.svn']);

/** True for a folder of version-control data, whose files are not even listed as left out. */
export function isVersionControlFolder(name: string): boolean {
  return VERSION_CONTROL_FOLDERS.has(name);
}

/** True for a folder name the walk leaves out: hidden ('.git', '.venv', ...) or build and dependency output. */
export function isIgnoredFolderName(name: string): boolean {
  return name.startsWith('.') || IGNORED_FOLDER_NAMES.has(name);
}

/** Why a file in the left-out folder `folder` is not read, in every report that lists it. */
export function leftOutFolderDetail(folder: string): string {
  return `inside '${folder}', a folder that never holds a student's own source (left out by default)`;
}

/**
 * Every file, symbolic link and special entry under `root`, sorted by path. Synchronous on purpose, as
 * readFileHead is: one readdir after another is cheaper than a round trip through libuv's pool for each,
 * and a fingerprinting thread that reads its own submissions has nothing else to do meanwhile.
 */
export function walkSubmission(root: string): WalkEntry[] {
  const entries: WalkEntry[] = [];
  walkFolder(root, '', entries);
  return entries.sort((a, b) => compareText(a.path, b.path));
}

/** `leftOutBy`: the left-out folder this one is in, if it is in one. */
function walkFolder(absolutePath: string, path: string, entries: WalkEntry[], leftOutBy?: string): void {
  let children;
  try {
    children = readdirSync(absolutePath, { withFileTypes: true });
  } catch (error) {
    entries.push({ path: path || '.', absolutePath, kind: 'unreadable-folder', error: describeError(error) });
    return;
  }
  for (const child of children) {
    const childPath = path === '' ? child.name : `${path}/${child.name}`;
    const childAbsolutePath = join(absolutePath, child.name);
    if (child.isDirectory()) {
      if (isVersionControlFolder(child.name)) continue;
      const folder = leftOutBy ?? (isIgnoredFolderName(child.name) ? child.name : undefined);
      walkFolder(childAbsolutePath, childPath, entries, folder);
    } else if (leftOutBy !== undefined) {
      entries.push({ path: childPath, absolutePath: childAbsolutePath, kind: 'left-out', folder: leftOutBy });
    } else {
      entries.push({ path: childPath, absolutePath: childAbsolutePath, kind: kindOf(child) });
    }
  }
}

function kindOf(entry: { isFile(): boolean; isSymbolicLink(): boolean }): WalkEntryKind {
  if (entry.isSymbolicLink()) return 'symlink';
  return entry.isFile() ? 'file' : 'special';
}
