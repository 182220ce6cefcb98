// The code the rescan's HTML report shows side by side. The rescan keeps fingerprints, not code, so for the
// repositories in the pairs it shows (every flagged one) it uses the texts this run downloaded and fetches the others'
// tarballs at the commit the snapshot records (one request each, a few at a time). A repository that cannot
// be fetched is data, not an error: its side of the view says the code is not in the report. Names no
// repository in what it returns for logs.
import { labelOf } from '../check/check-against-snapshots.js';
import type { CheckResult } from '../check/types.js';
import { compareText } from '../engine/compare-text.js';
import type { CourseHost } from '../github/course-host.js';
import { DEFAULT_TABLE_LIMIT } from '../report/html/render-html.js';
import type { SourceLookup } from '../report/html/source-lookup.js';
import { pairsWithCode } from '../report/html/to-html-payload.js';
import type { Snapshot } from '../snapshot/types.js';
import { downloadFiles, type FetchLimits } from './fetch-repo.js';
import { mapConcurrently } from './map-concurrently.js';
import type { SubmissionTexts } from './rescan-course.js';

export interface ReportSourceRequest {
  readonly result: CheckResult;
  /** This term's staff snapshot: the repository and commit of each submission. */
  readonly snapshot: Snapshot;
  /** Texts already in memory (the repositories downloaded this run). */
  readonly texts: SubmissionTexts;
  /** Pairs not flagged the report shows side by side too (the top ones); every flagged pair's always is. */
  readonly otherPairs: number;
  readonly concurrency: number;
  readonly limits: FetchLimits;
}

export interface ReportSources {
  readonly source: SourceLookup;
  /** Submissions of the shown pairs, in memory or fetched. */
  readonly wanted: number;
  /** Tarballs fetched for the report, and how many of them failed. */
  readonly fetched: number;
  readonly failed: number;
}

/** The code of the shown pairs' submissions; fetches what is not in memory, never throws for a repository. */
export async function fetchReportSources(
  host: CourseHost,
  request: ReportSourceRequest,
): Promise<ReportSources> {
  const wanted = [
    ...new Set(
      pairsWithCode(request.result.pairs, {
        tableLimit: DEFAULT_TABLE_LIMIT,
        otherPairs: request.otherPairs,
      }).flatMap((pair) => [pair.a, pair.b]),
    ),
  ].sort(compareText);
  const versions = new Map<string, { repo: string; commit: string }>();
  for (const submission of request.snapshot.submissions)
    if (submission.repo !== undefined && submission.commit !== undefined)
      versions.set(labelOf(submission), { repo: submission.repo, commit: submission.commit });
  const missing = wanted.filter((name) => !request.texts.has(name) && versions.has(name));
  const downloads = await mapConcurrently(missing, request.concurrency, async (name) => {
    const { repo, commit } = versions.get(name)!;
    const [owner = '', repoName = ''] = repo.split('/');
    try {
      const files = await downloadFiles(host, { ref: { owner, repo: repoName }, at: commit }, request.limits);
      return [name, new Map(files.files.map((file) => [file.path, file.text]))] as const;
    } catch {
      return [name, undefined] as const;
    }
  });
  const fetched = new Map<string, ReadonlyMap<string, string>>();
  for (const [name, texts] of downloads) if (texts) fetched.set(name, texts);
  return {
    source: (submission, path) => (request.texts.get(submission) ?? fetched.get(submission))?.get(path),
    wanted: wanted.length,
    fetched: missing.length,
    failed: missing.length - fetched.size,
  };
}
