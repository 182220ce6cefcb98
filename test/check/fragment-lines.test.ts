// A fragment's lines end at its last token's line: layout tokens that stand on a later line (the dedent
// closing a Python block sits at the start of the next statement, or after the file's last newline) never
// stretch it, in compare and on a snapshot's side alike. Where the front end moved code (an inlined method),
// a fragment's lines never take in code it does not hold, such as starter code (check/fragment-pieces.ts),
// on a snapshot's side too (snapshot/snapshot-line-stretches.ts).
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/check/build-snapshot.js';
import { checkAgainstSnapshots } from '../../src/check/check-against-snapshots.js';
import { compareSnapshot } from '../../src/check/compare-snapshot.js';
import { compareSubmissions } from '../../src/check/compare-submissions.js';
import { DEFAULT_SETTINGS, DEFAULT_STORED_WINDOW } from '../../src/check/settings.js';
import { fragmentPieces, lineStretches } from '../../src/check/fragment-pieces.js';
import { toTokenLines } from '../../src/engine/token-lines.js';
import type { PairResult, SubmissionInput } from '../../src/check/types.js';

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

// The starter's method sits between `fib` (called once, so read at its call in `main`) and the rest.
const STARTER = `public class Main {
    static int readNumber(java.util.Scanner in, String prompt) {
        System.out.print(prompt);
        while (!in.hasNextInt()) {
            System.out.println("Please type a whole number.");
            in.next();
        }
        int value = in.nextInt();
        if (value < 0) {
            System.out.println("Negative numbers are read as zero.");
            value = 0;
        }
        return value;
    }
}
`;
// A helper called once, shared by the fixtures below.
const FIB = `    static long fib(int n) {
        long a = 0, b = 1;
        for (int i = 0; i < n; i++) {
            long t = a + b;
            a = b;
            b = t;
        }
        return a;
    }
`;
const PROGRAM = `public class Main {
${FIB}    static int readNumber(java.util.Scanner in, String prompt) {
        System.out.print(prompt);
        while (!in.hasNextInt()) {
            System.out.println("Please type a whole number.");
            in.next();
        }
        int value = in.nextInt();
        if (value < 0) {
            System.out.println("Negative numbers are read as zero.");
            value = 0;
        }
        return value;
    }
    static boolean isPrime(long m) {
        if (m < 2) return false;
        for (long d = 2; d * d <= m; d++) {
            if (m % d == 0) return false;
        }
        return true;
    }
    public static void main(String[] args) {
        java.util.Scanner in = new java.util.Scanner(System.in);
        int n = readNumber(in, "How many? ");
        int n2 = readNumber(in, "Again? ");
        for (int i = 0; i < n + n2; i++) {
            long f = fib(i);
            System.out.println(f + (isPrime(f) ? " prime" : ""));
        }
    }
}
`;
// 0-based lines 10 to 21 of PROGRAM are the starter's method.
const STARTER_LINES = { start: 10, end: 22 };
const sidesOf = (pairs: readonly PairResult[], side: 'a' | 'b') =>
  pairs.flatMap((pair) => pair.fragments.map((f) => f[side].lines));
const overlaps = (x: { start: number; end: number }, y: { start: number; end: number }) =>
  x.start < y.end && y.start < x.end;

describe('the lines of a fragment whose code the front end moved', () => {
  const starter = [{ path: 'Main.java', text: STARTER }];
  const pair: SubmissionInput[] = [
    { name: 'a', files: [{ path: 'Main.java', text: PROGRAM }] },
    { name: 'b', files: [{ path: 'Main.java', text: PROGRAM }] },
  ];

  it('leave out the starter code between its pieces, on both sides, and still show every copied line', () => {
    const result = compareSubmissions({ submissions: pair, starter, settings });
    expect(result.pairs).toHaveLength(1);
    for (const side of ['a', 'b'] as const) {
      const lines = sidesOf(result.pairs, side);
      expect(lines).toEqual([
        { start: 2, end: 9 },
        { start: 23, end: 37 },
      ]);
      for (const range of lines) expect(overlaps(range, STARTER_LINES)).toBe(false);
    }
    expect(result.pairs[0]!.sharedLinesA).toBe(7 + 14);
  });

  it("leave out the starter code on a pull request's own side when checked against a snapshot", () => {
    const build = {
      k: settings.k,
      w: settings.w,
      storedWindow: DEFAULT_STORED_WINDOW,
      createdAt: 0,
      includeNames: true,
    };
    const { snapshot } = buildSnapshot({ submissions: pair, starter, settings: build });
    const query = { name: 'q', files: [{ path: 'Main.java', text: PROGRAM }] };
    const checked = checkAgainstSnapshots({ submissions: [query], snapshots: [snapshot], starter, settings });
    const own = checked.pairs.flatMap((p) => p.fragments.map((f) => (p.a === 'q' ? f.a : f.b).lines));
    expect(own.length).toBeGreaterThan(0);
    for (const range of own) expect(overlaps(range, STARTER_LINES)).toBe(false);
  });

  it('group a fragment by stretch of lines on both sides, sides of unequal length in proportion', () => {
    // Side a: tokens 0-9 on lines 0-9 with a foreign line 5 (stretch 0 for tokens 0-4, 1 after); side b is
    // 12 tokens long and clean.
    const a = { start: 0, end: 10 };
    const b = { start: 100, end: 112 };
    const pieces = fragmentPieces(a, b, {
      a: {
        lineRange: (r) => ({ start: r.start, end: r.end }),
        stretches: () => Uint32Array.from({ length: 10 }, (_, i) => (i < 5 ? 0 : 1)),
      },
      b: { lineRange: (r) => ({ start: r.start - 100, end: r.end - 100 }) },
    });
    expect(pieces).toEqual([
      {
        a: { lines: { start: 0, end: 5 }, tokens: { start: 0, end: 5 } },
        b: { lines: { start: 0, end: 6 }, tokens: { start: 100, end: 106 } },
      },
      {
        a: { lines: { start: 5, end: 10 }, tokens: { start: 5, end: 10 } },
        b: { lines: { start: 6, end: 12 }, tokens: { start: 106, end: 112 } },
      },
    ]);
  });
});

describe('lineStretches', () => {
  // One token per entry, on the line given (0-based), one column wide.
  const linesOf = (...lines: number[]) =>
    toTokenLines(Uint32Array.from(lines.flatMap((line) => [line, 0, line, 1])));

  it('finds nothing to cut in a file whose tokens are in line order, or in a run cut where the order is clean', () => {
    expect(linesOf(0, 1, 1, 2, 3).inOrder).toBe(true);
    expect(lineStretches(linesOf(0, 1, 1, 2, 3), { start: 1, end: 4 })).toBeUndefined();
    // Tokens 3-5 (lines 6, 4, 5) were moved, but nothing before token 2 or after token 5 sits among them.
    const moved = linesOf(0, 1, 2, 6, 4, 5, 7);
    expect(moved.inOrder).toBe(false);
    expect(lineStretches(moved, { start: 2, end: 6 })).toBeUndefined();
  });

  it("numbers each token's stretch between lines that hold only other code", () => {
    // Tokens 0-2 are lines 1, 2, 9 (a body read at its call on line 9); line 5 holds token 3 alone.
    const inlined = linesOf(1, 2, 9, 5, 10);
    expect(lineStretches(inlined, { start: 0, end: 3 })).toEqual(Uint32Array.of(0, 0, 1));
    // A line that holds some of the run's own tokens is shown anyway: nothing to cut.
    expect(lineStretches(linesOf(1, 5, 2, 5), { start: 0, end: 3 })).toBeUndefined();
  });
});

// FIB (read at its call in `main`) and, between them in the file, a method that is starter code or that the
// checked submission does not have.
const READ = STARTER.split('\n').slice(1, -2).join('\n') + '\n';
const MAIN = `    public static void main(String[] args) {
        java.util.Scanner in = new java.util.Scanner(System.in);
        int n = readNumber(in, "How many? ");
        int n2 = readNumber(in, "Again? ");
        for (int i = 0; i < n + n2; i++) {
            long f = fib(i);
            System.out.println(f + (f % 2 == 0 ? " even" : " odd"));
        }
    }
`;
const STORED = `public class Main {\n${FIB}${READ}${MAIN}}\n`;
// 0-based lines 10 to 22 of STORED are the method between `fib` and `main`.
const BETWEEN = { start: 10, end: 23 };

describe("the lines of a fragment on a snapshot's side whose code the front end moved", () => {
  const build = {
    k: settings.k,
    w: settings.w,
    storedWindow: DEFAULT_STORED_WINDOW,
    createdAt: 0,
    includeNames: true,
  };
  const checkedAgainst = (query: string, starter: SubmissionInput['files']) => {
    const stored = [{ name: 's', files: [{ path: 'Main.java', text: STORED }] }];
    const { snapshot } = buildSnapshot({ submissions: stored, starter, settings: build });
    const submission = { name: 'q', files: [{ path: 'Main.java', text: query }] };
    const checked = checkAgainstSnapshots({
      submissions: [submission],
      snapshots: [snapshot],
      starter,
      settings,
    });
    expect(checked.pairs.map((pair) => [pair.a, pair.b])).toEqual([['q', 's']]);
    return checked.pairs;
  };

  it('leave out starter code between a helper and its call, where the checked side has none between', () => {
    const starter = [{ path: 'Main.java', text: STARTER }];
    // The checked submission keeps the starter method first and `fib` just above `main`: its side is whole.
    const pairs = checkedAgainst(`public class Main {\n${READ}${FIB}${MAIN}}\n`, starter);
    expect(sidesOf(pairs, 'b')).toEqual([
      { start: 2, end: 9 },
      { start: 23, end: 30 },
    ]);
    for (const range of sidesOf(pairs, 'b')) expect(overlaps(range, BETWEEN)).toBe(false);
    expect(sidesOf(pairs, 'a')).toEqual([
      { start: 15, end: 22 },
      { start: 23, end: 30 },
    ]);
  });

  it('leave out a method the checked submission does not have, between a helper and its call', () => {
    const pairs = checkedAgainst(`public class Main {\n${FIB}${MAIN}}\n`, []);
    expect(sidesOf(pairs, 'b')).toEqual([
      { start: 2, end: 9 },
      { start: 23, end: 30 },
    ]);
    for (const range of sidesOf(pairs, 'b')) expect(overlaps(range, BETWEEN)).toBe(false);
    expect(pairs[0]!.sharedLinesB).toBe(7 + 7);
    expect(sidesOf(pairs, 'a')).toEqual([
      { start: 2, end: 9 },
      { start: 10, end: 17 },
    ]);
  });

  it("leave it out on both sides of a rescan's pair, where both are a snapshot's", () => {
    const course = [
      { name: 's', files: [{ path: 'Main.java', text: STORED }] },
      { name: 't', files: [{ path: 'Main.java', text: `public class Main {\n${FIB}${MAIN}}\n` }] },
    ];
    const { snapshot } = buildSnapshot({ submissions: course, starter: [], settings: build });
    const { pairs } = compareSnapshot({ snapshot, earlier: [], settings });
    expect(pairs.map((pair) => [pair.a, pair.b])).toEqual([['s', 't']]);
    expect(sidesOf(pairs, 'a')).toEqual([
      { start: 2, end: 9 },
      { start: 23, end: 30 },
    ]);
    expect(sidesOf(pairs, 'b')).toEqual([
      { start: 2, end: 9 },
      { start: 10, end: 17 },
    ]);
  });
});
