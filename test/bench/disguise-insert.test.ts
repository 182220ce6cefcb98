import { describe, expect, it } from 'vitest';
import { insertStatements } from '../../bench/disguise-insert.js';
import { lexJava } from '../../bench/disguise-lexer.js';
import { parseJava } from '../../bench/disguise-parser.js';
import { printJava } from '../../bench/disguise-tree.js';
import { randomFor } from '../../bench/synthetic-random.js';

const SOURCE = `class A {
  A(int v) {
    super();
    int a = v;
    if (a > 0) {
      out(a);
      return;
    }
    switch (a) {
      case 1:
        out(1);
        break;
    }
    out(a + 1);
  }
}`;

const texts = (text: string) => lexJava(text).map((token) => token.text);

function isSubsequence(small: readonly string[], large: readonly string[]): boolean {
  let at = 0;
  for (const item of large) if (item === small[at]) at++;
  return at === small.length;
}

describe('the statement insertion attack', () => {
  it('only adds statements: the source is a subsequence of the result', () => {
    for (let seed = 0; seed < 30; seed++) {
      const file = parseJava(SOURCE);
      const inserted = insertStatements(file, randomFor(seed));
      const result = printJava(file);
      expect(inserted).toBeGreaterThan(0);
      expect(texts(result).length).toBeGreaterThan(texts(SOURCE).length);
      expect(isSubsequence(texts(SOURCE), texts(result))).toBe(true);
    }
  });

  it('inserts nowhere it would not compile: not before super(), after return or break, or among case labels', () => {
    for (let seed = 0; seed < 30; seed++) {
      const file = parseJava(SOURCE);
      insertStatements(file, randomFor(seed));
      const lines = printJava(file)
        .split('\n')
        .map((line) => line.trim());
      expect(lines[1]).toBe('A(int v) {');
      expect(lines[2]).toBe('super();');
      expect(lines[lines.indexOf('return;') + 1]).toBe('}');
      const switchAt = lines.indexOf('switch (a) {');
      expect(lines.slice(switchAt, switchAt + 6)).toEqual([
        'switch (a) {',
        'case 1:',
        'out(1);',
        'break;',
        '}',
        expect.any(String),
      ]);
    }
  });
});
