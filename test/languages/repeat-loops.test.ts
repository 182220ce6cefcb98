import { describe, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { differentTokens, sameTokens } from './token-texts.js';

/** A Java program that reads `t` and runs `loop` (a loop over the test cases). */
const javaMain = (loop: string) =>
  `import java.util.Scanner;\nclass Main {\n  public static void main(String[] args) {\n` +
  `    Scanner sc = new Scanner(System.in);\n    int t = sc.nextInt();\n    long s = 0;\n${loop}\n` +
  `    System.out.println(s);\n  }\n}\n`;
/** A C program whose main runs `loop`. */
const cMain = (loop: string) =>
  `#include <stdio.h>\nint main(void) {\n  int t, s = 0;\n  scanf("%d", &t);\n${loop}\n  printf("%d\\n", s);\n  return 0;\n}\n`;

describe('loops that repeat their body n times read as `while (n--)`', () => {
  it('reads Java test-case loops, a decrement at either end of the body, and the whiles of counted fors alike', () => {
    const body = '{\n      int x = sc.nextInt();\n      s += x * 2;\n    }';
    const plain = javaMain(`    while (t-- > 0) ${body}`);
    for (const header of [
      'for (int tc = 0; tc < t; tc++)',
      'for (int tc = 1; tc <= t; ++tc)',
      'for (int tc = 0; t > tc; tc += 1)',
      'for (; t-- > 0;)',
    ])
      sameTokens(java, plain, javaMain(`    ${header} ${body}`));
    sameTokens(
      java,
      plain,
      javaMain('    while (t > 0) {\n      t--;\n      int x = sc.nextInt();\n      s += x * 2;\n    }'),
    );
    sameTokens(
      java,
      plain,
      javaMain('    while (0 < t) {\n      int x = sc.nextInt();\n      s += x * 2;\n      t -= 1;\n    }'),
    );
    // The while a counted for stands for, its counter declared right before it (in a block of its own
    // when the name comes again after the loop).
    const counted = '      int x = sc.nextInt();\n      s += x * 2;\n';
    sameTokens(java, plain, javaMain(`    int tc = 0;\n    while (tc < t) {\n${counted}      tc++;\n    }`));
    sameTokens(
      java,
      plain,
      javaMain(`    {\n    int tc = 0;\n    while (tc < t) {\n${counted}      tc++;\n    }\n    }`),
    );
    // Its declaration a statement further up, none between naming the counter.
    sameTokens(
      java,
      javaMain(`    s++;\n    while (t-- > 0) ${body}`),
      javaMain(`    int tc = 0;\n    s++;\n    while (tc < t) {\n${counted}      tc++;\n    }`),
    );
    // A plain statement for a body, and a count that is a member (`a.length`).
    sameTokens(
      java,
      javaMain('    int[] a = new int[t];\n    for (int i = 0; i < a.length; i++) s++;'),
      javaMain('    int[] a = new int[t];\n    for (int k = 1; k <= a.length; k++) s++;'),
    );
  });

  it('reads a counted loop down as the while on its counter, from n or from n - 1 to 0', () => {
    const down = javaMain('    int k = t;\n    while (k > 0) {\n      s += 3;\n      k--;\n    }');
    sameTokens(java, down, javaMain('    for (int k = t; k > 0; k--) {\n      s += 3;\n    }'));
    sameTokens(java, down, javaMain('    for (int k = t - 1; k >= 0; --k) {\n      s += 3;\n    }'));
    sameTokens(
      java,
      down,
      javaMain('    int k = t - 1;\n    while (k >= 0) {\n      s += 3;\n      k--;\n    }'),
    );
    sameTokens(java, down, javaMain('    int k = t;\n    while (k-- > 0) {\n      s += 3;\n    }'));
  });

  it("reads C's and C++'s `while (t--)` as the counted loop an LLM rewrites it to", () => {
    const body = '{\n    int x;\n    scanf("%d", &x);\n    s += x;\n  }';
    sameTokens(c, cMain(`  while (t--) ${body}`), cMain(`  for (int i = 0; i < t; i++) ${body}`));
    sameTokens(c, cMain(`  while (t--) ${body}`), cMain(`  while (t-- > 0) ${body}`));
    // A body that is only the decrement, braced or not.
    sameTokens(c, cMain('  while (t > 0) t--;'), cMain('  while (t-- > 0) {\n  }'));
    sameTokens(c, cMain('  while (t > 0) {\n    t--;\n  }'), cMain('  while (t--) {\n  }'));
    // A counter declared before, in C89's way, that nothing reads after the loop.
    sameTokens(
      c,
      cMain(`  int i;\n  while (t--) ${body}`),
      cMain(`  int i;\n  for (i = 0; i < t; i++) ${body}`),
    );
    const vector = (loop: string) =>
      `#include <vector>\n#include <iostream>\nint main() {\n  std::vector<int> v(5);\n  int s = 0;\n${loop}\n  std::cout << s;\n}\n`;
    sameTokens(
      cpp,
      vector('  for (size_t i = 0; i < v.size(); ++i) s += 3;'),
      vector('  for (size_t i = 1; i <= v.size(); i++) s += 3;'),
    );
  });

  it('leaves alone a loop whose counter the body reads, whose count it changes, or that starts elsewhere', () => {
    // The body reads the counter: the loop is a counted for, not a repeat.
    differentTokens(
      java,
      javaMain('    for (int i = 0; i < t; i++) s += i;'),
      javaMain('    while (t-- > 0) s += i;'),
    );
    // The body changes the count: the for reads it anew each time round, `t--` only once.
    differentTokens(
      java,
      javaMain('    for (int i = 0; i < t; i++) t -= 2;'),
      javaMain('    while (t-- > 0) t -= 2;'),
    );
    // From 2, or up to `<=` from 0, the body runs another number of times.
    differentTokens(
      java,
      javaMain('    for (int i = 2; i < t; i++) s++;'),
      javaMain('    while (t-- > 0) s++;'),
    );
    differentTokens(
      java,
      javaMain('    for (int i = 0; i <= t; i++) s++;'),
      javaMain('    while (t-- > 0) s++;'),
    );
    // A counter declared before the loop and read after it: the loop leaves it at the count.
    differentTokens(
      c,
      cMain('  int i;\n  for (i = 0; i < t; i++) s++;\n  s += i;'),
      cMain('  int i;\n  while (t--) s++;\n  s += i;'),
    );
    // A decrement in the middle of the body, with the name read after it.
    differentTokens(
      java,
      javaMain('    while (t > 0) {\n      s += 1;\n      t--;\n      s += t;\n    }'),
      javaMain('    while (t-- > 0) {\n      s += 1;\n      s += t;\n    }'),
    );
  });
});
