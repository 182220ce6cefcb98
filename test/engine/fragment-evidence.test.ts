// A fragment's strength is its informative mass: repeated patterns and widely shared code weigh little,
// a rare passage weighs its length. Checked end to end through compare, on prose whose k-grams never repeat.
import { describe, expect, it } from 'vitest';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import { prose } from '../check-snapshot/course.js';

const settings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };
const words = (text: string, from: number, to: number) => text.split(' ').slice(from, to).join(' ');
/** A literal list: one word over and over, like a char[] of the alphabet folded to `'x' ,`. */
const list = Array.from({ length: 160 }, (_, i) => `item${i % 2}`).join(' ');

function run(texts: string[]) {
  const submissions = texts.map((text, i) => ({ name: `s${i}`, files: [{ path: 'a.txt', text }] }));
  return compareSubmissions({ submissions, starter: [], settings });
}

describe('fragment evidence', () => {
  it('does not flag a long repeated pattern two independent submissions share', () => {
    const result = run([`${prose(1, 600)} ${list}`, `${prose(2, 600)} ${list}`, prose(3, 600)]);
    const pair = result.pairs.find((p) => p.a === 's0' && p.b === 's1')!;
    expect(pair.longestFragment).toBeGreaterThanOrEqual(settings.longFragment);
    expect(pair.similarity).toBeLessThan(settings.threshold);
    expect(pair.informativeTokens).toBeLessThan(settings.longFragment / 2);
    expect(pair).toMatchObject({ flagged: false, reason: '' });
  });

  it('flags a rare passage whatever the share, and says so', () => {
    const source = prose(4, 600);
    const result = run([source, `${prose(5, 1200)} ${words(source, 100, 250)}`, prose(6, 600)]);
    const pair = result.pairs.find((p) => p.a === 's0' && p.b === 's1')!;
    expect(pair.similarity).toBeLessThan(settings.threshold);
    expect(pair.informativeTokens).toBe(pair.longestFragment);
    expect(pair).toMatchObject({
      flagged: true,
      reason: `a ${pair.longestFragment}-token fragment no other submission shares`,
    });
  });

  it('weighs a passage many submissions share less than one only the pair has', () => {
    const common = words(prose(7, 600), 0, 150);
    const texts = Array.from({ length: 8 }, (_, i) => `${prose(10 + i, 900)} ${common}`);
    const result = run(texts);
    const pair = result.pairs.find((p) => p.a === 's0' && p.b === 's1')!;
    expect(pair.longestFragment).toBeGreaterThanOrEqual(150);
    expect(pair.informativeTokens).toBeLessThan(settings.longFragment);
    expect(pair.flagged).toBe(false);
  });

  it('flags only the copy in a course where everyone kept the same starter (not given as starter)', () => {
    const kept = words(prose(20, 400), 0, 300);
    const own = Array.from({ length: 8 }, (_, i) => prose(30 + i, 900));
    const texts = own.map((text, i) => `${kept} ${text}${i === 1 ? ` ${words(own[0]!, 200, 350)}` : ''}`);
    const flagged = run(texts).pairs.filter((p) => p.flagged);
    expect(flagged.map((p) => [p.a, p.b, p.reason])).toEqual([
      ['s0', 's1', 'a 150-token fragment no other submission shares'],
    ]);
  });
});
