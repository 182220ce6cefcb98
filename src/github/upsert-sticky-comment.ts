// The one comment per pull request that codewinnow keeps up to date: found by its hidden marker AND its
// author, so a marker that someone else planted in their own comment is never taken for ours (nor edited).
import type { CommentAuthor, GitHubClient, IssueComment, PullRef } from './github-client.js';

/** The login GITHUB_TOKEN comments as. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/** Who our comments are by: exactly the account the token acts as. */
export interface CommentAuthorRule {
  readonly login: string;
}

export type StickyOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

export interface StickyCommentRequest {
  readonly pull: PullRef;
  /** The hidden marker our bodies carry, e.g. `<!-- codewinnow -->`. */
  readonly marker: string;
  readonly body: string;
  /** When false, only an existing comment is updated (a clean result or a failure need no new comment). */
  readonly create: boolean;
}

/**
 * Who wrote our earlier comments: the account this token acts as (a user for a personal access token,
 * `github-actions[bot]` for the job's GITHUB_TOKEN, `<app>[bot]` for an app's token). Never "any bot": a
 * student can install a GitHub App of their own on their repository and plant the marker with it. When
 * GitHub will not say, the token is taken for the job's: at worst a second comment is posted, never
 * someone else's edited.
 */
export async function resolveCommentAuthor(
  client: Pick<GitHubClient, 'fetchViewerLogin'>,
): Promise<CommentAuthorRule> {
  return { login: (await client.fetchViewerLogin()) ?? ACTIONS_BOT_LOGIN };
}

/** Our earlier comment among `comments` (the oldest, if several), or undefined. */
export function findStickyComment(
  comments: readonly IssueComment[],
  marker: string,
  rule: CommentAuthorRule,
): IssueComment | undefined {
  return comments.find((comment) => comment.body.includes(marker) && isOurs(comment.author, rule));
}

/** Updates our comment in place, or creates it when asked to; never posts a second one. */
export async function upsertStickyComment(
  client: Pick<GitHubClient, 'listComments' | 'createComment' | 'updateComment'>,
  request: StickyCommentRequest,
  rule: CommentAuthorRule,
): Promise<StickyOutcome> {
  const existing = findStickyComment(await client.listComments(request.pull), request.marker, rule);
  if (existing) {
    if (existing.body === request.body) return 'unchanged';
    await client.updateComment(request.pull, existing.id, request.body);
    return 'updated';
  }
  if (!request.create) return 'skipped';
  await client.createComment(request.pull, request.body);
  return 'created';
}

function isOurs(author: CommentAuthor | undefined, rule: CommentAuthorRule): boolean {
  return author !== undefined && author.login === rule.login;
}
