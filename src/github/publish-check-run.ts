// A completed check run on the PR's head commit, its annotations sent 50 per request as the Checks API
// requires: the first batch with the create call, every further batch as an update (updates append).
import type { Annotation } from '../report/to-annotations.js';
import type { CheckConclusion, GitHubClient, RepoRef } from './github-client.js';
import { statusOf } from './status-of.js';

/** The Checks API takes at most this many annotations per request. */
export const ANNOTATIONS_PER_REQUEST = 50;

/** The token may not create check runs (a personal access token, or no `checks: write`). */
export class CheckRunForbiddenError extends Error {
  override readonly name = 'CheckRunForbiddenError';
}

export interface CheckRunRequest {
  readonly repo: RepoRef;
  readonly name: string;
  readonly headSha: string;
  readonly conclusion: CheckConclusion;
  readonly completedAt: string;
  readonly title: string;
  readonly summary: string;
  readonly annotations: readonly Annotation[];
}

/**
 * Creates the check run and sends every annotation. Returns the check run's id.
 * @throws CheckRunForbiddenError when GitHub answers 403 to the create call.
 */
export async function publishCheckRun(
  client: Pick<GitHubClient, 'createCheckRun' | 'updateCheckRun'>,
  request: CheckRunRequest,
): Promise<number> {
  const batches = toBatches(request.annotations, ANNOTATIONS_PER_REQUEST);
  const output = (annotations: readonly Annotation[]) => ({
    title: request.title,
    summary: request.summary,
    annotations,
  });
  let id: number;
  try {
    id = await client.createCheckRun(request.repo, {
      name: request.name,
      headSha: request.headSha,
      conclusion: request.conclusion,
      completedAt: request.completedAt,
      output: output(batches[0] ?? []),
    });
  } catch (error) {
    if (statusOf(error) === 403) {
      throw new CheckRunForbiddenError(
        'this token may not create check runs (it needs checks: write; a personal access token never can)',
      );
    }
    throw error;
  }
  for (const batch of batches.slice(1)) await client.updateCheckRun(request.repo, id, output(batch));
  return id;
}

function toBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
