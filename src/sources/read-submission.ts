// Reads one submission (a folder, or a single file) from disk into decoded source files plus the files it
// skipped and why. Decides nothing about languages: the caller says which paths it wants through
// `acceptPath`. The only exception it throws is SubmissionPathError, for a path that does not exist.
import type { Stats } from 'node:fs';
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { describeError } from '../engine/describe-error.js';
import { decodeSourceText, type SourceLimits } from './decode-source-text.js';
import { errorCode } from './error-code.js';
import { SubmissionPathError } from './submission-path-error.js';
import type { SkippedFile, SourceFile, SubmissionFiles } from './types.js';
import { walkSubmission, type WalkEntry } from './walk-submission.js';

export interface ReadSubmissionOptions {
  /** Files over this many bytes are skipped as 'too-large'. Default 512 KiB. */
  readonly maxFileBytes?: number;
  /** A line over this many characters makes a file 'minified'. Default 1,000. */
  readonly maxLineLength?: number;
  /**
   * Whether a path (relative, '/' separators) is worth reading, typically "some language knows its
   * extension". Refused paths are skipped as 'unknown-extension' without being read. Default: all paths.
   */
  readonly acceptPath?: (path: string) => boolean;
}

export const DEFAULT_MAX_FILE_BYTES = 512 * 1024;
export const DEFAULT_MAX_LINE_LENGTH = 1000;

interface ReadSettings {
  readonly limits: SourceLimits;
  readonly acceptPath: (path: string) => boolean;
}

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
  const settings: ReadSettings = {
    limits: {
      maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
      maxLineLength: options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH,
    },
    acceptPath: options.acceptPath ?? (() => true),
  };
  const files: SourceFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const entry of await listEntries(path)) {
    const outcome = await readEntry(entry, settings);
    if ('text' in outcome) files.push(outcome);
    else skipped.push(outcome);
  }
  return { files, skipped };
}

/** The entries to read: the walk of a folder, or the single file itself. */
async function listEntries(path: string): Promise<WalkEntry[]> {
  let stats: Stats;
  try {
    stats = await stat(path);
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

async function readEntry(entry: WalkEntry, settings: ReadSettings): Promise<SourceFile | SkippedFile> {
  const { path } = entry;
  switch (entry.kind) {
    case 'symlink':
      return { path, reason: 'symlink', detail: 'symbolic link, not followed' };
    case 'special':
      return { path, reason: 'unreadable', detail: 'not a regular file (a device, socket or pipe)' };
    case 'unreadable-folder':
      return { path, reason: 'unreadable', detail: entry.error ?? 'cannot be listed' };
    case 'file':
      if (!settings.acceptPath(path)) {
        return { path, reason: 'unknown-extension', detail: 'no language front end accepts this file' };
      }
      return readSourceFile(entry, settings.limits);
  }
}

async function readSourceFile(entry: WalkEntry, limits: SourceLimits): Promise<SourceFile | SkippedFile> {
  const { path } = entry;
  let bytes: Uint8Array;
  try {
    // Synchronous on purpose: for the small local files of a course, one open/fstat/read/close in a row is
    // ~10x faster than a round trip through libuv's 4-thread pool per call (40,599 files: 1.5 s, not 4.5 s).
    const fd = openSync(entry.absolutePath, 'r');
    try {
      const { size } = fstatSync(fd);
      if (size > limits.maxFileBytes) {
        return {
          path,
          reason: 'too-large',
          detail: `${size} bytes, over the limit of ${limits.maxFileBytes} bytes`,
        };
      }
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return { path, reason: 'unreadable', detail: describeError(error) };
  }
  const decoded = decodeSourceText(bytes, limits);
  return decoded.ok ? { path, text: decoded.text } : { path, reason: decoded.reason, detail: decoded.detail };
}
