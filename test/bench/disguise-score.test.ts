import { describe, expect, it } from 'vitest';
import { labelledPairs, scoreSetting, type CourseFile } from '../../bench/disguise-score.js';
import type { PairScore } from '../../bench/quality-through-snapshot.js';
import { lexJava } from '../../bench/disguise-lexer.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { scopeAt, typeBefore } from '../../bench/disguise-scope.js';
import { editableBlocks, methodsIn } from '../../bench/disguise-walk.js';

const file = (origin: string, copy: boolean): CourseFile => ({
  path: `${origin}${copy ? '-copy' : ''}/A.java`,
  origin,
  copy,
});

function scores(entries: [string, string, number, boolean][]) {
  const map = new Map<string, PairScore>();
  for (const [a, b, similarity, flagged] of entries) {
    map.set(`${a}\n${b}`, { similarity, score: similarity, flagged });
    map.set(`${b}\n${a}`, { similarity, score: similarity, flagged });
  }
  return map;
}

describe('the disguise benchmark’s labels and scores', () => {
  const files = [
    file('original', false),
    file('original', true),
    file('np13', false),
    file('np13', true),
    file('np15', false),
  ];

  it('labels a copy with its source positive, independent sources negative, and the rest cross', () => {
    const pairs = labelledPairs({ task: 'case-01', course: { files, unchanged: 0 }, scores: new Map() });
    expect(pairs.map((pair) => `${pair.kind}:${pair.label}`)).toEqual([
      'copy:1',
      'independent:0',
      'cross:0',
      'independent:0',
      'cross:0',
      'cross:0',
      'cross:0',
      'copy:1',
      'independent:0',
      'cross:0',
    ]);
  });

  it('leaves out the pairs of independent solutions 13 and 15 where IR-Plag says they are alike', () => {
    const pairs = labelledPairs({ task: 'case-02', course: { files, unchanged: 0 }, scores: new Map() });
    expect(pairs).toHaveLength(8);
  });

  it('scores AUC, flagged precision and recall over copies and independent pairs, cross pairs apart', () => {
    const scored = scoreSetting([
      {
        task: 'case-01',
        course: { files: files.slice(0, 3), unchanged: 2 },
        scores: scores([
          ['original/A.java', 'original-copy/A.java', 0.6, true],
          ['original/A.java', 'np13/A.java', 0.7, true],
          ['original-copy/A.java', 'np13/A.java', 0.2, true],
        ]),
      },
    ]);
    expect(scored).toEqual({
      copies: 1,
      negatives: 1,
      falseFlags: 1,
      precisionWithCross: 1 / 3,
      unchanged: 2,
      auc: 0,
      aucBySimilarity: 0,
      precision: 0.5,
      recall: 1,
      f1: 2 / 3,
      medianCopySimilarity: 0.6,
      // The independent pair outscores the copy: no threshold flags the copy at precision 0.9.
      recallAtP90PerTask: 0,
    });
  });
});

describe('the extract attack’s view of scope', () => {
  it('knows the locals in scope before a statement, their types, and which may be unassigned', () => {
    const java = parseJava(
      'class A { static void f(int n, java.util.List<String> xs) { int a = 1, b; var v = 2; for (String s : xs) { int[] c = {a}; g(s); } } }',
    );
    const [site] = methodsIn(java.members);
    const loopBody = editableBlocks([site!.body])[1]!;
    const scope = scopeAt(site!, loopBody, 1);
    expect(Object.fromEntries(scope)).toEqual({
      n: { type: 'int', initialized: true },
      xs: { type: 'java.util.List<String>', initialized: true },
      a: { type: 'int', initialized: true },
      b: { type: undefined, initialized: false },
      v: { type: undefined, initialized: true },
      s: { type: 'String', initialized: true },
      c: { type: 'int[]', initialized: true },
    });
    const tokens = lexJava('Map<String, List<Integer>> m;').slice(0, -1);
    expect(typeBefore(tokens, tokens.length - 2)).toBe('Map<String, List<Integer>>');
  });
});
