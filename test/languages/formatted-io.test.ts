import { describe, expect, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { idsOf, idsOfTexts, spansOf } from './token-texts.js';

const inMain = (body: string) => `#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n${body}\n}\n`;

/** Ids and spellings both: the names and literals as written count too (engine/name-agreement.ts). */
const tokensOf = (source: string) => {
  const { ids, spellings } = cpp.tokenize(source);
  return { ids: Array.from(ids), spellings: Array.from(spellings ?? []) };
};

describe('formatted input and output read as streams', () => {
  it('reads scanf, printf and puts statements as the cin and cout statements that do the same', () => {
    const formatted = inMain(
      [
        'int t; long long k;',
        'scanf("%d %lld", &t, &k);',
        'for (int i = 0; i < t; i++) printf("Case #%d: %lld\\n", i + 1, k * i);',
        'printf("done\\n");',
        'puts("bye");',
        'return 0;',
      ].join('\n'),
    );
    const streams = inMain(
      [
        'int t; long long k;',
        'cin >> t >> k;',
        'for (int i = 0; i < t; i++) cout << "Case #" << i + 1 << ": " << k * i << "\\n";',
        'cout << "done\\n";',
        'cout << "bye" << "\\n";',
        'return 0;',
      ].join('\n'),
    );
    expect(tokensOf(formatted)).toEqual(tokensOf(streams));
    // `%%` prints a `%`, and flags, widths and precisions print the same value.
    expect(tokensOf(inMain('double p = 0.5;\nprintf("%5.2f%%\\n", p);\nreturn 0;'))).toEqual(
      tokensOf(inMain('double p = 0.5;\ncout << p << "%\\n";\nreturn 0;')),
    );
  });

  it('reads C the same way', () => {
    const printed = idsOf(c, 'void f(int x) {\n  printf("%d\\n", x);\n}\n');
    expect(printed).toEqual(idsOf(c, 'void f(int x) {\n  cout << x << "\\n";\n}\n'));
    expect(printed).toContain(idsOfTexts('<<')[0]);
  });

  it('leaves alone a call whose value is used, or whose format it cannot read', () => {
    const calls = (statement: string) =>
      idsOf(cpp, inMain(`int n; char s[9];\n${statement}\nf(n, s);\nreturn 0;`)).filter(
        (id) => id === idsOfTexts('<<')[0] || id === idsOfTexts('>>')[0],
      ).length;
    expect(calls('scanf("%d", &n);')).toBe(1);
    expect(calls('while (scanf("%d", &n) == 1) f(n, s);')).toBe(0);
    expect(calls('if (printf("%d", n) > 0) f(n, s);')).toBe(0);
    const format = 'const char *fmt = "%d";\n';
    expect(calls(`${format}printf(fmt, n);`)).toBe(0);
    expect(calls('printf("%*d", 4, n);')).toBe(0);
    expect(calls('printf("%d%n", n, &n);')).toBe(0);
    expect(calls('printf("%d %d", n);')).toBe(0);
    expect(calls('scanf("%d,%s", &n, s);')).toBe(0);
    expect(calls('scanf("%[^\\n]", s);')).toBe(0);
    expect(calls('scanf("%*d %d", &n);')).toBe(0);
  });

  it('gives the tokens it adds the spans of the call and its format, and keeps the arguments’ own', () => {
    const source = inMain('int a = 1, b = 2;\nprintf("%d %d\\n",\n       a, b);\nreturn 0;');
    const { ids, spans } = cpp.tokenize(source);
    const lineOf = (id: number) => [...ids.keys()].filter((t) => ids[t] === id).map((t) => spans[4 * t]);
    // `cout` and each `<<` on the call's line 4, the text on the format's; `a`, `b` and `;` on line 5.
    expect(lineOf(idsOfTexts('<<')[0]!)).toEqual([4, 4, 4, 4]);
    expect(lineOf(idsOfTexts('$str')[0]!)).toEqual([4, 4]);
    expect(spansOf(cpp, source).filter(([line]) => line === 5)).toHaveLength(3);
  });

  it('reads Java’s printf as the print or println of the concatenation that prints the same', () => {
    const inJava = (body: string) => `class A {\n  void f(int i, double v, int[] a) {\n${body}\n  }\n}\n`;
    const javaTokens = (source: string) => {
      const { ids, spellings } = java.tokenize(source);
      return { ids: Array.from(ids), spellings: Array.from(spellings ?? []) };
    };
    expect(
      javaTokens(inJava('System.out.printf("Case %d: %.2f%n", i, v);\nSystem.err.format("%d ", a[i]);')),
    ).toEqual(
      javaTokens(inJava('System.out.println("Case " + i + ": " + v);\nSystem.err.print(a[i] + " ");')),
    );
    // An argument with an operator reads in brackets, as concatenation needs it; `\n` ends a line as `%n` does.
    expect(javaTokens(inJava('System.out.printf("sum %d\\n", i + 1);'))).toEqual(
      javaTokens(inJava('System.out.println("sum " + (i + 1));')),
    );
    // Left as written: argument indexes, dates, a format that is not one literal, a value that is used.
    for (const statement of [
      'System.out.printf("%1$d %1$d%n", i);',
      'System.out.printf("%tY%n", v);',
      'String f = "%d"; System.out.printf(f, i);',
      'System.out.printf("%d %d%n", i);',
      'g(System.out.printf("%d", i));',
    ])
      expect(idsOf(java, inJava(statement))).not.toContain(idsOfTexts('+')[0]);
  });

  it('reads Java’s print of a line, of a string conversion and of String.format as what they print', () => {
    const inJava = (body: string) => `class A {\n  void f(int i, long v, String s) {\n${body}\n  }\n}\n`;
    const javaTokens = (source: string) => {
      const { ids, spellings } = java.tokenize(source);
      return { ids: Array.from(ids), spellings: Array.from(spellings ?? []) };
    };
    const plain = inJava(
      'System.out.println("sum " + v);\nSystem.out.println(i);\nSystem.out.println("done");',
    );
    for (const form of [
      'System.out.print("sum " + v + "\\n");\nSystem.out.println(String.valueOf(i));\nSystem.out.print("done\\n");',
      'System.out.println("sum " + v);\nSystem.out.println(Integer.toString(i));\nSystem.out.println("done");',
      'System.out.println("sum " + v);\nSystem.out.println("" + i);\nSystem.out.println("done");',
      'System.out.println(String.format("sum %d", v));\nSystem.out.print(String.format("%d%n", i));\nSystem.out.println("done");',
    ])
      expect(javaTokens(inJava(form))).toEqual(javaTokens(plain));
    // `print("\n")` alone is `println()`.
    expect(javaTokens(inJava('System.out.print("\\n");'))).toEqual(
      javaTokens(inJava('System.out.println();')),
    );
    // Left as written: an escaped backslash before `n`, a conditional (the line's end is one branch's), a
    // radix, and `"" + a + b`, which joins two strings where `a + b` would add.
    for (const [form, other] of [
      ['System.out.print(s + "\\\\n");', 'System.out.println(s + "\\\\");'],
      ['System.out.print(i > 0 ? s : s + "\\n");', 'System.out.println(i > 0 ? s : s);'],
      ['System.out.println(Integer.toString(i, 2));', 'System.out.println(i);'],
      ['System.out.println("" + i + v);', 'System.out.println(i + v);'],
      // A format that ends a line, printed by println, ends two.
      ['System.out.println(String.format("%d%n", i));', 'System.out.println(i);'],
    ])
      expect(javaTokens(inJava(form!))).not.toEqual(javaTokens(inJava(other!)));
  });
});
