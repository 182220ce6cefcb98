import { describe, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { differentTokens, sameTokens } from './token-texts.js';

/** A Java method `int run(int op, int a, int b)` whose body is `body`. */
const method = (body: string) =>
  `class A {\n  static int run(int op, int a, int b) {\n    int r = 0;\n${body}\n    return r;\n  }\n}\n`;
/** A C function over `op` whose body is `body`. */
const cFunction = (body: string) => `int run(int op, int a) {\n  int r = a;\n${body}\n  return r;\n}\n`;

describe('a switch read as the if chain it stands for', () => {
  it('reads cases ending in break, grouped labels and a default as the if, else if and else', () => {
    sameTokens(
      java,
      method(
        "    switch (op) {\n      case '+':\n        r = a + b;\n        break;\n      case '-':\n      case '~':\n" +
          '        r = a - b;\n        break;\n      default:\n        r = a * b;\n    }',
      ),
      method(
        "    if (op == '+') {\n      r = a + b;\n    } else if (op == '-' || op == '~') {\n      r = a - b;\n" +
          '    } else {\n      r = a * b;\n    }',
      ),
    );
    // C: a default without its break, last; no braces in the if chain.
    sameTokens(
      c,
      cFunction(
        '  switch (op) {\n  case 1: r += 10; break;\n  case 2: r -= 5; break;\n  default: r = 0;\n  }',
      ),
      cFunction('  if (op == 1) r += 10;\n  else if (op == 2) r -= 5;\n  else r = 0;'),
    );
    sameTokens(
      cpp,
      cFunction('  switch (op) {\n  case 1: r += 10; break;\n  case 2: r -= 5; break;\n  }'),
      cFunction('  if (op == 1) r += 10;\n  else if (op == 2) r -= 5;'),
    );
  });

  it("reads cases that return, Java's strings and its comma-separated labels as their if chain", () => {
    const days = (body: string) => `class D {\n  static String name(int d, String k) {\n${body}\n  }\n}\n`;
    sameTokens(
      java,
      days(
        '    switch (d) {\n      case 1:\n        return "Mon";\n      case 6, 7:\n        return "End";\n' +
          '      default:\n        return k;\n    }',
      ),
      days(
        '    if (d == 1) {\n      return "Mon";\n    } else if (d == 6 || d == 7) {\n      return "End";\n    }\n    return k;',
      ),
    );
    sameTokens(
      java,
      days(
        '    int c = 0;\n    switch (k) {\n      case "small":\n        c = 3;\n        break;\n    }\n    return k + c;',
      ),
      days('    int c = 0;\n    if (k.equals("small")) {\n      c = 3;\n    }\n    return k + c;'),
    );
  });

  it('leaves alone a switch whose cases fall through, break early, or read their subject anew', () => {
    const chain = method('    if (op == 1) {\n      r = a;\n    } else if (op == 2) {\n      r = b;\n    }');
    // Case 1 falls into case 2: the if chain runs only one of them.
    differentTokens(
      java,
      method('    switch (op) {\n      case 1:\n        r = a;\n      case 2:\n        r = b;\n    }'),
      chain,
    );
    // A break inside an if leaves the switch, not the if.
    differentTokens(
      java,
      method(
        '    switch (op) {\n      case 1:\n        if (a > b) break;\n        r = a;\n        break;\n' +
          '      case 2:\n        r = b;\n        break;\n    }',
      ),
      method(
        '    if (op == 1) {\n      if (a > b) {\n      }\n      r = a;\n    } else if (op == 2) {\n      r = b;\n    }',
      ),
    );
    // A subject that is a call is evaluated once; the chain would call it at every link.
    differentTokens(
      java,
      method(
        '    switch (next()) {\n      case 1:\n        r = a;\n        break;\n      case 2:\n        r = b;\n        break;\n    }',
      ),
      method('    if (next() == 1) {\n      r = a;\n    } else if (next() == 2) {\n      r = b;\n    }'),
    );
  });
});
