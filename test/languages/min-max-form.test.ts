import { describe, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { differentTokens, sameTokens } from './token-texts.js';

const inJava = (body: string) =>
  `class A {\n  static int run(int[] a, int n) {\n    int best = 0;\n    for (int i = 0; i < n; i++) {\n${body}\n    }\n    return best;\n  }\n}\n`;
const inCpp = (body: string) =>
  `#include <bits/stdc++.h>\nusing namespace std;\nint run(int* a, int n) {\n  int best = 0;\n  for (int i = 0; i < n; i++) {\n${body}\n  }\n  return best;\n}\n`;

describe('running maxima and minima read as the call they stand for', () => {
  it('reads the if that keeps a maximum, either way round and braced, as Math.max (Java)', () => {
    const call = inJava('best = Math.max(best, a[i] * 2);');
    for (const form of [
      'if (a[i] * 2 > best) best = a[i] * 2;',
      'if (best < a[i] * 2) {\n  best = a[i] * 2;\n}',
      'if (a[i] * 2 >= best) best = a[i] * 2;',
      'best = Math.max(a[i] * 2, best);',
    ])
      sameTokens(java, call, inJava(form));
    sameTokens(java, inJava('best = Math.min(best, a[i]);'), inJava('if (a[i] < best) best = a[i];'));
    sameTokens(java, inJava('best = Math.min(best, a[i]);'), inJava('if (best > a[i]) best = a[i];'));
  });

  it('reads it as max and min in C++, with or without std::', () => {
    sameTokens(cpp, inCpp('best = max(best, a[i]);'), inCpp('if (a[i] > best) best = a[i];'));
    sameTokens(cpp, inCpp('best = std::max(a[i], best);'), inCpp('if (best < a[i]) { best = a[i]; }'));
    sameTokens(cpp, inCpp('best = min(best, a[i] - n);'), inCpp('if (a[i] - n < best) best = a[i] - n;'));
  });

  it('leaves an if with an else, a longer branch, another value or a call as it is', () => {
    const call = inJava('best = Math.max(best, a[i]);');
    differentTokens(java, call, inJava('if (a[i] > best) best = a[i];\nelse n--;'));
    differentTokens(java, call, inJava('if (a[i] > best) {\n  best = a[i];\n  n--;\n}'));
    differentTokens(java, call, inJava('if (a[i] > best) best = a[i] + 1;'));
    differentTokens(java, call, inJava('if (a[i] > best) best = n;'));
    // The if evaluates a call twice: no running maximum of it.
    differentTokens(
      java,
      inJava('best = Math.max(best, f(a[i]));'),
      inJava('if (f(a[i]) > best) best = f(a[i]);'),
    );
  });
});
