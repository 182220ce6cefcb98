// A fragment's lines end at its last token's line: layout tokens that stand on a later line (the dedent
// closing a Python block sits at the start of the next statement, or after the file's last newline) never
// stretch it, in compare and on a snapshot's side alike.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../../src/check/check-against-snapshots.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../../src/check/settings.js';
import type { SubmissionInput } from '../../src/check/types.js';

const settings = { ...DEFAULT_SETTINGS, minSimilarity: 0 };

const copied = `def total(values):
    result = 0
    for v in values:
        if v > 0:
            result += v * 2
        else:
            result -= v
    return result
`;
// Three lines after the copy, each file's own next statement (where the dedents closing `total` stand).
const own = (body: string) => `${copied}\n\n${body}`;
const original = own(`def other(x):\n    return [y for y in range(x) if y % 3 == 0]\n`);
const copy = own(`print(total([3, -1, 4]), "is the total")\nwhile True:\n    break\n`);
// A whole file whose last line is indented: its closing dedents stand on line 9, after the last newline.
const whole = `${copied}    return result * 2 if result else -1\n`.replace('    return result\n', '');

const submissions = (a: string, b: string): SubmissionInput[] => [
  { name: 'a', files: [{ path: 'm.py', text: a }] },
  { name: 'b', files: [{ path: 'm.py', text: b }] },
];
const linesOf = (result: ReturnType<typeof compareSubmissions>) =>
  result.pairs.flatMap((pair) => pair.fragments.map((f) => [f.a.lines, f.b.lines]));

describe("a fragment's lines", () => {
  it("end on the copied function's last line, not on the next statement three lines on", () => {
    const result = compareSubmissions({ submissions: submissions(original, copy), starter: [], settings });
    expect(linesOf(result)).toEqual([
      [
        { start: 0, end: 8 },
        { start: 0, end: 8 },
      ],
    ]);
  });

  it('end on the last line of a file copied whole, never past it', () => {
    expect(whole.split('\n')).toHaveLength(9);
    const result = compareSubmissions({ submissions: submissions(whole, whole), starter: [], settings });
    expect(linesOf(result)).toEqual([
      [
        { start: 0, end: 8 },
        { start: 0, end: 8 },
      ],
    ]);
  });

  it("end on the snapshot side's last copied line too", () => {
    const build = {
      k: settings.k,
      w: settings.w,
      storedWindow: DEFAULT_STORED_WINDOW,
      createdAt: 0,
      includeNames: true,
    };
    const course = submissions(original, whole);
    const { snapshot } = buildSnapshot({ submissions: course, starter: [], settings: build });
    const query = { name: 'q', files: [{ path: 'q.py', text: copy }] };
    const checked = checkAgainstSnapshots({ submissions: [query], snapshots: [snapshot], settings });
    const ends = checked.pairs.flatMap((pair) => pair.fragments.map((f) => [f.a.lines.end, f.b.lines.end]));
    expect(ends.length).toBeGreaterThan(0);
    for (const [end, endInSnapshot] of ends) {
      expect(end).toBeLessThanOrEqual(8);
      expect(endInSnapshot).toBeLessThanOrEqual(8);
    }
  });
});
