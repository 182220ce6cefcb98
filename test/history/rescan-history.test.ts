// Issue 14, history, end to end against a loopback GitHub: student07 copied student03 (renamed); the first
// rescan flags them; student07 then rewrites until the flag goes, and the next rescan still shows the pair,
// "flagged at <old head> (date), not since <new head> (date)", in the staff summary (the staff issue's
// body) and the staff JSON. The student snapshot holds none of it, and a history that cannot be read stops
// the run before anything is written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlagHistoryError } from '../../src/rescan/flag-history-file.js';
import { schemaProblems } from '../support/json-schema.js';
import { solution, STARTER_FILES } from '../support/course-repos.js';
import type { FakeCourse } from '../support/fake-github-course.js';
import { baseJob, day, iso, ORG, runJob, startStudentCourse, tempDir } from '../support/rescan-harness.js';

const STUDENTS = 8;

let fake: FakeCourse;
beforeAll(async () => {
  fake = await startStudentCourse(STUDENTS);
});
afterAll(async () => {
  await fake.close();
});

describe('the flag history of a rescan', () => {
  const state = tempDir();
  const job = baseJob({ stateDir: state, outputDir: state });
  const copier = () => fake.state.repos.find((r) => r.name === 'hw1-student07')!;

  it('keeps a pair flagged before and says at which commit it stopped', async () => {
    const first = await runJob(fake, job, day(10));
    expect(first.outcome.flagged).toBeGreaterThan(0);
    const copiedAt = copier().head;
    const history = JSON.parse(readFileSync(join(state, 'flag-history.json'), 'utf8')) as {
      pairs: { a: string; b: string }[];
    };
    expect(history.pairs).toContainEqual(
      expect.objectContaining({ a: `${ORG}/hw1-student03`, b: `${ORG}/hw1-student07` }),
    );
    // student07 rewrites its solution until the flag goes.
    const rewritten = fake.push(
      copier(),
      [...STARTER_FILES, { path: 'src/solution.py', content: solution(7) }],
      iso(day(11)),
    );
    const second = await runJob(fake, { ...job, html: true }, day(12));
    const line = `flagged at ${copiedAt.slice(0, 7)} (2026-11-10), not since ${rewritten.slice(0, 7)} (2026-11-12)`;
    expect(second.outcome.summary).toContain('### Flagged before, not now (1)');
    expect(second.outcome.summary).toContain(`- ${ORG}/hw1-student03 ↔ ${ORG}/hw1-student07: ${line}`);
    // The staff JSON has the whole commits (the fake's short ones all start 0000000).
    const report = JSON.parse(readFileSync(join(state, 'staff-report.json'), 'utf8')) as {
      history: { summary: string; flagged: { commitB: string }[]; cleared: { commitB: string } }[];
    };
    expect(schemaProblems('staff-report', report)).toEqual([]);
    const pair = report.history.find((p) => p.summary === line)!;
    expect(pair.flagged.map((s) => s.commitB)).toEqual([copiedAt]);
    expect(pair.cleared.commitB).toBe(rewritten);
    // The HTML report lists it too.
    const html = readFileSync(join(state, 'staff-report.html'), 'utf8');
    expect(html).toContain('<h2>Flagged before, not now (1)</h2>');
    expect(html).toContain(`<b>${ORG}/hw1-student03</b> ↔ <b>${ORG}/hw1-student07</b>: ${line}`);
    // The student snapshot names no one: it holds no history at all.
    expect(readFileSync(join(state, 'codewinnow-snapshot.cwsnap')).includes('student07')).toBe(false);
  });

  it('stops, writing nothing, when the history cannot be read', async () => {
    writeFileSync(join(state, 'flag-history.json'), '{"version": 1, "pairs": [');
    const before = Object.fromEntries(
      readdirSync(state).map((name) => [name, readFileSync(join(state, name)).toString('base64')]),
    );
    await expect(runJob(fake, job, day(13))).rejects.toThrow(FlagHistoryError);
    const after = Object.fromEntries(
      readdirSync(state).map((name) => [name, readFileSync(join(state, name)).toString('base64')]),
    );
    expect(after).toEqual(before);
  });
});
