// Reads one submission (a folder, or a single file) from disk into decoded source files plus the files it
// skipped and why. Decides nothing about languages: the caller says which paths it wants through
// `acceptPath`. The only exception it throws is SubmissionPathError, for a path that does not exist.
import { statSync, type Stats } from 'node:fs';
import { basename } from 'node:path';
import { describeError } from '../engine/describe-error.js';
import { decodeSourceText, truncatedNote, type SourceLimits } from './decode-source-text.js';
import { errorCode } from './error-code.js';
import { readFileHead } from './read-file-head.js';
import { SubmissionPathError } from './submission-path-error.js';
import type { SkippedFile, SourceFile, SubmissionFiles } from './types.js';
import { judgeFolders, walkSubmission, type WalkEntry } from './walk-submission.js';

export interface ReadSubmissionOptions {
  /** Only the first this many bytes of a file are read (the file is noted truncated). Default 4 MiB. */
  readonly maxFileBytes?: number;
  /** A line over this many characters notes a file as minified. Default 1,000. */
  readonly maxLineLength?: number;
  /**
   * Whether a path (relative, '/' separators) is worth reading, typically "not a data or media format".
   * Refused paths are skipped as 'not-source' without being read. Default: all paths.
   */
  readonly acceptPath?: (path: string) => boolean;
  /** Why a path is left out by the user's choice (--exclude, --include), or undefined to read it. */
  readonly excludePath?: (path: string) => string | undefined;
  /** Whether the user asked for `path` inside the left-out folder `folder` (path-globs.ts includesLeftOut). */
  readonly reachesLeftOut?: (path: string, folder: string) => boolean;
}

export const DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024;
export const DEFAULT_MAX_LINE_LENGTH = 1000;

interface ReadSettings {
  readonly limits: SourceLimits;
  readonly acceptPath: (path: string) => boolean;
  readonly excludePath: (path: string) => string | undefined;
  readonly reachesLeftOut: (path: string, folder: string) => boolean;
}

/** The sentence for a file a caller's acceptPath refused. */
export const NOT_SOURCE_DETAIL = 'not source code by its name (a data, media or archive format)';

/**
 * Reads the submission at `path`: every file under a folder (hidden, dependency and build folders left out),
 * or the one file `path` names. Symbolic links inside a folder are skipped, never followed. Both result
 * lists are sorted by path.
 * @throws SubmissionPathError when nothing exists at `path`.
 */
export async function readSubmission(
  path: string,
  options: ReadSubmissionOptions = {},
): Promise<SubmissionFiles> {
  return readSubmissionSync(path, options);
}

/**
 * readSubmission, synchronously: for a thread that reads submissions one after another and does nothing
 * else meanwhile (fingerprint-threads.ts), where a round trip through libuv per call only costs time.
 * @throws SubmissionPathError when nothing exists at `path`.
 */
export function readSubmissionSync(path: string, options: ReadSubmissionOptions = {}): SubmissionFiles {
  const settings: ReadSettings = {
    limits: {
      maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
      maxLineLength: options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH,
    },
    acceptPath: options.acceptPath ?? (() => true),
    excludePath: options.excludePath ?? (() => undefined),
    reachesLeftOut: options.reachesLeftOut ?? (() => false),
  };
  const files: SourceFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const entry of listEntries(path)) {
    const outcome = readEntry(entry, settings);
    if (outcome === undefined) continue;
    if ('text' in outcome) files.push(outcome);
    else skipped.push(outcome);
  }
  return { files, skipped };
}

/** The entries to read: the walk of a folder, or the single file itself. */
function listEntries(path: string): WalkEntry[] {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new SubmissionPathError(`no such file or folder: ${path}`, path);
    }
    return [{ path: '.', absolutePath: path, kind: 'unreadable-folder', error: describeError(error) }];
  }
  if (stats.isDirectory()) return walkSubmission(path);
  return [{ path: basename(path), absolutePath: path, kind: stats.isFile() ? 'file' : 'special' }];
}

/** The entry read or skipped, or undefined when it is not even listed (judgeFolders). */
function readEntry(entry: WalkEntry, settings: ReadSettings): SourceFile | SkippedFile | undefined {
  const { path } = entry;
  if (entry.kind === 'unreadable-folder')
    return { path, reason: 'unreadable', detail: entry.error ?? 'cannot be listed' };
  const verdict = judgeFolders(path, settings.acceptPath, settings.reachesLeftOut);
  if (verdict === 'unlisted') return undefined;
  // The user's own choice of files comes first, in left-out folders too.
  if (verdict !== 'read') return excludedFile(path, settings) ?? verdict;
  switch (entry.kind) {
    case 'symlink':
      return { path, reason: 'symlink', detail: 'symbolic link, not followed' };
    case 'special':
      return { path, reason: 'unreadable', detail: 'not a regular file (a device, socket or pipe)' };
    case 'file': {
      const excluded = excludedFile(path, settings);
      if (excluded !== undefined) return excluded;
      if (!settings.acceptPath(path)) return { path, reason: 'not-source', detail: NOT_SOURCE_DETAIL };
      return readSourceFile(entry, settings.limits);
    }
  }
}

function excludedFile(path: string, settings: ReadSettings): SkippedFile | undefined {
  const excluded = settings.excludePath(path);
  return excluded === undefined ? undefined : { path, reason: 'excluded', detail: excluded };
}

function readSourceFile(entry: WalkEntry, limits: SourceLimits): SourceFile | SkippedFile {
  const { path } = entry;
  let head: { bytes: Uint8Array; size: number };
  try {
    head = readFileHead(entry.absolutePath, limits.maxFileBytes);
  } catch (error) {
    return { path, reason: 'unreadable', detail: describeError(error) };
  }
  const decoded = decodeSourceText(head.bytes, limits);
  if (!decoded.ok) return { path, reason: decoded.reason, detail: decoded.detail };
  const cut = head.size > head.bytes.length ? [truncatedNote(head.size, head.bytes.length)] : [];
  const notes = [...cut, ...(decoded.notes ?? [])];
  return notes.length === 0 ? { path, text: decoded.text } : { path, text: decoded.text, notes };
}
