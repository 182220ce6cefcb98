// The one comment per pull request that codewinnow keeps up to date: found by its hidden marker AND its
// author, so a marker that someone else planted in their own comment is never taken for ours (nor edited).
import type { CommentAuthor, GitHubClient, IssueComment, PullRef } from './github-client.js';

/** The login GITHUB_TOKEN comments as. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/** Who our comments are by: the token's own login when GitHub tells us, else the bots we may be. */
export type CommentAuthorRule = { readonly login: string } | { readonly anyBot: true };

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
 * Who may have written our earlier comments. GET /user answers for personal access tokens; GITHUB_TOKEN and
 * GitHub App installation tokens may not ask, and then comment as a bot: `github-actions[bot]` or
 * `<app>[bot]`, accounts of type Bot that no student can sign in as.
 */
export async function resolveCommentAuthor(
  client: Pick<GitHubClient, 'fetchViewerLogin'>,
): Promise<CommentAuthorRule> {
  const login = await client.fetchViewerLogin();
  return login === undefined ? { anyBot: true } : { login };
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
  if (!author) return false;
  if ('login' in rule) return author.login === rule.login;
  return author.login === ACTIONS_BOT_LOGIN || (author.type === 'Bot' && author.login.endsWith('[bot]'));
}
