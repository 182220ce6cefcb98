import { describe, expect, it } from 'vitest';
import { commonFolder } from '../../src/report/common-folder.js';
import { toHtmlPayload } from '../../src/report/html/to-html-payload.js';
import { HOSTILE, SAMPLE, SOURCES, sampleSource } from './sample-result.js';

const limits = { tableLimit: 10, detailLimit: 10, groups: [['course/alice', HOSTILE, 'course/carol']] };

describe('toHtmlPayload', () => {
  it('writes pairs as compact rows in rank order, names without their common folder', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, limits);
    expect(payload.prefix).toBe('course/');
    expect(payload.names).toEqual(['alice', 'bob</script><b>&amp;', 'carol', 'dave']);
    expect(payload.lines).toEqual([6, 5, 4, 9]);
    expect(payload.pairs).toEqual([
      [0, 1, 0.9, 0.9, 0.9, 20, 3, 3, 1, 2, 0],
      [1, 2, 0.6, 0.6, 0.6, 20, 3, 3, 1, 1, 1],
      [0, 2, 0.3, 0.3, 0.3, 20, 3, 3, 0, 1, 2],
      [2, 3, 0.1, 0.1, 0.1, 20, 3, 3, 0, 1, 3],
    ]);
    expect(payload.groups).toEqual([[0, 1, 2]]);
    expect(payload.threshold).toBe(0.5);
  });

  it('gives each fragment both 0-based ranges, its mark, and the 1-based lines people read', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, limits);
    expect(payload.details[0]).toEqual([
      [0, 0, 2, 1, 1, 3, 0, '1', '1–2', '2–3'],
      [0, 2, 4, 1, 3, 5, 1, '2', '3–4', '4–5'],
    ]);
  });

  it('includes only files the detailed pairs touch, each once, with starter lines; a missing text stays absent', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, limits);
    expect(payload.files).toEqual([
      { s: 0, p: 'main.py', t: SOURCES['course/alice']!['main.py'], st: [] },
      { s: 1, p: 'main.py', t: SOURCES[HOSTILE]!['main.py'], st: [[0, 1]] },
      { s: 2, p: 'src/app.py', t: SOURCES['course/carol']!['src/app.py'], st: [] },
      { s: 3, p: 'gone.py', st: [] },
    ]);
  });

  it('caps the table and the detailed pairs', () => {
    const payload = toHtmlPayload(SAMPLE, sampleSource, { ...limits, tableLimit: 3, detailLimit: 1 });
    expect(payload.pairs.map((row) => row[10])).toEqual([0, -1, -1]);
    expect(payload.details).toHaveLength(1);
    expect(payload.files.map((file) => [file.s, file.p])).toEqual([
      [0, 'main.py'],
      [1, 'main.py'],
    ]);
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
      { s: 0, p: 'main.py', t: SOURCES['course/alice']!['main.py'], st: [] },
      { s: 1, p: 'main.py', same: 0, st: [[0, 1]] },
    ]);
  });
});
