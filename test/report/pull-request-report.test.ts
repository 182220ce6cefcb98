// The PR's report and its renderings: comment, could-not-run comment, annotations, and the length limits.
import { describe, expect, it } from 'vitest';
import type { CheckResult, PairResult } from '../../src/check/types.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { fitText } from '../../src/report/fit-text.js';
import type { PullRequestReport } from '../../src/report/pull-request-report.js';
import {
  MAX_COMMENT_CHARS,
  renderCouldNotRunComment,
  renderPullRequestComment,
} from '../../src/report/render-pull-request-comment.js';
import { renderJobSummary } from '../../src/report/render-job-summary.js';
import { toAnnotations } from '../../src/report/to-annotations.js';
import { toPullRequestReport } from '../../src/report/to-pull-request-report.js';

const facts = {
  headSha: 'abcdef1234567890abcdef1234567890abcdef12',
  failOn: undefined,
  checkedFiles: 3,
  skippedFiles: 1,
  snapshotSubmissions: 40,
  snapshotDate: '2026-11-20',
};

const report: PullRequestReport = {
  ...facts,
  minSimilarity: 0.25,
  othersNamed: false,
  matches: [
    {
      label: 'submission 7f3a09c1',
      similarity: 0.83,
      coverage: 0.8,
      sharedLines: 33,
      flagged: true,
      reason: "similarity 83%, 4.2× this course's median",
      fragments: [
        {
          file: 'src/Main.java',
          lines: { start: 9, end: 42 },
          other: { file: 'Main.java', lines: { start: 11, end: 44 } },
        },
        {
          file: 'src/Util.java',
          lines: { start: 0, end: 1 },
          other: { file: 'Helpers.java', lines: { start: 4, end: 5 } },
        },
      ],
    },
  ],
};

describe('renderPullRequestComment', () => {
  it('lists this PR’s own files that could not be checked, with why', () => {
    const notChecked = [
      { path: 'src/Data.java', detail: 'a PNG image, by its first bytes' },
      { path: 'src/Empty.java', detail: 'the file has 0 bytes' },
    ];
    const body = renderPullRequestComment({ ...report, notChecked }, { detail: 'summary' });
    expect(body).toContain(
      '⚠️ 2 files were not checked: `src/Data.java` (a PNG image, by its first bytes), `src/Empty.java` (the file has 0 bytes).',
    );
    expect(renderPullRequestComment(report, { detail: 'summary' })).not.toContain('not checked');
    expect(renderJobSummary({ ...report, notChecked })).toContain(
      '2 files were not checked:\n\n- `src/Data.java`: a PNG image, by its first bytes\n- `src/Empty.java`: the file has 0 bytes\n',
    );
  });

  it('shows this PR’s matching lines and the other side by pseudonym', () => {
    expect(renderPullRequestComment(report, { detail: 'fragments' })).toEqual(
      [
        '<!-- codewinnow -->',
        '### 🔍 codewinnow: similar code found',
        '',
        "As of `abcdef1`, this pull request's code matches 1 other submission of the course at or above 25.0% similarity.",
        '',
        '| other submission | similarity | share of your code | your matching lines | flagged because |',
        '| --- | ---: | ---: | ---: | --- |',
        "| submission 7f3a09c1 | 83.0% | 80.0% | 33 | similarity 83%, 4.2× this course's median |",
        '',
        '**submission 7f3a09c1** (83.0%):',
        '',
        '- `src/Main.java` lines 10–42 ↔ submission 7f3a09c1, `Main.java` lines 12–44',
        '- `src/Util.java` line 1 ↔ submission 7f3a09c1, `Helpers.java` line 5',
        '',
        '<sub>Checked 3 changed files (1 skipped) against a snapshot of 40 submissions built 2026-11-20. Other submissions are named by pseudonym; their code is never shown here. A match is a prompt for a look, not a verdict: course staff review it.</sub>',
      ].join('\n'),
    );
  });

  it('says a listed match below min-similarity is there for its flag, not above the minimum', () => {
    const low = {
      ...report.matches[0]!,
      similarity: 0.09,
      reason: 'a 110-token fragment no other submission shares',
    };
    const body = renderPullRequestComment({ ...report, matches: [low] }, { detail: 'summary' });
    expect(body).toContain(
      "this pull request's code matches 1 other submission of the course at or above 25.0% similarity, or flagged below it.",
    );
    expect(body).toContain(
      '| submission 7f3a09c1 | 9.0% | 80.0% | 33 | a 110-token fragment no other submission shares |',
    );
    expect(renderJobSummary({ ...report, matches: [low] })).toContain(
      'matches at or above 25.0% similarity, and flagged ones below it, are listed.',
    );
    expect(renderPullRequestComment(report, { detail: 'summary' })).not.toContain('flagged below it');
  });

  it('shows only the scores with comment: summary', () => {
    const body = renderPullRequestComment(report, { detail: 'summary' });
    expect(body).toContain('| submission 7f3a09c1 | 83.0% | 80.0% | 33 | similarity 83%');
    expect(body).not.toContain('Main.java');
  });

  it('says when nothing matches', () => {
    const body = renderPullRequestComment({ ...report, matches: [] }, { detail: 'fragments' });
    expect(body.split('\n').slice(0, 4)).toEqual([
      '<!-- codewinnow -->',
      '### ✅ codewinnow: no similar code found',
      '',
      'As of `abcdef1`, no other submission of the course matches this pull request at or above 25.0% similarity.',
    ]);
  });

  it('keeps within GitHub’s limit and says how much was cut', () => {
    const fragment = report.matches[0]!.fragments[0]!;
    const huge = {
      ...report,
      matches: [{ ...report.matches[0]!, fragments: Array.from({ length: 5000 }, () => fragment) }],
    };
    const body = renderPullRequestComment(huge, { detail: 'fragments' });
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(body).toMatch(
      /\n… \d+ more lines of this report are not shown: GitHub limits a comment's length\. The job summary of this run lists every match\.\n\n<sub>/,
    );
    const small = renderPullRequestComment(huge, { detail: 'fragments', maxChars: 2000 });
    expect(small.length).toBeLessThanOrEqual(2000);
    expect(small).toMatch(/… 49\d\d more lines/);
  });

  it('escapes what a student controls: file names cannot break out of their code span', () => {
    const sneaky = { ...report.matches[0]!.fragments[0]!, file: 'a`<img src=x>`@teacher.java' };
    const body = renderPullRequestComment(
      { ...report, matches: [{ ...report.matches[0]!, fragments: [sneaky] }] },
      { detail: 'fragments' },
    );
    expect(body).toContain("- `a'<img src=x>'@teacher.java` lines 10–42");
  });
});

describe('renderCouldNotRunComment', () => {
  it('never reads like a result', () => {
    expect(renderCouldNotRunComment(facts.headSha, 'there is no artifact named x in y')).toEqual(
      [
        '<!-- codewinnow -->',
        '### ⚠️ codewinnow: the check could not run',
        '',
        'The similarity check of `abcdef1` could not run, so this is **not** a result: there is no artifact named x in y',
        '',
        'Course staff: the job log of this run says more. The next push runs the check again.',
      ].join('\n'),
    );
  });
});

describe('toAnnotations', () => {
  it('annotates this PR’s lines, 1-based, and counts what the limit left out', () => {
    expect(toAnnotations(report, 1)).toEqual({
      annotations: [
        {
          path: 'src/Main.java',
          startLine: 10,
          endLine: 42,
          level: 'warning',
          title: 'Similar to submission 7f3a09c1 (83.0%)',
          message:
            'Lines 10–42 match submission 7f3a09c1, Main.java lines 12–44. This is a prompt for a look, not a verdict.',
        },
      ],
      omitted: 1,
    });
  });
});

describe('toPullRequestReport', () => {
  const side = (file: string, start: number, end: number) => ({
    file,
    lines: { start, end },
    tokens: { start: 0, end: 1 },
  });
  const pair: PairResult = {
    a: 'course/a3-other',
    b: 'course/a3-me',
    similarity: 0.5,
    coverageA: 0.4,
    coverageB: 0.6,
    longestFragment: 30,
    informativeTokens: 30,
    score: 0.5,
    namesAgree: null,
    reason: 'similarity 50%',
    sharedTokensA: 30,
    sharedTokensB: 30,
    sharedLinesA: 12,
    sharedLinesB: 10,
    flagged: true,
    fragments: [{ a: side('secret-name/Main.java', 1, 13), b: side('src/Main.java', 4, 14) }],
  };
  const result: CheckResult = {
    settings: { ...DEFAULT_SETTINGS, minSimilarity: 0.3 },
    submissions: [],
    pairs: [pair],
    skipped: [],
  };

  it('takes this PR’s side whichever side it is, and shows only the other file’s name', () => {
    const disclosure = {
      label: (name: string) => `submission ${name.length}`,
      othersNamed: false,
      otherPaths: false,
    };
    expect(toPullRequestReport(result, 'course/a3-me', facts, disclosure)).toEqual({
      ...facts,
      minSimilarity: 0.3,
      othersNamed: false,
      matches: [
        {
          label: 'submission 15',
          similarity: 0.5,
          coverage: 0.6,
          sharedLines: 10,
          flagged: true,
          reason: 'similarity 50%',
          fragments: [
            {
              file: 'src/Main.java',
              lines: { start: 4, end: 14 },
              other: { file: 'Main.java', lines: { start: 1, end: 13 } },
            },
          ],
        },
      ],
    });
  });

  it('shows the other path only when asked', () => {
    const disclosure = { label: (name: string) => name, othersNamed: true, otherPaths: true };
    const built = toPullRequestReport(result, 'course/a3-me', facts, disclosure);
    expect(built.matches[0]!.label).toBe('course/a3-other');
    expect(built.matches[0]!.fragments[0]!.other.file).toBe('secret-name/Main.java');
  });
});

describe('fitText', () => {
  it('keeps items while they fit and replaces the rest by a note', () => {
    const text = fitText({
      head: ['H'],
      items: ['aaaa', 'bbbb', 'cccc'],
      tail: ['T'],
      maxChars: 16,
      note: (n) => `+${n}`,
    });
    expect(text).toBe('H\naaaa\n+2\nT');
  });

  it('keeps everything that fits', () => {
    expect(fitText({ head: [], items: ['a', 'b'], tail: [], maxChars: 100, note: () => 'cut' })).toBe('a\nb');
  });
});
