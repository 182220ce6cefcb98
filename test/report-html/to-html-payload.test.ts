import { describe, expect, it } from 'vitest';
import { commonFolder } from '../../src/report/common-folder.js';
import type { FragmentEntry, PairEntry } from '../../src/report/html/html-payload.js';
import { fromRecordTable } from '../../src/report/html/record-table.js';
import { toHtmlPayload } from '../../src/report/html/to-html-payload.js';
import { HOSTILE, SAMPLE, SOURCES, sampleSource } from './sample-result.js';

const pair = ([a, b, share, flagged, fragments, detail]: [
  number,
  number,
  number,
  boolean,
  number,
  number,
]): PairEntry => ({
  a,
  b,
  similarity: share,
  coverageA: share,
  coverageB: share,
  longest: 20,
  sharedLinesA: 3,
  sharedLinesB: 3,
  flagged,
  reason: '',
  decision: '',
  fragments,
  detail,
});
const limits = { tableLimit: 10, otherPairs: 10, groups: [['course/alice', HOSTILE, 'course/carol']] };

describe('toHtmlPayload', () => {
  it('writes pairs as one record table in rank order, names without their common folder', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, limits);
    expect(payload.prefix).toBe('course/');
    expect(payload.names).toEqual(['alice', 'bob</script><b>&amp;', 'carol', 'dave']);
    expect(payload.lines).toEqual([6, 5, 4, 9]);
    expect(fromRecordTable(payload.pairs)).toEqual([
      pair([0, 1, 0.9, true, 2, 0]),
      pair([1, 2, 0.6, true, 1, 1]),
      pair([0, 2, 0.3, false, 1, 2]),
      pair([2, 3, 0.1, false, 1, 3]),
    ]);
    expect(payload.pairs.fields).toHaveLength(13);
    expect(payload.groups).toEqual([[0, 1, 2]]);
    expect(payload.threshold).toBe(0.5);
  });

  it('gives each fragment both 0-based ranges, its mark, and the 1-based lines people read', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, limits);
    const side = (file: number, start: number, end: number, lines: string) => ({ file, start, end, lines });
    const fragment = (
      a: ReturnType<typeof side>,
      b: ReturnType<typeof side>,
      colour: number,
    ): FragmentEntry => ({
      fileA: a.file,
      startA: a.start,
      endA: a.end,
      fileB: b.file,
      startB: b.start,
      endB: b.end,
      colour,
      label: String(colour + 1),
      linesA: a.lines,
      linesB: b.lines,
    });
    expect(fromRecordTable(payload.details[0]!)).toEqual([
      fragment(side(0, 0, 2, '1–2'), side(1, 1, 3, '2–3'), 0),
      fragment(side(0, 2, 4, '3–4'), side(1, 3, 5, '4–5'), 1),
    ]);
  });

  it('includes only files the detailed pairs touch, each once, with starter lines; a missing text stays absent', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, limits);
    expect(payload.files).toEqual([
      { submission: 0, path: 'main.py', text: SOURCES['course/alice']!['main.py'], starterLines: [] },
      {
        submission: 1,
        path: 'main.py',
        text: SOURCES[HOSTILE]!['main.py'],
        starterLines: [{ start: 0, end: 1 }],
      },
      { submission: 2, path: 'src/app.py', text: SOURCES['course/carol']!['src/app.py'], starterLines: [] },
      { submission: 3, path: 'gone.py', starterLines: [] },
    ]);
  });

  it('caps the table, and holds the code of every flagged pair and of the top others asked for', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, { ...limits, tableLimit: 3, otherPairs: 0 });
    expect(fromRecordTable(payload.pairs).map((entry) => entry.detail)).toEqual([0, 1, -1]);
    expect(payload.details).toHaveLength(2);
    expect(payload.files.map((file) => [file.submission, file.path])).toEqual([
      [0, 'main.py'],
      [1, 'main.py'],
      [2, 'src/app.py'],
    ]);
    const one = toHtmlPayload(SAMPLE, sampleSource, { ...limits, otherPairs: 1 });
    expect(fromRecordTable(one.pairs).map((entry) => entry.detail)).toEqual([0, 1, 2, -1]);
  });

  it('stores each file once however many pairs use it', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, limits);
    const keys = payload.files.map((file) => `${file.submission}/${file.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const used = payload.details.flatMap((table) =>
      fromRecordTable(table).flatMap((fragment) => [fragment.fileA, fragment.fileB]),
    );
    expect(used.length).toBeGreaterThan(keys.length);
    expect([...new Set(used)].sort()).toEqual(keys.map((_, i) => i));
  });
});

describe('commonFolder', () => {
  it('is the shared folder of all names, never a whole name', () => {
    expect(commonFolder(['a/b/c', 'a/b/d', 'a/bx'])).toBe('a/');
    expect(commonFolder(['x/one', 'x/two'])).toBe('x/');
    expect(commonFolder(['one', 'two'])).toBe('');
    expect(commonFolder(['x/one'])).toBe('');
    expect(commonFolder(['a/b', 'a/b/c'])).toBe('a/');
    expect(commonFolder([])).toBe('');
  });
});

describe('toHtmlPayload with verbatim copies', () => {
  it('stores a text once and points copies at it', () => {
    const copy: Record<string, Record<string, string>> = {
      ...SOURCES,
      [HOSTILE]: { 'main.py': SOURCES['course/alice']!['main.py']! },
    };
    const payload = toHtmlPayload(SAMPLE, (submission, path) => copy[submission]?.[path], limits);
    expect(payload.files.slice(0, 2)).toEqual([
      { submission: 0, path: 'main.py', text: SOURCES['course/alice']!['main.py'], starterLines: [] },
      { submission: 1, path: 'main.py', same: 0, starterLines: [{ start: 0, end: 1 }] },
    ]);
  });
});
