import { describe, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { differentTokens, sameTokens } from './token-texts.js';

/** A Java method of `body`, with `lines` before it. */
const method = (body: string, type = 'int') =>
  `class A {\n  static int[] p = new int[9];\n  static ${type} run(int a, int b) {\n    p[0] = a * b;\n${body}\n  }\n}\n`;
/** A Java loop over a[i] whose body is `body`. */
const loop = (body: string) =>
  `class A {\n  static long run(int[] a) {\n    long s = 0;\n    for (int i = 0; i < a.length; i++) {\n      s += i;\n${body}\n    }\n    return s;\n  }\n}\n`;

describe('an if read in one form where "invert if" and "remove redundant else" give another', () => {
  it('reads an if with a negated condition and an else as the one with its branches swapped', () => {
    const plain = method(
      'if (a == b) {\n  p[1] = a;\n  p[2] = 7;\n} else {\n  p[1] = b;\n  p[3]++;\n}\nreturn p[1];',
    );
    sameTokens(
      java,
      plain,
      method('if (a != b) {\n  p[1] = b;\n  p[3]++;\n} else {\n  p[1] = a;\n  p[2] = 7;\n}\nreturn p[1];'),
    );
    // `!x`, `!(…)`, `>=` and `<=` negate too.
    sameTokens(
      java,
      method('if (p[a] < b) p[1] = a; else p[1] = b;\nreturn p[1];'),
      method('if (p[a] >= b) p[1] = b; else p[1] = a;\nreturn p[1];'),
    );
    sameTokens(
      java,
      method('if (p[a] > b) p[1] = a; else p[1] = b;\nreturn p[1];'),
      method('if (!(p[a] > b)) p[1] = b; else p[1] = a;\nreturn p[1];'),
    );
  });

  it('drops an else after a branch that jumps, and reads a negated early return as its inversion', () => {
    const early = method('if (a == b) {\n  return 0;\n}\np[a] = b;\nreturn p[1] + 1;');
    // The else is redundant after a return.
    sameTokens(
      java,
      early,
      method('if (a == b) {\n  return 0;\n} else {\n  p[a] = b;\n  return p[1] + 1;\n}'),
    );
    // The inverted guard: both ways out of the block are returns.
    sameTokens(java, early, method('if (a != b) {\n  p[a] = b;\n  return p[1] + 1;\n}\nreturn 0;'));
    sameTokens(
      java,
      early,
      method('if (a != b) {\n  p[a] = b;\n  return p[1] + 1;\n} else {\n  return 0;\n}'),
    );
  });

  it('reads a guard clause ending a loop or a void function as the nested if it stands for', () => {
    const nested = loop('      if (a[i] > 0) {\n        s += a[i] * 2;\n        a[i] = 0;\n      }');
    sameTokens(java, nested, loop('      if (a[i] <= 0) continue;\n      s += a[i] * 2;\n      a[i] = 0;'));
    // A positive guard stands for a negated nested if.
    sameTokens(
      java,
      loop('      if (a[i] != 0) {\n        s += a[i] * 2;\n      }'),
      loop('      if (a[i] == 0) {\n        continue;\n      }\n      s += a[i] * 2;'),
    );
    sameTokens(
      java,
      method('if (!(a > b)) {\n  p[a] = b;\n  p[b]++;\n}', 'void'),
      method('if (a > b) return;\np[a] = b;\np[b]++;', 'void'),
    );
  });

  it('reads the same forms in C and C++', () => {
    const inC = (body: string) => `int p[9];\nint run(int a, int b) {\n  p[0] = a;\n${body}\n}\n`;
    sameTokens(
      c,
      inC('if (a == b) return 0;\np[a] = b;\nreturn 1;'),
      inC('if (a != b) {\n  p[a] = b;\n  return 1;\n}\nreturn 0;'),
    );
    const inCpp = (body: string) =>
      `#include <vector>\nint run(std::vector<int>& v) {\n  int s = 0;\n  for (int x : v) {\n${body}\n  }\n  return s;\n}\n`;
    sameTokens(
      cpp,
      inCpp('if (!(x % 2)) {\n  s += x;\n  s *= 3;\n}'),
      inCpp('if (x % 2) continue;\ns += x;\ns *= 3;'),
    );
  });

  it('reads an if that returns or assigns true or false as the return or assignment of its condition', () => {
    const check = (body: string) =>
      `class A {\n  static boolean ok(int x, boolean done) {\n    x %= 7;\n${body}\n  }\n}\n`;
    const plain = check('return x % 2 == 0;');
    sameTokens(java, plain, check('if (x % 2 == 0) {\n  return true;\n} else {\n  return false;\n}'));
    sameTokens(java, plain, check('if (x % 2 != 0) return false;\nreturn true;'));
    sameTokens(java, check('return !done;'), check('if (done) {\n  return false;\n}\nreturn true;'));
    // Two returns of the same value are no condition's.
    differentTokens(java, plain, check('if (x % 2 == 0) return true;\nreturn true;'));
    // The same for a name assigned true or false, and a conditional of the two.
    const stored = (body: string) => check(`boolean even;\n${body}\nreturn even;`);
    const assigned = stored('even = x % 2 == 0;');
    sameTokens(java, assigned, stored('if (x % 2 != 0) {\n  even = false;\n} else {\n  even = true;\n}'));
    sameTokens(java, assigned, stored('even = x % 2 == 0 ? true : false;'));
    // Without an else, the assignment is only one of two paths.
    differentTokens(java, assigned, stored('even = false;\nif (x % 2 == 0) even = true;'));
    // Two names: no one assignment.
    differentTokens(java, assigned, stored('boolean odd;\nif (x % 2 == 0) even = true;\nelse odd = false;'));
  });

  it('reads an endless loop whose body starts by breaking on a condition as the loop on its negation', () => {
    const scan = (head: string) =>
      `class A {\n  static int run(int[] a, int n) {\n    int i = 0;\n    ${head}\n      a[i] *= 2;\n      i++;\n    }\n    return i;\n  }\n}\n`;
    const plain = scan('while (i < n && a[i] != 0) {');
    sameTokens(java, plain, scan('while (true) {\n      if (i >= n || a[i] == 0) break;'));
    sameTokens(java, plain, scan('for (;;) {\n      if (!(i < n) || a[i] == 0) {\n        break;\n      }'));
    sameTokens(
      c,
      'int run(int *a) {\n  int i = 0;\n  while (!a[i]) {\n    i++;\n  }\n  return i;\n}\n',
      'int run(int *a) {\n  int i = 0;\n  while (1) {\n    if (a[i]) break;\n    i++;\n  }\n  return i;\n}\n',
    );
    // `&&` and `||` together: the negation would need brackets it does not write.
    differentTokens(
      java,
      scan('while (!(i >= n || a[i] == 0 && n > 2)) {'),
      scan('while (true) {\n      if (i >= n || a[i] == 0 && n > 2) break;'),
    );
  });

  it('leaves alone what is not sure: chains, conditions of more than one comparison, a rest that goes on', () => {
    // An else-if chain keeps its order: which link to swap would depend on where it was cut.
    differentTokens(
      java,
      method('if (a < 1) p[1] = 1;\nelse if (a < 5) p[1] = 2;\nelse p[1] = 3;\nreturn p[1];'),
      method('if (a < 1) p[1] = 1;\nelse if (a >= 5) p[1] = 3;\nelse p[1] = 2;\nreturn p[1];'),
    );
    // `!=` inside `&&`: its negation is not one token's change.
    differentTokens(
      java,
      method('if (a != b && a > 0) p[1] = b; else p[1] = a;\nreturn p[1];'),
      method('if (a == b || a <= 0) p[1] = a; else p[1] = b;\nreturn p[1];'),
    );
    // The end of an if's block is not a return: a guard there is not read as a nested if.
    differentTokens(
      java,
      method('if (a > 0) {\n  if (b != 0) return 0;\n  p[a] = b;\n}\nreturn 1;'),
      method('if (a > 0) {\n  if (b == 0) {\n    p[a] = b;\n  }\n  return 0;\n}\nreturn 1;'),
    );
    // An else after a branch that does not jump stays.
    differentTokens(
      java,
      method('if (a == b) {\n  p[1] = 0;\n} else {\n  p[a] = b;\n}\nreturn 1;'),
      method('if (a == b) {\n  p[1] = 0;\n}\np[a] = b;\nreturn 1;'),
    );
  });
});
