// A small, hand-built CheckResult for the HTML report's unit tests: hostile names and code (markup, `</script>`,
// U+2028), three submissions linked through two flagged pairs, one unflagged pair, starter lines, a missing file.
import type { CheckResult, FragmentSide, MatchFragment, PairResult } from '../../src/check/types.js';
import type { SourceLookup } from '../../src/report/html/source-lookup.js';

export const HOSTILE = 'course/bob</script><b>&amp;';

export const SOURCES: Record<string, Record<string, string>> = {
  'course/alice': {
    'main.py':
      'def f(a, b):\n    return a < b and b > 0\n# </script><script>alert(1)</script>\nprint("\u2028 & <!--")\n',
    'util.py': 'x = 1\ny = 2\n',
  },
  [HOSTILE]: {
    'main.py': '# header\ndef g(x, y):\n    return x < y and y > 0\n# </SCRIPT >\nprint("\u2029 & <!--")\n',
  },
  'course/carol': { 'src/app.py': 'import os\n\ndef h(p, q):\n    return p < q and q > 0\n' },
};

const side = (file: string, start: number, end: number): FragmentSide => ({
  file,
  lines: { start, end },
  tokens: { start: start * 5, end: end * 5 },
});
const fragment = (a: FragmentSide, b: FragmentSide): MatchFragment => ({ a, b });

function pair(a: string, b: string, similarity: number, fragments: MatchFragment[]): PairResult {
  return {
    a,
    b,
    similarity,
    coverageA: similarity,
    coverageB: similarity,
    longestFragment: 20,
    informativeTokens: 20,
    score: similarity,
    namesAgree: null,
    reason: '',
    sharedTokensA: 20,
    sharedTokensB: 20,
    sharedLinesA: 3,
    sharedLinesB: 3,
    flagged: similarity >= 0.5,
    fragments,
  };
}

export const SAMPLE: CheckResult = {
  settings: { k: 12, w: 8, maxShare: 1, minSimilarity: 0.05, threshold: 0.5, longFragment: 100 },
  submissions: [
    {
      name: 'course/alice',
      files: [
        { path: 'main.py', language: 'python', lines: 4, tokens: 30, starterTokens: 0 },
        { path: 'util.py', language: 'python', lines: 2, tokens: 6, starterTokens: 0 },
      ],
    },
    {
      name: HOSTILE,
      files: [
        {
          path: 'main.py',
          language: 'python',
          lines: 5,
          tokens: 30,
          starterTokens: 4,
          starterLines: [{ start: 0, end: 1 }],
        },
      ],
    },
    {
      name: 'course/carol',
      files: [{ path: 'src/app.py', language: 'python', lines: 4, tokens: 20, starterTokens: 0 }],
    },
    {
      name: 'course/dave',
      files: [{ path: 'gone.py', language: 'python', lines: 9, tokens: 40, starterTokens: 0 }],
    },
  ],
  pairs: [
    pair('course/alice', HOSTILE, 0.9, [
      fragment(side('main.py', 0, 2), side('main.py', 1, 3)),
      fragment(side('main.py', 2, 4), side('main.py', 3, 5)),
    ]),
    pair(HOSTILE, 'course/carol', 0.6, [fragment(side('main.py', 1, 3), side('src/app.py', 2, 4))]),
    pair('course/alice', 'course/carol', 0.3, [fragment(side('main.py', 0, 2), side('src/app.py', 2, 4))]),
    pair('course/carol', 'course/dave', 0.1, [fragment(side('src/app.py', 0, 1), side('gone.py', 0, 1))]),
  ],
  skipped: [{ submission: 'course/dave', path: 'logo<1>.png', reason: 'binary', detail: 'binary file' }],
};

export const sampleSource: SourceLookup = (submission, path) => SOURCES[submission]?.[path];
