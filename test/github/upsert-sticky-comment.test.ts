import { describe, expect, it } from 'vitest';
import {
  findStickyComment,
  resolveCommentAuthor,
  upsertStickyComment,
} from '../../src/github/upsert-sticky-comment.js';
import { createFakeClient } from '../support/fake-github-client.js';

const pull = { owner: 'course', repo: 'a3-sam', number: 4 };
const marker = '<!-- codewinnow -->';
const bot = { login: 'github-actions[bot]', type: 'Bot' };
const student = { login: 'sam', type: 'User' };

describe('findStickyComment', () => {
  const comments = [
    { id: 1, body: `${marker} planted by the student`, author: student },
    { id: 2, body: 'unrelated bot comment', author: bot },
    { id: 3, body: `${marker} ours`, author: bot },
    { id: 4, body: `${marker} ours again`, author: bot },
  ];

  it('wants the marker and a bot author when the token cannot say who it is', () => {
    expect(findStickyComment(comments, marker, { anyBot: true })?.id).toBe(3);
  });

  it('wants the exact login when the token can say who it is', () => {
    expect(findStickyComment(comments, marker, { login: 'sam' })?.id).toBe(1);
    expect(findStickyComment(comments, marker, { login: 'course-bot' })).toBeUndefined();
  });

  it('ignores a comment whose author was deleted', () => {
    expect(
      findStickyComment([{ id: 9, body: marker, author: undefined }], marker, { anyBot: true }),
    ).toBeUndefined();
  });
});

describe('resolveCommentAuthor', () => {
  it('is the token login for a personal access token, any bot otherwise', async () => {
    expect(await resolveCommentAuthor(createFakeClient({ viewer: 'staff' }))).toEqual({ login: 'staff' });
    expect(await resolveCommentAuthor(createFakeClient())).toEqual({ anyBot: true });
  });
});

describe('upsertStickyComment', () => {
  it('creates the comment once, then updates it in place', async () => {
    const client = createFakeClient({ comments: [{ id: 1, body: `${marker} planted`, author: student }] });
    const request = { pull, marker, body: `${marker}\nfirst`, create: true };
    expect(await upsertStickyComment(client, request, { anyBot: true })).toBe('created');
    expect(
      await upsertStickyComment(client, { ...request, body: `${marker}\nsecond` }, { anyBot: true }),
    ).toBe('updated');
    expect(
      await upsertStickyComment(client, { ...request, body: `${marker}\nsecond` }, { anyBot: true }),
    ).toBe('unchanged');
    expect(client.state.comments).toEqual([
      { id: 1, body: `${marker} planted`, author: student },
      { id: 101, body: `${marker}\nsecond`, author: bot },
    ]);
  });

  it('posts nothing when not asked to create and there is no comment yet', async () => {
    const client = createFakeClient();
    expect(
      await upsertStickyComment(client, { pull, marker, body: 'clean', create: false }, { anyBot: true }),
    ).toBe('skipped');
    expect(client.state.comments).toEqual([]);
  });
});
