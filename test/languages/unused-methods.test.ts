import { describe, it } from 'vitest';
import { c } from '../../src/languages/c.js';
import { cpp } from '../../src/languages/cpp.js';
import { java } from '../../src/languages/java.js';
import { differentTokens, sameTokens } from './token-texts.js';

const MAIN = `public class Main {
  public static void main(String[] args) {
    Reader in = new Reader();
    int n = in.nextInt();
    System.out.println(n * 2);
  }
}
`;

/**
 * A personal template's reader: `nextInt` and `read` used, `nextLong` (and what only it calls) not. It reads
 * no standard input, so it is not left out whole as an input reader (input-readers.test.ts).
 */
const reader = (extra: string, header = 'class Reader') => `${header} {
  int at = 0;
  Reader() { at = 0; }
  int read() { return at++ % 7; }
  int nextInt() { int x = 0; int c = read(); while (c > 32) { x = x * 10 + c - 48; c = read(); } return x; }
${extra}}
`;

const NEXT_LONG = '  long nextLong() { long x = 0; int c = skip(); x = x * 10 + c; return x; }\n';
const SKIP = '  int skip() { int c = read(); while (c <= 32) c = read(); return c; }\n';

describe('unused methods of a helper class', () => {
  it('leaves out what main never reaches, and what only those methods call', () => {
    sameTokens(java, MAIN + reader(NEXT_LONG + SKIP), MAIN + reader(''));
    // Used methods stay.
    differentTokens(java, MAIN + reader(''), MAIN + reader('').replace(/ {2}int nextInt.*\n/, ''));
  });

  it('leaves out a chain of methods only an unused one starts, whatever their order', () => {
    const chain = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `  int m${i}() { return ${i + 1 < n ? `m${i + 1}()` : 'read()'}; }\n`,
      );
    sameTokens(java, MAIN + reader(chain(30).join('')), MAIN + reader(''));
    sameTokens(java, MAIN + reader(chain(30).reverse().join('')), MAIN + reader(''));
  });

  it('leaves out an unused method that calls itself', () => {
    const fact = '  long fact(int n) { return n < 2 ? 1 : n * fact(n - 1); }\n';
    sameTokens(java, MAIN + reader(fact), MAIN + reader(''));
  });

  it('keeps every method of a file without main: a library, or a class tests call', () => {
    const library = (extra: string) =>
      reader(extra) + 'class Other { int use(Reader r) { return r.nextInt(); } }\n';
    differentTokens(java, library(NEXT_LONG + SKIP), library(''));
  });

  it("keeps the methods of main's own class: a grader may call them", () => {
    const own = MAIN.replace(
      'public static void main',
      'static int solve(int n) { return n * 3; }\n  public static void main',
    );
    differentTokens(java, own + reader(''), MAIN + reader(''));
  });

  it('keeps the methods of a class with a base: the library calls its overrides', () => {
    const compareTo = '  public int compareTo(Reader o) { return at - o.at; }\n';
    const based = 'class Reader implements Comparable<Reader>';
    differentTokens(java, MAIN + reader(compareTo, based), MAIN + reader('', based));
  });

  it('keeps what overrides a method of every Java class: println calls toString unseen', () => {
    const toString = '  public String toString() { return "at " + at; }\n';
    differentTokens(java, MAIN + reader(toString), MAIN + reader(''));
  });

  it('keeps the methods of an anonymous class: they override', () => {
    const byAt =
      '  java.util.Comparator<Reader> byAt = new java.util.Comparator<Reader>() {\n    public int compare(Reader a, Reader b) { return a.at - b.at; }\n  };\n';
    differentTokens(java, MAIN + reader(byAt), MAIN + reader(byAt.replace(/ {4}public int compare.*\n/, '')));
  });

  it('keeps a constructor, and a method whose name is used elsewhere (an overload)', () => {
    const unusedCtor = '  Reader(int start) { at = start; }\n';
    differentTokens(java, MAIN + reader(unusedCtor), MAIN + reader(''));
    const overload = '  int nextInt(int radix) { return read() % radix; }\n';
    differentTokens(java, MAIN + reader(overload), MAIN + reader(''));
  });

  it('reads C++ structs the same way, with main outside every class', () => {
    const program = (extra: string) => `struct Reader {
  int read() { return getchar(); }
${extra}};
int main() { Reader in; int c = in.read(); printf("%d", c); return 0; }
`;
    sameTokens(cpp, program('  long twice() { return 2L * read(); }\n'), program(''));
    differentTokens(
      cpp,
      program('  long twice() { return 2L * read(); }\n').replace('int main()', 'int run()'),
      program(''),
    );
  });
});

describe('unused helper classes', () => {
  const dsu = `class Dsu {
  int[] parent;
  Dsu(int n) { parent = new int[n]; for (int i = 0; i < n; i++) parent[i] = i; }
  int find(int x) { return parent[x] == x ? x : (parent[x] = find(parent[x])); }
}
`;
  const pair = `static class Pair implements Comparable<Pair> {
    int first, second;
    public int compareTo(Pair o) { return first - o.first; }
  }
`;

  it('leaves out a class nothing outside it names, with its fields and constructors (Java)', () => {
    sameTokens(java, MAIN + reader('') + dsu, MAIN + reader(''));
    // Nested in main's class, with a base: nothing makes one, so the library never calls its compareTo.
    const nested = MAIN.replace('public class Main {', `public class Main {\n  ${pair}`);
    sameTokens(java, nested + reader(''), MAIN + reader(''));
    // A class the program makes stays, and so does one only a class it makes uses.
    const made = MAIN.replace('int n = in.nextInt();', 'int n = new Dsu(in.nextInt()).find(0);');
    differentTokens(java, made + reader('') + dsu, made + reader(''));
  });

  it('leaves out an unused C++ struct, but not one that declares a variable, nor a template', () => {
    const program = (extra: string) =>
      `${extra}int main() { int n; scanf("%d", &n); printf("%d", n * 2); }\n`;
    const segtree =
      'struct SegTree {\n  int n;\n  SegTree(int n) : n(n) {}\n  int query(int l) { return l + n; }\n};\n';
    sameTokens(cpp, program(segtree), program(''));
    // `} init;` makes a variable: its constructor runs before main.
    const init = 'struct Init {\n  Init() { setvbuf(stdout, 0, _IOFBF, 1 << 16); }\n} init;\n';
    differentTokens(cpp, program(init), program(''));
    differentTokens(cpp, program(`template <class T>\n${segtree}`), program(''));
    // Nor is an `enum class` taken for a class, which would leave its `enum` behind.
    differentTokens(cpp, program('enum class Color { RED, GREEN };\n'), program('enum\n'));
  });

  it('reads a struct named in a parameter or a declaration as a type, not as a class of its own (C)', () => {
    // `struct ext` is declared in a header: `f(struct ext *e) {` opens the function's body, not the struct's.
    const program = (body: string) =>
      `static int use(struct ext *e) {\n  ${body}\n}\nint main(void) { printf("%d", use(0)); }\n`;
    differentTokens(c, program('return e ? 1 : 2;'), program('return 7;'));
    const declared = (init: string) =>
      `int main(void) {\n  struct point p = {${init}};\n  printf("%d", p.x);\n}\n`;
    differentTokens(c, declared('1, 2'), declared('3'));
    sameTokens(
      c,
      declared('1, 2').replace('int main', 'struct unused { int a; };\nint main'),
      declared('1, 2'),
    );
  });
});
