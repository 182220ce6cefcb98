// A pull request's check flags by the one decision staff compares make (check/decide-flag.ts): matches from
// min-similarity up are listed, and only those the decision flags say "flagged because"; the others say
// they are listed for their similarity only. The demo course: byte-bandit copied ada-lovelace-fan whole,
// recursive-raccoon shares about a fifth with several submissions (not flagged by a staff compare).
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { checkPull } from '../../src/pull-check/check-pull.js';
import { renderPullRequestComment } from '../../src/report/render-pull-request-comment.js';
import { readSubmission } from '../../src/sources/read-submission.js';

const SUB = 'fixtures/demo-course/submissions';
const NAMES = ['ada-lovelace-fan', 'quiet-quokka', 'tabs-not-spaces', 'null-pointer-ninja'];

async function read(name: string) {
  return {
    name,
    repo: `course/${name}`,
    commit: 'c0ffee',
    commitTime: 0,
    files: (await readSubmission(`${SUB}/${name}`)).files,
  };
}

async function checkOf(name: string, course: { threshold?: number; snapshotThreshold?: number } = {}) {
  const submissions = await Promise.all(NAMES.map(read));
  const { k, w, longFragment } = DEFAULT_SETTINGS;
  const flagRule = { threshold: course.snapshotThreshold ?? DEFAULT_SETTINGS.threshold, longFragment };
  const { snapshot } = buildSnapshot({
    submissions,
    starter: [],
    settings: { k, w, storedWindow: w, createdAt: 0, includeNames: true, flagRule },
  });
  const own = await read(name);
  const report = checkPull({
    snapshot,
    repo: own.repo,
    headSha: 'abc1234',
    files: own.files,
    skippedFiles: 0,
    minSimilarity: 0.1,
    threshold: course.threshold,
    failOn: undefined,
  });
  const compared = compareSubmissions({
    submissions: [own, ...submissions],
    starter: [],
    settings: { ...DEFAULT_SETTINGS, ...flagRule, minSimilarity: 0.1 },
  });
  return { report, compared };
}

describe('a pull request check', () => {
  it('lists a match under the threshold without flagging it, as a staff compare does not flag it', async () => {
    const { report, compared } = await checkOf('recursive-raccoon');
    const listed = report.matches.filter((m) => m.similarity < DEFAULT_SETTINGS.threshold);
    expect(listed.length).toBeGreaterThan(0);
    for (const match of listed) expect(match).toMatchObject({ flagged: false, reason: '' });
    const staff = compared.pairs.filter((p) => [p.a, p.b].includes('recursive-raccoon'));
    expect(staff.some((p) => p.flagged)).toBe(false);
    expect(renderPullRequestComment(report, { detail: 'summary' })).toContain(
      '| not flagged: listed for its similarity only |',
    );
  });

  it('flags a whole copy with the reason a staff compare gives', async () => {
    const { report, compared } = await checkOf('byte-bandit');
    const copy = report.matches[0]!;
    expect(copy.similarity).toBeGreaterThan(0.9);
    expect(copy.flagged).toBe(true);
    expect(copy.reason).toMatch(/^similarity \d+%, names agree in \d+%/);
    const staff = compared.pairs.find(
      (p) => [p.a, p.b].includes('byte-bandit') && [p.a, p.b].includes('ada-lovelace-fan'),
    )!;
    expect(staff.flagged).toBe(true);
  });

  it("flags at the threshold the snapshot was built with (the staff report's), as a compare with it does", async () => {
    const { report, compared } = await checkOf('recursive-raccoon', { snapshotThreshold: 0.15 });
    const over = report.matches.filter((m) => m.similarity >= 0.15);
    expect(over.length).toBeGreaterThan(0);
    for (const match of over) expect(match).toMatchObject({ flagged: true });
    expect(over[0]!.reason).toMatch(/^similarity \d+%/);
    const staff = compared.pairs.filter((p) => [p.a, p.b].includes('recursive-raccoon') && p.flagged);
    expect(staff.length).toBeGreaterThan(0);
  });

  it("keeps a threshold the check is given over the snapshot's", async () => {
    const { report } = await checkOf('recursive-raccoon', { snapshotThreshold: 0.15, threshold: 0.5 });
    expect(report.matches.length).toBeGreaterThan(0);
    expect(report.matches.some((m) => m.flagged)).toBe(false);
  });
});
