// Lists the entries of a submission folder, recursively and in path order, without reading any file, and
// holds the rule for the folders that never hold a student's own source (dependencies, virtual environments,
// build output, hidden folders: a fixed, documented list): their files are not read, but a source file hidden
// in `out/` or `.x/` is reported rather than lost without a word (judgeFolders, for a folder and an archive
// alike); version-control data (`.git`) is not even listed. Does not follow symbolic links: it reports them for
// the caller to skip.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareText } from '../engine/compare-text.js';
import { describeError } from '../engine/describe-error.js';
import type { SkippedFile } from './types.js';

/** What kind of thing an entry is; only 'file' is ever read. */
export type WalkEntryKind = 'file' | 'symlink' | 'special' | 'unreadable-folder';

export interface WalkEntry {
  /** Relative to the walked root, '/' separators; '.' for the root itself. */
  readonly path: string;
  /** The path to hand to the file system. */
  readonly absolutePath: string;
  readonly kind: WalkEntryKind;
  /** Why an 'unreadable-folder' could not be listed. */
  readonly error?: string;
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
function isVersionControlFolder(name: string): boolean {
  return VERSION_CONTROL_FOLDERS.has(name);
}

/** True for a folder name the walk leaves out: hidden ('.git', '.venv', ...) or build and dependency output. */
function isIgnoredFolderName(name: string): boolean {
  return name.startsWith('.') || IGNORED_FOLDER_NAMES.has(name);
}

/** Why a file in the left-out folder `folder` is not read, in every report that lists it. */
export function leftOutFolderDetail(folder: string): string {
  return `inside '${folder}', a folder that never holds a student's own source (left out by default)`;
}

/** What the folders on a file's path make of it: read as usual, reported as left out, or not listed at all. */
export type FolderVerdict = 'read' | 'unlisted' | SkippedFile;

/**
 * What becomes of the file at `path` (relative, '/' separators) by the folders it is in, one rule for a
 * folder's walk and an archive alike: in version-control data, 'unlisted' (not even reported); in a left-out
 * folder, reported as left out when `isSource` says its name is source code (`out/Main.java`), so no copy
 * hides there unseen, else 'unlisted' (`bin/Main.class`: nobody handed it in as source); elsewhere 'read'.
 * A left-out folder the user asked for (`reaches`: an --include glob that names it) is read as any other.
 */
export function judgeFolders(
  path: string,
  isSource: (path: string) => boolean,
  reaches: (path: string, folder: string) => boolean = () => false,
): FolderVerdict {
  const folder = leftOutFolderOf(path);
  if (folder === undefined) return 'read';
  // Version-control folders are hidden ones, so only a path in a left-out folder can be in one.
  if (path.split('/').slice(0, -1).some(isVersionControlFolder)) return 'unlisted';
  if (reaches(path, folder)) return 'read';
  if (!isSource(path)) return 'unlisted';
  return { path, reason: 'left-out-folder', detail: leftOutFolderDetail(folder) };
}

/** The outermost left-out folder (isIgnoredFolderName) on the path of the file at `path`, if it is in one. */
export function leftOutFolderOf(path: string): string | undefined {
  return path.split('/').slice(0, -1).find(isIgnoredFolderName);
}

/**
 * Every file, symbolic link and special entry under `root`, sorted by path, those in left-out folders too
 * (judgeFolders says what becomes of them). Synchronous on purpose, as readFileHead is: one readdir after
 * another is cheaper than a round trip through libuv's pool for each, and a fingerprinting thread that reads
 * its own submissions has nothing else to do meanwhile.
 */
export function walkSubmission(root: string): WalkEntry[] {
  const entries: WalkEntry[] = [];
  walkFolder(root, '', entries);
  return entries.sort((a, b) => compareText(a.path, b.path));
}

function walkFolder(absolutePath: string, path: string, entries: WalkEntry[]): void {
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
    if (!child.isDirectory())
      entries.push({ path: childPath, absolutePath: childAbsolutePath, kind: kindOf(child) });
    else if (!isVersionControlFolder(child.name)) walkFolder(childAbsolutePath, childPath, entries);
  }
}

function kindOf(entry: { isFile(): boolean; isSymbolicLink(): boolean }): WalkEntryKind {
  if (entry.isSymbolicLink()) return 'symlink';
  return entry.isFile() ? 'file' : 'special';
}
