import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html/render-html.js';
import { toHtmlPayload } from '../../src/report/html/to-html-payload.js';
import { findGroups } from '../../src/report/html/find-groups.js';
import { HOSTILE, SAMPLE, sampleSource } from './sample-result.js';

const html = renderHtml(SAMPLE, { source: sampleSource });
const between = (open: string, close: string): string[] =>
  html
    .split(open)
    .slice(1)
    .map((part) => part.slice(0, part.indexOf(close)));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('renderHtml', () => {
  it('embeds a JSON payload that parses back to exactly the payload', () => {
    const [json] = between('<script type="application/json" id="report-data">', '</script>');
    const expected = toHtmlPayload(SAMPLE, sampleSource, {
      otherPairs: 0,
      tableLimit: 50_000,
      groups: findGroups(SAMPLE.pairs).map((group) => group.members),
    });
    expect(JSON.parse(json!)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('never lets code or names close a script element or start markup', () => {
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>&amp;');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    expect(html).not.toContain('<!--');
    expect(html).toContain('bob&lt;/script&gt;&lt;b&gt;&amp;amp;');
  });

  it('escapes names in the groups and skipped files it writes as markup', () => {
    expect(html).toContain('<span class="name">bob&lt;/script&gt;&lt;b&gt;&amp;amp;</span>');
    expect(html).toContain('course/dave/logo&lt;1&gt;.png: binary file');
    expect(html).not.toContain(HOSTILE);
  });

  it('allows exactly its own script and style by hash, and nothing from the network', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1]!;
    const [, script] = /<script>([\s\S]*?)<\/script>/.exec(html)!;
    const [, style] = /<style>([\s\S]*?)<\/style>/.exec(html)!;
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      `script-src 'sha256-${sha256(script!)}'`,
      `style-src 'sha256-${sha256(style!)}'`,
      'img-src data:',
      "base-uri 'none'",
      "form-action 'none'",
    ]);
    expect(html.match(/\b(?:src|href)="(?!data:)/g)).toBeNull();
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/ style="/);
  });

  it('is deterministic', () => {
    expect(renderHtml(SAMPLE, { source: sampleSource })).toBe(html);
  });

  it('says how many pairs have code side by side', () => {
    expect(html).toContain(
      'Code side by side is included for all 2 flagged pairs (--html-pairs N adds the top N others).',
    );
    const one = renderHtml(SAMPLE, { source: sampleSource, otherPairs: 1, tableLimit: 3 });
    expect(one).toContain(
      'included for all 2 flagged pairs and the top 1 other (--html-pairs N adds the top N others). The table lists the top 3 of 4 pairs.',
    );
    const every = renderHtml(SAMPLE, { source: sampleSource, otherPairs: 2 });
    expect(every).toContain('Every listed pair can be opened side by side.');
  });

  it('marks the threshold on the histogram and lists the linked group', () => {
    expect(html).toContain('threshold 50%');
    expect(html).toContain('3 submissions · 2 of 3 pairs flagged · up to 90.0%');
  });
});
