import { describe, expect, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { differentTokens, idsOf, idsOfTexts, sameTokens } from './token-texts.js';

/** A Java method body in a class, so the statements stand in a function body. */
const inJava = (body: string) => `class A {\n  int run(int n, int m, int[] a) {\n${body}\n  }\n}\n`;
const inC = (body: string) => `#include <stdio.h>\nint run(int n, int m, int *a) {\n${body}\n}\n`;

describe('conditional form: a statement whose value is a conditional reads as the if it stands for', () => {
  const tail = '\nSystem.out.println(x);\nreturn 0;';

  it('reads a conditional assignment as an if/else of one assignment to the target (Java, C, C++)', () => {
    sameTokens(
      java,
      inJava(`int x;\nx = n > m ? n : m;${tail}`),
      inJava(`int x;\nif (n > m) x = n; else x = m;${tail}`),
    );
    sameTokens(
      java,
      inJava(`int x = (n > m) ? n : m;${tail}`),
      inJava(`int x;\nif (n > m) {\n  x = n;\n} else {\n  x = m;\n}${tail}`),
    );
    sameTokens(
      java,
      inJava(`int x = 0;\nx += n % 2 == 0 ? n : m;${tail}`),
      inJava(`int x = 0;\nif (n % 2 == 0) x += n; else x += m;${tail}`),
    );
    sameTokens(
      c,
      inC('a[0] = n > 0 ? n : -n;\nreturn a[0];'),
      inC('if (n > 0) a[0] = n; else a[0] = -n;\nreturn a[0];'),
    );
    sameTokens(
      cpp,
      inC('int x = n > 0 ? 1 : 2;\nreturn x;'),
      inC('int x;\nif (n > 0) { x = 1; }\nelse { x = 2; }\nreturn x;'),
    );
    // What it reads: the condition, then the target given either value.
    expect(idsOf(java, inJava('x = n > m ? n : m;')).slice(-15)).toEqual(
      idsOfTexts('if ( $id < $id ) $id = $id ; else $id = $id ;'),
    );
  });

  it('reads a conditional return, and a call with a conditional argument, as the if/else of both', () => {
    sameTokens(java, inJava('return n > m ? n : m;'), inJava('if (n > m) return n; else return m;'));
    sameTokens(
      java,
      inJava('System.out.println(n % 2 == 0 ? "even" : "odd");\nreturn 0;'),
      inJava('if (n % 2 == 0) System.out.println("even");\nelse System.out.println("odd");\nreturn 0;'),
    );
  });

  it('reads a chain of conditionals as an else-if chain', () => {
    sameTokens(
      java,
      inJava('int s = n > 0 ? 1 : n < 0 ? -1 : 0;\nreturn s;'),
      inJava('int s;\nif (n > 0) s = 1;\nelse if (n < 0) s = -1;\nelse s = 0;\nreturn s;'),
    );
  });

  it('still sees through a statement inserted into a branch of the if: dead code goes after', () => {
    sameTokens(
      java,
      inJava(`int x = n > m ? n : m;${tail}`),
      inJava(`int x;\nif (n > m) {\n  x = n;\n  int unused = 7;\n} else {\n  x = m;\n}${tail}`),
    );
  });

  it('leaves alone a conditional that is only part of a value, or one argument of several', () => {
    differentTokens(
      java,
      inJava(`int x = (n > m ? n : m) + 1;${tail}`),
      inJava(`int x;\nif (n > m) x = n + 1; else x = m + 1;${tail}`),
    );
    differentTokens(
      java,
      inJava('f(n > m ? n : m, 1);\nreturn 0;'),
      inJava('if (n > m) f(n, 1); else f(m, 1);\nreturn 0;'),
    );
    // A lambda's body: the call takes the lambda, not one of two values.
    const lambda = idsOf(java, inJava('g(v -> v > m ? n : m);\nreturn 0;'));
    expect(lambda).not.toContain(idsOfTexts('if')[0]);
    expect(lambda).toContain(idsOfTexts('?')[0]);
  });
});
