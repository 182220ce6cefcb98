import { describe, expect, it } from 'vitest';
import { CheckRunForbiddenError, publishCheckRun } from '../../src/github/publish-check-run.js';
import type { Annotation } from '../../src/report/to-annotations.js';
import { createFakeClient } from '../support/fake-github-client.js';

const annotation = (i: number): Annotation => ({
  path: 'Main.java',
  startLine: i + 1,
  endLine: i + 1,
  level: 'warning',
  title: `t${i}`,
  message: `m${i}`,
});

const request = (count: number) => ({
  repo: { owner: 'course', repo: 'a3-sam' },
  name: 'codewinnow',
  headSha: 'a'.repeat(40),
  conclusion: 'neutral' as const,
  completedAt: '2026-11-21T10:00:00.000Z',
  title: 'title',
  summary: 'summary',
  annotations: Array.from({ length: count }, (_, i) => annotation(i)),
});

describe('publishCheckRun', () => {
  it('sends 50 annotations with the create call and the rest in updates of 50', async () => {
    const client = createFakeClient();
    await publishCheckRun(client, request(120));
    const [run] = client.state.checkRuns;
    expect(run!.run.output.annotations.map((a) => a.title)).toEqual(
      Array.from({ length: 50 }, (_, i) => `t${i}`),
    );
    expect(run!.updates.map((u) => u.annotations.length)).toEqual([50, 20]);
    expect(run!.updates[1]!.annotations[19]!.title).toBe('t119');
  });

  it('creates a run without annotations when there are none', async () => {
    const client = createFakeClient();
    await publishCheckRun(client, request(0));
    expect(client.state.calls).toEqual(['createCheckRun']);
  });

  it('says so when the token may not create check runs', async () => {
    const client = createFakeClient({
      checkRunError: Object.assign(new Error('Resource not accessible'), { status: 403 }),
    });
    await expect(publishCheckRun(client, request(3))).rejects.toBeInstanceOf(CheckRunForbiddenError);
  });

  it('lets other failures through', async () => {
    const boom = Object.assign(new Error('Server Error'), { status: 500 });
    const client = createFakeClient({ checkRunError: boom });
    await expect(publishCheckRun(client, request(3))).rejects.toBe(boom);
  });
});
