// The compare use case end to end, from source text to ranked pairs, on the cases staff meet.
import { describe, expect, it } from 'vitest';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS } from '../../src/check/settings.js';
import type { InputFile } from '../../src/check/types.js';

const settings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };

const original = `
def mean(values):
    total = 0
    for value in values:
        total += value
    return total / len(values)

def variance(values):
    m = mean(values)
    squares = [(v - m) ** 2 for v in values]
    return sum(squares) / (len(values) - 1)

def report(values):
    print("mean", mean(values))
    print("variance", variance(values))
    if variance(values) > 10:
        print("spread out")
`;

// Renamed identifiers, other comments and layout, functions in another order.
const disguised = `
# statistics helpers
def spread(xs):
    avg = average(xs)
    sq = [ (x - avg) ** 2 for x in xs ]   # squared deviations
    return sum(sq) / (len(xs) - 1)


def show(xs):
    print("mean", average(xs))
    print("variance", spread(xs))
    if spread(xs) > 10:
        print("spread out")

def average(xs):
    acc = 0
    for x in xs:
        acc += x
    return acc / len(xs)
`;

const unrelated = `
import sys

class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if not self.items:
            raise IndexError("empty")
        return self.items.pop()

while True:
    line = sys.stdin.readline()
    if not line:
        break
`;

const run = (submissions: Record<string, string>, starter: InputFile[] = []) =>
  compareSubmissions({
    submissions: Object.entries(submissions).map(([name, text]) => ({
      name,
      files: [{ path: 'main.py', text }],
    })),
    starter,
    settings,
  });

describe('compareSubmissions', () => {
  it('scores identical submissions 100% and unrelated ones near zero', () => {
    const { pairs } = run({ a: original, b: original, c: unrelated });
    expect(pairs[0]).toMatchObject({ a: 'a', b: 'b', similarity: 1, flagged: true });
    for (const pair of pairs.slice(1)) expect(pair.similarity).toBeLessThan(0.15);
  });

  it('sees through renamed identifiers, new comments, layout and reordered functions', () => {
    const { pairs } = run({ a: original, b: disguised });
    expect(pairs[0]!.similarity).toBeGreaterThan(0.9);
    expect(pairs[0]!.flagged).toBe(true);
    // mean() moved from first to last: one fragment for it, one for variance() and report(), still adjacent.
    expect(pairs[0]!.fragments.map((f) => [f.a.lines.start + 1, f.b.lines.start + 1])).toEqual([
      [2, 15],
      [8, 3],
    ]);
  });

  it('reports nothing for starter code that both kept', () => {
    const { pairs } = run({ a: original + unrelated, b: original }, [{ path: 'main.py', text: original }]);
    expect(pairs).toEqual([]);
  });

  it('makes a small file copied whole into a big one stand out through its coverage', () => {
    const big =
      unrelated +
      original.replace(/values/g, 'data') +
      unrelated.replace(/Stack/g, 'Queue').replace(/items/g, 'q') +
      '\n' +
      unrelated.replace(/line/g, 'row');
    const { pairs } = run({ small: original, big });
    expect(pairs[0]).toMatchObject({ a: 'small', b: 'big' });
    expect(pairs[0]!.coverageA).toBeGreaterThan(0.95);
    expect(pairs[0]!.coverageB).toBeLessThan(0.4);
  });

  it('gives 1-based fragment lines that point at the copied code', () => {
    const padded = '\n\n\n# three lines of padding\n' + original;
    const { pairs } = run({ a: original, b: padded });
    const fragment = pairs[0]!.fragments[0]!;
    const first = original.split('\n')[fragment.a.lines.start];
    const firstB = padded.split('\n')[fragment.b.lines.start];
    expect(first).toBe(firstB);
    expect(fragment.b.lines.start - fragment.a.lines.start).toBe(4);
  });
});
