// Front ends keep arrays from one file for the next (the lexer's buffer, normalization's output): what a
// file gives must not depend on what was tokenized before it.
import { describe, expect, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { python } from '../../src/languages/python.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';

const javaSource = (n: number) => `class A${n} {
\tint f(int x) {
\t    int unused = 3;   \r
        int a = x + ${n};
        int b = x * 2;
        if (a > b) { return a; }
        return b + a;
    }
}
`;

const pythonSource = (n: number) => `def f(x):
    \t total = x + ${n}
    for k in range(x):
        total += k
    return total
`;

const cSource = (n: number) => `int f(int x) {
    int y = ${n};   int z = x * y;
    return z;
}
`;

function snapshot(frontEnd: LanguageFrontEnd, text: string) {
  const tokens = frontEnd.tokenize(text);
  return {
    ids: Array.from(tokens.ids),
    spans: Array.from(tokens.spans),
    spellings: tokens.spellings && Array.from(tokens.spellings),
  };
}

describe('tokenizing files in turn', () => {
  const cases: [string, LanguageFrontEnd, (n: number) => string][] = [
    ['Java', java, javaSource],
    ['C', c, cSource],
    ['C++', cpp, cSource],
    ['Python', python, pythonSource],
  ];
  for (const [name, frontEnd, source] of cases) {
    it(`gives a ${name} file the same tokens after a larger file and after a smaller one`, () => {
      const small = source(1);
      const alone = snapshot(frontEnd, small);
      const kept = frontEnd.tokenize(small);
      snapshot(frontEnd, Array.from({ length: 200 }, (_, i) => source(i)).join('\n'));
      expect(snapshot(frontEnd, small)).toEqual(alone);
      snapshot(frontEnd, 'x');
      expect(snapshot(frontEnd, small)).toEqual(alone);
      // The sequence handed out earlier is not written over by later files.
      expect(Array.from(kept.ids)).toEqual(alone.ids);
      expect(Array.from(kept.spans)).toEqual(alone.spans);
    });
  }

  for (const [name, frontEnd, source] of cases) {
    it(`lends a ${name} file's spans and spellings only when asked, and keeps its ids the caller's`, () => {
      const small = source(1);
      const alone = snapshot(frontEnd, small);
      const lent = frontEnd.tokenize(small, true);
      expect({
        ids: Array.from(lent.ids),
        spans: Array.from(lent.spans),
        spellings: lent.spellings && Array.from(lent.spellings),
      }).toEqual(alone);
      // A file of the same size, other operators, takes the arrays the first one lent.
      const other = frontEnd.tokenize(source(1).replace(/\+/g, '-').replace(/\*/g, '/'), true);
      expect(Array.from(other.ids)).not.toEqual(alone.ids);
      expect(Array.from(lent.ids)).toEqual(alone.ids);
    });
  }

  it('lexes a run of blanks (tabs, spaces, carriage returns) as nothing, spans unchanged', () => {
    const spaced = java.tokenize('class A { int f() { return 1 ; } }');
    const blanks = java.tokenize('class A {\t \t int   f() {  \r\n  return  1\t;\r\n}    }');
    expect(Array.from(blanks.ids)).toEqual(Array.from(spaced.ids));
    expect(Array.from(blanks.spans.subarray(0, 8))).toEqual([0, 0, 0, 5, 0, 6, 0, 7]);
  });
});
