import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PairResult } from '../../src/check/types.js';
import { escapeHtml } from '../../src/report/html/escape-html.js';
import { findGroups } from '../../src/report/html/find-groups.js';
import { FRAGMENT_COLOURS, toFragmentMark } from '../../src/report/html/fragment-marks.js';
import { toHistogramBins } from '../../src/report/html/render-histogram.js';
import { sha256Base64 } from '../../src/report/html/sha256-base64.js';
import { toScriptJson } from '../../src/report/html/to-script-json.js';

const pair = (a: string, b: string, similarity: number, flagged = similarity >= 0.5): PairResult => ({
  a,
  b,
  similarity,
  coverageA: similarity,
  coverageB: similarity,
  longestFragment: 1,
  informativeTokens: 1,
  score: similarity,
  namesAgree: null,
  reason: '',
  sharedTokensA: 1,
  sharedTokensB: 1,
  sharedLinesA: 1,
  sharedLinesB: 1,
  flagged,
  fragments: [],
});

describe('toFragmentMark', () => {
  it('numbers fragments from 1 and cycles through distinct colours, neighbours never alike', () => {
    expect(Array.from({ length: 10 }, (_, i) => toFragmentMark(i))).toEqual([
      { label: '1', colour: 0 },
      { label: '2', colour: 1 },
      { label: '3', colour: 2 },
      { label: '4', colour: 3 },
      { label: '5', colour: 4 },
      { label: '6', colour: 5 },
      { label: '7', colour: 6 },
      { label: '8', colour: 7 },
      { label: '9', colour: 0 },
      { label: '10', colour: 1 },
    ]);
    expect(new Set(FRAGMENT_COLOURS).size).toBe(FRAGMENT_COLOURS.length);
  });
});

describe('findGroups', () => {
  it('links submissions through flagged pairs only, transitively', () => {
    const groups = findGroups([
      pair('ada', 'bob', 0.9),
      pair('bob', 'cy', 0.7),
      pair('dan', 'eve', 0.55),
      pair('ada', 'dan', 0.4),
      pair('fay', 'gus', 0.2),
    ]);
    expect(groups).toEqual([
      { members: ['ada', 'bob', 'cy'], pairs: 2, maxSimilarity: 0.9 },
      { members: ['dan', 'eve'], pairs: 1, maxSimilarity: 0.55 },
    ]);
  });

  it('orders groups by size, then strength, then first name, whatever the pair order', () => {
    const pairs = [pair('x', 'y', 0.6), pair('m', 'n', 0.6), pair('p', 'q', 0.8), pair('q', 'r', 0.5)];
    const expected = [
      ['p', 'q', 'r'],
      ['m', 'n'],
      ['x', 'y'],
    ];
    expect(findGroups(pairs).map((g) => g.members)).toEqual(expected);
    expect(findGroups([...pairs].reverse()).map((g) => g.members)).toEqual(expected);
  });

  it('is empty without flagged pairs', () => {
    expect(findGroups([pair('a', 'b', 0.3)])).toEqual([]);
  });
});

describe('toHistogramBins', () => {
  it('counts pairs in 5% bins, 100% in the last', () => {
    const bins = toHistogramBins([
      pair('a', 'b', 0),
      pair('a', 'c', 0.05),
      pair('a', 'd', 0.5),
      pair('a', 'e', 0.999),
      pair('a', 'f', 1),
    ]);
    expect(bins).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });
});

describe('escaping', () => {
  it('escapes markup characters in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON that cannot end a script element and parses back', () => {
    const value = { code: '</script><!-- a && b > c \u2028\u2029', n: [1, 2.5] };
    const json = toScriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('sha256Base64', () => {
  it('agrees with node:crypto on short, block-edge and non-ASCII input', () => {
    for (const text of [
      '',
      'abc',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
      'x'.repeat(1000),
      'é↔😀\u2028',
    ]) {
      expect(sha256Base64(text)).toBe(createHash('sha256').update(text, 'utf8').digest('base64'));
    }
  });
});
