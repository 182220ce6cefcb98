// The PR's changed files as source text: listed through the API (removed files left out, at most 3,000),
// filtered by the include/exclude globs and the languages, read from the checked-out workspace when it is
// at the PR's head commit (no API calls) or else as blobs through the API, and decoded the way src/sources
// decodes files on disk (binary files skipped with their reason, any text read with notes on how).
import type { SkippedEntry } from '../check/types.js';
import type { GitHubClient, PullFile } from '../github/github-client.js';
import type { NotCheckedFile } from '../report/pull-request-report.js';
import type { LanguageId } from '../languages/types.js';
import { decodeSourceText, truncatedNote, type SourceLimits } from '../sources/decode-source-text.js';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_LINE_LENGTH } from '../sources/read-submission.js';
import type { FileNote } from '../sources/types.js';
import { judgePath, type PathRules } from './path-filter.js';
import type { FilesPort } from './ports.js';
import type { PullRequestContext } from './pull-request-context.js';

/** GitHub lists at most this many files of a pull request. */
export const MAX_PULL_FILES = 3000;

const LIMITS: SourceLimits = { maxFileBytes: DEFAULT_MAX_FILE_BYTES, maxLineLength: DEFAULT_MAX_LINE_LENGTH };
const CONCURRENT_FETCHES = 8;

export interface GatheredFile {
  readonly path: string;
  readonly text: string;
  /** The languages input's choice for it; absent, its name or content decides. */
  readonly language?: LanguageId | undefined;
  /** How the file was read, when not as plain UTF-8 source (see FileNote). */
  readonly notes?: readonly FileNote[];
}

export interface GatheredFiles {
  readonly files: readonly GatheredFile[];
  readonly skipped: readonly SkippedEntry[];
  /** Where contents came from. */
  readonly source: 'workspace' | 'api';
  /** The commit the workspace is checked out at, when there is one (it may not be the PR's head). */
  readonly workspaceHead: string | undefined;
  /** The PR lists MAX_PULL_FILES files or more: some may be missing. */
  readonly truncated: boolean;
}

export interface GatherRequest {
  readonly context: PullRequestContext;
  readonly rules: PathRules;
  /** The name skipped entries are filed under. */
  readonly submission: string;
}

export async function gatherPullFiles(
  ports: { readonly client: GitHubClient; readonly files: FilesPort },
  request: GatherRequest,
): Promise<GatheredFiles> {
  const listed = await ports.client.listPullFiles(request.context.pull, MAX_PULL_FILES);
  const skipped: SkippedEntry[] = [];
  const wanted: { file: PullFile; language: LanguageId | undefined }[] = [];
  for (const file of listed) {
    if (file.status === 'removed' || file.status === 'unchanged') continue;
    const verdict = judgePath(file.path, request.rules);
    if (verdict.checked) wanted.push({ file, language: verdict.language });
    else
      skipped.push({
        submission: request.submission,
        path: file.path,
        reason: 'excluded',
        detail: verdict.detail,
      });
  }
  const workspaceHead = await ports.files.readWorkspaceHead();
  const atHead = workspaceHead === request.context.headSha;
  const readFile = (file: PullFile) =>
    atHead ? readFromWorkspace(ports, request, file) : readFromApi(ports.client, request, file);
  const outcomes = await mapConcurrently(
    wanted,
    CONCURRENT_FETCHES,
    async ({ file, language }): Promise<Outcome> => {
      const read = await readFile(file);
      if ('reason' in read) return { path: file.path, ...read };
      const decoded = decodeSourceText(read.bytes, LIMITS);
      if (!decoded.ok) return { path: file.path, reason: decoded.reason, detail: decoded.detail };
      const cut = read.size > read.bytes.length ? [truncatedNote(read.size, read.bytes.length)] : [];
      const notes = [...cut, ...(decoded.notes ?? [])];
      return { path: file.path, text: decoded.text, language, ...(notes.length > 0 ? { notes } : {}) };
    },
  );
  const files: GatheredFile[] = [];
  for (const outcome of outcomes) {
    if ('text' in outcome) files.push(outcome);
    else skipped.push({ submission: request.submission, ...outcome });
  }
  return {
    files,
    skipped,
    source: atHead ? 'workspace' : 'api',
    workspaceHead,
    truncated: listed.length >= MAX_PULL_FILES,
  };
}

type Outcome = GatheredFile | { readonly path: string; readonly reason: string; readonly detail: string };
type Refusal = { readonly reason: string; readonly detail: string };
type ReadBytes = { readonly bytes: Uint8Array; readonly size: number };

async function readFromWorkspace(
  ports: { readonly client: GitHubClient; readonly files: FilesPort },
  request: GatherRequest,
  file: PullFile,
): Promise<ReadBytes | Refusal> {
  const read = await ports.files.readWorkspaceFile(file.path, LIMITS.maxFileBytes);
  if (read.kind === 'bytes') return { bytes: read.bytes, size: read.size ?? read.bytes.length };
  if (read.kind === 'refused') return { reason: read.reason, detail: read.detail };
  return readFromApi(ports.client, request, file);
}

async function readFromApi(
  client: GitHubClient,
  request: GatherRequest,
  file: PullFile,
): Promise<ReadBytes | Refusal> {
  const { owner, repo } = request.context.pull;
  const blob = await client.fetchBlob({ owner, repo }, file.blobSha);
  return { bytes: blob, size: blob.length };
}

async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** The PR's source files that could not be read (binary, empty, unreadable), not those left out by choice. */
export function notCheckedFiles(gathered: Pick<GatheredFiles, 'skipped'>): NotCheckedFile[] {
  return gathered.skipped
    .filter((skip) => skip.reason !== 'excluded')
    .map((skip) => ({ path: skip.path, detail: skip.detail }));
}

/** None of the PR's changed source files could be compared: the check cannot say anything about it. */
export class NothingToCheckError extends Error {
  override readonly name = 'NothingToCheckError';
}

/**
 * @throws NothingToCheckError when the PR changes source files and none of them could be read, so that
 *   the check says it could not run instead of reporting a clean result.
 */
export function assertSomethingToCheck(gathered: Pick<GatheredFiles, 'files' | 'skipped'>): void {
  const unread = notCheckedFiles(gathered);
  if (gathered.files.length > 0 || unread.length === 0) return;
  const listed = unread.slice(0, 5).map((file) => `${file.path} (${file.detail})`);
  const more = unread.length > 5 ? `, and ${unread.length - 5} more` : '';
  throw new NothingToCheckError(
    `none of the pull request's ${unread.length} changed source file${unread.length === 1 ? '' : 's'} could be compared: ${listed.join(', ')}${more}`,
  );
}
