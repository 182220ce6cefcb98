import { describe, expect, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';
import { idsOf } from './token-texts.js';

const inJava = (body: string) =>
  `class A {\n  static int run(int[] a, int n) {\n    int best = 0;\n    for (int i = 0; i < n; i++) {\n${body}\n    }\n    return best;\n  }\n}\n`;
const inCpp = (body: string) =>
  `#include <bits/stdc++.h>\nusing namespace std;\nint run(int* a, int n) {\n  int best = 0;\n  for (int i = 0; i < n; i++) {\n${body}\n  }\n  return best;\n}\n`;

const same = (frontEnd: LanguageFrontEnd, x: string, y: string) =>
  expect(idsOf(frontEnd, x)).toEqual(idsOf(frontEnd, y));
const differ = (frontEnd: LanguageFrontEnd, x: string, y: string) =>
  expect(idsOf(frontEnd, x)).not.toEqual(idsOf(frontEnd, y));

describe('running maxima and minima read as the call they stand for', () => {
  it('reads the if that keeps a maximum, either way round and braced, as Math.max (Java)', () => {
    const call = inJava('best = Math.max(best, a[i] * 2);');
    for (const form of [
      'if (a[i] * 2 > best) best = a[i] * 2;',
      'if (best < a[i] * 2) {\n  best = a[i] * 2;\n}',
      'if (a[i] * 2 >= best) best = a[i] * 2;',
      'best = Math.max(a[i] * 2, best);',
    ])
      same(java, call, inJava(form));
    same(java, inJava('best = Math.min(best, a[i]);'), inJava('if (a[i] < best) best = a[i];'));
    same(java, inJava('best = Math.min(best, a[i]);'), inJava('if (best > a[i]) best = a[i];'));
  });

  it('reads it as max and min in C++, with or without std::', () => {
    same(cpp, inCpp('best = max(best, a[i]);'), inCpp('if (a[i] > best) best = a[i];'));
    same(cpp, inCpp('best = std::max(a[i], best);'), inCpp('if (best < a[i]) { best = a[i]; }'));
    same(cpp, inCpp('best = min(best, a[i] - n);'), inCpp('if (a[i] - n < best) best = a[i] - n;'));
  });

  it('leaves an if with an else, a longer branch, another value or a call as it is', () => {
    const call = inJava('best = Math.max(best, a[i]);');
    differ(java, call, inJava('if (a[i] > best) best = a[i];\nelse n--;'));
    differ(java, call, inJava('if (a[i] > best) {\n  best = a[i];\n  n--;\n}'));
    differ(java, call, inJava('if (a[i] > best) best = a[i] + 1;'));
    differ(java, call, inJava('if (a[i] > best) best = n;'));
    // The if evaluates a call twice: no running maximum of it.
    differ(java, inJava('best = Math.max(best, f(a[i]));'), inJava('if (f(a[i]) > best) best = f(a[i]);'));
  });
});
