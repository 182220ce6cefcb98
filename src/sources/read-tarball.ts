// Turns a repository tarball (gzip, as GitHub's tarball endpoint sends it) into a submission's files, by the
// same rules as reading a folder from disk: the top folder ('<owner>-<repo>-<sha7>/') stripped, hidden,
// dependency and build folders left out, links and binary files skipped with their reason, the rest decoded
// as on disk. Also gives the commit id that git archive records in the pax global header.
import { gunzipSync } from 'node:zlib';
import { compareText } from '../engine/compare-text.js';
import { describeError } from '../engine/describe-error.js';
import { decodeSourceText, type SourceLimits } from './decode-source-text.js';
import { errorCode } from './error-code.js';
import { readTar, TarError, type TarEntry } from './read-tar.js';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_LINE_LENGTH, NOT_SOURCE_DETAIL } from './read-submission.js';
import type { SkippedFile, SourceFile, SubmissionFiles } from './types.js';
import { judgeFolders } from './walk-submission.js';

export interface ReadTarballOptions {
  /** Only the first this many bytes of a file are read (noted truncated). Default 4 MiB, as on disk. */
  readonly maxFileBytes?: number;
  /** A line over this many characters notes a file as minified. Default 1,000. */
  readonly maxLineLength?: number;
  /** Whether a path is worth decoding (see ReadSubmissionOptions.acceptPath). Default: all paths. */
  readonly acceptPath?: (path: string) => boolean;
  /** The unpacked archive may have at most this many bytes. Default 256 MiB. */
  readonly maxUnpackedBytes?: number;
}

export interface TarballFiles extends SubmissionFiles {
  /** The commit the archive was made from (the pax global header's 'comment'), when it says. */
  readonly commit: string | undefined;
}

export const DEFAULT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** The archive unpacks to more than the limit: a repository of data or binaries, not a submission. */
export class TarballTooLargeError extends Error {
  override readonly name = 'TarballTooLargeError';
}

/**
 * The submission in the gzipped tarball `gzipped`. Both lists are sorted by path.
 * @throws TarError when the bytes are not a gzipped tar archive or are cut short;
 *   TarballTooLargeError when they unpack to more than `maxUnpackedBytes`.
 */
export function readTarball(gzipped: Uint8Array, options: ReadTarballOptions = {}): TarballFiles {
  const archive = readTar(gunzip(gzipped, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES));
  const limits: SourceLimits = {
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    maxLineLength: options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH,
  };
  const acceptPath = options.acceptPath ?? (() => true);
  const strip = topFolder(archive.entries);
  const files: SourceFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const entry of archive.entries) {
    if (entry.kind === 'directory') continue;
    const path = strip === undefined ? entry.path : entry.path.slice(strip.length + 1);
    const outcome = readListedEntry(entry, path, { limits, acceptPath });
    if (outcome === undefined) continue;
    if ('text' in outcome) files.push(outcome);
    else skipped.push(outcome);
  }
  files.sort((a, b) => compareText(a.path, b.path));
  skipped.sort((a, b) => compareText(a.path, b.path));
  const comment = archive.globals.get('comment');
  return {
    files,
    skipped,
    commit: comment !== undefined && /^[0-9a-f]{40}$/.test(comment) ? comment : undefined,
  };
}

function gunzip(bytes: Uint8Array, maxBytes: number): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    if (errorCode(error) === 'ERR_BUFFER_TOO_LARGE') {
      throw new TarballTooLargeError(`the archive unpacks to more than ${maxBytes} bytes`);
    }
    throw new TarError(`not a readable gzip file: ${describeError(error)}`);
  }
}

/** The one folder every entry is inside, as git archive's prefix makes it, or undefined. */
function topFolder(entries: readonly TarEntry[]): string | undefined {
  const top = entries[0]?.path.split('/')[0];
  if (!top) return undefined;
  const inside = (entry: TarEntry) =>
    entry.path === top || entry.path === `${top}/`
      ? entry.kind === 'directory'
      : entry.path.startsWith(`${top}/`);
  return entries.every(inside) ? top : undefined;
}

interface EntryRules {
  readonly limits: SourceLimits;
  readonly acceptPath: (path: string) => boolean;
}

/**
 * The entry at `path` (its top folder stripped) read or skipped, as readEntry does, unless the folders it is
 * in say otherwise, as in a folder's walk (judgeFolders): reported as left out, or not listed at all.
 */
function readListedEntry(
  entry: TarEntry,
  path: string,
  rules: EntryRules,
): SourceFile | SkippedFile | undefined {
  const segments = path.split('/');
  if (path === '' || path.startsWith('/') || segments.includes('..'))
    return { path: path || entry.path, reason: 'unreadable', detail: 'a path outside the repository' };
  const verdict = judgeFolders(path, rules.acceptPath);
  if (verdict === 'read') return readEntry(entry, path, rules);
  return verdict === 'unlisted' ? undefined : verdict;
}

function readEntry(entry: TarEntry, path: string, rules: EntryRules): SourceFile | SkippedFile {
  switch (entry.kind) {
    case 'symlink':
    case 'hardlink':
      return { path, reason: 'symlink', detail: `link to ${entry.linkTarget ?? 'unknown'}, not followed` };
    case 'file':
      break;
    default:
      return { path, reason: 'unreadable', detail: 'not a regular file' };
  }
  if (!rules.acceptPath(path)) return { path, reason: 'not-source', detail: NOT_SOURCE_DETAIL };
  const decoded = decodeSourceText(entry.data, rules.limits);
  if (!decoded.ok) return { path, reason: decoded.reason, detail: decoded.detail };
  return decoded.notes ? { path, text: decoded.text, notes: decoded.notes } : { path, text: decoded.text };
}
