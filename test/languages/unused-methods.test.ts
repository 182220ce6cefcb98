import { describe, expect, it } from 'vitest';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import type { LanguageFrontEnd } from '../../src/languages/types.js';
import { idsOf } from './token-texts.js';

const same = (frontEnd: LanguageFrontEnd, x: string, y: string) =>
  expect(idsOf(frontEnd, x)).toEqual(idsOf(frontEnd, y));
const differ = (frontEnd: LanguageFrontEnd, x: string, y: string) =>
  expect(idsOf(frontEnd, x)).not.toEqual(idsOf(frontEnd, y));

const MAIN = `public class Main {
  public static void main(String[] args) {
    Reader in = new Reader();
    int n = in.nextInt();
    System.out.println(n * 2);
  }
}
`;

/** A personal template's reader: `nextInt` and `read` used, `nextLong` (and what only it calls) not. */
const reader = (extra: string, header = 'class Reader') => `${header} {
  int at = 0;
  Reader() { at = 0; }
  int read() { return System.in.read(); }
  int nextInt() { int x = 0; int c = read(); while (c > 32) { x = x * 10 + c - 48; c = read(); } return x; }
${extra}}
`;

const NEXT_LONG = '  long nextLong() { long x = 0; int c = skip(); x = x * 10 + c; return x; }\n';
const SKIP = '  int skip() { int c = read(); while (c <= 32) c = read(); return c; }\n';

describe('unused methods of a helper class', () => {
  it('leaves out what main never reaches, and what only those methods call', () => {
    same(java, MAIN + reader(NEXT_LONG + SKIP), MAIN + reader(''));
    // Used methods stay.
    differ(java, MAIN + reader(''), MAIN + reader('').replace(/ {2}int nextInt.*\n/, ''));
  });

  it('leaves out a chain of methods only an unused one starts, whatever their order', () => {
    const chain = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `  int m${i}() { return ${i + 1 < n ? `m${i + 1}()` : 'read()'}; }\n`,
      );
    same(java, MAIN + reader(chain(30).join('')), MAIN + reader(''));
    same(java, MAIN + reader(chain(30).reverse().join('')), MAIN + reader(''));
  });

  it('leaves out an unused method that calls itself', () => {
    const fact = '  long fact(int n) { return n < 2 ? 1 : n * fact(n - 1); }\n';
    same(java, MAIN + reader(fact), MAIN + reader(''));
  });

  it('keeps every method of a file without main: a library, or a class tests call', () => {
    const library = (extra: string) =>
      reader(extra) + 'class Other { int use(Reader r) { return r.nextInt(); } }\n';
    differ(java, library(NEXT_LONG + SKIP), library(''));
  });

  it("keeps the methods of main's own class: a grader may call them", () => {
    const own = MAIN.replace(
      'public static void main',
      'static int solve(int n) { return n * 3; }\n  public static void main',
    );
    differ(java, own + reader(''), MAIN + reader(''));
  });

  it('keeps the methods of a class with a base: the library calls its overrides', () => {
    const compareTo = '  public int compareTo(Reader o) { return at - o.at; }\n';
    const based = 'class Reader implements Comparable<Reader>';
    differ(java, MAIN + reader(compareTo, based), MAIN + reader('', based));
  });

  it('keeps what overrides a method of every Java class: println calls toString unseen', () => {
    const toString = '  public String toString() { return "at " + at; }\n';
    differ(java, MAIN + reader(toString), MAIN + reader(''));
  });

  it('keeps the methods of an anonymous class: they override', () => {
    const byAt =
      '  java.util.Comparator<Reader> byAt = new java.util.Comparator<Reader>() {\n    public int compare(Reader a, Reader b) { return a.at - b.at; }\n  };\n';
    differ(java, MAIN + reader(byAt), MAIN + reader(byAt.replace(/ {4}public int compare.*\n/, '')));
  });

  it('keeps a constructor, and a method whose name is used elsewhere (an overload)', () => {
    const unusedCtor = '  Reader(int start) { at = start; }\n';
    differ(java, MAIN + reader(unusedCtor), MAIN + reader(''));
    const overload = '  int nextInt(int radix) { return read() % radix; }\n';
    differ(java, MAIN + reader(overload), MAIN + reader(''));
  });

  it('reads C++ structs the same way, with main outside every class', () => {
    const program = (extra: string) => `struct Reader {
  int read() { return getchar(); }
${extra}};
int main() { Reader in; int c = in.read(); printf("%d", c); return 0; }
`;
    same(cpp, program('  long twice() { return 2L * read(); }\n'), program(''));
    differ(
      cpp,
      program('  long twice() { return 2L * read(); }\n').replace('int main()', 'int run()'),
      program(''),
    );
  });
});
