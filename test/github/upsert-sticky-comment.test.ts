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
const studentApp = { login: 'sams-helper[bot]', type: 'Bot' };

describe('findStickyComment', () => {
  const comments = [
    { id: 1, body: `${marker} planted by the student`, author: student },
    { id: 2, body: 'unrelated bot comment', author: bot },
    { id: 3, body: `${marker} ours`, author: bot },
    { id: 4, body: `${marker} ours again`, author: bot },
  ];

  it("wants the marker and the token's own bot, never another bot (a student's own GitHub App)", () => {
    const planted = { id: 0, body: `${marker} planted by a student's app`, author: studentApp };
    expect(findStickyComment([planted, ...comments], marker, { login: 'github-actions[bot]' })?.id).toBe(3);
    expect(findStickyComment([planted, ...comments], marker, { login: 'course-app[bot]' })).toBeUndefined();
  });

  it('wants the exact login when the token can say who it is', () => {
    expect(findStickyComment(comments, marker, { login: 'sam' })?.id).toBe(1);
    expect(findStickyComment(comments, marker, { login: 'course-bot' })).toBeUndefined();
  });

  it('ignores a comment whose author was deleted', () => {
    expect(
      findStickyComment([{ id: 9, body: marker, author: undefined }], marker, {
        login: 'github-actions[bot]',
      }),
    ).toBeUndefined();
  });
});

describe('resolveCommentAuthor', () => {
  it("is the login the token acts as, and the job token's bot when GitHub will not say", async () => {
    expect(await resolveCommentAuthor(createFakeClient({ viewer: 'staff' }))).toEqual({ login: 'staff' });
    expect(await resolveCommentAuthor(createFakeClient({ viewer: 'course-app[bot]' }))).toEqual({
      login: 'course-app[bot]',
    });
    expect(await resolveCommentAuthor(createFakeClient())).toEqual({ login: 'github-actions[bot]' });
  });
});

describe('upsertStickyComment', () => {
  it('creates the comment once, then updates it in place', async () => {
    const client = createFakeClient({ comments: [{ id: 1, body: `${marker} planted`, author: student }] });
    const request = { pull, marker, body: `${marker}\nfirst`, create: true };
    expect(await upsertStickyComment(client, request, { login: 'github-actions[bot]' })).toBe('created');
    expect(
      await upsertStickyComment(
        client,
        { ...request, body: `${marker}\nsecond` },
        { login: 'github-actions[bot]' },
      ),
    ).toBe('updated');
    expect(
      await upsertStickyComment(
        client,
        { ...request, body: `${marker}\nsecond` },
        { login: 'github-actions[bot]' },
      ),
    ).toBe('unchanged');
    expect(client.state.comments).toEqual([
      { id: 1, body: `${marker} planted`, author: student },
      { id: 101, body: `${marker}\nsecond`, author: bot },
    ]);
  });

  it('posts nothing when not asked to create and there is no comment yet', async () => {
    const client = createFakeClient();
    expect(
      await upsertStickyComment(
        client,
        { pull, marker, body: 'clean', create: false },
        { login: 'github-actions[bot]' },
      ),
    ).toBe('skipped');
    expect(client.state.comments).toEqual([]);
  });
});
